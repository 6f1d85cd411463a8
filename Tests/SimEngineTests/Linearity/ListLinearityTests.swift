import SimGeometry
import Testing

@testable import SimEngine

/// A table of 10,000 rows holds the cells of the rows on screen, not 10,000 views, however far
/// it scrolls: the views it makes are bounded by the rows that fit (844 / 44 = 19.2, so at
/// most 21 rows meet the bounds) and do not grow with the rows it has.
@Suite("Lists: cost bounded by the rows on screen")
struct ListLinearityTests {
  /// Scrolls a table of `rows` 37 pt a frame (not a multiple of the 44-pt rows, so rows come
  /// and go at every phase) for `frames` frames; the views in the tree and the cells made.
  private func scrolled(rows: Int, frames: Int) -> (views: Int, cells: Int) {
    var sim = ListTableTests.rows(rows)
    for index in 1...frames {
      sim.perform([
        .setContentOffset(view: "list", Point(0, Double(index) * 37), animated: false)
      ])
      sim.advance(to: Instant(nanoseconds: Int64(index) * 16_666_667))
    }
    return (sim.tree.count, sim.listCellsMade)
  }

  @Test("Scrolling the whole of 1,000 rows makes no more cells than fit on screen")
  func wholeList() {
    // 1,000 × 44 − 844 = 43,156 pt of offsets; 37 pt a frame reaches the end in 1,167 frames.
    let (_, cells) = scrolled(rows: 1_000, frames: 1_167)
    #expect(cells <= 21)
  }

  @Test("10,000 rows and 1,000 rows scrolled alike hold the same views")
  func sameViewsAtTenTimesTheRows() {
    let small = scrolled(rows: 1_000, frames: 600)
    let large = scrolled(rows: 10_000, frames: 600)
    #expect(large.views == small.views)
    #expect(large.cells == small.cells)
    // The window, the table and two views per cell (the cell and its label).
    #expect(large.views == 2 + 2 * large.cells)
  }

  /// Scrolls a table of `sections` sections of 3 rows with 30-pt header views 37 pt a frame;
  /// the header views in the tree at the end (shown or queued).
  private func scrolledWithHeaders(sections: Int, frames: Int) -> Int {
    let header = ViewTemplate(entries: [
      ViewTemplate.Entry(
        properties: ViewProperties(
          name: "header", class: ViewClass.known(named: "UITableViewHeaderFooterView")!),
        parent: nil)
    ])
    var sim = ListTableTests.table(
      Array(repeating: ListSection(rows: 3, rowHeight: 44, headerHeight: 30), count: sections),
      header: header)
    for index in 1...frames {
      sim.perform([
        .setContentOffset(view: "list", Point(0, Double(index) * 37), animated: false)
      ])
      sim.advance(to: Instant(nanoseconds: Int64(index) * 16_666_667))
    }
    // The window, the table, two views per cell; the rest are header views.
    return sim.tree.count - 2 - 2 * sim.listCellsMade
  }

  @Test("10,000 and 1,000 sections with header views scrolled alike hold the same views")
  func headersAtTenTimesTheSections() {
    // Each section is 30 + 3 × 44 = 162 pt: 844 pt holds at most 6 section tops (844 / 162
    // = 5.2), and the pinned header makes 7; 600 frames of 37 pt pass 22,200 / 162 = 137
    // sections, whose headers reuse those views.
    let small = scrolledWithHeaders(sections: 1_000, frames: 600)
    let large = scrolledWithHeaders(sections: 10_000, frames: 600)
    #expect(large == small)
    #expect(large <= 7)
  }
}
