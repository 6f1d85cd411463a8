/// The process exit codes, from BSD's sysexits where one fits. README.md documents them.
public enum ExitCode: Int32, Sendable, Comparable {
  /// Every expectation of every scenario was met.
  case success = 0
  /// A scenario ran and an expectation failed (or an action could not run).
  case expectationFailed = 1
  /// The command line is wrong (`EX_USAGE`).
  case usage = 64
  /// A scenario or touch file is not valid (`EX_DATAERR`).
  case invalidScenario = 65
  /// A file is missing or unreadable (`EX_NOINPUT`).
  case noInput = 66
  /// An output file such as the trace can't be written (`EX_CANTCREAT`).
  case cantCreate = 73

  /// With several scenarios, the most severe outcome decides the exit code: a usage error, then
  /// an output that can't be written, a missing file, an invalid scenario, a failed expectation.
  var severity: Int {
    switch self {
    case .success: 0
    case .expectationFailed: 1
    case .invalidScenario: 2
    case .noInput: 3
    case .cantCreate: 4
    case .usage: 5
    }
  }

  public static func < (lhs: ExitCode, rhs: ExitCode) -> Bool { lhs.severity < rhs.severity }
}

/// Where a command writes: standard output for results, standard error for diagnostics.
/// Tests pass closures that collect the text.
public struct Console: Sendable {
  public var out: @Sendable (String) -> Void
  public var err: @Sendable (String) -> Void
  public var environment: Environment

  public init(
    out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
    environment: Environment = Environment()
  ) {
    self.out = out
    self.err = err
    self.environment = environment
  }
}

/// What the command needs to know about where it runs; `main.swift` reads it from the process,
/// tests set it. The engine never sees it.
public struct Environment: Sendable {
  /// Standard output and error are terminals (so colour and progress are welcome).
  public var stdoutIsTerminal = false
  public var stderrIsTerminal = false
  /// `NO_COLOR` is set (https://no-color.org).
  public var noColor = false
  /// `CI=true`: golden traces are never recorded.
  public var isCI = false
  /// `SIMREPLAY_RECORD`: the record mode when the command line gives none.
  public var recordMode: String?
  /// The CI engines' variables `run` reads (``variableNames``): shards for `--shard auto`, and
  /// Bazel's outputs.
  public var variables: [String: String]

  /// The names of the variables ``variables`` holds, for `main.swift` to read.
  public static var variableNames: [String] { CIEngines.variableNames }

  public init(
    stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false, noColor: Bool = false,
    isCI: Bool = false, recordMode: String? = nil, variables: [String: String] = [:]
  ) {
    self.recordMode = recordMode
    self.variables = variables
    self.stdoutIsTerminal = stdoutIsTerminal
    self.stderrIsTerminal = stderrIsTerminal
    self.noColor = noColor
    self.isCI = isCI
  }

  var usesColor: Bool { stdoutIsTerminal && !noColor }
}

/// A command-line mistake: printed as `Error: …`, the usage line, and where to find help.
struct UsageError: Error {
  var message: String
  var command: String?
}
