import SimGeometry
import Testing

@testable import SimEngine

/// `setViewControllers(_:direction:animated: false, completion:)` on a page view controller,
/// each expected value worked out here from `-[UIPageViewController _setViewControllers:
/// withScrollInDirection:animated:completion:]` (`_viewControllers = [page]` before anything
/// else) and `-[_UIQueuingScrollView setView:direction:animated:completion:]` (nothing while
/// tracking and dragging; else every completion state cleaned up not finished, not completed,
/// the views replaced by (sentinel, page, sentinel), the completion run). Pages W = 390 wide.
@Suite("UIPageViewController setViewControllers during a scroll")
struct PageSetViewControllersTests {
  private let w = 390.0
  private let view = ViewID(rawValue: 0)

  /// Five pages, the first visible.
  private func pager() -> PageController { fivePages(view) }

  private func records(_ steps: [PageStep]) -> [ScrollMoment] {
    steps.compactMap { step in
      if case .record(.scroll(_, let moment)) = step { return moment }
      return nil
    }
  }

  @Test("While a finger drags, viewControllers changes at once and the scroll view does nothing")
  func whileDraggingOnlyViewControllersChanges() {
    var pager = pager()
    let dragging = PageFacts(offset: w + 50, width: w, tracking: true, velocity: 0.2)
    _ = pager.didScroll(view, facts: dragging, force: false)  // page 1 pending
    let (steps, replaced) = pager.setViewControllers(view, page: 3, facts: dragging)
    #expect(steps.isEmpty)
    #expect(!replaced, "the completion does not run")
    #expect(pager.currentPage(of: view) == 3)
    #expect(pager.entry(of: view)?.visible == 0, "the first page stays in the middle slot")
    #expect(pager.entry(of: view)?.pending == 1)
  }

  @Test(
    "While a turn decelerates, the committed turn finishes not completed and the page takes the middle slot"
  )
  func whileDeceleratingTheTurnIsCleanedUp() {
    var pager = pager()
    // Lifted at W + 110 paging to 2W: the first deceleration frame commits page 1 (completes).
    let decelerating = PageFacts(
      offset: w + 150, width: w, decelerating: true, pageTarget: 2 * w, paging: .forward)
    _ = pager.didScroll(view, facts: decelerating, force: false)
    #expect(pager.currentPage(of: view) == 1)
    let (steps, replaced) = pager.setViewControllers(view, page: 2, facts: decelerating)
    #expect(replaced)
    // Page 1's state, revealing it from page 0, finishes not completed.
    #expect(records(steps) == [.didFinishAnimating(completed: false, previous: 0)])
    #expect(steps.last == .layout(view))
    #expect(pager.currentPage(of: view) == 2)
    #expect(pager.entry(of: view)?.visible == 2)
    #expect(pager.entry(of: view)?.committed == nil)
    #expect(pager.entry(of: view)?.pending == nil, "page 1 was flushed from its slot")
    // The offset is untouched: the deceleration goes on toward 2W, now page 2's next side, so
    // the block makes page 3 pending (willTransitionTo) and commits it.
    let next = PageFacts(
      offset: w + 200, width: w, decelerating: true, pageTarget: 2 * w, paging: .forward)
    #expect(
      records(pager.didScroll(view, facts: next, force: false)) == [.willTransitionTo(page: 3)])
    #expect(pager.currentPage(of: view) == 3)
  }

  @Test("At rest it shows the page at once, with no delegate call, and completes")
  func atRestItReplacesThePage() {
    var pager = pager()
    let (steps, replaced) = pager.setViewControllers(
      view, page: 4, facts: PageFacts(offset: w, width: w))
    #expect(replaced)
    #expect(records(steps).isEmpty, "its calls are not manual: no delegate method")
    #expect(pager.entry(of: view)?.visible == 4)
    #expect(pager.currentPage(of: view) == 4)
  }
}
