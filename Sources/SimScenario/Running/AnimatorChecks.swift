import SimEngine
import SimGeometry

extension ScenarioRunner {
  /// A property animator's state at T, every value checked and all of them reported.
  static func animatorCheck(
    _ expectation: Expectation, _ name: String, _ values: AnimatorValues, _ tolerance: Double,
    in simulation: Simulation, at time: Instant
  ) -> ExpectationResult {
    var expected: [String] = []
    if let state = values.state { expected.append(state.rawValue) }
    if let running = values.isRunning { expected.append(running ? "running" : "not running") }
    if let reversed = values.isReversed { expected.append(reversed ? "reversed" : "not reversed") }
    if let fraction = values.fractionComplete {
      expected.append("fractionComplete \(fraction.compactDescription)")
    }
    let description = "animator '\(name)' is \(expected.joined(separator: ", "))"
    guard let animator = simulation.propertyAnimator(named: name) else {
      return ExpectationResult(
        expectation: expectation, passed: false, expected: description,
        actual: "no animator of that name has been created by then", time: time)
    }
    let fraction = animator.fractionComplete(at: simulation.now)
    var passed = true
    if let state = values.state, state != animator.state { passed = false }
    if let running = values.isRunning, running != animator.isRunning { passed = false }
    if let reversed = values.isReversed, reversed != animator.isReversed { passed = false }
    if let expectedFraction = values.fractionComplete,
      !(abs(expectedFraction - fraction) <= tolerance)
    {
      passed = false
    }
    let actual =
      "it is \(animator.state.rawValue), \(animator.isRunning ? "running" : "not running"), "
      + "\(animator.isReversed ? "reversed" : "not reversed"), fractionComplete \(fraction.compactDescription)"
    return ExpectationResult(
      expectation: expectation, passed: passed, expected: description, actual: actual, time: time)
  }

  /// The `if` actions the run decided, with the values they saw: what a failed log count
  /// usually hinges on (a drag released short of its threshold).
  static func decisions(in simulation: Simulation) -> String {
    var lines: [String] = []
    for entry in simulation.journal {
      guard case .decision(let decision) = entry.kind else { continue }
      let values = decision.values.map { "\($0.name) = \($0.value.compactDescription)" }
      lines.append(
        "at t=\(entry.time): if \(decision.condition) was \(decision.result)"
          + (values.isEmpty ? "" : " (\(values.joined(separator: ", ")))"))
    }
    guard !lines.isEmpty else { return "" }
    let shown = lines.suffix(5)
    return "; decisions: " + shown.joined(separator: "; ")
      + (lines.count > shown.count ? " (\(lines.count - shown.count) earlier not shown)" : "")
  }
}
