import Foundation
import SimReplayCLI

/// Results go to standard output, diagnostics to standard error.
let console = Console(
  out: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
  err: { text in FileHandle.standardError.write(Data(text.utf8)) })
let code = SimReplay.main(arguments: Array(CommandLine.arguments.dropFirst()), console: console)
exit(code.rawValue)
