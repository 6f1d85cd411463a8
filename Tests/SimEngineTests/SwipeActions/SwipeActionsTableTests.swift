import SimGeometry
import Testing

@testable import SimEngine

/// Swipe actions on a data-source table in a simulation (390 × 844, rows 44 pt): the values
/// each test expects come from `_UISwipeHandler` and the pull view's rules, computed by hand.
@Suite("Swipe actions on a table's rows")
struct SwipeActionsTableTests {
  /// "Flag" (74 pt) then "Archive" (92 pt) on the trailing edge: open threshold −166,
  /// confirmation −(204 + 2/3) (390 × 0.525 at 3×).
  static let normal = SwipeActionsConfiguration(actions: [
    ContextualAction(title: "Flag", actions: [.log("flag")]),
    ContextualAction(title: "Archive", titleWidth: 80, actions: [.log("archive")]),
  ])

  static func table(
    trailing: SwipeActionsConfiguration? = normal, leading: SwipeActionsConfiguration? = nil
  ) -> Simulation {
    let cell = ViewTemplate(entries: [
      ViewTemplate.Entry(
        properties: ViewProperties(name: "cell", class: ViewClass.known(named: "UITableViewCell")!),
        parent: nil)
    ])
    var entry = ViewTemplate.Entry(
      properties: ViewProperties(
        name: "list", class: ViewClass.known(named: "UITableView")!,
        frame: Rect(x: 0, y: 0, width: 390, height: 844)),
      parent: nil)
    entry.list = ListDataSource(
      sections: [ListSection(rows: 50, rowHeight: 44)], cell: cell, leadingSwipeActions: leading,
      trailingSwipeActions: trailing)
    var sim = Simulation(screen: Screen(size: Size(width: 390, height: 844)))
    sim.instantiate(ViewTemplate(entries: [entry]), in: sim.window)
    return sim
  }

  private func at(_ frame: Int) -> Instant { Instant(nanoseconds: Int64(frame) * 16_666_667) }

  /// Down at (x, y) at frame `start`, moved `step` pt along x a frame apart until `to`; then
  /// `settle` moves of 0.5 pt on (30 pt/s, so the lift is slow); lifted the frame after.
  @discardableResult
  private func drag(
    _ sim: inout Simulation, x: Double, to end: Double, y: Double = 22, step: Double = 10,
    settle: Int = 2, start: Int = 6
  ) throws -> Int {
    var frame = start
    try sim.send(TouchInput(time: at(frame), finger: 1, phase: .began, location: Point(x, y)))
    var position = x
    while abs(end - position) > 1e-9 {
      position += end > position ? min(step, end - position) : -min(step, position - end)
      frame += 1
      try sim.send(
        TouchInput(time: at(frame), finger: 1, phase: .moved, location: Point(position, y)))
    }
    for _ in 0..<settle {
      frame += 1
      position += end < x ? -0.5 : 0.5
      try sim.send(
        TouchInput(time: at(frame), finger: 1, phase: .moved, location: Point(position, y)))
    }
    frame += 1
    try sim.send(
      TouchInput(time: at(frame), finger: 1, phase: .ended, location: Point(position, y)))
    return frame
  }

  private func tap(_ sim: inout Simulation, _ point: Point, at frame: Int) throws {
    try sim.send(TouchInput(time: at(frame), finger: 1, phase: .began, location: point))
    try sim.send(TouchInput(time: at(frame + 4), finger: 1, phase: .ended, location: point))
  }

  private func moments(_ sim: Simulation) -> [SwipeRecord.Moment] {
    sim.journal.compactMap {
      if case .scroll(_, .swipe(let record)) = $0.kind { return record.moment }
      return nil
    }
  }

  private func cellX(_ sim: Simulation, _ name: String = "row.0.0") -> Double {
    sim.tree[sim.id(name)].frame.minX
  }

