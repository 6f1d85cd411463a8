import SimGeometry
import Testing

@testable import SimEngine

/// Controls in a data source's cell template: each cell made from it has its own control,
/// named `row.S.R.<id>`, and its events are counted by the row the cell showed when it sent
/// them, as reuse moves a cell from row to row.
@Suite("Lists: controls in cells")
struct ListCellControlTests {
  /// A 390 × 400 table of 100 rows of 44; each cell has a `like` button (a `liked` log).
  static func table() -> Simulation {
    var like = ViewTemplate.Entry(
      properties: ViewProperties(
        name: "like", class: .uiButton, frame: Rect(x: 300, y: 0, width: 80, height: 44)),
      parent: 0)
    like.handlers.on(.touchUpInside, perform: [.log("liked")])
    return ListTestTable.simulation(children: [like])
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
}
