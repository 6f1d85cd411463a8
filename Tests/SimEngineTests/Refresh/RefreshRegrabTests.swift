import SimEngine
import SimGeometry
import Testing

/// A drag during `endRefreshing`'s animation back (`-_recomputeNewState`, case 4): hidden
/// (≤ 5 pt) → idle; the scroll view tracking with the control revealed at most 0.75 of the
/// snapping height → revealing (1), from which the pull can snap and refresh again; else it
/// stays ending (4). The list is 844 pt tall: snapping height 112.5 × 844 / 568 = 167.165, so
/// the regrab limit is 0.75 × 167.165 = 125.4 pt shown.
@Suite("Refresh control: a drag during the ending animation")
struct RefreshRegrabTests {
  private func at(_ seconds: Double) -> Instant { Instant(seconds: seconds) }

  /// Refreshing and at rest at −60, then `endRefreshing` at t = 3.
  private func ending() throws -> Simulation {
    var sim = refreshingList()
    try sim.pullDown(450, at: 0.1)
    sim.advance(to: at(3))
    sim.perform([.endRefreshing(view: "list")])
    return sim
  }

  @Test("Untouched, the animation back stays in the ending state until the control is hidden")
  func endingStaysUntilHidden() throws {
    var sim = try ending()
    sim.advance(to: at(3.05))
    let shown = -sim.tree[sim.id("list")].bounds.origin.y
    #expect(shown > RefreshControlSettings.hiddenHeight)
    #expect(sim.refreshState(of: sim.id("list")) == .ending)
    sim.advance(to: at(5))
    #expect(sim.refreshState(of: sim.id("list")) == .idle)
  }

  @Test("A pull that grabs the content during the animation back can refresh again")
  func regrabRefreshesAgain() throws {
    var sim = try ending()
    #expect(sim.refreshCount(.valueChanged) == 1)
    try sim.pullDown(450, at: 3.05)
    sim.advance(to: at(6))
    #expect(sim.refreshCount(.valueChanged) == 2)
    #expect(sim.refreshState(of: sim.id("list")) == .refreshing)
  }
}
