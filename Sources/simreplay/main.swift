import Foundation
import SimReplayCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Results go to standard output, diagnostics to standard error. The process's terminal and
/// environment are read here, once, and handed to the command.
/// One variable, read with getenv: building ProcessInfo's whole environment dictionary costs
/// a quarter of a small run's start-up.
func variable(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
let environment = Environment(
  stdoutIsTerminal: isatty(1) != 0, stderrIsTerminal: isatty(2) != 0,
  noColor: variable("NO_COLOR").map { !$0.isEmpty } ?? false,
  isCI: variable("CI")?.lowercased() == "true",
  recordMode: variable("SIMREPLAY_RECORD").flatMap { $0.isEmpty ? nil : $0 })
let console = Console(
  out: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
  err: { text in FileHandle.standardError.write(Data(text.utf8)) },
  environment: environment)
let code = SimReplay.main(arguments: Array(CommandLine.arguments.dropFirst()), console: console)
exit(code.rawValue)
