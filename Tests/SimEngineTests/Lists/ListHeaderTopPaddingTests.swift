import SimGeometry
import Testing

@testable import SimEngine

/// `sectionHeaderTopPadding` (iOS 15): `-[UISectionRowData refreshWithSection:tableView:
/// tableViewRowData:]` sets a section's header offset to the padding above section headers
/// when the section has a header view, and adds the header's height (and
/// `_sectionHeaderToFirstRowPadding`, 0) before the rows; `UITableViewAutomaticDimension`
/// resolves to `-[UITableConstants_IOS defaultPaddingAboveSectionHeadersForTableStyle:]`,
/// 22 pt for the plain style on the iOS 15 SDK.
@Suite("Lists: section header top padding")
struct ListHeaderTopPaddingTests {
  static let padding = ListDataSource.automaticHeaderTopPadding

  /// Two sections of five 44-point rows with 30-point headers, and one without a header.
  static let sections = [
    ListSection(rows: 5, rowHeight: 44, headerHeight: 30),
    ListSection(rows: 5, rowHeight: 44, headerHeight: 30),
    ListSection(rows: 5, rowHeight: 44),
  ]

  @Test("The automatic padding is 22 points in the plain style")
  func automatic() {
    let cell = ViewTemplate(entries: [
      ViewTemplate.Entry(
        properties: ViewProperties(name: "cell", class: ViewClass.known(named: "UITableViewCell")!),
        parent: nil)
    ])
    let source = ListDataSource(sections: Self.sections, cell: cell)
    #expect(source.resolvedHeaderTopPadding == 22)
    var zero = source
    zero.sectionHeaderTopPadding = 0
    #expect(zero.resolvedHeaderTopPadding == 0)
  }

  @Test("Each header sits below the padding, and its rows below the header")
  func headersAndRows() {
    let layout = ListLayout(Self.sections, headerTopPadding: Self.padding)
    let p = Self.padding
    #expect(layout.header(0) == (p, 30))
    #expect(layout.row(ListIndexPath(section: 0, row: 0)).top == p + 30)
    // Section 1 begins after section 0's padding, header and rows.
    let section1 = p + 30 + 5 * 44
    #expect(layout.sectionTop(1) == section1)
    #expect(layout.header(1) == (section1 + p, 30))
    #expect(layout.row(ListIndexPath(section: 1, row: 2)).top == section1 + p + 30 + 2 * 44)
  }

  @Test("A section without a header has no padding")
  func noHeaderNoPadding() {
    let layout = ListLayout(Self.sections, headerTopPadding: Self.padding)
    let section2 = 2 * (Self.padding + 30 + 5 * 44)
    #expect(layout.sectionTop(2) == section2)
    #expect(layout.row(ListIndexPath(section: 2, row: 0)).top == section2)
    #expect(layout.contentHeight == section2 + 5 * 44)
  }

  @Test("The rows in a band are found below the padding")
  func rowsInBand() {
    let layout = ListLayout(Self.sections, headerTopPadding: Self.padding)
    // Section 0's rows are at 52..<272; the band 0..<52 holds the padding and header only.
    #expect(layout.rows(from: 0, to: Self.padding + 30).isEmpty)
    #expect(layout.rows(from: 0, to: Self.padding + 31) == [ListIndexPath(section: 0, row: 0)])
    // Section 0's rows end at 272; section 1's first row is at 272 + 22 + 30 = 324: the band
    // between holds section 1's padding and header only.
    let end0 = Self.padding + 30 + 5 * 44
    let first1 = end0 + Self.padding + 30
    #expect(layout.rows(from: end0, to: first1).isEmpty)
    #expect(
      layout.rows(from: end0 - 1, to: first1 + 1) == [
        ListIndexPath(section: 0, row: 4), ListIndexPath(section: 1, row: 0),
      ])
  }

  @Test("A pinned header stays until the next header itself, below its padding, reaches the top")
  func pinnedUntilNextHeader() {
    let layout = ListLayout(Self.sections, headerTopPadding: Self.padding)
    let top = { (offset: Double) in
      layout.floatingHeaderTop(0, visibleTop: offset, visibleBottom: offset + 400)
    }
    // Section 1 begins at 272 and its header at 294: at 280 header 0 is still pinned.
    #expect(top(280) == 280)
    // At 294 the next header is at the top: header 0 goes back to its place, 22.
    #expect(top(294) == Self.padding)
    // Inside the visible rectangle below the top, the header keeps its own place.
    #expect(top(10) == Self.padding)
  }

  @Test("A header pinned while the top is in the next section's padding keeps its view")
  func pinnedInNextPadding() {
    let layout = ListLayout(Self.sections, headerTopPadding: Self.padding)
    let at = { (offset: Double) in
      layout.headers(
        from: offset, to: offset + 400, visibleTop: offset, visibleBottom: offset + 400
      ).map { [Double($0.section), $0.top] }
    }
    // 280 is in section 1 (272...) within its 22-point padding: `sectionsInRect:` looks from
    // the section at 280 − 22 = 258, section 0, whose header is pinned at 280.
    #expect(at(280) == [[0, 280], [1, 294]])
    // At 300, past the padding (272 + 22 = 294), section 0 is not looked at; its header is
    // back at its place anyway (the next header 294 ≤ 300).
    #expect(at(300) == [[1, 300]])
  }

  @Test("A table with the automatic padding places its header views and cells below it")
  func inSimulation() {
    let header = ViewTemplate(entries: [
      ViewTemplate.Entry(
        properties: ViewProperties(
          name: "header", class: ViewClass.known(named: "UITableViewHeaderFooterView")!),
        parent: nil)
    ])
    let sim = ListTableTests.table(
      Self.sections, height: 400, header: header, headerTopPadding: nil)
    #expect(sim.tree[sim.id("header.0")].frame == Rect(x: 0, y: 22, width: 390, height: 30))
    #expect(sim.tree[sim.id("row.0.0")].frame.minY == 22 + 30)
    let contentHeight: Double = 2 * (22 + 30 + 220) + 220
    #expect(sim.scroller.settings(of: sim.id("list"))?.contentSize.height == contentHeight)
  }
}
