import SimEngine

/// A run in a few lines: what `#expect(run.passed)` or `XCTAssert(run.passed)` prints for `run`
/// when it fails. Without it, the description was the reflection of the whole value (every
/// view, frame and journal entry of the simulation, 220 KB for the sheet scenario) with the
/// "expected … actual …" lines buried in it. Now it is the command line's report of the failed
/// expectations (``ExpectationResult/report``), cut to stay under ``descriptionLimit`` bytes.
extension ScenarioRun: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The most bytes ``description`` takes: a failed expectation's message stays readable.
  public static let descriptionLimit = 2_000

  public var description: String {
    let failed = failedResults
    guard !passed else {
      return "PASS \(scenario.name) (\(results.count) expectations, \(simulation.touches.count) "
        + "touches, \(simulation.frameCount) frames)"
    }
    var text = "FAIL \(scenario.name) (\(failed.count) of \(results.count) expectations failed"
    if !actionFailures.isEmpty { text += "; \(actionFailures.count) actions could not run" }
    text += ")\n"
    var lines: [String] = []
    for result in failed { lines += result.report }
    for failure in actionFailures {
      if case .actionFailed(let message) = failure.kind {
        lines.append("  action failed at t=\(failure.time): \(message)")
      }
    }
    for (index, line) in lines.enumerated() {
      let rest = lines.count - index
      let note = "  … \(rest) more lines (simreplay run \(scenario.file) prints them all)"
      guard text.utf8.count + line.utf8.count + 1 + note.utf8.count < Self.descriptionLimit else {
        return text + note
      }
      text += line + "\n"
    }
    return text
  }

  public var debugDescription: String { description }

  /// The outcome's counts, not the simulation: a test framework that expands the value shows
  /// these instead of walking every stored array.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "passed": passed, "failed": failedResults.count, "expectations": results.count,
        "scenario": scenario.name,
      ], displayStyle: .struct)
  }
}

extension ExpectationResult {
  /// How the command line reports this expectation when it fails, one line each (indented by
  /// two spaces, as under a scenario's FAIL line): where it was written, expected, actual, the
  /// time, and the hit-test walk that explains a failed hit.
  public var report: [String] {
    var lines = [
      "  \(expectation.label) at \(expectation.source)",
      "    expected: \(expected)",
      "    actual:   \(actual)",
    ]
    if let time { lines.append("    time:     t=\(time)") }
    for line in explanation { lines.append("    \(line)") }
    return lines
  }
}
