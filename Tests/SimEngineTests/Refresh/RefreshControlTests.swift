import SimEngine
import SimGeometry
import Testing

/// `UIRefreshControl` on a scroll view (docs/semantics.md, "Pull to refresh"): the values
/// come from `UIRefreshControl.m` and `_UIRefreshControlModernContentView`.
@Suite("Refresh control")
struct RefreshControlTests {
  private func at(_ seconds: Double) -> Instant { Instant(seconds: seconds) }

  private func offset(_ sim: Simulation) -> Double { sim.tree[sim.id("list")].bounds.origin.y }

  @Test("The trigger distance is round(height / 2) held to 112.5 × the height's scaling")
  func triggerDistance() {
    // maximumSnappingHeight = (0 + 100) × 1.125 × scaling; scaling = height / 568, or
    // 0.654929577 below 372 pt; minimumSnappingHeight = 0.
    #expect(RefreshControlSettings.snappingHeight(scrollViewHeight: 844) == 112.5 * (844.0 / 568))
    #expect(RefreshControlSettings.snappingHeight(scrollViewHeight: 568) == 112.5)
    #expect(RefreshControlSettings.snappingHeight(scrollViewHeight: 300) == 112.5 * 0.654929577)
    #expect(RefreshControlSettings.snappingHeight(scrollViewHeight: 101) == 51)
  }

  @Test("A pull past the trigger sends valueChanged once, during the drag, and runs its actions")
  func pullPastTheTrigger() throws {
    var sim = refreshingList()
    try sim.pullDown(450, at: 0.1)
    sim.advance(to: at(3))
    #expect(sim.refreshCount(.valueChanged) == 1)
    #expect(sim.journal.contains { $0.kind == .log("refresh") })
    let sent = sim.journal.first { $0.kind == .refresh(sim.id("list"), .valueChanged) }
    // Sent while the finger is down (the lift is at 0.1 + 46 / 60).
    #expect(sent.map { $0.time < at(0.1 + 46.0 / 60) } == true)
  }

  @Test("While refreshing, the content rests 60 pt down: the control's height added to the inset")
  func holdsTheInset() throws {
    var sim = refreshingList()
    try sim.pullDown(450, at: 0.1)
    sim.advance(to: at(3))
    #expect(offset(sim) == -60)
    #expect(sim.refreshState(of: sim.id("list")) == .refreshing)
  }

  @Test("A pull short of the trigger sends nothing and the content returns to 0")
  func shortPull() throws {
    var sim = refreshingList()
    // 150 pt: 140 past the pan's 10 pt hysteresis, rubber-banded to 844 × (1 − 1 / (140 × 0.55
    // / 844 + 1)) = 70.6 pt, short of 112.5 × 844 / 568 = 167.2.
    try sim.pullDown(150, at: 0.1)
    sim.advance(to: at(3))
    #expect(sim.refreshCount(.valueChanged) == 0)
    #expect(offset(sim) == 0)
  }

  @Test("A second pull while refreshing sends nothing more")
  func oncePerRefresh() throws {
    var sim = refreshingList()
    try sim.pullDown(450, at: 0.1)
    sim.advance(to: at(3))
    try sim.pullDown(450, at: 3.1)
    sim.advance(to: at(6))
    #expect(sim.refreshCount(.valueChanged) == 1)
  }

  @Test("endRefreshing removes the inset and animates the content back to its top")
  func endRefreshing() throws {
    var sim = refreshingList()
    try sim.pullDown(450, at: 0.1)
    sim.advance(to: at(3))
    sim.perform([.endRefreshing(view: "list")])
    #expect(sim.refreshCount(.endRefreshing) == 1)
    #expect(offset(sim) == -60)
    sim.advance(to: at(5))
    #expect(offset(sim) == 0)
    #expect(sim.refreshState(of: sim.id("list")) == .idle)
  }

  @Test("endRefreshing on a scroll view without a refresh control fails the run")
  func endRefreshingWithoutControl() {
    var sim = simulation()
    sim.list("plain")
    sim.perform([.endRefreshing(view: "plain")])
    #expect(
      sim.journal.contains {
        if case .actionFailed(let message) = $0.kind { return message.contains("refreshControl") }
        return false
      })
  }
}
