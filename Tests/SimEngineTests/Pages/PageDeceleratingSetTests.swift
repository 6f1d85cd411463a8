import SimGeometry
import Testing

@testable import SimEngine

/// An animated `setViewControllers` while the pages decelerate after a swipe, each expected
/// value worked out here from what was read: `-_enqueueAnimatedScrollInDirection:withView:
/// completion:` (target `_pageDecelerationTarget` ± one page; the last state the same way: the
/// call's state queued behind it), `-[UIScrollView _setContentOffset:animated:…]` (the
/// deceleration stopped first, `_stopScrollingNotify:1 pin:0`), `-_stopScrollDecelerationNotify:`
/// → `-_scrollViewDidEndDeceleratingForDelegate` (`-_scrollViewDidEndDecelerating` first: the
/// queuing scroll view's forced `-_didScrollWithAnimation:force:` and `-_didEndScroll:`, which
/// does nothing with more than one state queued), then the 0.3 s UIAnimator scroll. Pages W = 390.
@Suite("UIPageViewController animated setViewControllers while the pages decelerate")
struct PageDeceleratingSetTests {
  private let w = 390.0
  private let view = ViewID(rawValue: 0)

  /// The facts of a swipe forward decelerating toward the next slot (2W), at `offset`.
  private func decelerating(at offset: Double) -> PageFacts {
    var f = PageFacts(offset: offset, width: w, decelerating: true, velocity: 0.8)
    f.pageTarget = 2 * w
    f.paging = .forward
    return f
  }

  /// Five pages, the first visible, and a swipe forward whose deceleration committed page 1
  /// (the block's commit at a deceleration frame: manual, able to complete).
  private func swiped() -> PageController {
    var pager = PageController()
    pager.add(view, pages: (1...5).map { ViewID(rawValue: $0) })
    _ = pager.didScroll(view, facts: decelerating(at: w + 200), force: false)
    return pager
  }

  @Test("A call the same way queues behind the swipe's state and aims a page past its target")
  func aCallTheSameWayQueuesBehindTheSwipe() {
    var pager = swiped()
    #expect(pager.entry(of: view)?.states.map(\.manual) == [true], "the swipe's commit")
    let result = pager.setViewControllersAnimated(
      view, page: 3, direction: .forward, completion: [.log("done")],
      facts: decelerating(at: w + 250))
    // `_pageDecelerationTarget` 2W + W; the deceleration stopped before the scroll starts.
    #expect(
      result
        == .steps([.stopDeceleration(view), .scroll(view, to: 3 * w, duration: 0.3)]))
    let entry = pager.entry(of: view)
    #expect(entry?.states.map(\.page) == [1, 3])
    #expect(entry?.states.map(\.manual) == [true, false])
    #expect(entry?.waiting.map(\.page) == [3], "page 3 waits for the slot beyond")
    #expect(pager.currentPage(of: view) == 3, "viewControllers is the page at once")
  }

  @Test("The stopped deceleration's end changes nothing with two states queued")
  func theStopsEndChangesNothing() {
    var pager = swiped()
    _ = pager.setViewControllersAnimated(
      view, page: 3, direction: .forward, completion: [], facts: decelerating(at: w + 250))
    // The override: not tracking, no heartbeat, no animation yet; velocity zeroed.
    let ended = pager.didEndDecelerating(view, facts: PageFacts(offset: w + 250, width: w))
    #expect(ended.isEmpty, "no willTransitionTo, no commit, no turn, no bail-out")
    #expect(pager.entry(of: view)?.states.map(\.page) == [1, 3])
    #expect(pager.currentPage(of: view) == 3)
  }

  @Test("With nothing queued or the last state the other way, the call is refused unchanged")
  func otherCasesAreNotModelled() {
    var empty = PageController()
    empty.add(view, pages: (1...5).map { ViewID(rawValue: $0) })
    let first = empty.setViewControllersAnimated(
      view, page: 3, direction: .forward, completion: [], facts: decelerating(at: w + 250))
    guard case .notModelled = first else {
      Issue.record("modelled: \(first)")
      return
    }
    #expect(empty.currentPage(of: view) == 0)
    var pager = swiped()
    let back = pager.setViewControllersAnimated(
      view, page: 3, direction: .reverse, completion: [], facts: decelerating(at: w + 250))
    guard case .notModelled = back else {
      Issue.record("modelled: \(back)")
      return
    }
    #expect(pager.currentPage(of: view) == 1)
    #expect(pager.entry(of: view)?.states.count == 1)
  }

  @Test("In a simulation the swipe's page turns, then the page set, its completion finished")
  func aSimulatedCallDuringTheDeceleration() throws {
    var (sim, view) = pageSimulation(pages: ["red", "orange", "yellow", "green"])
    // A flick left: 40 pt a frame, lifted at 2.4 pt/ms: paging to the next slot, 2W.
    try sim.send([
      TouchInput(time: Instant(seconds: 0.1), finger: 1, phase: .began, location: Point(300, 400))
    ])
    for k in 1...4 {
      try sim.send([
        TouchInput(
          time: Instant(seconds: 0.1 + Double(k) / 60), finger: 1, phase: .moved,
          location: Point(300 - 40 * Double(k), 400))
      ])
    }
    try sim.send([
      TouchInput(
        time: Instant(seconds: 0.1 + 4.0 / 60), finger: 1, phase: .ended, location: Point(140, 400))
    ])
    let call = Instant(seconds: 0.25)
    sim.advance(to: call)
    #expect(sim.scroller.isDecelerating(view))
    #expect(sim.pager.currentPage(of: view) == 1, "the deceleration committed orange")
    let x0 = sim.tree[view].bounds.origin.x
    #expect(x0 > w && x0 < 2 * w)
    let before = sim.journal.count
    sim.perform([
      .setPageViewControllers(
        view: "pager", page: "yellow", direction: .forward, animated: true,
        completion: [.log("done")])
    ])
    #expect(!sim.scroller.isDecelerating(view))
    #expect(sim.pager.currentPage(of: view) == 2)
    // The scroll from the offset shown toward 2W + W, 0.3 s from the call.
    sim.advance(to: Instant(seconds: 0.3))
    #expect(sim.tree[view].bounds.origin.x == shownOffset(from: x0, to: 3 * w, elapsed: 0.05))
    sim.advance(to: Instant(seconds: 1))
    #expect(sim.tree[view].bounds.origin.x == w)
    #expect(sim.tree[sim.tree.id("yellow")].frame.minX == w)
    let moments = sim.journal[before...].compactMap { entry -> ScrollMoment? in
      if case .scroll(_, let moment) = entry.kind { return moment }
      return nil
    }
    #expect(
      moments == [
        .didEndDecelerating, .didFinishAnimating(completed: true, previous: 0),
        .didEndScrollingAnimation, .setViewControllersCompleted(page: 2, finished: true),
      ])
    #expect(sim.journal.count { if case .log("done") = $0.kind { true } else { false } } == 1)
  }
}
