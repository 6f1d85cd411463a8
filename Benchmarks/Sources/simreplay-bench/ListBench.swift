import SimEngine
import SimGeometry

/// A table from a data source costs the rows on screen, not the rows it has: 10,000 rows
/// scrolled 600 frames deep in the list against 40 rows scrolled the same way, in the same
/// run. Each frame moves the content 15 pt (a row leaves and one comes about every third
/// frame), back and forth over 900 pt; both tables show the same number of rows at every
/// frame, so equal costs give a ratio of 1. The bound is 1.5. The grid row does the same with
/// a collection view of 100-point items in a flow layout (3 a row, rows 110 apart), 10 pt a
/// frame over 600 pt: 10,000 items against 40.
enum ListBench {
  static let frames = 600

  /// A full-screen table of `rows` 44-point rows, or with `flow`, a collection view of `rows`
  /// items laid out by it.
  static func table(rows: Int, flow: FlowLayoutSettings? = nil) -> Simulation {
    let (cellClass, listClass) =
      flow == nil
      ? ("UITableViewCell", "UITableView") : ("UICollectionViewCell", "UICollectionView")
    var cell = ViewTemplate(entries: [
      ViewTemplate.Entry(
        properties: ViewProperties(name: "cell", class: ViewClass.known(named: cellClass)!),
        parent: nil)
    ])
    cell.entries.append(
      ViewTemplate.Entry(
        properties: ViewProperties(
          name: "title", class: .uiLabel, frame: Rect(x: 16, y: 0, width: 300, height: 44)),
        parent: 0))
    var entry = ViewTemplate.Entry(
      properties: ViewProperties(
        name: "list", class: ViewClass.known(named: listClass)!,
        frame: Rect(x: 0, y: 0, width: 390, height: 844)),
      parent: nil)
    entry.list = ListDataSource(
      sections: [ListSection(rows: rows, rowHeight: 44)], cell: cell, flow: flow)
    var sim = Simulation(screen: Screen(size: Trees.screen, fps: 60))
    sim.keepsFrames = false
    sim.instantiate(ViewTemplate(entries: [entry]), in: sim.window)
    return sim
  }

  static let grid = FlowLayoutSettings(itemSize: Size(width: 100, height: 100))

  /// Scrolls a table (or grid) of `rows` from `base` back and forth, a frame at a time; the
  /// checksum is the cells made and the rows shown at the end.
  static func run(rows: Int, base: Double, flow: FlowLayoutSettings? = nil) -> UInt64 {
    // The grid swings 600 pt (10 a frame), within the 40-item grid's 686 pt of scrolling.
    let distance = flow == nil ? 15.0 : 10.0
    var sim = table(rows: rows, flow: flow)
    let frame: Int64 = 16_666_667
    for index in 1...frames {
      let step = index % 120 < 60 ? index % 120 : 120 - index % 120
      sim.perform([
        .setContentOffset(view: "list", Point(0, base + Double(step) * distance), animated: false)
      ])
      sim.advance(to: Instant(nanoseconds: Int64(index) * frame))
      sim.discardFrames()
    }
    // The first row (or row of items) on screen at the end, which is at `base`.
    let first = flow == nil ? Int(base / 44) : Int(base / 110) * 3
    let path = ListIndexPath(section: 0, row: first)
    let name = flow == nil ? ListDataSource.cellName(path) : ListDataSource.itemName(path)
    check(sim.view(named: name) != nil, "the first row on screen has no cell")
    return UInt64(sim.listCellsMade)
  }

  /// The table's row, or with `flow` the grid's. The large table scrolls around row 5,000
  /// (220,000 pt down), the large grid around its row 1,000 (items 3,000 on, 110,000 pt down);
  /// the small ones from their tops. At most 21 rows meet the table's bounds (844 / 44 =
  /// 19.2), at most 9 rows of 3 the grid's (844 / 110), so at most 21 or 27 cells are made.
  static func row(flow: FlowLayoutSettings? = nil) -> ScalingBench.Row {
    let (base, most, what) = flow == nil ? (220_000.0, 21, "a table") : (110_000.0, 27, "a grid")
    let (small, large) = measurePair(
      rounds: 7, smallRuns: 1, largeRuns: 1, smallRepeats: 1,
      small: { run(rows: 40, base: 0, flow: flow) },
      large: { run(rows: 10_000, base: base, flow: flow) })
    check(
      small.checksum <= most && large.checksum <= most,
      "cells made: \(small.checksum), \(large.checksum)")
    let items = flow == nil ? "rows" : "items"
    return ScalingBench.Row(
      name: "\(what) scrolled 600 frames: 10,000 \(items) against 40", small: 40,
      large: 10_000, smallNs: small.nanoseconds, largeNs: large.nanoseconds, bound: 1.5,
      checked: "at most \(most) cells made, the first row on screen shown")
  }
}
