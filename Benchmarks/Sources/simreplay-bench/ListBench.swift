import SimEngine
import SimGeometry

/// A table from a data source costs the rows on screen, not the rows it has: 10,000 rows
/// scrolled 600 frames deep in the list against 40 rows scrolled the same way, in the same
/// run. Each frame moves the content 15 pt (a row leaves and one comes about every third
/// frame), back and forth over 900 pt; both tables show the same number of rows at every
/// frame, so equal costs give a ratio of 1. The bound is 1.5.
enum ListBench {
  static let frames = 600

  static func table(rows: Int) -> Simulation {
    var cell = ViewTemplate(entries: [
      ViewTemplate.Entry(
        properties: ViewProperties(name: "cell", class: ViewClass.known(named: "UITableViewCell")!),
        parent: nil)
    ])
    cell.entries.append(
      ViewTemplate.Entry(
        properties: ViewProperties(
          name: "title", class: .uiLabel, frame: Rect(x: 16, y: 0, width: 300, height: 44)),
        parent: 0))
    var entry = ViewTemplate.Entry(
      properties: ViewProperties(
        name: "list", class: ViewClass.known(named: "UITableView")!,
        frame: Rect(x: 0, y: 0, width: 390, height: 844)),
      parent: nil)
    entry.list = ListDataSource(sections: [ListSection(rows: rows, rowHeight: 44)], cell: cell)
    var sim = Simulation(screen: Screen(size: Trees.screen, fps: 60))
    sim.keepsFrames = false
    sim.instantiate(ViewTemplate(entries: [entry]), in: sim.window)
    return sim
  }

  /// Scrolls a table of `rows` from `base` back and forth, a frame at a time; the checksum is
  /// the cells made and the rows shown at the end.
  static func run(rows: Int, base: Double) -> UInt64 {
    var sim = table(rows: rows)
    let frame: Int64 = 16_666_667
    for index in 1...frames {
      let step = index % 120 < 60 ? index % 120 : 120 - index % 120
      sim.perform([
        .setContentOffset(view: "list", Point(0, base + Double(step) * 15), animated: false)
      ])
      sim.advance(to: Instant(nanoseconds: Int64(index) * frame))
      sim.discardFrames()
    }
    check(
      sim.view(named: ListDataSource.cellName(ListIndexPath(section: 0, row: Int(base / 44))))
        != nil, "the first row on screen has no cell")
    return UInt64(sim.listCellsMade)
  }

  static func row() -> ScalingBench.Row {
    // The large table scrolls around row 5,000 (220,000 pt down), the small one from its top.
    let (small, large) = measurePair(
      rounds: 7, smallRuns: 1, largeRuns: 1, smallRepeats: 1,
      small: { run(rows: 40, base: 0) }, large: { run(rows: 10_000, base: 220_000) })
    // 844 / 44 = 19.2 rows: at most 21 rows meet the bounds, so at most 21 cells are made.
    check(
      small.checksum <= 21 && large.checksum <= 21,
      "cells made: \(small.checksum), \(large.checksum)")
    return ScalingBench.Row(
      name: "a table scrolled 600 frames: 10,000 rows against 40", small: 40, large: 10_000,
      smallNs: small.nanoseconds, largeNs: large.nanoseconds, bound: 1.5,
      checked: "at most 21 cells made, the first row on screen shown")
  }
}
