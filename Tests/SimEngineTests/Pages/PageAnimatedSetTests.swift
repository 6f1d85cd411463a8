import SimGeometry
import Testing

@testable import SimEngine

/// `setViewControllers(_:direction:animated: true, completion:)` on a page view controller,
/// each expected value worked out here from `-[_UIQueuingScrollView
/// _enqueueAnimatedScrollInDirection:withView:completion:]` (the target: the animation's target,
/// else the offset, ± one page; an empty queue puts the page in the slot on that side; a state
/// the same way queues the page behind it; one the other way is cleaned up not finished and the
/// page takes the middle slot, the duration `0.3 × distance / page`) and the UIAnimator scroll
/// (`-[UIAnimation fractionForTime:]`, `progressForFraction:` curve 0,
/// `-[UIScrollViewScrollAnimation setProgress:]`). Pages W = 390 wide.
@Suite("UIPageViewController animated setViewControllers")
struct PageAnimatedSetTests {
  private let w = 390.0
  private let view = ViewID(rawValue: 0)

  /// Five pages, the first visible.
  private func pager() -> PageController { fivePages(view) }

  private func steps(_ result: PageController.AnimatedSet) -> [PageStep] {
    guard case .steps(let steps) = result else {
      Issue.record("not modelled: \(result)")
      return []
    }
    return steps
  }

  @Test("The scroll animation follows UIAnimator's fraction, curve 0 and the rounded delta")
  func theAnimationFollowsUIAnimator() {
    let animation = ScrollAnimation(
      original: Point(x: w, y: 0), target: Point(x: 2 * w, y: 0), start: Instant(seconds: 0.58),
      duration: 0.3)
    for t in [0.6, 0.65, 0.7, 0.8, 0.85] {
      let (offset, finished) = animation.offset(at: Instant(seconds: t), scale: 3)
      #expect(abs(offset.x - shownOffset(from: w, to: 2 * w, elapsed: t - 0.58)) < 1e-9, "at \(t)")
      #expect(!finished)
    }
    // 1 − f < 0.001 counts as the end: 0.2998 s of 0.3 is the last frame.
    let last = animation.offset(at: Instant(seconds: 0.58 + 0.2998), scale: 3)
    #expect(last.finished)
    #expect(last.offset.x == 2 * w)
    #expect(!animation.offset(at: Instant(seconds: 0.58 + 0.2995), scale: 3).finished)
  }

  @Test("With nothing queued, the page goes beside the visible one and the scroll goes one page")
  func anEmptyQueueScrollsOnePage() {
    var pager = pager()
    let result = pager.setViewControllersAnimated(
      view, page: 3, direction: .forward, completion: [.log("done")],
      facts: PageFacts(offset: w, width: w))
    #expect(steps(result) == [.layout(view), .scroll(view, to: 2 * w, duration: 0.3)])
    let entry = pager.entry(of: view)
    #expect(pager.currentPage(of: view) == 3, "viewControllers is the page at once")
    #expect(entry?.visible == 0)
    #expect(entry?.neighbour(towardNext: true) == 3, "slot 2 holds the page set, not page 1")
    #expect(entry?.states.count == 1)
    #expect(entry?.states.first?.manual == false)
  }

  @Test("A second call the same way queues its page behind and aims one page further")
  func aSecondCallTheSameWayQueues() {
    var pager = pager()
    _ = pager.setViewControllersAnimated(
      view, page: 1, direction: .forward, completion: [], facts: PageFacts(offset: w, width: w))
    let running = animating(offset: w + 75, from: w, to: 2 * w)
    let result = pager.setViewControllersAnimated(
      view, page: 2, direction: .forward, completion: [], facts: running)
    #expect(steps(result) == [.scroll(view, to: 3 * w, duration: 0.3)])
    #expect(pager.entry(of: view)?.states.map(\.page) == [1, 2])
    #expect(pager.entry(of: view)?.waiting.map(\.page) == [2])
    #expect(pager.entry(of: view)?.neighbour(towardNext: true) == 1)
  }

