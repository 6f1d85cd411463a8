import SimGeometry
import Testing

@testable import SimEngine

/// An animated `setViewControllers` the other way while two or more are queued, each expected
/// value worked out here from `-[_UIQueuingScrollView _enqueueAnimatedScrollInDirection:
/// withView:completion:]`'s last branch (the last state leaves both queues, the one before it
/// the completion queue; a state for the new page with that one's direction and block 2 is
/// queued; `setContentOffset:animated:` toward the running animation's target ± one page) and
/// its `_block_invoke_2` (the first replaced state cleaned up with the block's finished and
/// completed, the last with NO, NO; the app's completion called with finished 0; the new page
/// into the slot that held the first one's page). Pages W = 390 wide.
@Suite("UIPageViewController animated setViewControllers reversing two queued")
struct PageAnimatedSetReplaceTests {
  private let w = 390.0
  private let view = ViewID(rawValue: 0)

  /// Five pages, the first visible, then two animated calls forward (pages 1 and 2, their
  /// completions logging "1" and "2"), the scroll 150 pt along toward 3W.
  private func twoQueued() -> (PageController, PageFacts) {
    var pager = PageController()
    pager.add(view, pages: (1...5).map { ViewID(rawValue: $0) })
    _ = pager.setViewControllersAnimated(
      view, page: 1, direction: .forward, completion: [.log("1")],
      facts: PageFacts(offset: w, width: w))
    _ = pager.setViewControllersAnimated(
      view, page: 2, direction: .forward, completion: [.log("2")],
      facts: animating(offset: w + 75, from: w, to: 2 * w))
    return (pager, animating(offset: w + 150, from: w + 75, to: 3 * w))
  }

  @Test("A call back with two queued replaces the last two by one state going their way")
  func aCallBackReplacesTheLastTwo() {
    var (pager, running) = twoQueued()
    let result = pager.setViewControllersAnimated(
      view, page: 4, direction: .reverse, completion: [.log("4")], facts: running)
    // Target: the running animation's target 3W − W = 2W; nothing is cleaned up now.
    #expect(result == .steps([.scroll(view, to: 2 * w, duration: 0.3)]))
    let entry = pager.entry(of: view)
    #expect(entry?.states.map(\.page) == [4])
    #expect(entry?.states.first?.direction == .forward, "the direction of the one before the last")
    #expect(entry?.states.first?.replaced.map(\.page) == [1, 2])
    #expect(entry?.waiting.isEmpty == true, "page 2 left the view-state queue")
    #expect(entry?.neighbour(towardNext: true) == 1, "slot 2 still shows page 1")
    #expect(pager.currentPage(of: view) == 4)
  }

  @Test("At the turn the replacing state reports both, its completion unfinished, its page shown")
  func theTurnReportsTheReplaced() {
    var (pager, running) = twoQueued()
    _ = pager.setViewControllersAnimated(
      view, page: 4, direction: .reverse, completion: [.log("4")], facts: running)
    let turn = pager.didScroll(
      view, facts: animating(offset: 2 * w, from: w + 150, to: 2 * w), force: true)
    // Block 2 with (YES, YES): page 1's state (YES, YES), page 2's (NO, NO), the app's
    // completion for page 4 with finished 0; page 4 into slot 2, which the turn then shows.
    #expect(
      turn == [
        .complete(view, page: 1, finished: true, [.log("1")]),
        .complete(view, page: 2, finished: false, [.log("2")]),
        .complete(view, page: 4, finished: false, [.log("4")]),
        .recentre(view, by: -w), .layout(view),
      ])
    #expect(pager.entry(of: view)?.visible == 4)
    #expect(pager.entry(of: view)?.states.isEmpty == true)
  }

  @Test("Cleaned up unfinished, the replacing state still reports both and puts its page in")
  func aCleanupReportsTheReplaced() {
    var (pager, running) = twoQueued()
    _ = pager.setViewControllersAnimated(
      view, page: 4, direction: .reverse, completion: [.log("4")], facts: running)
    // Another call back: one state queued, going forward (the other way), so it is cleaned
    // up (NO, NO) before page 3 takes the middle slot; its block runs with (NO, NO).
    let result = pager.setViewControllersAnimated(
      view, page: 3, direction: .reverse, completion: [],
      facts: animating(offset: w + 150, from: w + 75, to: 2 * w))
    guard case .steps(let steps) = result else {
      Issue.record("not modelled: \(result)")
      return
    }
    #expect(
      Array(steps.prefix(3)) == [
        .complete(view, page: 1, finished: false, [.log("1")]),
        .complete(view, page: 2, finished: false, [.log("2")]),
        .complete(view, page: 4, finished: false, [.log("4")]),
      ])
    // Block 2 put page 4 in slot 2 (page 1's); page 3 then takes the middle slot beside it.
    #expect(pager.entry(of: view)?.visible == 3)
    #expect(pager.entry(of: view)?.neighbour(towardNext: true) == 4)
  }
}
