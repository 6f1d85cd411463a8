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
}