  @Test("The scroll turns the page silently and runs the completion, finished")
  func theTurnRunsTheCompletion() {
    var pager = pager()
    _ = pager.setViewControllersAnimated(
      view, page: 1, direction: .forward, completion: [.log("done")],
      facts: PageFacts(offset: w, width: w))
    var running = animating(offset: w + 100, from: w, to: 2 * w)
    // Under way: page 1 becomes pending without willTransitionTo (not a manual scroll).
    #expect(pager.didScroll(view, facts: running, force: false).isEmpty)
    #expect(pager.entry(of: view)?.pending == 1)
    running.offset = 2 * w
    let turn = pager.didScroll(view, facts: running, force: false)
    #expect(
      turn == [
        .complete(view, page: 1, finished: true, [.log("done")]), .recentre(view, by: -w),
        .layout(view),
      ])
    #expect(pager.entry(of: view)?.visible == 1)
    #expect(pager.entry(of: view)?.states.isEmpty == true)
  }

  @Test("A call the other way cleans the queued one up unfinished and takes the middle slot")
  func aReversalTakesTheMiddleSlot() {
    var pager = pager()
    _ = pager.setViewControllersAnimated(
      view, page: 1, direction: .forward, completion: [.log("first")],
      facts: PageFacts(offset: w, width: w))
    let running = animating(offset: w + 117, from: w, to: 2 * w)
    let result = pager.setViewControllersAnimated(
      view, page: 3, direction: .reverse, completion: [], facts: running)
    // Target: the animation's target − W = W; 117 pt to go, so 0.3 × 117 / 390 s.
    #expect(
      steps(result) == [
        .complete(view, page: 1, finished: false, [.log("first")]), .layout(view),
        .scroll(view, to: w, duration: 0.3 * (117 / 390)),
      ])
    let entry = pager.entry(of: view)
    #expect(entry?.visible == 3)
    #expect(entry?.neighbour(towardNext: true) == 1, "the page beside keeps its slot")
    // The first page had none before it: the slot is loaded again, with page 3's own neighbour
    // (the engine's choice for every page; UIKit's data source answers the sentinel here).
    #expect(entry?.neighbour(towardNext: false) == 2)
  }

  @Test("The page already reported does nothing; while dragged only viewControllers changes")
  func ignoredCalls() {
    var pager = pager()
    let same = pager.setViewControllersAnimated(
      view, page: 0, direction: .forward, completion: [], facts: PageFacts(offset: w, width: w))
    #expect(steps(same).isEmpty)
    let dragging = PageFacts(offset: w + 20, width: w, tracking: true, velocity: 0.2)
    let dragged = pager.setViewControllersAnimated(
      view, page: 2, direction: .forward, completion: [], facts: dragging)
    #expect(steps(dragged).isEmpty)
    #expect(pager.currentPage(of: view) == 2)
    #expect(pager.entry(of: view)?.states.isEmpty == true)
  }

  @Test("In a simulation the page turns at the end with no delegate call and the completion runs")
  func aSimulatedCallTurnsThePage() {
    var (sim, view) = pageSimulation(pages: ["red", "orange", "yellow"])
    sim.advance(to: Instant(seconds: 0.5))
    sim.perform([
      .setPageViewControllers(
        view: "pager", page: "orange", direction: .forward, animated: true,
        completion: [.log("done")])
    ])
    sim.advance(to: Instant(seconds: 0.6))
    #expect(sim.tree[view].bounds.origin.x == shownOffset(from: w, to: 2 * w, elapsed: 0.1))
    sim.advance(to: Instant(seconds: 1))
    #expect(sim.tree[view].bounds.origin.x == w)
    #expect(sim.tree[sim.tree.id("orange")].frame.minX == w)
    let moments = sim.journal.compactMap { entry -> ScrollMoment? in
      if case .scroll(_, let moment) = entry.kind { return moment }
      return nil
    }
    #expect(
      moments == [.didEndScrollingAnimation, .setViewControllersCompleted(page: 1, finished: true)])
    #expect(sim.journal.count { if case .log("done") = $0.kind { true } else { false } } == 1)
  }

  @Test("Two calls the same way turn two pages: the scroll moves back with the first turn")
  func twoCallsTurnTwoPages() {
    var (sim, view) = pageSimulation(pages: ["red", "orange", "yellow", "green"])
    sim.advance(to: Instant(seconds: 0.5))
    sim.perform([
      .setPageViewControllers(
        view: "pager", page: "orange", direction: .forward, animated: true,
        completion: [.log("orange")])
    ])
    sim.advance(to: Instant(seconds: 0.6))
    let shownAtSecondCall = sim.tree[view].bounds.origin.x
    #expect(shownAtSecondCall == shownOffset(from: w, to: 2 * w, elapsed: 0.1))
    sim.perform([
      .setPageViewControllers(
        view: "pager", page: "yellow", direction: .forward, animated: true,
        completion: [.log("yellow")])
    ])
    // From the offset shown toward the first target + W = 3W; one page back after the turn.
    sim.advance(to: Instant(seconds: 0.85))
    let expected = shownOffset(from: shownAtSecondCall, to: 3 * w, elapsed: 0.25)
    #expect(expected >= 2 * w, "the first page turned before 0.85")
    // The animation's start and end moved by −W (rounding computed from there: within 1e-9).
    #expect(abs(sim.tree[view].bounds.origin.x - (expected - w)) < 1e-9)
    #expect(sim.tree[sim.tree.id("orange")].frame.minX == w)
    sim.advance(to: Instant(seconds: 1.2))
    #expect(sim.tree[view].bounds.origin.x == w)
    #expect(sim.tree[sim.tree.id("yellow")].frame.minX == w)
    let completions = sim.journal.compactMap { entry -> ScrollMoment? in
      if case .scroll(_, let moment) = entry.kind, case .setViewControllersCompleted = moment {
        return moment
      }
      return nil
    }
    #expect(
      completions == [
        .setViewControllersCompleted(page: 1, finished: true),
        .setViewControllersCompleted(page: 2, finished: true),
      ])
  }

  @Test("A touch during the scroll stops it where it is and the page waits, its completion too")
  func aTouchStopsTheScroll() throws {
    var (sim, view) = pageSimulation(pages: ["red", "orange", "yellow"])
    sim.advance(to: Instant(seconds: 0.5))
    sim.perform([
      .setPageViewControllers(
        view: "pager", page: "orange", direction: .forward, animated: true,
        completion: [.log("done")])
    ])
    sim.advance(to: Instant(seconds: 0.65))
    let reached = shownOffset(from: w, to: 2 * w, elapsed: 0.65 - 0.5)
    try sim.send(
      TouchInput(
        time: Instant(seconds: 0.66), finger: 1, phase: .began, location: Point(195, 400)))
    try sim.send(
      TouchInput(time: Instant(seconds: 0.7), finger: 1, phase: .ended, location: Point(195, 400)))
    sim.advance(to: Instant(seconds: 1.2))
    #expect(sim.tree[view].bounds.origin.x == reached, "the offset stays between the pages")
    #expect(sim.journal.count { if case .log("done") = $0.kind { true } else { false } } == 0)
    let ended = sim.journal.count {
      if case .scroll(_, .didEndScrollingAnimation) = $0.kind { true } else { false }
    }
    #expect(ended == 1, "removeAnimationsForTarget: ends the animation for the delegate")
  }
}
