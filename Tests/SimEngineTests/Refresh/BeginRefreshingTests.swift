import SimEngine
import SimGeometry
import Testing

/// `-[UIRefreshControl beginRefreshing]` (iOS 18.2): in a window, `_setRefreshControlState:3
/// notify:NO`; entering 3 adds the control's 60 pt height to the top inset (`_addInsets`) and,
/// without notify, sends nothing. `_canTransitionFromState:toState:` refuses 3 → 3.
@Suite("Refresh control: beginRefreshing")
struct BeginRefreshingTests {
  private func at(_ seconds: Double) -> Instant { Instant(seconds: seconds) }

  private func topInset(_ sim: Simulation) -> Double? {
    sim.scrollSettings(of: sim.id("list"))?.contentInset.top
  }

  private func refreshing(_ sim: Simulation) throws -> Double {
    try sim.evaluate(ExpressionParser.parse("list.refreshing"))
  }

  @Test("beginRefreshing enters refreshing without valueChanged: its actions do not run")
  func noValueChanged() throws {
    var sim = refreshingList()
    sim.perform([.beginRefreshing(view: "list")])
    #expect(sim.refreshState(of: sim.id("list")) == .refreshing)
    #expect(!sim.journal.contains { $0.kind == .log("refresh") })
    #expect(
      !sim.journal.contains { $0.kind == .refresh(sim.id("list"), .valueChanged) })
  }

  @Test("beginRefreshing adds the control's 60 pt height to the top inset and leaves the offset")
  func addsTheInset() throws {
    var sim = refreshingList()
    sim.perform([.beginRefreshing(view: "list")])
    #expect(topInset(sim) == RefreshControlSettings.controlHeight)
    #expect(RefreshControlSettings.controlHeight == 60)
    sim.advance(to: at(1))
    #expect(sim.tree[sim.id("list")].bounds.origin.y == 0)
  }

  @Test("beginRefreshing while refreshing does nothing: 3 may not go to 3, the inset is added once")
  func twice() throws {
    var sim = refreshingList()
    sim.perform([.beginRefreshing(view: "list"), .beginRefreshing(view: "list")])
    #expect(topInset(sim) == 60)
    let begun = sim.journal.count { $0.kind == .refresh(sim.id("list"), .beginRefreshing) }
    #expect(begun == 1)
  }

  @Test("list.refreshing reads 1 while refreshing and 0 after endRefreshing")
  func expression() throws {
    var sim = refreshingList()
    #expect(try refreshing(sim) == 0)
    sim.perform([.beginRefreshing(view: "list")])
    #expect(try refreshing(sim) == 1)
    sim.perform([.endRefreshing(view: "list")])
    #expect(try refreshing(sim) == 0)
    #expect(topInset(sim) == 0)
  }

  @Test("refreshing on a scroll view without a refresh control is an error, not 0")
  func expressionWithoutControl() {
    var sim = simulation()
    sim.list("plain")
    #expect(throws: ExpressionFailure.self) {
      try sim.evaluate(ExpressionParser.parse("plain.refreshing"))
    }
  }
}
