import SimEngine

/// Checking presentations' phases and detents.
enum PresentationChecks {
  static func state(
    _ expectation: Expectation, _ name: String, _ phase: PresentationPhase?, _ detent: String?,
    in simulation: Simulation, at time: Instant
  ) -> ExpectationResult {
    let actualPhase = simulation.phase(ofPresentation: name)
    let actualDetent = simulation.detent(ofPresentation: name)
    let passed = (phase == nil || phase == actualPhase) && (detent == nil || detent == actualDetent)
    return ExpectationResult(
      expectation: expectation, passed: passed,
      expected: "'\(name)' is \(describe(phase, detent))",
      actual: "it is \(describe(actualPhase, detent == nil ? nil : actualDetent))"
        + (passed ? "" : history(of: name, in: simulation)),
      time: time)
  }

  static func reached(
    _ expectation: Expectation, _ name: String, _ phase: PresentationPhase, _ detent: String?,
    by time: Instant, in simulation: Simulation
  ) -> ExpectationResult {
    let first = simulation.journal.first {
      guard case .presentation(name, phase, let entryDetent) = $0.kind else { return false }
      return detent == nil || entryDetent == detent
    }
    let expected = "'\(name)' is \(describe(phase, detent)) by t=\(time)"
    guard let first else {
      return ExpectationResult(
        expectation: expectation, passed: false, expected: expected,
        actual: "it never was" + history(of: name, in: simulation), time: nil)
    }
    return ExpectationResult(
      expectation: expectation, passed: first.time <= time, expected: expected,
      actual: "it was from t=\(first.time)", time: first.time)
  }

  static func describe(_ phase: PresentationPhase?, _ detent: String?) -> String {
    switch (phase, detent) {
    case (let phase?, let detent?): "\(phase.rawValue) at detent '\(detent)'"
    case (let phase?, nil): phase.rawValue
    case (nil, let detent?): "at detent '\(detent)'"
    case (nil, nil): "unknown"
    }
  }

  /// "; its phases: t=0.1 presenting (medium), t=0.6 presented (medium), …".
  static func history(of name: String, in simulation: Simulation) -> String {
    var changes: [String] = []
    for occurrence in simulation.journal {
      guard case .presentation(name, let phase, let detent) = occurrence.kind else { continue }
      changes.append("t=\(occurrence.time) \(phase.rawValue)" + (detent.map { " (\($0))" } ?? ""))
    }
    guard !changes.isEmpty else { return "; it was never presented" }
    return "; its phases: " + changes.suffix(6).joined(separator: ", ")
  }
}
