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
      let pending = simulation.pendingWork
      let shown = pending.prefix(8).joined(separator: "; ")
      let more = pending.count > 8 ? "; … and \(pending.count - 8) more" : ""
      return ExpectationResult(
        expectation: expectation, passed: false, expected: expected,
        actual: "at t=\(simulation.now) still running: \(shown)\(more)", time: simulation.now)
    }
    return ExpectationResult(
      expectation: expectation, passed: true, expected: expected,
      actual:
        "it settled at t=\(simulation.now), \(frames) \(frames == 1 ? "frame" : "frames") after its end",
      time: simulation.now)
  }
}
