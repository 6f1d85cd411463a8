import Foundation
import SimEngine
import SimGeometry
import Testing

/// An animated `setContentOffset`, as UIKit runs it (docs/uikit-notes/scroll-view.md §9):
/// `-_setContentOffset:animated:…` stops a deceleration (`didEndDecelerating`) and does nothing
/// when the rounded target is the offset shown; `-_animateScrollToContentOffset:…` adds a
/// `UIScrollViewScrollAnimation` of `_contentOffsetAnimationDuration` (0.3 s) to the
/// `UIAnimator`, timed from the call; each frame `-[UIAnimation fractionForTime:]` (float, 1.0
/// within 0.001 of the end), `progressForFraction:` curve 0 (sin², the engine's choice) and
/// `-[UIScrollViewScrollAnimation setProgress:]` (original + the pixel-rounded delta); the frame
/// that reaches fraction 1.0 ends it (`didEndScrollingAnimation`). Every expected value is
/// worked out here from those methods.
@Suite("Scroll views: an animated setContentOffset runs UIKit's UIAnimator scroll")
struct UIKitScrollAnimationTests {
  /// The frames after `start` up to and including the one that reaches fraction 1.0, with what
  /// each shows.
  private static func frames(
    from a: Double, to b: Double, start: Instant, clock: FrameClock
  ) -> [(Instant, Double)] {
    var result: [(Instant, Double)] = []
    var k = clock.frame(containing: start)
    if clock.time(ofFrame: k) == start { k += 1 }
    while true {
      let t = clock.time(ofFrame: k)
      let elapsed = (t - start).seconds
      result.append((t, shownOffset(from: a, to: b, elapsed: elapsed)))
      if animatorFraction(elapsed) == 1 { return result }
      k += 1
    }
  }

  private func time(of moment: ScrollMoment, in sim: Simulation) -> Instant? {
    sim.journal.last {
      if case .scroll(_, let happened) = $0.kind { return happened == moment }
      return false
    }?.time
  }

  @Test("An animated setContentOffset moves on UIKit's 0.3 s ease in-out from the call's time")
  func followsTheUIAnimatorCurve() {
    var sim = simulation()
    let list = sim.list(height: 5000)
    let start = Instant(seconds: 0.105)
    sim.advance(to: start)
    sim.perform([.setContentOffset(view: "list", Point(0, 800), animated: true)])
    let expected = Self.frames(from: 0, to: 800, start: start, clock: sim.clock)
    // 0.3 s at 60 fps: the end is the frame 18 or 19 frames on, not a spring's settling time.
    #expect(expected.count >= 17 && expected.count <= 19)
    #expect(expected.last?.1 == 800)
    sim.follow(list, expected.dropLast().map { $0 })
    #expect(!sim.scrollMoments.contains(.didEndScrollingAnimation), "not before its last frame")
    sim.follow(list, [expected.last!])
    #expect(time(of: .didEndScrollingAnimation, in: sim) == expected.last?.0)
  }

  @Test("scrollRectToVisible animated runs the same animation to the smallest move")
  func scrollRectToVisibleRunsTheSameAnimation() {
    var sim = simulation()
    let list = sim.list(height: 5000)
    let start = Instant(seconds: 0.2)
    sim.advance(to: start)
    // A 100 pt rectangle at y 1000 in an 844 pt view: its bottom at the view's bottom.
    sim.perform([
      .scrollRectToVisible(
        view: "list", Rect(x: 0, y: 1000, width: 390, height: 100), animated: true)
    ])
    let expected = Self.frames(from: 0, to: 1100 - 844, start: start, clock: sim.clock)
    sim.follow(list, expected)
    #expect(time(of: .didEndScrollingAnimation, in: sim) == expected.last?.0)
  }

  @Test("A target that rounds to the offset shown starts nothing and tells the delegate nothing")
  func aRoundedTargetThatIsThereDoesNothing() {
    var sim = simulation()
    let list = sim.list(height: 5000)
    sim.perform([.setContentOffset(view: "list", Point(0, 0.1), animated: true)])
    sim.advance(to: Instant(seconds: 1))
    #expect(sim.scrollMoments.isEmpty)
    #expect(sim.tree[list].bounds.origin.y == 0)
  }

  @Test("An animated setContentOffset during a deceleration ends the deceleration first")
  func aDecelerationEndsFirst() throws {
    var sim = simulation()
    let list = sim.list(height: 5000)
    try sim.stroke(UIKitScrollPhysicsTests.fling, lift: UIKitScrollPhysicsTests.liftTime)
    sim.advance(to: Instant(seconds: 0.3))
    let from = sim.tree[list].bounds.origin.y
    #expect(sim.scrollMoments.last == .willBeginDecelerating || from > 0)
    let start = sim.now
    sim.perform([.setContentOffset(view: "list", Point(0, 2000), animated: true)])
    #expect(sim.scrollMoments.last == .didEndDecelerating)
    let expected = Self.frames(from: from, to: 2000, start: start, clock: sim.clock)
    sim.follow(list, expected)
    #expect(time(of: .didEndScrollingAnimation, in: sim) == expected.last?.0)
  }

  @Test("The status bar's scroll to top runs the same animation and ends with didScrollToTop")
  func scrollToTopRunsTheSameAnimation() {
    var sim = simulation()
    let list = sim.list(height: 5000)
    sim.perform([.setContentOffset(view: "list", Point(0, 1200), animated: false)])
    let tap = Instant(seconds: 0.5)
    sim.tapStatusBar(at: tap)
    #expect(sim.scrollMoments.last == .shouldScrollToTop)
    let expected = Self.frames(from: 1200, to: 0, start: tap, clock: sim.clock)
    sim.follow(list, expected.dropLast().map { $0 })
    #expect(!sim.scrollMoments.contains(.didScrollToTop))
    sim.follow(list, [expected.last!])
    #expect(time(of: .didScrollToTop, in: sim) == expected.last?.0)
    #expect(!sim.scrollMoments.contains(.didEndScrollingAnimation))
  }
}
