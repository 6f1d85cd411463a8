import SimEngine
import SimScenario

/// The `--json` output: every scenario's status, expectations and diagnostics, for tools.
///
///     {"scenarios":[{"file":…,"name":…,"status":"fail","frames":12,"touches":1,
///       "expectations":[{"index":0,"file":…,"line":24,"column":5,"passed":false,
///       "expected":…,"actual":…,"t":0.1}],"actionFailures":[],"diagnostics":[]}],
///      "passed":0,"failed":1,"invalid":0}
public enum JSONSummary {
  /// One scenario's outcome.
  public enum Entry: Sendable {
    case ran(ScenarioRun, goldenDifference: TraceDifference? = nil, goldenProblem: String? = nil)
    case invalid(file: String, ScenarioError)
  }

  /// How a scenario counts in the totals.
  public enum Status: Sendable { case passed, failed, invalid }

  /// One scenario's object, rendered, and how it counts: a suite streams these as its
  /// scenarios finish, between ``opening`` and ``closing(passed:failed:invalid:)``, and the
  /// bytes are those of ``render(_:)``.
  public static func rendered(_ entry: Entry) -> (json: String, status: Status) {
    switch entry {
    case .ran(let run, let difference, let problem):
      let passed = run.passed && difference == nil && problem == nil
      return (
        encode(run, goldenDifference: difference, goldenProblem: problem).rendered,
        passed ? .passed : .failed
      )
    case .invalid(let file, let error):
      return (
        JSONValue.object([
          ("file", .string(file)), ("status", error.kind == .unreadable ? "unreadable" : "invalid"),
          ("diagnostics", .array(error.diagnostics.map(encode))),
        ]).rendered, .invalid
      )
    }
  }

  public static let opening = #"{"scenarios":["#

  public static func closing(passed: Int, failed: Int, invalid: Int) -> String {
    #"],"passed":\#(passed),"failed":\#(failed),"invalid":\#(invalid)}"# + "\n"
  }

  public static func render(_ entries: [Entry]) -> String {
    var passed = 0
    var failed = 0
    var invalid = 0
    let scenarios = entries.map { entry -> JSONValue in
      switch entry {
      case .ran(let run, let difference, let problem):
        if run.passed && difference == nil && problem == nil { passed += 1 } else { failed += 1 }
        return encode(run, goldenDifference: difference, goldenProblem: problem)
      case .invalid(let file, let error):
        invalid += 1
        return .object([
          ("file", .string(file)), ("status", error.kind == .unreadable ? "unreadable" : "invalid"),
          ("diagnostics", .array(error.diagnostics.map(encode))),
        ])
      }
    }
    return JSONValue.object([
      ("scenarios", .array(scenarios)), ("passed", .integer(passed)), ("failed", .integer(failed)),
      ("invalid", .integer(invalid)),
    ]).rendered + "\n"
  }

  static func encode(
    _ run: ScenarioRun, goldenDifference: TraceDifference?, goldenProblem: String? = nil
  ) -> JSONValue {
    let results = run.results.map { result -> JSONValue in
      let source = result.expectation.source
      return .object([
        ("index", .integer(result.expectation.index)), ("file", .string(source.file)),
        ("line", .integer(source.location.line)), ("column", .integer(source.location.column)),
        ("passed", .bool(result.passed)), ("expected", .string(result.expected)),
        ("actual", .string(result.actual)),
        ("t", result.time.map { .literal($0.description) } ?? .null),
      ])
    }
    let failures = run.actionFailures.map {
      OccurrenceEncoder.encode($0, TraceNames(run.simulation))
    }
    return .object([
      ("file", .string(run.scenario.file)), ("name", .string(run.scenario.name)),
      ("status", run.passed && goldenDifference == nil && goldenProblem == nil ? "pass" : "fail"),
      ("frames", .integer(run.simulation.frameCount)),
      ("touches", .integer(run.simulation.touches.count)), ("expectations", .array(results)),
      ("actionFailures", .array(failures)),
      ("diagnostics", .array(run.scenario.warnings.map(encode))),
      ("traceDifference", goldenDifference.map { .string($0.description) } ?? .null),
      (
        "goldenProblem",
        goldenDifference == nil ? goldenProblem.map { .string($0) } ?? .null : .null
      ),
    ])
  }

  static func encode(_ diagnostic: Diagnostic) -> JSONValue {
    .object([
      ("severity", .string(diagnostic.severity.rawValue)), ("file", .string(diagnostic.file)),
      ("line", diagnostic.location.map { .integer($0.line) } ?? .null),
      ("column", diagnostic.location.map { .integer($0.column) } ?? .null),
      ("keyPath", .string(diagnostic.keyPath)), ("message", .string(diagnostic.message)),
      ("notes", .array(diagnostic.notes.map { .string($0.message) })),
    ])
  }
}
