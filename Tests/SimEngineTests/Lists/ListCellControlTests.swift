import SimGeometry
import Testing

@testable import SimEngine

/// Controls in a data source's cell template: each cell made from it has its own control,
/// named `row.S.R.<id>`, and its events are counted by the row the cell showed when it sent
/// them, as reuse moves a cell from row to row.
@Suite("Lists: controls in cells")
struct ListCellControlTests {
  /// A 390 × 400 table of 100 rows of 44; each cell has a `like` button (a `liked` log).
  /// With `flow`, a collection view of 100 items laid out by it, the button at its cells' top
  /// left.
  static func table(flow: FlowLayoutSettings? = nil) -> Simulation {
    var like = ViewTemplate.Entry(
      properties: ViewProperties(
        name: "like", class: .uiButton,
        frame: Rect(x: flow == nil ? 300 : 0, y: 0, width: 80, height: 44)),
      parent: 0)
    like.handlers.on(.touchUpInside, perform: [.log("liked")])
    return ListTestTable.simulation(children: [like], flow: flow)
  }

  @Test("A control's events count for the row its cell showed, not the row it shows now")
  func eventsByRow() throws {
    var sim = Self.table()
    // Row 2 (88..<132): its button's centre at (340, 110).
    try sim.perform(.tap(TapGesture(at: Point(340, 110), time: Instant(seconds: 0.1))))
    sim.advance(to: Instant(seconds: 0.5))
    let button = sim.id("row.0.2.like")
    sim.perform([.setContentOffset(view: "list", Point(0, 440), animated: false)])
    sim.advance(to: Instant(seconds: 0.6))
    // At 440 rows 0-9 left, queued in order; rows 10-19 take them last in first out, so
    // row 10 + (9 − 2) = 17 shows row 2's cell (at 17 × 44 = 748, window y 308..<352).
    #expect(sim.id("row.0.17.like") == button)
    try sim.perform(.tap(TapGesture(at: Point(340, 330), time: Instant(seconds: 1))))
    sim.advance(to: Instant(seconds: 1.5))
    #expect(sim.count(.touchUpInside, named: "row.0.2.like") == 1)
    #expect(sim.count(.touchUpInside, named: "row.0.17.like") == 1)
    #expect(sim.count(.touchUpInside, of: button) == 2)
    #expect(sim.count(log: "liked") == 2)
  }

  @Test("In a collection view, a control's events count for the item its cell showed")
  func eventsByItem() throws {
    var sim = Self.table(flow: FlowLayoutSettings(itemSize: Size(width: 100, height: 100)))
    // 3 a row, columns at 0, 145, 290, rows 110 apart: item 1's button centre (185, 22).
    try sim.perform(.tap(TapGesture(at: Point(185, 22), time: Instant(seconds: 0.1))))
    sim.advance(to: Instant(seconds: 0.5))
    let button = sim.id("item.0.1.like")
    // Rows 0-3 (items 0-11) meet 0..<400; at 440, rows 4-7 (items 12-23). The 12 cells left
    // in order and are taken last in first out: item 12 + (11 − 1) = 22 shows item 1's, at
    // row 7, column 1 (770 − 440 = window y 330): its button's centre (185, 352).
    sim.perform([.setContentOffset(view: "list", Point(0, 440), animated: false)])
    sim.advance(to: Instant(seconds: 0.6))
    #expect(sim.id("item.0.22.like") == button)
    try sim.perform(.tap(TapGesture(at: Point(185, 352), time: Instant(seconds: 1))))
    sim.advance(to: Instant(seconds: 1.5))
    #expect(sim.count(.touchUpInside, named: "item.0.1.like") == 1)
    #expect(sim.count(.touchUpInside, named: "item.0.22.like") == 1)
    #expect(sim.count(log: "liked") == 2)
  }
}
