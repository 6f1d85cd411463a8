import Foundation
import SimEngine
import SimGeometry
import Testing

/// UIScrollView's dragging, deceleration, bounce and paging, each against its closed form.
@Suite("Scroll views")
struct ScrollViewTests {
  private func at(_ seconds: Double) -> Instant { Instant(seconds: seconds) }

  /// A full-screen vertical list 5,000 pt tall with a button row at the top.
  private func list(_ configure: (inout ScrollSettings) -> Void = { _ in }) -> (Simulation, ViewID)
  {
    var sim = simulation()
    let list = sim.list(height: 5000, configure)
    return (sim, list)
  }

  private func offset(_ sim: Simulation, _ view: ViewID) -> Point { sim.tree[view].bounds.origin }

  private func moments(_ sim: Simulation) -> [String] {
    sim.journal.compactMap {
      if case .scroll(_, let moment) = $0.kind { return moment.name }
      return nil
    }
  }

  private func target(_ sim: Simulation) -> Point? {
    sim.journal.lazy.compactMap {
      if case .scroll(_, .willEndDragging(_, let target)) = $0.kind { return target }
      return nil
    }.first
  }

  @Test("While dragged the content follows the finger, less the pan's 10 pt hysteresis")
  func followsTheFinger() throws {
    var (sim, list) = list()
    try sim.perform(
      .drag(
        DragGesture(
          path: [Point(195, 600), Point(195, 400)], time: at(0.1), duration: Interval(seconds: 0.2))
      ))
    // 200 pt up, the first 10 pt taken by the hysteresis.
    #expect(abs(offset(sim, list).y - 190) < 1e-9)
  }

  @Test("Pulled past the top, the content moves (1 − 1/(x·0.55/d + 1))·d")
  func rubberBand() throws {
    var (sim, list) = list()
    try sim.perform(
      .drag(
        DragGesture(
          path: [Point(195, 200), Point(195, 410)], time: at(0.1), duration: Interval(seconds: 0.3))
      ))
    let pull = 200.0
    // Rounded to the pixel, as -_rubberBandContentOffsetForOffset:outsideX:outsideY: does.
    let expected = UIKitScroll.pixel(-(1 - 1 / (pull * 0.55 / 844 + 1)) * 844)
    #expect(abs(offset(sim, list).y - expected) < 1e-9)
  }

  @Test("Without bounces, a pull past the top stays at the top")
  func noBounces() throws {
    var (sim, list) = list { $0.bounces = false }
    try sim.perform(
      .drag(
        DragGesture(
          path: [Point(195, 200), Point(195, 410)], time: at(0.1), duration: Interval(seconds: 0.3))
      ))
    #expect(offset(sim, list).y == 0)
  }

