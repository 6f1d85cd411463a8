import SimGeometry
import Testing

@testable import SimEngine

/// `UITableViewRowData`'s plain layout: per section a header, the rows stacked, a footer;
/// the rows in a rectangle are those `CGRectIntersectsRect` says meet it.
@Suite("Lists: layout of rows and sections")
struct ListLayoutTests {
  @Test("Rows stack under their section's header; the next section starts after the footer")
  func sectionsStack() {
    let layout = ListLayout([
      ListSection(rows: 3, rowHeight: 44, headerHeight: 28, footerHeight: 10),
      ListSection(rows: 2, rowHeight: 60, headerHeight: 28, footerHeight: 10),
    ])
    // Section 0: header 0..<28, rows at 28, 72, 116 (44 each), footer 160..<170.
    #expect(layout.row(ListIndexPath(section: 0, row: 0)) == (28, 44))
    #expect(layout.row(ListIndexPath(section: 0, row: 2)) == (28 + 2 * 44, 44))
    // Section 1 begins at 28 + 3 × 44 + 10 = 170; its first row under its header at 198.
    #expect(layout.row(ListIndexPath(section: 1, row: 0)) == (170 + 28, 60))
    #expect(layout.row(ListIndexPath(section: 1, row: 1)) == (170 + 28 + 60, 60))
    // Content: 170 + 28 + 2 × 60 + 10.
    #expect(layout.contentHeight == 328)
  }

  @Test("Per-row heights stack by their running sum")
  func perRowHeights() {
    let layout = ListLayout([ListSection(rows: 3, rowHeight: 44, rowHeights: [10, 20, 30])])
    #expect(layout.row(ListIndexPath(section: 0, row: 0)) == (0, 10))
    #expect(layout.row(ListIndexPath(section: 0, row: 1)) == (10, 20))
    #expect(layout.row(ListIndexPath(section: 0, row: 2)) == (30, 30))
    #expect(layout.contentHeight == 60)
    // The band 15..<31 meets row 1 (10..<30) and row 2 (30..<60).
    #expect(layout.rows(from: 15, to: 31).map(\.row) == [1, 2])
  }

  @Test("A row that only touches the band's edge is not in it")
  func touchingEdgesAreOutside() {
    let layout = ListLayout([ListSection(rows: 10, rowHeight: 44)])
    // Row 0 ends at 44 and row 3 starts at 132: neither meets 44..<132 with any height.
    #expect(layout.rows(from: 44, to: 132).map(\.row) == [1, 2])
    #expect(layout.rows(from: 43.5, to: 132.5).map(\.row) == [0, 1, 2, 3])
  }

  @Test("The rows of a band in a 10,000-row table are those on screen, found by search")
  func farBand() {
    let layout = ListLayout([ListSection(rows: 10_000, rowHeight: 44)])
    // 4400 = row 100's top; 4400 + 844 = 5244 lies inside row 119 (5236..<5280).
    let rows = layout.rows(from: 4400, to: 5244)
    #expect(rows.first == ListIndexPath(section: 0, row: 100))
    #expect(rows.last == ListIndexPath(section: 0, row: 119))
    #expect(rows.count == 20)
  }

  @Test("A band across sections lists rows in order, skipping headers and footers")
  func acrossSections() {
    let layout = ListLayout([
      ListSection(rows: 2, rowHeight: 50, headerHeight: 20, footerHeight: 20),
      ListSection(rows: 2, rowHeight: 50, headerHeight: 20),
    ])
    // Section 0: rows 20..<70, 70..<120, footer 120..<140; section 1: header 140..<160, rows
    // 160..<210, 210..<260. The band 100..<170 meets (0, 1) and (1, 0).
    #expect(
      layout.rows(from: 100, to: 170) == [
        ListIndexPath(section: 0, row: 1), ListIndexPath(section: 1, row: 0),
      ])
    // A band over the footer and header only meets no row.
    #expect(layout.rows(from: 125, to: 155).isEmpty)
  }
}

/// `scrollToRow(at:at:animated:)`'s offsets (`_contentOffsetForScrollingToRowAtIndexPath:`),
/// for a 844-pt table of 44-pt rows.
@Suite("Lists: scroll to a row")
struct ListScrollingTests {
  private func offset(
    row: Int, _ position: ListScrollPosition, from y: Double = 0, inset: EdgeInsets = .zero,
    rows: Int = 10_000
  ) -> Double {
    ListScrolling.offsetY(
      showing: (Double(row) * 44, 44), at: position, offsetY: y, height: 844, inset: inset,
      contentHeight: Double(rows) * 44)
  }

  @Test("Top puts the row's top at the top, bottom its bottom at the bottom, middle its middle")
  func positions() {
    #expect(offset(row: 100, .top) == 4400)
    #expect(offset(row: 100, .bottom) == 4400 + 44 - 844)
    #expect(offset(row: 100, .middle) == 4400 + 22 - 844 / 2)
  }

  @Test("None leaves a fully visible row where it is, else moves the least")
  func none() {
    #expect(offset(row: 5, .none) == 0)
    // Below: its bottom comes to the bottom; above: its top to the top.
    #expect(offset(row: 100, .none) == 4444 - 844)
    #expect(offset(row: 100, .none, from: 8000) == 4400)
    // Row 19 (836..<880) is cut by the bottom edge at 844: not fully visible.
    #expect(offset(row: 19, .none) == 880 - 844)
  }

  @Test("The offset stays within what the content allows")
  func clamped() {
    #expect(offset(row: 9_999, .top) == 10_000 * 44 - 844)
    #expect(offset(row: 0, .bottom) == 0)
    #expect(offset(row: 0, .middle) == 0)
  }

  @Test("The visible area is what the content inset leaves")
  func insets() {
    let inset = EdgeInsets(top: 100, left: 0, bottom: 34, right: 0)
    #expect(offset(row: 100, .top, inset: inset) == 4400 - 100)
    #expect(offset(row: 100, .bottom, inset: inset) == 4444 - 844 + 34)
    // The middle of the 710 pt between the insets: 4422 - 100 - 355.
    #expect(offset(row: 100, .middle, inset: inset) == 4422 - 100 - 355)
    #expect(offset(row: 0, .top, inset: inset) == -100)
  }
}
