import SimScenario

/// The `simreplay` command: a thin client of the SimScenario and SimReport libraries.
public enum SimReplay {
  public static let version = "0.1.0"
  static let commands = ["run", "explain", "report", "hit", "import", "bench", "help"]

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

  private static func dispatch(_ arguments: [String], console: Console) throws(UsageError)
    -> ExitCode
  {
    guard let first = arguments.first else {
      throw UsageError(message: "missing a subcommand", command: nil)
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
      switch topic {
      case "run": console.out(Help.run)
      case "hit": console.out(Help.hit)
      case "import": console.out(Help.importCommand)
      case "explain": console.out(ExplainCommand.help)
      case "report": console.out(ReportCommand.help)
      case "bench": console.out(BenchCommand.help)
      default: throw unknownCommand(topic)
      }
      return .success
    case "run":
      if rest.contains("-h") || rest.contains("--help") {
        console.out(Help.run)
        return .success
      }
      let options = try RunCommand.Options.parse(rest)
      return RunCommand(options: options, console: console).execute()
    case "explain":
      if rest.contains("-h") || rest.contains("--help") {
        console.out(ExplainCommand.help)
        return .success
      }
      return try ExplainCommand.parse(rest, console: console).execute()
    case "report":
      return ReportCommand.run(rest, console: console)
    case "hit":
      if rest.contains("-h") || rest.contains("--help") {
        console.out(Help.hit)
        return .success
      }
      let options = try HitCommand.Options.parse(rest)
      return HitCommand(options: options, console: console).execute()
    case "bench":
      return try BenchCommand.run(rest, console: console)
    case "import":
      if rest.contains("-h") || rest.contains("--help") {
        console.out(Help.importCommand)
        return .success
      }
      let options = try ImportCommand.Options.parse(rest)
      return ImportCommand(options: options, console: console).execute()
    default:
      throw unknownCommand(first)
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