  @Test("Let go past the top, it returns to exactly 0 and ends decelerating")
  func springsBack() throws {
    var (sim, list) = list()
    try sim.perform(
      .drag(
        DragGesture(
          path: [Point(195, 200), Point(195, 410)], time: at(0.1), duration: Interval(seconds: 0.3))
      ))
    #expect(target(sim) == Point(0, 0))
    sim.advance(to: at(3))
    #expect(offset(sim, list).y == 0)
    #expect(
      moments(sim) == [
        "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating",
        "didEndDecelerating",
      ])
  }

  @Test("A fling toward the bottom runs past the end, bounces back and rests on it")
  func bouncesAtTheEnd() throws {
    var (sim, list) = list { $0.contentSize = Size(width: 390, height: 1200) }
    try sim.perform(
      .fling(
        FlingGesture(from: Point(195, 700), to: Point(195, 500), velocity: 3000, time: at(0.1))))
    let end = 1200.0 - 844
    #expect(target(sim)!.y == end)
    var furthest = 0.0
    for frame in 1...240 {
      sim.advance(to: at(0.4 + Double(frame) / 60))
      furthest = max(furthest, offset(sim, list).y)
    }
    #expect(furthest > end + 1)
    #expect(offset(sim, list).y == end)
  }

  @Test("A touch during the deceleration stops it there and does not reach the button under it")
  func touchStopsDeceleration() throws {
    var (sim, list) = list()
    let row = sim.addView(
      ViewProperties(
        name: "row", class: .uiButton, frame: Rect(x: 0, y: 0, width: 390, height: 5000)),
      to: list)
    sim.on(.touchUpInside, of: row, perform: [.log("rowTapped")])
    try sim.perform(
      .fling(
        FlingGesture(from: Point(195, 700), to: Point(195, 400), velocity: 2000, time: at(0.1))))
    sim.advance(to: at(0.6))
    let stopped = offset(sim, list)
    try sim.perform(.tap(TapGesture(at: Point(195, 300), time: at(0.6))))
    sim.advance(to: at(1.5))
    #expect(offset(sim, list) == stopped)
    #expect(sim.touch(2).view == list)
    #expect(!sim.journal.contains { $0.kind == .log("rowTapped") })
    // The tap's pan began at its touch-down and ended at the lift; the paused link's next
    // frame ends the deceleration (UIKitCatchDragTests).
    #expect(
      moments(sim).suffix(5) == [
        "stoppedByTouch", "willBeginDragging", "willEndDragging", "didEndDragging",
        "didEndDecelerating",
      ])
  }

  @Test("Paging: a quick flick moves one page; a slow half-page drag settles back")
  func paging() throws {
    var sim = simulation()
    let pager = sim.scrollView(
      "pager", frame: Rect(x: 0, y: 100, width: 390, height: 300),
      content: Size(width: 390 * 5, height: 300)
    ) {
      $0.isPagingEnabled = true
    }
    try sim.perform(
      .fling(
        FlingGesture(from: Point(300, 250), to: Point(200, 250), velocity: 1500, time: at(0.1))))
    sim.advance(to: at(2))
    #expect(sim.tree[pager].bounds.origin.x == 390)
    try sim.perform(
      .drag(
        DragGesture(
          path: [Point(300, 250), Point(200, 250)], time: at(3), duration: Interval(seconds: 1))))
    sim.advance(to: at(6))
    #expect(sim.tree[pager].bounds.origin.x == 390)
  }

  @Test("A horizontal carousel in a vertical list lets a vertical drag through to the list")
  func carouselInList() throws {
    var (sim, list) = list()
    let carousel = sim.scrollView(
      "carousel", frame: Rect(x: 0, y: 100, width: 390, height: 200),
      content: Size(width: 2000, height: 200), in: "list")
    try sim.perform(
      .drag(
        DragGesture(
          path: [Point(195, 250), Point(195, 100)], time: at(0.1), duration: Interval(seconds: 0.3))
      ))
    #expect(sim.tree[carousel].bounds.origin == .zero)
    #expect(abs(offset(sim, list).y - 140) < 1e-9)
    #expect(sim.changes(of: "carousel.pan").first == "failed")
  }

  @Test("A scroll view whose content fits can't scroll: its pan waits, fails at the lift")
  func contentFits() throws {
    var (sim, list) = list { $0.contentSize = Size(width: 390, height: 500) }
    try sim.perform(
      .drag(
        DragGesture(
          path: [Point(195, 600), Point(195, 400)], time: at(0.1), duration: Interval(seconds: 0.2))
      ))
    #expect(offset(sim, list) == .zero)
    #expect(
      sim.failureReason(of: "list.pan")
        == "the touch lifted before moving 10 pt along an axis it can scroll (it can't scroll)")
  }
}

extension ViewTree {
  fileprivate func id(_ name: String) -> ViewID { view(named: name)! }
}

