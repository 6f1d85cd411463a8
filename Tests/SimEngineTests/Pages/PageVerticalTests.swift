import SimGeometry
import Testing

@testable import SimEngine

/// Vertical pages (`navigationOrientation` 1): `-[_UIQueuingScrollView initWithFrame:
/// navigationOrientation:]` (always bounce vertically), `-_boundsDidChangeToSize:` (content
/// 3 × height, offset (0, height), slot i at y = i × height) and `-_adjustContentInsets` (top and
/// bottom: 100 × height beside a neighbour, −height without one), with H = 844 here.
@Suite("UIPageViewController: vertical pages")
struct PageVerticalTests {
  private let h = 844.0

  /// A full-screen page scroll view with three pages, vertical.
  private func pager() -> (Simulation, ViewID) {
    pageSimulation(pages: ["red", "green", "blue"]) { $0.pageOrientation = .vertical }
  }

  @Test("The slots follow one another along y, the offset on the middle one")
  func slotsAlongY() {
    let (sim, view) = pager()
    #expect(sim.tree[view].bounds.origin == Point(0, h))
    let settings = sim.scrollSettings(of: view)
    #expect(settings?.contentSize == Size(width: 390, height: 3 * h))
    #expect(settings?.alwaysBounceVertical == true)
    #expect(settings?.alwaysBounceHorizontal == false)
    // Red (visible) has no previous page: −H on top; green follows: 100 H below.
    #expect(settings?.contentInset == EdgeInsets(top: -h, left: 0, bottom: 100 * h, right: 0))
    #expect(sim.tree[sim.tree.id("red")].frame == Rect(x: 0, y: h, width: 390, height: h))
    #expect(sim.tree[sim.tree.id("green")].frame == Rect(x: 0, y: 2 * h, width: 390, height: h))
  }

  @Test("The queuing scroll view reads the offset, page and velocity along y")
  func factsAlongY() {
    let (sim, view) = pager()
    var bounds = sim.tree[view].bounds
    bounds.origin = Point(0, h + 30)
    let facts = sim.scroller.pageFacts(of: view, bounds: bounds)
    #expect(facts.offset == h + 30)
    #expect(facts.width == h)
    #expect(!facts.bouncing)
  }

  @Test("A flick up turns to the next page, which then sits in the middle slot at y = H")
  func flickUpTurnsThePage() throws {
    var (sim, view) = pager()
    // 40 pt up a frame, lifted moving at 2.4 pt/ms (over 0.3): paging to the next page, 2H.
    try sim.send([
      TouchInput(time: Instant(seconds: 0.1), finger: 1, phase: .began, location: Point(195, 700))
    ])
    for k in 1...4 {
      try sim.send([
        TouchInput(
          time: Instant(seconds: 0.1 + Double(k) / 60), finger: 1, phase: .moved,
          location: Point(195, 700 - 40 * Double(k)))
      ])
    }
    try sim.send([
      TouchInput(
        time: Instant(seconds: 0.1 + 4.0 / 60), finger: 1, phase: .ended, location: Point(195, 540))
    ])
    sim.advance(to: Instant(seconds: 2))
    // At 2H the page turned: the offset went back one page along y.
    #expect(sim.pager.currentPage(of: view) == 1)
    #expect(sim.tree[view].bounds.origin == Point(0, h))
    #expect(sim.tree[sim.tree.id("green")].frame == Rect(x: 0, y: h, width: 390, height: h))
    #expect(sim.tree[sim.tree.id("red")].frame == Rect(x: 0, y: 0, width: 390, height: h))
  }
}
