import SimEngine
import SimGeometry

/// One `{"from", "to", "stays", "within"}` expectation as the run watches it: the value read
/// after every frame rendered in the window, the first frame outside the range kept with its
/// value. Each frame costs one evaluation per window that covers it; nothing is kept per frame.
struct WindowWatch: Sendable {
  let label: String
  let window: ValueWindow
  /// The frames checked so far: none by the run's end fails the expectation (a window between
  /// two frames checks nothing).
  private(set) var framesChecked = 0
  private(set) var failed = false

  init(label: String, window: ValueWindow) {
    self.label = label
    self.window = window
  }

  /// The violation at the frame just rendered, if its value is outside the range or cannot be
  /// read (a view removed); nil when it holds, or the frame is outside the window. A frame seen
  /// twice (the run's last, looked at again at its end) is checked once.
  mutating func frame(_ simulation: Simulation, lastChecked: inout Int) -> Violation? {
    let frame = simulation.frameCount - 1
    guard !failed, window.covers(simulation.now), frame != lastChecked else { return nil }
    lastChecked = frame
    framesChecked += 1
    let found: String
    do {
      let value = try simulation.evaluate(window.expression)
      if window.holds(value) { return nil }
      found = "it is \(value.compactDescription), outside \(window.rangeDescription)"
    } catch {
      found = "it cannot be read: \(error.message)"
    }
    failed = true
    return Violation(
      check: label, place: window.text, time: simulation.now,
      detail: "at t=\(simulation.now) (frame \(frame)), the first frame it fails, \(found)")
  }
}