  @Test("A slow drag past half the open threshold opens the row beside its buttons")
  func opens() throws {
    var sim = Self.table()
    // 136 pt left, less the 25 pt hysteresis: translation −111, past half of −166.
    let end = try drag(&sim, x: 300, to: 165)
    #expect(moments(sim) == [.willBeginEditingRow, .swipeOpened])
    #expect(cellX(sim) == -166)
    #expect(
      sim.tree[sim.id("row.0.0.trailing.0")].frame == Rect(x: 92, y: 0, width: 74, height: 44))
    #expect(sim.tree[sim.id("row.0.0.trailing.1")].frame == Rect(x: 0, y: 0, width: 92, height: 44))
    let root = sim.tree.superview(of: sim.id("row.0.0.trailing.0"))!
    #expect(sim.tree[root].frame == Rect(x: 390 - 166, y: 0, width: 166, height: 44))
    sim.advance(to: at(end + 120))
    #expect(sim.presentation(of: sim.id("row.0.0")).frame.minX == -166)
  }

  @Test("A slow release short of half the open threshold closes the row and ends the swipe")
  func closesShort() throws {
    var sim = Self.table()
    // 101 pt left: translation −76, short of −83.
    let end = try drag(&sim, x: 300, to: 200)
    #expect(moments(sim) == [.willBeginEditingRow, .swipeClosing])
    #expect(cellX(sim) == 0)
    sim.advance(to: at(end + 120))
    #expect(moments(sim) == [.willBeginEditingRow, .swipeClosing, .didEndEditingRow])
    #expect(sim.view(named: "row.0.0.trailing.0") == nil)
  }

  @Test("A fast release toward the actions opens the row short of half")
  func flickOpens() throws {
    var sim = Self.table()
    // 60 pt left at 600 pt/s, lifted moving: translation −35, velocity −600 < −50.
    try drag(&sim, x: 300, to: 240, settle: 0)
    #expect(moments(sim) == [.willBeginEditingRow, .swipeOpened])
    #expect(cellX(sim) == -166)
  }

  @Test("Tapping an action runs its handler, then the row closes")
  func tapAction() throws {
    var sim = Self.table()
    let end = try drag(&sim, x: 300, to: 165)
    sim.advance(to: at(end + 60))
    // "Flag" spans 224 + 92 ..< 390 in the window.
    try tap(&sim, Point(353, 22), at: end + 61)
    #expect(sim.logs == ["flag"])
    #expect(
      moments(sim) == [.willBeginEditingRow, .swipeOpened, .swipeActionPerformed, .swipeClosing])
    #expect(cellX(sim) == 0)
  }

  @Test("A tap elsewhere closes the open row without running an action")
  func tapElsewhere() throws {
    var sim = Self.table()
    let end = try drag(&sim, x: 300, to: 165)
    sim.advance(to: at(end + 60))
    try tap(&sim, Point(100, 5 * 44 + 22), at: end + 61)
    #expect(sim.logs.isEmpty)
    #expect(moments(sim) == [.willBeginEditingRow, .swipeOpened, .swipeClosing])
    sim.advance(to: at(end + 200))
    #expect(moments(sim).last == .didEndEditingRow)
  }

  @Test("A swipe past the confirmation distance performs the first action")
  func fullSwipe() throws {
    var sim = Self.table()
    // 261 pt left: translation −236, past −(204 + 2/3).
    try drag(&sim, x: 380, to: 120)
    #expect(
      moments(sim) == [.willBeginEditingRow, .swipeConfirmed, .swipeActionPerformed, .swipeClosing])
    #expect(sim.logs == ["flag"])
  }

  @Test("Without performsFirstActionWithFullSwipe the same swipe only opens the row")
  func noFullSwipe() throws {
    var configuration = Self.normal
    configuration.performsFirstActionWithFullSwipe = false
    var sim = Self.table(trailing: configuration)
    try drag(&sim, x: 380, to: 120)
    #expect(moments(sim) == [.willBeginEditingRow, .swipeOpened])
    #expect(sim.logs.isEmpty)
  }

  @Test("A vertical drag scrolls the table and swipes nothing")
  func verticalDrag() throws {
    var sim = Self.table()
    try sim.send(TouchInput(time: at(6), finger: 1, phase: .began, location: Point(200, 400)))
    for step in 1...10 {
      try sim.send(
        TouchInput(
          time: at(6 + step), finger: 1, phase: .moved,
          location: Point(200, 400 - Double(step) * 10)))
    }
    try sim.send(TouchInput(time: at(17), finger: 1, phase: .ended, location: Point(200, 300)))
    #expect(moments(sim).isEmpty)
    #expect(sim.tree[sim.id("list")].bounds.minY > 0)
  }

  @Test("Near the far edge past 0.66 of its distance, a destructive first action's detent catches")
  func destructiveDetent() throws {
    let delete = SwipeActionsConfiguration(actions: [
      ContextualAction(
        title: "Delete", style: .destructive, actions: [.log("delete")], completes: false)
    ])
    var sim = Self.table(trailing: delete)
    // From x 380 in 10 pt moves: at x 40 (< 50 pt from the left edge) the translation is
    // −340 + 25 = −315, past 361 × 0.66 = 238.26: the row jumps to −361 (390 − 29).
    try sim.send(TouchInput(time: at(6), finger: 1, phase: .began, location: Point(380, 22)))
    var frame = 6
    for x in stride(from: 370.0, through: 50, by: -10) {
      frame += 1
      try sim.send(TouchInput(time: at(frame), finger: 1, phase: .moved, location: Point(x, 22)))
    }
    #expect(!moments(sim).contains(.swipeConfirmed))
    frame += 1
    try sim.send(TouchInput(time: at(frame), finger: 1, phase: .moved, location: Point(40, 22)))
    #expect(moments(sim).last == .swipeConfirmed)
    #expect(cellX(sim) == -361)
    frame += 1
    try sim.send(TouchInput(time: at(frame), finger: 1, phase: .ended, location: Point(40, 22)))
    #expect(sim.logs == ["delete"])
    #expect(moments(sim).suffix(2) == [.swipeActionCancelled, .swipeClosing])
  }

  @Test("A drag to the right opens the leading actions, the first outermost at the left edge")
  func leading() throws {
    let pin = SwipeActionsConfiguration(actions: [
      ContextualAction(title: "Pin", actions: [.log("pin")]),
      ContextualAction(title: "Read", titleWidth: 70, actions: [.log("read")]),
    ])
    var sim = Self.table(trailing: nil, leading: pin)
    // 121 pt right: translation 96, past half of 74 + 82 = 156.
    try drag(&sim, x: 50, to: 170)
    #expect(moments(sim) == [.willBeginEditingRow, .swipeOpened])
    #expect(cellX(sim) == 156)
    #expect(sim.tree[sim.id("row.0.0.leading.0")].frame == Rect(x: 0, y: 0, width: 74, height: 44))
    #expect(sim.tree[sim.id("row.0.0.leading.1")].frame == Rect(x: 74, y: 0, width: 82, height: 44))
    let root = sim.tree.superview(of: sim.id("row.0.0.leading.0"))!
    #expect(sim.tree[root].frame == Rect(x: 0, y: 0, width: 156, height: 44))
  }

  @Test("A table with trailing actions only swipes nothing to the right")
  func noLeading() throws {
    var sim = Self.table()
    try drag(&sim, x: 50, to: 170)
    #expect(moments(sim).isEmpty)
    #expect(cellX(sim) == 0)
  }
}
