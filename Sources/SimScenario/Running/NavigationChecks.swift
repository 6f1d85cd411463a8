import SimEngine

/// Checking navigation controllers' stacks and transitions.
enum NavigationChecks {
  static func state(
    _ expectation: Expectation, _ name: String, stack: [String]?, transition: String?,
    in simulation: Simulation, at time: Instant
  ) -> ExpectationResult {
    let actualStack = simulation.stack(ofNavigation: name) ?? []
    let running = simulation.transition(ofNavigation: name)
    let actualTransition = running.map(\.operation.rawValue) ?? "none"
    let passed =
      (stack == nil || stack == actualStack)
      && (transition == nil || transition == actualTransition)
    var expected: [String] = []
    if let stack { expected.append("its stack is \(list(stack))") }
    if let transition { expected.append("its transition is \(transition)") }
    var actual = "its stack is \(list(actualStack)), transition \(actualTransition)"
    if let running, running.interactive { actual += " (interactive)" }
    if !passed { actual += history(of: name, in: simulation) }
    return ExpectationResult(
      expectation: expectation, passed: passed,
      expected: "'\(name)': " + expected.joined(separator: " and "), actual: actual, time: time)
  }

  static func list(_ stack: [String]) -> String { "[" + stack.joined(separator: ", ") + "]" }

  /// "; what happened: t=0.2 nav: pop began …, t=0.5 nav: pop released at progress 0.3 …".
  static func history(of name: String, in simulation: Simulation) -> String {
    var events: [String] = []
    for occurrence in simulation.journal {
      guard case .navigation(let record) = occurrence.kind, record.navigation == name else {
        continue
      }
      events.append("t=\(occurrence.time) \(record.summary)")
    }
    guard !events.isEmpty else { return "; no push or pop happened" }
    return "; what happened: " + events.suffix(6).joined(separator: "; ")
  }
}
