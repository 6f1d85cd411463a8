import SimEngine
import SimGeometry

/// The refresh tests' list: full screen (844 pt tall, no inset), its refresh control's
/// `valueChanged` logging "refresh".
func refreshingList() -> Simulation {
  var sim = simulation()
  sim.list("list") {
    $0.refreshControl = RefreshControlSettings(valueChanged: [.log("refresh")])
  }
  return sim
}

extension Simulation {
  /// Down at (195, 100) at `t`, `distance` pt down in 10 pt moves a frame apart, lifted.
  mutating func pullDown(_ distance: Double, at t: Double) throws {
    try send(
      TouchInput(time: Instant(seconds: t), finger: 1, phase: .began, location: Point(195, 100)))
    let steps = Int(distance / 10)
    for step in 1...steps {
      let point = Point(195, 100 + Double(step) * 10)
      try send(
        TouchInput(
          time: Instant(seconds: t + Double(step) / 60), finger: 1, phase: .moved,
          location: point))
    }
    try send(
      TouchInput(
        time: Instant(seconds: t + Double(steps + 1) / 60), finger: 1, phase: .ended,
        location: Point(195, 100 + distance)))
  }

  /// How many times the journal holds a refresh control's `event`.
  func refreshCount(_ event: RefreshEvent) -> Int {
    journal.count {
      if case .refresh(_, event) = $0.kind { return true }
      return false
    }
  }
}
