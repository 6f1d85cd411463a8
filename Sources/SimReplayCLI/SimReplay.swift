import Foundation
import SimScenario

/// The `simreplay` command: a thin client of the SimScenario and SimReport libraries.
public enum SimReplay {
  public static let version = "0.1.0"
  static let commands = [
    "run", "explore", "explain", "report", "hit", "import", "audit", "convert", "bench", "schema",
    "help",
  ]

  /// Runs the command line `arguments` (without the program name) and returns the exit code.
  public static func main(arguments: [String], console: Console) -> ExitCode {
    do {
      return try dispatch(arguments, console: console)
    } catch {
      console.err("Error: \(error.message)\n")
      console.err(Help.usage(for: error.command) + "\n")
      let helpCommand = error.command.map { "simreplay \($0) --help" } ?? "simreplay --help"
      console.err("See '\(helpCommand)' for more information.\n")
      return .usage
    }
  }

  /// `simreplay convert <arguments>` on `recording` as standard input, everything done but
  /// writing: an `-o` path is checked, and the stream goes to `console.out`. For the fuzz target
  /// (Fuzz/Targets/FuzzConvert.swift) and the tests that convert every fixture.
  public static func convertWithoutWriting(
    _ arguments: [String], recording: [UInt8], console: Console
  ) -> ExitCode {
    do {
      return try ConvertCommand.run(
        arguments + ["--", "-"], console: console, standardInput: { recording }, writes: false)
    } catch {
      console.err("Error: \(error.message)\n")
      return .usage
    }
  }

  /// `run --tolerance <tolerance> --timings timings.xml` read as the command reads them, with
  /// `timings` the file's bytes, and nothing run: success, or the exit code with its message on
  /// `console.err` (the tolerance first). For the fuzz target (Fuzz/Targets/FuzzRunOptions.swift)
  /// and the test that reads its corpus.
  public static func readRunOptions(tolerance: String, timings: [UInt8], console: Console)
    -> ExitCode
  {
    do {
      _ = try ToleranceOption.parse(tolerance)
    } catch {
      console.err("Error: \(error.message)\n")
      return .usage
    }
    switch TimingsFile.read(timings, path: "timings.xml", console: console) {
    case .success: return .success
    case .failure(let failed): return failed.exitCode
    }
  }

  private static func dispatch(_ arguments: [String], console: Console) throws(UsageError)
    -> ExitCode
  {
    // No arguments at all: the overview, as swift-argument-parser prints it.
    guard let first = arguments.first else {
      console.out(Help.overview)
      return .success
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help":
      console.out(Help.overview)
      return .success
    case "--version":
      console.out("simreplay \(version)\n")
      return .success
    case "help":
      guard let topic = rest.first else {
        console.out(Help.overview)
        return .success
      }
      guard let text = help(for: topic) else { throw unknownCommand(topic) }
      console.out(text)
      return .success
    case _ where rest.contains("-h") || rest.contains("--help"):
      guard let text = help(for: first) else { throw unknownCommand(first) }
      console.out(text)
      return .success
    case "run":
      let options = try RunCommand.Options.parse(rest)
      return RunCommand(options: options, console: console).execute()
    case "explore":
      return try ExploreCommand.run(rest, console: console)
    case "explain":
      return try ExplainCommand.parse(rest, console: console).execute()
    case "report":
      return try ReportCommand.run(rest, console: console)
    case "hit":
      let options = try HitCommand.Options.parse(rest)
      return HitCommand(options: options, console: console).execute()
    case "audit":
      return try AuditCommand.parse(rest, console: console).execute()
    case "bench":
      return try BenchCommand.run(rest, console: console)
    case "convert":
      return try ConvertCommand.run(
        rest, console: console,
        standardInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) })
    case "schema":
      guard rest.isEmpty else {
        throw UsageError(message: "schema takes no arguments", command: "schema")
      }
      console.out(ScenarioSchema.document.text() + "\n")
      return .success
    case "import":
      let options = try ImportCommand.Options.parse(rest)
      return ImportCommand(options: options, console: console).execute()
    default:
      throw unknownCommand(first)
    }
  }

  /// The help of `command`, for `help <command>` and `<command> --help`; nil for no command.
  private static func help(for command: String) -> String? {
    switch command {
    case "run": Help.run
    case "hit": Help.hit
    case "import": Help.importCommand
    case "explore": ExploreCommand.help
    case "explain": ExplainCommand.help
    case "report": ReportCommand.help
    case "audit": AuditCommand.help
    case "bench": BenchCommand.help
    case "convert": ConvertCommand.help
    case "schema": Help.schema
    default: nil
    }
  }

  private static func unknownCommand(_ name: String) -> UsageError {
    var message = "unknown subcommand '\(name)'"
    if let match = Suggestions.bestMatch(for: name, in: commands) {
      message += ". Did you mean '\(match)'?"
    }
    return UsageError(message: message, command: nil)
  }
}
