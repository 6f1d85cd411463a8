import SimEngine
import SimGeometry
import Testing

/// A touch on a scroll view decelerating in bounds, as `UIScrollViewPanGestureRecognizer
/// -touchesBegan:withEvent:` → `-_beginScroll` decides (docs/uikit-notes/scroll-view.md §7):
/// the pan begins at the touch-down (its "caught" flag set), `-handlePan:` Began tells the
/// delegate `willBeginDragging`, and the caught pan reads zero translation and velocity until
/// the touch moves the 10 pt hysteresis. Lifted without moving, `-_endPanNormal:` ends the drag
/// with velocity 0 and no deceleration, and unpauses the paused link, whose next frame stops it.
@Suite("Scroll views: a touch catching a fling begins the drag")
struct UIKitCatchDragTests {
  static let down = Instant(seconds: 0.31)
  static let lift = Instant(seconds: 0.38)

  /// A 5,000 pt list flung, still decelerating in bounds at 0.3, touched at 0.31.
  private func caught() throws -> (Simulation, ViewID, Point) {
    var sim = simulation()
    let list = sim.list(height: 5000)
    try sim.stroke(UIKitScrollPhysicsTests.fling, lift: UIKitScrollPhysicsTests.liftTime)
    sim.advance(to: Instant(seconds: 0.3))
    let at = sim.tree[list].bounds.origin
    #expect(at.y > 70 && at.y < 5000 - 844)
    try sim.send(TouchInput(time: Self.down, finger: 1, phase: .began, location: Point(195, 500)))
    return (sim, list, at)
  }

  private func moments(_ sim: Simulation, from: Instant) -> [(Instant, ScrollMoment)] {
    sim.journal.compactMap {
      guard $0.time >= from, case .scroll(_, let moment) = $0.kind else { return nil }
      return ($0.time, moment)
    }
  }

  @Test("A touch on a list decelerating in bounds begins its drag at the touch-down")
  func dragBeginsAtTouchDown() throws {
    let (sim, list, at) = try caught()
    let seen = moments(sim, from: Self.down)
    #expect(seen.map(\.1) == [.stoppedByTouch(touch: 2), .willBeginDragging])
    #expect(seen.allSatisfy { $0.0 == Self.down })
    #expect(sim.activeScrollViews.map(\.phase) == ["dragging"])
    #expect(sim.tree[list].bounds.origin == at)
  }

  @Test("Lifted without moving, the caught list ends its drag with velocity 0, not decelerating")
  func liftEndsTheDragAtRest() throws {
    var (sim, list, at) = try caught()
    try sim.send(TouchInput(time: Self.lift, finger: 1, phase: .ended, location: Point(195, 500)))
    // The caught pan's velocityInView: is 0, so `-_endPanNormal:` zeroes the velocities
    // (h² + v² < 0.0625): no deceleration, the target is the offset.
    let seen = moments(sim, from: Self.lift)
    #expect(
      seen.map(\.1) == [
        .willEndDragging(velocity: .zero, target: at), .didEndDragging(decelerate: false),
      ])
    #expect(sim.tree[list].bounds.origin == at)
  }

  @Test("The paused link's first frame after the lift ends the deceleration where it is")
  func nextFrameEndsTheDeceleration() throws {
    var (sim, list, at) = try caught()
    try sim.send(TouchInput(time: Self.lift, finger: 1, phase: .ended, location: Point(195, 500)))
    sim.advance(to: Instant(seconds: 1))
    // 0.38 s × 60 = 22.8: the next frame is the 23rd, at 23/60 s.
    let ends = moments(sim, from: Self.lift).filter { $0.1 == .didEndDecelerating }
    #expect(ends.count == 1)
    #expect(abs((ends.first?.0.seconds ?? 0) - 23.0 / 60) < 1e-6)
    #expect(sim.tree[list].bounds.origin == at)
    #expect(sim.activeScrollViews.isEmpty)
  }

  @Test("A tap recognizer on the list does not fire for a tap that catches it")
  func nothingUnderTheFingerFires() throws {
    var sim = simulation()
    let list = sim.list(height: 5000)
    let id = sim.addGesture(
      GestureRecognizer(name: "list.tap", kind: .tap(TapSettings())), to: list)
    try sim.stroke(UIKitScrollPhysicsTests.fling, lift: UIKitScrollPhysicsTests.liftTime)
    sim.advance(to: Instant(seconds: 0.3))
    try sim.send(TouchInput(time: Self.down, finger: 1, phase: .began, location: Point(195, 500)))
    try sim.send(TouchInput(time: Self.lift, finger: 1, phase: .ended, location: Point(195, 500)))
    let tap = sim.journal.contains {
      if case .gesture(let change) = $0.kind {
        return change.recognizer == id && change.state == .ended
      }
      return false
    }
    #expect(!tap)
  }

  @Test("A caught touch moved 30 pt drags from where it caught the list, less the 10 pt hysteresis")
  func caughtDragFollowsLessHysteresis() throws {
    var (sim, list, at) = try caught()
    try sim.send(
      TouchInput(time: Instant(seconds: 0.33), finger: 1, phase: .moved, location: Point(195, 495)))
    // 5 pt: under the hysteresis, the caught pan reads zero and the list stays.
    #expect(sim.tree[list].bounds.origin == at)
    try sim.send(
      TouchInput(time: Instant(seconds: 0.35), finger: 1, phase: .moved, location: Point(195, 470)))
    // `_removeHysteresisFromTranslation`: −30 + 10 = −20, so the offset is 20 pt further.
    #expect(sim.tree[list].bounds.origin.y == at.y + 20)
    #expect(moments(sim, from: Self.down).filter { $0.1 == .willBeginDragging }.count == 1)
  }
}
