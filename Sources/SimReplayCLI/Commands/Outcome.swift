import Foundation
import SimReport
import SimScenario

/// Where golden traces live: beside the scenario, `NAME.trace.jsonl`.
enum GoldenTrace {
  static func path(for scenario: String) -> String {
    let base = scenario.hasSuffix(".json") ? String(scenario.dropLast(".json".count)) : scenario
    return base + ".trace.jsonl"
  }
}

/// One scenario's result in a `run`: loaded or not, its expectations, its golden trace.
struct Outcome {
  enum Golden {
    case matches(String)
    case differs(String, TraceDifference)
    case recorded(String)
    /// No golden was there: one was recorded now (the run fails, to be checked in and run
    /// again), or it wasn't, for `why`.
    case missing(String, recorded: Bool, why: String)
    /// It differed and was written anew (`--record failed`); the run fails.
    case rerecorded(String, TraceDifference)
    /// It was recorded with a trace format newer than this simreplay's: not compared.
    case newerFormat(String, Int)
  }

  var file: String
  var run: ScenarioRun?
  var loadError: ScenarioError?
  var golden: Golden?
  /// A trace or golden file that couldn't be written.
  var writeFailure = ExitCode.success
  /// How much of the trace differs from the golden, when some does.
  var goldenSummary: GoldenSummary?
  /// The trace format of the golden compared with (``TraceFormat``).
  var goldenVersion: Int?
  /// How long loading, running and checking it took on the wall clock (for JUnit's `time`).
  var seconds: Double?
  /// A `.json` file found in a folder that is not a scenario (``ScenarioFiles/isScenario(_:)``):
  /// left out of the results.
  var skipped = false

  init(file: String, run: ScenarioRun) {
    self.file = file
    self.run = run
  }

  init(file: String, loadError: ScenarioError) {
    self.file = file
    self.loadError = loadError
  }

  var goldenDifference: (String, TraceDifference)? {
    if case .differs(let path, let difference) = golden { return (path, difference) }
    return nil
  }

  /// Why the golden trace fails the run, if it does.
  var goldenProblem: String? {
    switch golden {
    case .differs(let path, _): "its trace differs from \(path)"
    case .missing(let path, true, _):
      "no golden trace: recorded \(path); check it in and run again"
    case .missing(let path, false, let why): "no golden trace at \(path) (\(why))"
    case .rerecorded(let path, let difference):
      "its trace differed from \(path) at \(difference); re-recorded it"
    case .newerFormat(let path, let version):
      "\(path) was recorded with trace format \(version), newer than this simreplay's \(TraceFormat.current)"
    case .matches, .recorded, nil: nil
    }
  }

  var passed: Bool { run?.passed == true && goldenProblem == nil }

  var exitCode: ExitCode {
    if let loadError { return loadError.kind == .unreadable ? .noInput : .invalidScenario }
    return max(writeFailure, passed ? .success : .expectationFailed)
  }

  func text(color: Bool) -> String {
    if let loadError { return paint(TextReport.render(file: file, error: loadError), color) }
    guard let run else { return "" }
    var text = TextReport.render(
      run, goldenDifference: goldenDifference, goldenProblem: goldenProblem)
    if let summary = goldenSummary, summary.frames > 1 || summary.fields > 1,
      let rerun = text.range(of: "  rerun: ", options: .backwards)
    {
      text.insert(contentsOf: summary.text, at: rerun.lowerBound)
    }
    if let note = formatNote, let rerun = text.range(of: "  rerun: ", options: .backwards) {
      text.insert(contentsOf: "  \(note)\n", at: rerun.lowerBound)
    }
    if case .recorded(let path) = golden { text += "  recorded \(path)\n" }
    return paint(text, color)
  }

  /// For a golden of an older trace format that differs: how to bring it to this one.
  var formatNote: String? {
    guard goldenDifference != nil, let version = goldenVersion, version < TraceFormat.current
    else { return nil }
    return
      "recorded with trace format \(version); `--record failed` brings it to \(TraceFormat.current) after you have checked the differences"
  }

