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
  recordMode: variable("SIMREPLAY_RECORD").flatMap { $0.isEmpty ? nil : $0 },
  variables: Environment.variableNames.reduce(into: [:]) { $0[$1] = variable($1) })
/// All of `text` to `descriptor`, however the system splits the write.
func writeAll(_ text: String, to descriptor: Int32) {
  var text = text
  text.withUTF8 { bytes in
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return  // the reader has gone or the disk is full: nothing left to tell it
      }
      offset += written
    }
  }
}
let console = Console(
  out: { text in writeAll(text, to: 1) }, err: { text in writeAll(text, to: 2) },
  environment: environment)
let code = SimReplay.main(arguments: Array(CommandLine.arguments.dropFirst()), console: console)
exit(code.rawValue)
