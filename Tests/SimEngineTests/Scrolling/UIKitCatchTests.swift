import SimEngine
import SimGeometry
import Testing

/// A touch on a scroll view that is moving after a release, as `-_beginTrackingWithEvent:`
/// decides (docs/uikit-notes/scroll-view.md §7): out of bounds it stops the motion with
/// `_stopScrollingNotify:1 pin:0`, which tells the delegate `scrollViewDidEndDecelerating`; in
/// bounds it only pauses the display link, and nothing ends.
@Suite("Scroll views: a touch catching a moving scroll view")
struct UIKitCatchTests {
  /// Pulled 210 pt down from the top over 0.3 s and let go there: it bounces back.
  private func pulledPastTheTop() throws -> (Simulation, ViewID) {
    var sim = simulation()
    let list = sim.list()
    try sim.stroke([(0.1, 200), (0.2, 270), (0.3, 340), (0.4, 410)], lift: 0.4)
    return (sim, list)
  }

  @Test("A touch on a list bouncing back past its top stops it there and ends its deceleration")
  func outOfBoundsCatchEnds() throws {
    var (sim, list) = try pulledPastTheTop()
    sim.advance(to: Instant(seconds: 0.45))
    let at = sim.tree[list].bounds.origin.y
    #expect(at < 0)
    try sim.send(
      TouchInput(time: Instant(seconds: 0.46), finger: 1, phase: .began, location: Point(195, 500)))
    // Then `-_beginScroll` catches the pan (UIKitGrabbedBounceTests): `willBeginDragging`.
    let names = sim.scrollMoments.map(\.name)
    #expect(names.suffix(3) == ["stoppedByTouch", "didEndDecelerating", "willBeginDragging"])
    let end = sim.journal.last {
      if case .scroll(_, .didEndDecelerating) = $0.kind { return true }
      return false
    }
    #expect(end?.time == Instant(seconds: 0.46))
    #expect(sim.tree[list].bounds.origin.y == at)
  }

  @Test("A touch on a list decelerating in bounds pauses it: nothing ends at the touch")
  func inBoundsCatchPauses() throws {
    var sim = simulation()
    let list = sim.list(height: 5000)
    try sim.stroke(UIKitScrollPhysicsTests.fling, lift: UIKitScrollPhysicsTests.liftTime)
    sim.advance(to: Instant(seconds: 0.3))
    #expect(sim.tree[list].bounds.origin.y > 70)
    try sim.send(
      TouchInput(time: Instant(seconds: 0.31), finger: 1, phase: .began, location: Point(195, 500)))
    // `-_beginScroll` then begins the pan at the same touch-down (UIKitCatchDragTests).
    #expect(sim.scrollMoments.map(\.name).suffix(2) == ["stoppedByTouch", "willBeginDragging"])
    #expect(!sim.scrollMoments.contains(.didEndDecelerating))
  }

  @Test("A touch on a list running an animated setContentOffset stops it there and ends it")
  func touchEndsAnimatedScroll() throws {
    // `-_beginTrackingWithEvent:` removes the UIScrollViewScrollAnimation; `-[UIAnimator
    // stopAnimation:]` → `animator:stopAnimation:fraction:` → `-_scrollViewAnimationEnded:
    // finished:` (which ignores `finished`) → `scrollViewDidEndScrollingAnimation:`
    // (docs/uikit-notes/scroll-view.md §9).
    var sim = simulation()
    let list = sim.list(height: 5000)
    sim.perform([.setContentOffset(view: "list", Point(0, 800), animated: true)])
    sim.advance(to: Instant(seconds: 0.1))
    let at = sim.tree[list].bounds.origin.y
    #expect(at > 0 && at < 800)
    try sim.send(
      TouchInput(time: Instant(seconds: 0.11), finger: 1, phase: .began, location: Point(195, 500)))
    #expect(
      sim.scrollMoments.map(\.name).suffix(2) == ["stoppedByTouch", "didEndScrollingAnimation"])
    sim.advance(to: Instant(seconds: 1))
    #expect(sim.tree[list].bounds.origin.y == at)
    #expect(sim.scrollMoments.map(\.name).filter { $0 == "didEndScrollingAnimation" }.count == 1)
  }

  @Test("A tap that caught a list bouncing back past its top bounces it back from the lift")
  func liftedCatchBouncesBack() throws {
    var (sim, list) = try pulledPastTheTop()
    sim.advance(to: Instant(seconds: 0.45))
    try sim.send(
      TouchInput(time: Instant(seconds: 0.46), finger: 1, phase: .began, location: Point(195, 500)))
    let at = sim.tree[list].bounds.origin.y
    try sim.send(
      TouchInput(time: Instant(seconds: 0.49), finger: 1, phase: .ended, location: Point(195, 500)))
    // The caught pan ends: `-_endPanNormal:YES` with velocity 0 past the top decelerates, and
    // the lift, 30 ms after the touch-down's update (between 0.8 and 2.4 frames), steps a whole
    // frame at once; then each frame's excess shrinks by e^(−0.01005) a ms
    // (`-_getBouncingDecelerationOffset:…`), pinned on the top once within 0.5 pt.
    let range = 0.0...(3000 - 844)
    var (o, v) = (at, 0.0)
    UIKitScroll.step(&o, &v, ms: 1000.0 / 60, rate: 0.998, range: range, bounces: true)
    #expect(sim.tree[list].bounds.origin.y == UIKitScroll.pixel(o))
    #expect(o > at)
    let expected = UIKitScroll.decelerate(
      from: o, velocity: v, lift: Instant(seconds: 0.49), rate: 0.998, range: range,
      clock: sim.clock)
    #expect(expected.last!.offset == 0)
    sim.follow(list, expected.map { ($0.time, $0.offset) })
    #expect(
      sim.scrollMoments.map(\.name).suffix(7) == [
        "stoppedByTouch", "didEndDecelerating", "willBeginDragging", "willEndDragging",
        "didEndDragging", "willBeginDecelerating", "didEndDecelerating",
      ])
    let end = sim.journal.last {
      if case .scroll(_, .didEndDecelerating) = $0.kind { return true }
      return false
    }
    #expect(end?.time == expected.last!.time)
  }

  @Test("A touch holding a caught list past its top keeps it there until the lift")
  func heldCatchStays() throws {
    var (sim, list) = try pulledPastTheTop()
    sim.advance(to: Instant(seconds: 0.45))
    try sim.send(
      TouchInput(time: Instant(seconds: 0.46), finger: 1, phase: .began, location: Point(195, 500)))
    let at = sim.tree[list].bounds.origin.y
    sim.advance(to: Instant(seconds: 1.5))
    #expect(sim.tree[list].bounds.origin.y == at)
    try sim.send(
      TouchInput(time: Instant(seconds: 1.51), finger: 1, phase: .ended, location: Point(195, 500)))
    sim.advance(to: Instant(seconds: 3))
    #expect(sim.tree[list].bounds.origin.y == 0)
  }
}
