import SimGeometry
import Testing

@testable import SimEngine

/// Plain-style section footers: laid out after their section's rows (`rectForFooterInSection:`:
/// the section's end less the footer's height) and floating at the visible bottom, as
/// `-[UITableViewRowData floatingRectForFooterInSection:visibleRect:heightCanBeGuessed:
/// outIsFloating:]` (iOS 18.2) places them: a footer below the visible rectangle moves up by
/// `footer.maxY − visible.maxY`, unless (pinning behaviour 1) the previous section's footer's
/// maxY is at or below the visible maxY.
@Suite("Lists: section footers")
struct ListSectionFooterTests {
  /// Section 0: five rows of 44 (0..<220), footer 220..<250. Section 1: rows 250..<470, footer
  /// 470..<500. Section 2: thirty rows 500..<1820, footer 1820..<1850.
  static let sections = [
    ListSection(rows: 5, rowHeight: 44, footerHeight: 30),
    ListSection(rows: 5, rowHeight: 44, footerHeight: 30),
    ListSection(rows: 30, rowHeight: 44, footerHeight: 30),
  ]

  /// The footer's top for a 400-point visible rectangle at `offset`.
  private func top(_ layout: ListLayout, _ section: Int, offset: Double, insetBottom: Double = 0)
    -> Double
  {
    layout.floatingFooterTop(
      section, visibleTop: offset, visibleBottom: offset + 400 - insetBottom)
  }

  @Test("A footer's own place is its section's end less its height, in the content height")
  func ownPlace() {
    let layout = ListLayout(Self.sections)
    #expect(layout.footer(0) == (5 * 44, 30))
    #expect(layout.footer(1) == (250 + 5 * 44, 30))
    #expect(layout.footer(2) == (500 + 30 * 44, 30))
    #expect(layout.contentHeight == 3 * 30 + 40 * 44)
    #expect(layout.row(ListIndexPath(section: 1, row: 0)).top == 250)
  }

  @Test("A footer inside the visible rectangle stays at its own place")
  func insideStays() {
    let layout = ListLayout(Self.sections)
    #expect(top(layout, 0, offset: 0) == 220)
    #expect(top(layout, 1, offset: 100) == 470)
  }

  @Test("A footer below the visible bottom whose section has come on screen is pinned there")
  func pinnedAtBottom() {
    let layout = ListLayout(Self.sections)
    // Offset 0: footer 1's bottom 500 is 500 − 400 = 100 below; footer 0's bottom 250 < 400.
    #expect(top(layout, 1, offset: 0) == 470 - (500 - 400))
    // Offset 110: footer 2's bottom 1850 is 1850 − 510 below; footer 1 ends at 500 < 510.
    #expect(top(layout, 2, offset: 110) == 1820 - (1850 - 510))
  }

  @Test("While the previous section's footer reaches the visible bottom, a footer stays put")
  func previousFooterHolds() {
    let layout = ListLayout(Self.sections)
    // Offset 100: footer 1 ends at 500 = the visible bottom 500: footer 2 not moved.
    #expect(top(layout, 2, offset: 100) == 1820)
    #expect(top(layout, 2, offset: 0) == 1820)
  }

  @Test("A footer scrolled above the visible top is not pinned: footers float at the bottom only")
  func aboveIsNotPinned() {
    let layout = ListLayout(Self.sections)
    #expect(top(layout, 0, offset: 300) == 220)
  }

  @Test("The visible bottom is the bounds' bottom less the content inset's bottom")
  func insetBottom() {
    let layout = ListLayout(Self.sections)
    // Offset 100 with a 50 pt bottom inset: visible bottom 450; footer 1 (470..<500) moves up
    // by 500 − 450.
    #expect(top(layout, 1, offset: 100, insetBottom: 50) == 470 - (500 - 450))
  }

  @Test("The footers in a band are those whose floating rectangle meets it")
  func footersInBand() {
    let layout = ListLayout(Self.sections)
    let at = { (offset: Double) in
      layout.footers(
        from: offset, to: offset + 400, visibleTop: offset, visibleBottom: offset + 400
      ).map { [Double($0.section), $0.top] }
    }
    #expect(at(0) == [[0, 220], [1, 370]])
    #expect(at(110) == [[0, 220], [1, 470], [2, 480]])
    #expect(at(300) == [[1, 470], [2, 670]])
    let bare = ListLayout([ListSection(rows: 3, rowHeight: 44)])
    #expect(bare.footers(from: 0, to: 400, visibleTop: 0, visibleBottom: 400).isEmpty)
  }

  // MARK: - Footer views in a simulation

  /// A 390 × 400 table at the window's top, with a footer view holding a `note` label.
  static func table() -> Simulation {
    ListTableTests.table(
      sections, height: 400, footer: ListTableTests.headerFooter("footer", label: "note"))
  }

  @Test("Footer views exist for the footers on screen, named by section, at their floating place")
  func footerViews() {
    var sim = Self.table()
    #expect(sim.top(of: "footer.0") == 220)
    #expect(sim.top(of: "footer.1") == 370)
    #expect(sim.top(of: "footer.2") == nil)
    #expect(sim.tree.superview(of: sim.id("footer.1.note")) == sim.id("footer.1"))
    #expect(sim.tree[sim.id("footer.1")].frame == Rect(x: 0, y: 370, width: 390, height: 30))
    sim.scrollList(to: 110)
    #expect(sim.top(of: "footer.1") == 470)
    let pinned: Double = 1820 - (1850 - 510)
    #expect(sim.top(of: "footer.2") == pinned)
    sim.scrollList(to: 300)
    // Footer 0 (220..<250) left the bounds 300..<700; its view went to the reuse queue.
    #expect(sim.top(of: "footer.0") == nil)
    #expect(sim.view(named: "list.reusableFooter.0") != nil)
  }

  @Test("A tap on a pinned footer hits the footer, not the row under it")
  func tapOnPinnedFooter() {
    var sim = Self.table()
    // Window y 390 is content y 390: row 1.3 (250 + 3 × 44 = 382..<426) is there, under
    // footer 1 pinned at 370..<400.
    #expect(sim.view(named: "row.1.3") != nil)
    #expect(sim.hitTest(Point(200, 390)) == sim.id("footer.1"))
  }

  @Test("A footer name off screen is explained as the section's footer not on screen")
  func offscreenFooter() {
    let sim = Self.table()
    #expect(
      sim.offscreenRowExplanation("footer.2")?.hasPrefix(
        "the footer of section 2 of 'list' is not on screen") == true)
    #expect(sim.offscreenRowExplanation("footer.3") == nil)
  }
}
