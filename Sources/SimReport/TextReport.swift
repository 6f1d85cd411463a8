import SimEngine
import SimScenario

/// The `run` command's human-readable output: one line per scenario, and under a failure what
/// was expected, what happened instead, and when.
///
///     FAIL Scenarios/wrong.json: the close button fires under the overlay (1 of 2 expectations failed)
///       expect[0] at Scenarios/wrong.json:24:5
///         expected: touch 1 hits 'close'
///         actual:   it hit 'overlay' (touch 1 began at (300, 360))
///         time:     t=0.1
public enum TextReport {
  public static func render(
    _ run: ScenarioRun, goldenDifference: (path: String, difference: TraceDifference)? = nil,
    goldenProblem: String? = nil
  ) -> String {
    let scenario = run.scenario
    let expectations = run.results.count
    guard !run.passed || goldenDifference != nil || goldenProblem != nil else {
      let counts = [
        plural(expectations, "expectation"),
        plural(run.simulation.touches.count, "touch", "touches"),
        plural(run.simulation.frameCount, "frame"),
      ]
      var line = "PASS \(scenario.file): \(scenario.name) (\(join(counts, ", ")))\n"
      // `settle` says when the run came to rest.
      if let settle = run.results.first(where: { $0.expectation.label == "settle" }) {
        line += "  settle: \(settle.actual)\n"
      }
      return line
    }
    let failed = run.failedResults
    var problems: [String] = []
    if !failed.isEmpty {
      problems.append("\(failed.count) of \(plural(expectations, "expectation")) failed")
    }
    if !run.actionFailures.isEmpty {
      problems.append(plural(run.actionFailures.count, "action") + " could not run")
    }
    if let goldenDifference {
      problems.append("its trace differs from \(goldenDifference.path)")
    } else if let goldenProblem {
      problems.append(goldenProblem)
    }
    var text = "FAIL \(scenario.file): \(scenario.name) (\(join(problems, "; ")))\n"
    for result in failed {
      for line in result.report { text += line + "\n" }
    }
    for failure in run.actionFailures {
      if case .actionFailed(let message) = failure.kind {
        text += "  action failed at t=\(failure.time): \(message)\n"
      }
    }
    if let (path, difference) = goldenDifference {
      text += "  trace differs from \(path) at \(difference)\n"
      text += "    - \(excerpt(difference.goldenLine))\n"
      text += "    + \(excerpt(difference.actualLine))\n"
      text += "    re-record with: simreplay run \(scenario.file) --record\n"
    }
    text += "  rerun: simreplay run \(scenario.file)\n"
    return text
  }

  /// The line for a scenario that could not be loaded; its diagnostics go to standard error.
  public static func render(file: String, error: ScenarioError) -> String {
    let line =
      switch error.kind {
      case .unreadable: "ERROR \(file): can't read the scenario or a file it names\n"
      case .invalid: "ERROR \(file): invalid scenario (\(plural(error.errors.count, "error")))\n"
      }
    return line + "  rerun: simreplay run \(file)\n"
  }

  /// Diagnostics in the compiler's format, one per line, with their notes.
  /// `parts.joined(separator:)` without the standard library's unspecialized generic, which
  /// looks up a conformance at run time: a scan of every conformance record in the static
  /// binary, a quarter of a one-scenario run.
  static func join(_ parts: [String], _ separator: String) -> String {
    var text = ""
    for (index, part) in parts.enumerated() {
      if index > 0 { text += separator }
      text += part
    }
    return text
  }

  public static func render(diagnostics: [Diagnostic]) -> String {
    // A loop, not `joined()`, as in `join`.
    var text = ""
    for diagnostic in diagnostics { text += diagnostic.description + "\n" }
    return text
  }

  /// "4 scenarios: 3 passed, 1 failed, 0 invalid".
  public static func summary(passed: Int, failed: Int, invalid: Int) -> String {
    let total = passed + failed + invalid
    return "\(plural(total, "scenario")): \(passed) passed, \(failed) failed, \(invalid) invalid\n"
  }

  /// A trace line cut to a readable length.
  static func excerpt(_ line: String) -> String {
    line.isEmpty ? "(no line)" : line.count <= 160 ? line : String(line.prefix(157)) + "..."
  }

  static func plural(_ count: Int, _ singular: String, _ pluralForm: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : pluralForm ?? singular + "s")"
  }
}
