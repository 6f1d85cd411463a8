/// Help text, laid out as swift-argument-parser lays it out.
enum Help {
  static let overview = """
    OVERVIEW: Replay recorded touches against a simulated UIKit view tree, frame by frame.

    USAGE: simreplay <subcommand>

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      run                     Run scenarios and check their expectations.

      See 'simreplay help <subcommand>' for detailed help.

    """

  static let run = """
    OVERVIEW: Run scenarios and check their expectations.

    Prints one line per scenario, PASS or FAIL, and under each failed expectation what was
    expected, what happened and when. Problems in a scenario file are printed to standard
    error as file:line:column: error: key.path: message.

    USAGE: \(runUsage)

    ARGUMENTS:
      <path>                  A scenario file, or a folder searched (recursively) for .json
                              scenarios, run in path order.

    OPTIONS:
      --trace <file>          Write the run's trace to <file>: JSON Lines, one object per
                              frame. Needs exactly one scenario.
      --json                  Print a machine-readable summary instead of text.
      -h, --help              Show help information.

    EXIT CODES:
      0   every expectation was met
      1   an expectation failed, or an action could not run
      64  the command line is wrong
      65  a scenario or touch file is invalid
      66  a file is missing or unreadable
      73  the trace file can't be written

    """

  static let runUsage = "simreplay run <path> ... [--trace <file>] [--json]"

  static func usage(for command: String?) -> String {
    command == "run" ? "Usage: \(runUsage)" : "Usage: simreplay <subcommand> (run)"
  }
}
