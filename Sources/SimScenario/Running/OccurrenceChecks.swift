import SimEngine
import SimGeometry

/// Timed expectations: whether something happened at a time, in a window, before or after
/// something else, or never; and sequences. A failure says when it did happen instead.
enum OccurrenceChecks {
  static func happens(
    _ expectation: Expectation, _ matcher: OccurrenceMatcher, _ timing: OccurrenceTiming?,
    never: Bool, in simulation: Simulation
  ) -> ExpectationResult {
    let journal = simulation.journal
    let all = matcher.positions(in: simulation)
    let clock = simulation.clock
    var window: String
    var inside: [Int]
    switch timing {
    case nil:
      window = "at any time"
      inside = all
    case .at(let time):
      let frame = clock.frame(containing: time)
      window = "at t=\(time) (frame \(frame))"
      inside = all.filter { clock.frame(containing: journal[$0].time) == frame }
    case .between(let start, let end):
      window = "between t=\(start) and t=\(end)"
      inside = all.filter { journal[$0].time >= start && journal[$0].time <= end }
    case .before(let other), .after(let other):
      let isBefore: Bool
      if case .before = timing { isBefore = true } else { isBefore = false }
      window = "\(isBefore ? "before" : "after") \(other) first happens"
      guard let anchor = other.positions(in: simulation).first else {
        return ExpectationResult(
          expectation: expectation, passed: false,
          expected: "\(matcher) \(never ? "never happens" : "happens") \(window)",
          actual: "\(other) never happened; \(matcher) \(times(all, simulation))", time: nil)
      }
      window += " (t=\(journal[anchor].time))"
      inside = all.filter { isBefore ? $0 < anchor : $0 > anchor }
    }
    let passed = never ? inside.isEmpty : !inside.isEmpty
    return ExpectationResult(
      expectation: expectation, passed: passed,
      expected: "\(matcher) \(never ? "never happens" : "happens") \(window)",
      actual: never && !inside.isEmpty
        ? "it \(times(inside, simulation)) in that window" : "it \(times(all, simulation))",
      time: inside.first.map { journal[$0].time })
  }

  static func sequence(
    _ expectation: Expectation, _ matchers: [OccurrenceMatcher], in simulation: Simulation
  ) -> ExpectationResult {
    let journal = simulation.journal
    var next = 0
    var found: [Instant] = []
    for entry in journal where next < matchers.count {
      if matchers[next].matches(entry.kind, in: simulation) {
        found.append(entry.time)
        next += 1
      }
    }
    let expected = matchers.map(\.description).joined(separator: ", then ")
    if next == matchers.count {
      return ExpectationResult(
        expectation: expectation, passed: true, expected: expected,
        actual: "at " + found.map { "t=\($0)" }.joined(separator: ", "), time: found.last)
    }
    let missing = matchers[next]
    var actual =
      next == 0
      ? ""
      : "\(matchers[..<next].map(\.description).joined(separator: ", then ")) at "
        + found.map { "t=\($0)" }.joined(separator: ", ") + "; then "
    actual +=
      "\(missing) \(next == 0 ? "" : "did not follow: it ")\(times(missing.positions(in: simulation), simulation))"
    return ExpectationResult(
      expectation: expectation, passed: false, expected: expected, actual: actual, time: nil)
  }

  /// "happened at t=0.4, t=0.9" (the first five), or "never happened".
  static func times(_ positions: [Int], _ simulation: Simulation) -> String {
    guard !positions.isEmpty else { return "never happened" }
    let shown = positions.prefix(5).map { "t=\(simulation.journal[$0].time)" }
    return "happened at " + shown.joined(separator: ", ")
      + (positions.count > 5 ? " and \(positions.count - 5) more times" : "")
  }
}