@Suite("Scroll views: released at an edge")
struct ScrollEdgeReleaseTests {
  @Test("A fling released exactly at the bottom edge bounces out and comes back to it")
  func releasedAtTheEdge() throws {
    var sim = simulation()
    let list = sim.scrollView(
      "list", frame: Rect(x: 0, y: 0, width: 390, height: 844),
      content: Size(width: 390, height: 1200))
    // 366 pt up: the content stops at 356 = 1200 − 844, the bottom edge, after the hysteresis.
    try sim.perform(
      .drag(
        DragGesture(
          path: [Point(195, 700), Point(195, 334)], time: Instant(seconds: 0.1),
          duration: Interval(seconds: 0.2))))
    let end = 1200.0 - 844
    #expect(abs(sim.tree[list].bounds.origin.y - end) < 1e-9)
    var furthest = 0.0
    for frame in 1...120 {
      sim.advance(to: Instant(seconds: 0.3 + Double(frame) / 60))
      furthest = max(furthest, sim.tree[list].bounds.origin.y)
    }
    #expect(furthest > end + 1)
    #expect(sim.tree[list].bounds.origin.y == end)
  }
}

@Suite("Scroll views: directional lock")
struct DirectionalLockTests {
  private func grid(lock: Bool) -> (Simulation, ViewID) {
    var sim = simulation()
    let grid = sim.scrollView(
      "grid", frame: Rect(x: 0, y: 0, width: 390, height: 844),
      content: Size(width: 4000, height: 4000)
    ) {
      $0.isDirectionalLockEnabled = lock
    }
    return (sim, grid)
  }

  /// 200 pt left and 40 pt up: mostly horizontal.
  private func drag(_ sim: inout Simulation) throws {
    try sim.perform(
      .drag(
        DragGesture(
          path: [Point(300, 500), Point(100, 460)], time: Instant(seconds: 0.1),
          duration: Interval(seconds: 0.3))))
  }

  @Test("Locked, a mostly horizontal drag scrolls only horizontally, and moves on only so")
  func locked() throws {
    var (sim, grid) = grid(lock: true)
    try drag(&sim)
    sim.advance(to: Instant(seconds: 3))
    #expect(sim.tree[grid].bounds.origin.y == 0)
    #expect(sim.tree[grid].bounds.origin.x > 190)
  }

  @Test("Unlocked, the same drag scrolls both ways")
  func unlocked() throws {
    var (sim, grid) = grid(lock: false)
    try drag(&sim)
    #expect(sim.tree[grid].bounds.origin.y > 20)
  }
}

@Suite("Scroll views: the status bar's scroll to top")
struct ScrollToTopTests {
  private func list(_ name: String, _ sim: inout Simulation, scrollsToTop: Bool = true) -> ViewID {
    sim.scrollView(
      name, frame: Rect(x: 0, y: 0, width: 390, height: 844),
      content: Size(width: 390, height: 3000)
    ) { $0.scrollsToTop = scrollsToTop }
  }

  private func scrolled(_ sim: inout Simulation) throws {
    try sim.perform(
      .drag(
        DragGesture(
          path: [Point(195, 600), Point(195, 300)], time: Instant(seconds: 0.1),
          duration: Interval(seconds: 1))))
  }

  @Test("With one list allowing it, a status bar tap scrolls it to 0 and says didScrollToTop")
  func oneList() throws {
    var sim = simulation()
    _ = list("side", &sim, scrollsToTop: false)
    let feed = list("feed", &sim)
    try scrolled(&sim)
    sim.tapStatusBar(at: Instant(seconds: 5))
    sim.advance(to: Instant(seconds: 7))
    #expect(sim.tree[feed].bounds.origin.y == 0)
    #expect(sim.journal.contains { $0.kind == .scroll(feed, .didScrollToTop) })
  }

  @Test("With two lists allowing it, a status bar tap scrolls neither")
  func twoLists() throws {
    var sim = simulation()
    _ = list("a", &sim)
    let b = list("b", &sim)
    try scrolled(&sim)
    sim.advance(to: Instant(seconds: 5))
    let before = sim.tree[b].bounds.origin
    sim.tapStatusBar(at: Instant(seconds: 5))
    sim.advance(to: Instant(seconds: 7))
    #expect(sim.tree[b].bounds.origin == before)
    #expect(
      sim.journal.contains {
        if case .statusBarTapped(let views) = $0.kind { return views.count == 2 }
        return false
      })
  }
}