  /// PASS in green, FAIL and ERROR in red, on a terminal that wants colour.
  private func paint(_ text: String, _ color: Bool) -> String {
    guard color else { return text }
    for (word, code) in [("PASS", "32"), ("FAIL", "31"), ("ERROR", "31")] where text.hasPrefix(word)
    {
      return "\u{1B}[\(code)m\(word)\u{1B}[0m" + text.dropFirst(word.count)
    }
    return text
  }

  var summaryEntry: JSONSummary.Entry {
    if let loadError { return .invalid(file: file, loadError) }
    return .ran(run!, goldenDifference: goldenDifference?.1, goldenProblem: goldenProblem)
  }

  /// The scenario's JUnit test cases: one for the scenario (``junitCase``), or one per
  /// expectation, one for the actions when some could not run, and one for the golden trace
  /// when it took part, each named by what it checks and grouped under the scenario's class
  /// (`Scenarios.sheet`). The scenario's time goes on its first case only, so a report's
  /// times by file (`--timings`) stay the scenario's.
  func junitCases(perExpectation: Bool) -> [JUnitReport.Case] {
    guard perExpectation, loadError == nil, let run else { return [junitCase] }
    let className =
      JUnitReport.className(file) + "."
      + ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    var cases: [JUnitReport.Case] = run.results.map { result in
      let name = "\(result.expectation.label): \(result.expected)"
      let failures =
        result.passed
        ? []
        : [
          (
            message: name,
            details:
              "at \(result.expectation.source)\nexpected: \(result.expected)\nactual: \(result.actual)"
              + (result.time.map { "\ntime: t=\($0)" } ?? "")
          )
        ]
      return JUnitReport.Case(file: file, name: name, failures: failures)
    }
    let actionFailures: [(message: String, details: String)] = run.actionFailures.compactMap {
      guard case .actionFailed(let message) = $0.kind else { return nil }
      return (message: "action failed at t=\($0.time)", details: message)
    }
    if !actionFailures.isEmpty {
      cases.append(JUnitReport.Case(file: file, name: "actions", failures: actionFailures))
    }
    if golden != nil {
      cases.append(
        JUnitReport.Case(
          file: file, name: "golden trace", failures: goldenFailure.map { [$0] } ?? []))
    }
    if cases.isEmpty {
      cases.append(JUnitReport.Case(file: file, name: run.scenario.name, failures: []))
    }
    for index in cases.indices { cases[index].className = className }
    cases[0].time = seconds
    return cases
  }

  /// The JUnit failure for the golden trace, when it fails the run.
  var goldenFailure: (message: String, details: String)? {
    if let (path, difference) = goldenDifference {
      return (
        message: "trace differs from \(path)",
        details: difference.description + (goldenSummary?.text ?? "")
          + (formatNote.map { "\n" + $0 } ?? "")
      )
    }
    return goldenProblem.map { (message: $0, details: $0) }
  }

  var junitCase: JUnitReport.Case {
    if let loadError {
      return JUnitReport.Case(
        file: file, name: file, failures: [],
        error: ("invalid scenario", TextReport.render(diagnostics: loadError.diagnostics)),
        time: seconds)
    }
    guard let run else {
      return JUnitReport.Case(file: file, name: file, failures: [], time: seconds)
    }
    var failures = run.failedResults.map { result in
      (
        message: "\(result.expectation.label): \(result.expected)",
        details:
          "at \(result.expectation.source)\nexpected: \(result.expected)\nactual: \(result.actual)"
          + (result.time.map { "\ntime: t=\($0)" } ?? "")
      )
    }
    for failure in run.actionFailures {
      if case .actionFailed(let message) = failure.kind {
        failures.append((message: "action failed at t=\(failure.time)", details: message))
      }
    }
    if let goldenFailure { failures.append(goldenFailure) }
    return JUnitReport.Case(
      file: file, name: "\(file): \(run.scenario.name)", failures: failures, time: seconds)
  }
}

/// How much of a trace differs from its golden: counts, and the first few differences in full.
struct GoldenSummary {
  var frames: Int
  var fields: Int
  var first: [TraceDifference]

  /// "  3 frames differ (7 values); the first 3:" and one line per difference kept.
  var text: String {
    var text =
      "  \(frames) \(frames == 1 ? "frame differs" : "frames differ") from the golden "
      + "(\(fields) \(fields == 1 ? "value" : "values")); the first \(first.count):\n"
    for difference in first { text += "    \(difference)\n" }
    return text
  }
}
