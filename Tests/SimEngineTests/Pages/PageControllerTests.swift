import SimGeometry
import Testing

@testable import SimEngine

/// `_UIQueuingScrollView`'s page turns as UIPageViewController reports them, each expected value
/// worked out here from the decompiled methods (docs/uikit-notes/page-view-controller.md;
/// docs/semantics.md, "Page view controllers"): pages a width W = 390 wide, the middle slot at
/// offset W, the previous slot at 0, the next at 2W.
@Suite("UIPageViewController scroll transitions")
struct PageControllerTests {
  private let w = 390.0
  private let view = ViewID(rawValue: 0)

  /// Three pages, the first visible.
  private func pager() -> PageController {
    var pager = PageController()
    pager.add(view, pages: [ViewID(rawValue: 1), ViewID(rawValue: 2), ViewID(rawValue: 3)])
    return pager
  }

  private func dragged(_ offset: Double, velocity: Double) -> PageFacts {
    PageFacts(offset: offset, width: w, tracking: true, velocity: velocity)
  }

  /// Released at `lift`, paging to `target`: paging right when the target lies beyond the lift.
  private func decelerating(_ offset: Double, target: Double, lift: Double) -> PageFacts {
    PageFacts(
      offset: offset, width: w, decelerating: true, pageTarget: target,
      paging: target > lift ? .forward : .reverse)
  }

  private func records(_ steps: [PageStep]) -> [ScrollMoment] {
    steps.compactMap { step in
      if case .record(.scroll(_, let moment)) = step { return moment }
      return nil
    }
  }

  @Test("a drag past the middle slot toward the next page tells willTransitionTo once")
  func dragTowardNextTransitionsOnce() {
    var pager = pager()
    // The block: offset > W → slot 2; velocity > 0 → forward; the pending view changes.
    #expect(
      records(pager.didScroll(view, facts: dragged(w + 10, velocity: 0.5), force: false))
        == [.willTransitionTo(page: 1)])
    // Pending is already page 1: nothing more.
    #expect(
      records(pager.didScroll(view, facts: dragged(w + 40, velocity: 0.5), force: false))
        .isEmpty)
    // A drag never commits: viewControllers is still the first page.
    #expect(pager.currentPage(of: view) == 0)
  }

  @Test("a drag on the next side moving back says nothing")
  func dragMovingBackSaysNothing() {
    var pager = pager()
    // Slot 2 with direction reverse (velocity < 0): the block skips to loading; no turn below 2W.
    #expect(pager.didScroll(view, facts: dragged(w + 30, velocity: -0.2), force: false).isEmpty)
  }

  @Test("the first page has no previous page: a drag toward it neither transitions nor turns")
  func noPreviousPage() {
    var pager = pager()
    // Slot 0's view is nil: the block returns NO before anything, even at offset 0.
    #expect(pager.didScroll(view, facts: dragged(0, velocity: -0.5), force: false).isEmpty)
    #expect(pager.entry(of: view)?.visible == 0)
  }

  @Test("a lift paging on to the next page commits it at the next frame: viewControllers changes")
  func liftPagingOnCommits() {
    var pager = pager()
    _ = pager.didScroll(view, facts: dragged(w + 120, velocity: 0.5), force: false)
    // -_didEndDraggingManualScroll: paging right → nothing committed at the lift.
    #expect(
      pager.didEndDragging(
        view, facts: decelerating(w + 120, target: 2 * w, lift: w + 120), decelerate: true
      )
      .isEmpty)
    #expect(pager.currentPage(of: view) == 0)
    // Decelerating (manual, not tracking), toward the pending page, not in opposition: commit
    // with canComplete → viewControllers = [page 1]; no delegate call yet.
    #expect(
      records(
        pager.didScroll(
          view, facts: decelerating(w + 200, target: 2 * w, lift: w + 120), force: false)
      )
      .isEmpty)
    #expect(pager.currentPage(of: view) == 1)
  }

  @Test("reaching the next slot turns the page: didFinishAnimating completed, offset back a page")
  func reachingNextSlotTurns() {
    var pager = pager()
    _ = pager.didScroll(view, facts: dragged(w + 120, velocity: 0.5), force: false)
    _ = pager.didEndDragging(
      view, facts: decelerating(w + 120, target: 2 * w, lift: w + 120), decelerate: true)
    _ = pager.didScroll(
      view, facts: decelerating(w + 200, target: 2 * w, lift: w + 120), force: false)
    // Offset ≥ 2W: the head state finishes (YES, YES); views shift; offset − W.
    let steps = pager.didScroll(
      view, facts: decelerating(2 * w, target: 2 * w, lift: w + 120), force: false)
    #expect(
      steps == [
        .record(.scroll(view, .didFinishAnimating(completed: true, previous: 0))),
        .recentre(view, by: -w), .layout(view),
      ])
    #expect(pager.entry(of: view)?.visible == 1)
    #expect(pager.currentPage(of: view) == 1)
  }

  @Test("a swipe that bounces back reports the turn not completed when it ends")
  func bounceBackNotCompleted() {
    var pager = pager()
    _ = pager.didScroll(view, facts: dragged(w + 100, velocity: 0.1), force: false)
    // Slow lift: the nearest page, W, is the target (paging left) → direction reverse on the
    // next side: commit revealing the pending page 1, forward, unable to complete.
    #expect(
      pager.didEndDragging(
        view, facts: decelerating(w + 100, target: w, lift: w + 100), decelerate: true
      )
      .isEmpty)
    #expect(pager.currentPage(of: view) == 0)
    // Back on the middle slot, ended: -_didEndScroll: both directions undetermined → the one
    // state finishes, completed = (page 1 is visible) = NO.
    let steps = pager.didEndDecelerating(view, facts: PageFacts(offset: w, width: w))
    #expect(records(steps) == [.didFinishAnimating(completed: false, previous: 0)])
    #expect(pager.entry(of: view)?.visible == 0)
    #expect(pager.currentPage(of: view) == 0)
  }

  @Test("the last page has no next page: the content ends there")
  func lastPageInsets() {
    var pager = pager()
    pager.add(view, pages: [ViewID(rawValue: 1)])
    // One page: neither neighbour exists; a drag either way does nothing.
    #expect(pager.didScroll(view, facts: dragged(w + 50, velocity: 0.5), force: false).isEmpty)
    #expect(pager.didScroll(view, facts: dragged(w - 50, velocity: -0.5), force: false).isEmpty)
  }

  @Test("a drag past a whole page turns it mid-drag; with no state queued nothing finishes")
  func dragPastWholePageTurnsWithoutFinishing() {
    var pager = pager()
    _ = pager.didScroll(view, facts: dragged(w + 10, velocity: 0.5), force: false)
    // Offset 2W while tracking: the block returns YES; the completion queue is empty (a drag
    // commits nothing), so the dequeued state is nil and no didFinishAnimating is sent.
    let steps = pager.didScroll(view, facts: dragged(2 * w, velocity: 0.5), force: false)
    #expect(steps == [.recentre(view, by: -w), .layout(view)])
    #expect(pager.entry(of: view)?.visible == 1)
    // Nothing was committed, so viewControllers still reports the first page.
    #expect(pager.currentPage(of: view) == 0)
  }
}
