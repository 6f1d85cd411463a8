import SimGeometry
import Testing

@testable import SimEngine

/// Inter-page spacing: `UIPageViewControllerOptionInterPageSpacingKey` = s.
/// `-[UIPageViewController _setPageSpacing:]` stores `_pageSpacing = 2 × ceil(s × 0.5)` (the
/// option's `floatValue`; 0 when the ceiling is not positive) and
/// `-[_UIPageViewControllerContentView layoutSubviews]` gives the queuing scroll view
/// q = `_pageSpacing × 0.5`. `-[_UIQueuingScrollView _setFrameAndApplyPageSpacing:]` widens the
/// frame by q on both sides along the pages' axis, and `-_boundsDidChangeToSize:` puts wrapper
/// i at i × (slot) + q, the slot less 2q long. Here a 390 × 844 view.
@Suite("UIPageViewController: inter-page spacing")
struct PageSpacingTests {
  private func pager(spacing: Double, vertical: Bool = false) -> (Simulation, ViewID) {
    pageSimulation(pages: ["red", "green"]) {
      $0.pageSpacing = spacing
      if vertical { $0.pageOrientation = .vertical }
    }
  }

  /// q for an option s, as `-_setPageSpacing:` and the content view's layout compute it.
  private func q(_ s: Double) -> Double {
    let half = (Double(Float(s)) * 0.5).rounded(.up)
    return half > 0 ? (half + half) * 0.5 : 0
  }

  @Test("The option 20 widens the frame by 10 on both sides; two pages are 20 apart")
  func horizontalSpacing() {
    let (sim, view) = pager(spacing: 20)
    let q = 10.0  // ceil(20 × 0.5) = 10, `_pageSpacing` 20, halved.
    let slot = 390.0 + 2 * q
    #expect(sim.tree[view].frame == Rect(x: -q, y: 0, width: slot, height: 844))
    #expect(sim.scrollSettings(of: view)?.contentSize == Size(width: 3 * slot, height: 844))
    #expect(sim.tree[view].bounds.origin == Point(slot, 0))
    // Red in the middle slot: slot + q, 390 wide; green at 2 slot + q.
    #expect(sim.tree[sim.tree.id("red")].frame == Rect(x: slot + q, y: 0, width: 390, height: 844))
    #expect(
      sim.tree[sim.tree.id("green")].frame == Rect(x: 2 * slot + q, y: 0, width: 390, height: 844))
    // The gap: green's left edge less red's right edge, the option itself.
    let gap =
      sim.tree[sim.tree.id("green")].frame.minX - sim.tree[sim.tree.id("red")].frame.maxX
    #expect(gap == 20)
    // Red on screen exactly where the view is.
    #expect(sim.tree.hit(0.5, 400) == "red")
    #expect(sim.tree.hit(389.5, 400) == "red")
  }

  @Test("A point in the margins beyond the page view controller's view does not reach the pages")
  func theMarginsAreClipped() {
    // The page view controller's view at x 40…350; the queuing scroll view widened by q = 10:
    // frame x 30…360, bounds x 330…660, red at 330 + 10 = 340 (window 40).
    let (sim, view) = pageSimulation(
      pages: ["red", "green"], frame: Rect(x: 40, y: 0, width: 310, height: 844)
    ) { $0.pageSpacing = 20 }
    #expect(sim.tree[view].frame == Rect(x: 30, y: 0, width: 330, height: 844))
    // `_UIPageViewControllerContentView` clips to its bounds (window 40…350): the scroll view's
    // `pointInside:` is never asked in the margins 30…40 and 350…360.
    #expect(sim.tree.hit(35, 400) != "pager")
    #expect(sim.tree.hit(355, 400) != "pager")
    #expect(sim.tree.hit(40.5, 400) == "red")
    #expect(sim.tree.hit(349.5, 400) == "red")
    // In the scroll view's own coordinates: 330 + 10 … 660 − 10.
    #expect(!sim.tree.point(Point(335, 400), isInside: view))
    #expect(sim.tree.point(Point(340, 400), isInside: view))
    #expect(!sim.tree.point(Point(655, 400), isInside: view))
  }

  @Test("Vertical pages widen along y")
  func verticalSpacing() {
    let (sim, view) = pager(spacing: 20, vertical: true)
    let slot = 844.0 + 2 * 10
    #expect(sim.tree[view].frame == Rect(x: 0, y: -10, width: 390, height: slot))
    #expect(sim.tree[sim.tree.id("red")].frame == Rect(x: 0, y: slot + 10, width: 390, height: 844))
  }

  @Test("An odd or fractional option is rounded up to an even gap, after its float conversion")
  func roundedUpToEven() {
    // 5 → ceil(2.5) = 3 each side, a 6 pt gap; 0.4 → ceil(0.2) = 1, a 2 pt gap;
    // 2.00000001 is 2 as a float → ceil(1) = 1 (in double it would be 2).
    for (s, expected) in [(5.0, 3.0), (0.4, 1.0), (2.00000001, 1.0), (0, 0)] {
      #expect(q(s) == expected, "option \(s)")
      #expect(PageController.queuingSpacing(option: s) == expected, "option \(s)")
      let (sim, view) = pager(spacing: s)
      #expect(sim.tree[view].frame.minX == -expected, "option \(s)")
      #expect(sim.tree[sim.tree.id("red")].frame.minX == 390 + 3 * expected, "option \(s)")
    }
  }
}
