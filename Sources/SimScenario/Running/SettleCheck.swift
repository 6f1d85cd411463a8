import SimEngine

/// The result of a scenario's `settle`: when the run came to rest and how many frames that took
/// after its end, or what was still running at the limit.
enum SettleCheck {
  static func result(
    _ expectation: Expectation, limit: Interval, end: Instant, frames: Int,
    in simulation: Simulation
  ) -> ExpectationResult {
    let expected = "the run settles within \(limit) s of its end (t=\(end))"
    guard simulation.isSettled else {
      return ExpectationResult(
        expectation: expectation, passed: false, expected: expected,
        actual: stillRunning(simulation), time: simulation.now)
    }
    return ExpectationResult(
      expectation: expectation, passed: true, expected: expected,
      actual:
        "it settled at t=\(simulation.now), \(frames) \(frames == 1 ? "frame" : "frames") after its end",
      time: simulation.now)
  }

  /// "at t=2.5 still running: animation 3 of 'card' (until t=2.8); …": the first eight
  /// pending things, what a `settle` or a `{"wait": "settled"}` that ran out reports.
  static func stillRunning(_ simulation: Simulation) -> String {
    Simulation.stillRunning(at: simulation.now, pending: simulation.pendingWork)
  }
}
