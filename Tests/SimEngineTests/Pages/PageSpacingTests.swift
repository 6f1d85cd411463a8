import SimGeometry
import Testing

@testable import SimEngine

/// Inter-page spacing s (`UIPageViewControllerOptionInterPageSpacingKey`):
/// `-[_UIQueuingScrollView _setFrameAndApplyPageSpacing:]` widens the frame by s on both sides
/// along the pages' axis, and `-_boundsDidChangeToSize:` puts wrapper i at i × (slot) + s, the
/// slot less 2s long. Here a 390 × 844 view, s = 20: slots 430 pt.
@Suite("UIPageViewController: inter-page spacing")
struct PageSpacingTests {
  private func pager(vertical: Bool = false) -> (Simulation, ViewID) {
    pageSimulation(pages: ["red", "green"]) {
      $0.pageSpacing = 20
      if vertical { $0.pageOrientation = .vertical }
    }
  }

  @Test("The frame widens by the spacing on both sides; each page is the view's size, 2s apart")
  func horizontalSpacing() {
    let (sim, view) = pager()
    let slot = 390.0 + 2 * 20
    #expect(sim.tree[view].frame == Rect(x: -20, y: 0, width: slot, height: 844))
    #expect(sim.scrollSettings(of: view)?.contentSize == Size(width: 3 * slot, height: 844))
    #expect(sim.tree[view].bounds.origin == Point(slot, 0))
    // Red in the middle slot: slot + 20, 390 wide; green at 2 slot + 20.
    #expect(sim.tree[sim.tree.id("red")].frame == Rect(x: slot + 20, y: 0, width: 390, height: 844))
    #expect(
      sim.tree[sim.tree.id("green")].frame == Rect(x: 2 * slot + 20, y: 0, width: 390, height: 844))
    // Red on screen exactly where the view is.
    #expect(sim.tree.hit(0.5, 400) == "red")
    #expect(sim.tree.hit(389.5, 400) == "red")
  }

  @Test("Vertical pages widen along y")
  func verticalSpacing() {
    let (sim, view) = pager(vertical: true)
    let slot = 844.0 + 2 * 20
    #expect(sim.tree[view].frame == Rect(x: 0, y: -20, width: 390, height: slot))
    #expect(sim.tree[sim.tree.id("red")].frame == Rect(x: 0, y: slot + 20, width: 390, height: 844))
  }
}
