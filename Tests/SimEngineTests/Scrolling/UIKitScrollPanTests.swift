import Foundation
import SimEngine
import SimGeometry
import Testing

/// The scroll view's pan as `UIScrollViewPanGestureRecognizer` decides (docs/uikit-notes/
/// scroll-view.md §7): when it begins, and its directional lock.
@Suite("Scroll views: UIKit's pan")
struct UIKitScrollPanTests {
  private func move(_ sim: inout Simulation, _ t: Double, _ phase: TouchPhase, _ p: Point) throws {
    try sim.send(TouchInput(time: Instant(seconds: t), finger: 1, phase: phase, location: p))
  }

  @Test("A vertical list's pan waits through sideways movement and begins 10 pt down")
  func oneAxisWaitsSideways() throws {
    var sim = simulation()
    let list = sim.list()
    try move(&sim, 0.10, .began, Point(100, 500))
    try move(&sim, 0.12, .moved, Point(130, 500))  // 30 pt sideways: it can't scroll that way
    #expect(sim.changes(of: "list.pan").isEmpty)
    try move(&sim, 0.14, .moved, Point(130, 509))  // 9 down: under the hysteresis
    #expect(sim.changes(of: "list.pan").isEmpty)
    try move(&sim, 0.16, .moved, Point(130, 485))  // 15 up: begins, 5 pt past the hysteresis
    #expect(sim.changes(of: "list.pan") == ["began"])
    #expect(sim.tree[list].bounds.origin == Point(0, 5))
  }

  @Test("A vertical list's pan that never moved 10 pt vertically fails at the lift")
  func oneAxisFailsAtTheLift() throws {
    var sim = simulation()
    sim.list()
    try move(&sim, 0.10, .began, Point(100, 500))
    try move(&sim, 0.12, .moved, Point(200, 505))
    try move(&sim, 0.14, .ended, Point(200, 505))
    #expect(sim.changes(of: "list.pan") == ["failed"])
  }

  private func grid() -> (Simulation, ViewID) {
    var sim = simulation()
    let grid = sim.scrollView(
      "grid", frame: Rect(x: 0, y: 0, width: 390, height: 844),
      content: Size(width: 4000, height: 4000)
    ) { $0.isDirectionalLockEnabled = true }
    return (sim, grid)
  }

  /// Moves of (dx, dy) each, 10 ms apart, from (300, 600).
  private func drag(_ sim: inout Simulation, by step: Point, count: Int) throws {
    try move(&sim, 0.1, .began, Point(300, 600))
    for k in 1...count {
      try move(
        &sim, 0.1 + Double(k) / 100, .moved,
        Point(300 - step.x * Double(k), 600 - step.y * Double(k)))
    }
  }

  @Test("Moves within 20° of horizontal lock it horizontal: the content keeps its y")
  func locksHorizontal() throws {
    var (sim, grid) = grid()
    // atan(4/12) = 18.4°, under 20° (0.34906585 rad).
    #expect(atan(4.0 / 12) <= 0.34906585)
    try drag(&sim, by: Point(12, 4), count: 5)
    #expect(sim.tree[grid].bounds.origin == Point(60 - 10, 0))
  }

  @Test("Moves within 20° of vertical lock it vertical: the content keeps its x")
  func locksVertical() throws {
    var (sim, grid) = grid()
    // atan(12/4) = 71.6°, over 70° (1.22173048 rad).
    #expect(atan(12.0 / 4) >= 1.22173048)
    try drag(&sim, by: Point(4, 12), count: 5)
    #expect(sim.tree[grid].bounds.origin == Point(0, 60 - 10))
  }

  @Test("Moves between 20° and 70° leave it free, though twice as far one way")
  func betweenStaysFree() throws {
    var (sim, grid) = grid()
    // atan(5.5/12) = 24.6°: more than twice as far sideways, but over 20°.
    #expect(atan(5.5 / 12) > 0.34906585)
    try drag(&sim, by: Point(12, 5.5), count: 5)
    let offset = sim.tree[grid].bounds.origin
    // At the begin (the first move, 12 pt along x) 10 pt comes off x and all 5.5 off y.
    #expect(abs(offset.x - 50) < 1e-9 && abs(offset.y - (27.5 - 5.5)) < 1e-9)
  }

  @Test("The lock is decided while the pan is possible; later moves don't change it")
  func lockOnlyWhilePossible() throws {
    var (sim, grid) = grid()
    try move(&sim, 0.10, .began, Point(300, 600))
    try move(&sim, 0.11, .moved, Point(288, 600))  // horizontal, begins: locked horizontal
    try move(&sim, 0.12, .moved, Point(288, 560))  // straight up: still horizontal
    #expect(sim.tree[grid].bounds.origin == Point(2, 0))
  }
}
