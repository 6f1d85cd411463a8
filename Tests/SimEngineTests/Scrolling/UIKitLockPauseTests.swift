import SimEngine
import SimGeometry
import Testing

/// Directional lock decided again after a pause, as `UIScrollViewPanGestureRecognizer
/// -_centroidMovedTo:atTime:affectingTranslation:` does (docs/uikit-notes/scroll-view.md §7,
/// docs/semantics.md "Scroll views: the directional lock after a pause").
@Suite("Scroll views: the directional lock after a pause")
struct UIKitLockPauseTests {
  private func move(_ sim: inout Simulation, _ t: Double, _ phase: TouchPhase, _ p: Point) throws {
    try sim.send(TouchInput(time: Instant(seconds: t), finger: 1, phase: phase, location: p))
  }

  /// A 4,000 pt square with `isDirectionalLockEnabled`, dragged 12 pt then 12 pt left (locked
  /// horizontal on the first move, which begins the pan: 12 − 10 hysteresis, then 12 more:
  /// x 14), then, the next move at `resume`, straight up 40 pt twice.
  private func sidewaysThenUp(resume: Double) throws -> Point {
    var sim = simulation()
    let grid = sim.scrollView(
      "grid", frame: Rect(x: 0, y: 0, width: 390, height: 844),
      content: Size(width: 4000, height: 4000)
    ) { $0.isDirectionalLockEnabled = true }
    try move(&sim, 0.10, .began, Point(300, 600))
    try move(&sim, 0.11, .moved, Point(288, 600))
    try move(&sim, 0.12, .moved, Point(276, 600))
    #expect(sim.tree[grid].bounds.origin == Point(14, 0))
    try move(&sim, resume, .moved, Point(276, 560))
    try move(&sim, resume + 0.01, .moved, Point(276, 520))
    return sim.tree[grid].bounds.origin
  }

  @Test("A move 0.6 s or more after the last decides the lock again: straight up scrolls up")
  func pauseRedecides() throws {
    // 0.63 s after the move at 0.12: atan(40/0) = 90° ≥ 70° (1.22173048): locked vertical.
    // Each move then adds only its vertical delta: y 40 + 40, x stays 14.
    #expect(0.75 - 0.12 >= 0.6)
    #expect(try sidewaysThenUp(resume: 0.75) == Point(14, 80))
  }

  @Test("A move under 0.6 s after the last keeps the lock: straight up moves nothing")
  func shortPauseKeeps() throws {
    #expect(0.71 - 0.12 < 0.6)
    #expect(try sidewaysThenUp(resume: 0.71) == Point(14, 0))
  }
}
