import SimEngine
import SimGeometry

/// Checking gesture expectations, and saying what the recognizer did instead.
enum GestureChecks {
  static func count(
    _ expectation: Expectation, _ name: String, _ state: GestureState, _ count: Expectation.Count,
    in simulation: Simulation
  ) -> ExpectationResult {
    let id = simulation.recognizer(named: name)
    let stateName = id.map { simulation.stateName(state, of: $0) } ?? state.rawValue
    let actual = id.map { simulation.count(state, of: $0) } ?? 0
    var text = "it was \(stateName) \(ScenarioRunner.times(actual))"
    if !count.accepts(actual) { text += history(of: name, in: simulation) }
    return ExpectationResult(
      expectation: expectation, passed: count.accepts(actual),
      expected: "'\(name)' is \(stateName) \(count)", actual: text, time: nil)
  }

  static func state(
    _ expectation: Expectation, _ name: String, _ state: GestureState, in simulation: Simulation,
    at time: Instant
  ) -> ExpectationResult {
    guard let id = simulation.recognizer(named: name) else {
      return missing(expectation, name, expected: "'\(name)' is \(state.rawValue)", time: time)
    }
    let actual = simulation.gesture(id).state
    let passed = actual == state
    return ExpectationResult(
      expectation: expectation, passed: passed,
      expected: "'\(name)' is \(simulation.stateName(state, of: id))",
      actual: "it is \(simulation.stateName(actual, of: id))"
        + (passed ? "" : history(of: name, in: simulation)),
      time: time)
  }

  static func values(
    _ expectation: Expectation, _ name: String, _ values: Expectation.GestureValues,
    _ tolerance: Double, in simulation: Simulation, at time: Instant
  ) -> ExpectationResult {
    var expectedParts: [String] = []
    if let t = values.translation { expectedParts.append("translation \(t.compactDescription)") }
    if let v = values.velocity { expectedParts.append("velocity \(v.compactDescription)") }
    if let s = values.scale { expectedParts.append("scale \(s.compactDescription)") }
    let expected =
      "'\(name)' has \(expectedParts.joined(separator: ", ")) ± \(tolerance.compactDescription)"
    guard let id = simulation.recognizer(named: name) else {
      return missing(expectation, name, expected: expected, time: time)
    }
    let snapshot = simulation.gesture(id)
    var passed = true
    var actualParts: [String] = []
    func close(_ a: Point, _ b: Point) -> Bool {
      abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }
    if let expectedTranslation = values.translation {
      let actual = snapshot.translation ?? .zero
      passed = passed && snapshot.translation != nil && close(actual, expectedTranslation)
      actualParts.append("translation \(rounded(actual))")
    }
    if let expectedVelocity = values.velocity {
      let actual = snapshot.velocity ?? .zero
      passed = passed && snapshot.velocity != nil && close(actual, expectedVelocity)
      actualParts.append("velocity \(rounded(actual))")
    }
    if let expectedScale = values.scale {
      let actual = snapshot.scale ?? 1
      passed = passed && snapshot.scale != nil && abs(actual - expectedScale) <= tolerance
      actualParts.append("scale \(((actual * 1000).rounded() / 1000).compactDescription)")
    }
    let stateName = simulation.stateName(snapshot.state, of: id)
    return ExpectationResult(
      expectation: expectation, passed: passed, expected: expected,
      actual: "it has \(actualParts.joined(separator: ", ")) (state \(stateName))", time: time)
  }

  private static func missing(
    _ expectation: Expectation, _ name: String, expected: String, time: Instant
  )
    -> ExpectationResult
  {
    ExpectationResult(
      expectation: expectation, passed: false, expected: expected,
      actual: "no recognizer '\(name)' exists yet", time: time)
  }

  private static func rounded(_ point: Point) -> String {
    Point(x: (point.x * 100).rounded() / 100, y: (point.y * 100).rounded() / 100).compactDescription
  }

  /// "; it failed at t=0.18 ('double' recognized first and prevents it)": the recognizer's
  /// state changes (resets left out), the last few, so a failed expectation says who won
  /// instead and why.
  static func history(of name: String, in simulation: Simulation) -> String {
    guard let id = simulation.recognizer(named: name) else {
      return "; no recognizer '\(name)' was ever added"
    }
    var changes: [String] = []
    for occurrence in simulation.journal {
      guard case .gesture(id, let state, let note) = occurrence.kind, note != "reset" else {
        continue
      }
      let reason = note.map { " (\($0))" } ?? ""
      changes.append("t=\(occurrence.time) \(simulation.stateName(state, of: id))\(reason)")
    }
    guard !changes.isEmpty else {
      return "; it never left possible (did its view see the touches?)"
    }
    let shown = changes.suffix(4)
    let skipped = changes.count - shown.count
    return "; its changes: " + (skipped > 0 ? "… \(skipped) more, " : "")
      + shown.joined(separator: ", ")
  }
}
