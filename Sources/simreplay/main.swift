import Foundation
import SimReplayCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Results go to standard output, diagnostics to standard error. The process's terminal and
/// environment are read here, once, and handed to the command.
let variables = ProcessInfo.processInfo.environment
let environment = Environment(
  stdoutIsTerminal: isatty(1) != 0, stderrIsTerminal: isatty(2) != 0,
  noColor: variables["NO_COLOR"].map { !$0.isEmpty } ?? false,
  isCI: variables["CI"]?.lowercased() == "true")
let console = Console(
  out: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
  err: { text in FileHandle.standardError.write(Data(text.utf8)) },
  environment: environment)
let code = SimReplay.main(arguments: Array(CommandLine.arguments.dropFirst()), console: console)
exit(code.rawValue)
