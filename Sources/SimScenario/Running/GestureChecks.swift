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
    let actual = simulation.count(state, named: name)
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

  /// Values at time T (the recognizer's current values).
  static func values(
    _ expectation: Expectation, _ name: String, _ values: Expectation.GestureValues,
    _ tolerance: Double, in simulation: Simulation, at time: Instant
  ) -> ExpectationResult {
    let expected = describe(name, values, tolerance)
    guard let id = simulation.recognizer(named: name) else {
      return missing(expectation, name, expected: expected, time: time)
    }
    let snapshot = simulation.gesture(id)
    let (passed, actual) = compare(values, snapshot, tolerance)
    let stateName = simulation.stateName(snapshot.state, of: id)
    return ExpectationResult(
      expectation: expectation, passed: passed, expected: expected,
      actual: "it has \(actual) (state \(stateName))", time: time)
  }

  /// Values when the recognizer last entered `state`.
  static func values(
    _ expectation: Expectation, _ name: String, _ values: Expectation.GestureValues,
    _ tolerance: Double, onEntering state: GestureState, occurrence: Int?,
    in simulation: Simulation
  ) -> ExpectationResult {
    let id = simulation.recognizer(named: name)
    let stateName = id.map { simulation.stateName(state, of: $0) } ?? state.rawValue
    let expected = describe(name, values, tolerance) + " when \(stateName)"
    var entries: [(time: Instant, change: GestureChange)] = []
    for entry in simulation.journal {
      guard case .gesture(let change) = entry.kind, change.recognizer == id,
        change.state == state, !change.isReset
      else { continue }
      entries.append((entry.time, change))
    }
    let wanted = occurrence ?? entries.count
    guard wanted >= 1, wanted <= entries.count else {
      let times = entries.isEmpty ? "never" : ScenarioRunner.times(entries.count)
      return ExpectationResult(
        expectation: expectation, passed: false,
        expected: expected + (occurrence.map { " (time \($0))" } ?? ""),
        actual: "it was \(stateName) \(times)" + history(of: name, in: simulation), time: nil)
    }
    let found = entries[wanted - 1]
    let (passed, actual) = compare(values, found.change.values, tolerance)
    return ExpectationResult(
      expectation: expectation, passed: passed, expected: expected, actual: "it had \(actual)",
      time: found.time)
  }

  private static func describe(
    _ name: String, _ values: Expectation.GestureValues, _ tolerance: Double
  ) -> String {
    var parts: [String] = []
    if let t = values.translation { parts.append("translation \(t.compactDescription)") }
    if let v = values.velocity { parts.append("velocity \(v.compactDescription)") }
    if let s = values.scale { parts.append("scale \(s.compactDescription)") }
    if let r = values.rotation { parts.append("rotation \(r.compactDescription) rad") }
    return "'\(name)' has \(parts.joined(separator: ", ")) ± \(tolerance.compactDescription)"
  }

  /// Whether every value given is within the tolerance, and the values as found.
  private static func compare(
    _ values: Expectation.GestureValues, _ snapshot: GestureSnapshot, _ tolerance: Double
  ) -> (Bool, String) {
    var passed = true
    var parts: [String] = []
    func close(_ a: Point, _ b: Point) -> Bool {
      abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }
    if let expected = values.translation {
      let actual = snapshot.translation ?? .zero
      passed = passed && snapshot.translation != nil && close(actual, expected)
      parts.append("translation \(rounded(actual))")
    }
    if let expected = values.velocity {
      let actual = snapshot.velocity ?? .zero
      passed = passed && snapshot.velocity != nil && close(actual, expected)
      parts.append("velocity \(rounded(actual))")
    }
    if let expected = values.scale {
      let actual = snapshot.scale ?? 1
      passed = passed && snapshot.scale != nil && abs(actual - expected) <= tolerance
      parts.append("scale \(((actual * 1000).rounded() / 1000).compactDescription)")
    }
    if let expected = values.rotation {
      let actual = snapshot.rotation ?? 0
      passed = passed && snapshot.rotation != nil && abs(actual - expected) <= tolerance
      parts.append("rotation \(((actual * 10000).rounded() / 10000).compactDescription) rad")
    }
    return (passed, parts.joined(separator: ", "))
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
      guard case .gesture(let change) = occurrence.kind, change.recognizer == id, !change.isReset
      else { continue }
      let state = change.state
      let note = change.note
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
