import SimGeometry
import Testing

@testable import SimEngine

/// Plain-style section headers float: `-[UITableViewRowData floatingRectForHeaderInSection:
/// visibleRect:heightCanBeGuessed:outIsFloating:]` (iOS 18.2) moves a header that is not inside
/// the visible rectangle down by how far its top is above the visible top, and (pinning
/// behaviour 1, the plain style's since iOS 15: `-[UITableConstants_IOS
/// defaultHeaderFooterPinningBehaviorForTableStyle:]`) drops the move once the next section's
/// header top is at or above the visible top.
@Suite("Lists: floating section headers")
struct ListFloatingHeaderTests {
  /// Section 0: header 0..<30, five rows of 44 to 250. Section 1: header 250..<280, rows to
  /// 500. Section 2: header 500..<530, thirty rows to 1850.
  static let sections = [
    ListSection(rows: 5, rowHeight: 44, headerHeight: 30),
    ListSection(rows: 5, rowHeight: 44, headerHeight: 30),
    ListSection(rows: 30, rowHeight: 44, headerHeight: 30),
  ]

  private func top(_ layout: ListLayout, _ section: Int, offset: Double, inset: Double = 0)
    -> Double
  {
    layout.floatingHeaderTop(
      section, visibleTop: offset + inset, visibleBottom: offset + 400)
  }

  @Test("A header inside the visible rectangle stays at its own place")
  func insideStays() {
    let layout = ListLayout(Self.sections)
    #expect(top(layout, 0, offset: 0) == 0)
    #expect(top(layout, 1, offset: 0) == 250)
  }

  @Test("A header whose top scrolled above the visible top is pinned there")
  func pinned() {
    let layout = ListLayout(Self.sections)
    // Displacement: visible top 100 − header top 0; section 1's header (250) is below 100.
    #expect(top(layout, 0, offset: 100) == 0 + (100 - 0))
    #expect(top(layout, 1, offset: 100) == 250)
  }

  @Test("The next header slides over the pinned one: it is not pushed up (pinning behaviour 1)")
  func overlapNotPushed() {
    let layout = ListLayout(Self.sections)
    // At 240 the pinned header spans 240..<270, past its section's end at 250; behaviour 0
    // (iOS 14) would stop its bottom at the section's footer top: 250 − 30 = 220.
    #expect(top(layout, 0, offset: 240) == 240)
    #expect(top(layout, 1, offset: 240) == 250)
  }

  @Test("Once the next header reaches the visible top, the pinned one goes back to its place")
  func unpinsAtNextHeader() {
    let layout = ListLayout(Self.sections)
    // Next header top 250 ≤ visible top 250: displacement 0, so header 0 is at 0 again.
    #expect(top(layout, 0, offset: 250) == 0)
    #expect(top(layout, 1, offset: 250) == 250)
    #expect(top(layout, 1, offset: 260) == 250 + (260 - 250))
  }

  @Test("The visible rectangle is the bounds less the content inset's top")
  func insetTop() {
    let layout = ListLayout(Self.sections)
    // Offset 50 with a 50 pt inset: visible top 100, the header pinned 50 below the bounds top.
    #expect(top(layout, 0, offset: 50, inset: 50) == 100)
    // At −50 (resting against the inset), the header is inside: at 0.
    #expect(top(layout, 0, offset: -50, inset: 50) == 0)
  }

  @Test("The headers in a band are those whose floating rectangle meets it")
  func headersInBand() {
    let layout = ListLayout(Self.sections)
    let at = { (offset: Double) in
      layout.headers(
        from: offset, to: offset + 400, visibleTop: offset, visibleBottom: offset + 400
      ).map { [Double($0.section), $0.top] }
    }
    #expect(at(0) == [[0, 0], [1, 250]])
    #expect(at(100) == [[0, 100], [1, 250]])
    // At 250 header 0 is back at 0..<30, above the band 250..<650: not on screen.
    #expect(at(250) == [[1, 250], [2, 500]])
    // A header with no height has no view.
    let bare = ListLayout([ListSection(rows: 3, rowHeight: 44)])
    #expect(bare.headers(from: 0, to: 400, visibleTop: 0, visibleBottom: 400).isEmpty)
  }

  // MARK: - Header views in a simulation

  /// A 390 × 400 table at the window's top, with a header view holding a `title` label.
  static func table() -> Simulation {
    ListTableTests.table(
      sections, height: 400, header: ListTableTests.headerFooter("header", label: "label"))
  }

  @Test("Header views exist for the headers on screen, named by section, at their floating place")
  func headerViews() {
    var sim = Self.table()
    #expect(sim.top(of: "header.0") == 0)
    #expect(sim.top(of: "header.1") == 250)
    #expect(sim.top(of: "header.2") == nil)
    #expect(sim.tree.superview(of: sim.id("header.1.label")) == sim.id("header.1"))
    #expect(sim.tree[sim.id("header.0")].frame == Rect(x: 0, y: 0, width: 390, height: 30))
    sim.scrollList(to: 100)
    #expect(sim.top(of: "header.0") == 100)
    sim.scrollList(to: 250)
    // Header 0 left (back at 0..<30, above the bounds 250..<650); section 2's came, and took
    // header 0's view from the reuse queue.
    #expect(sim.top(of: "header.0") == nil)
    #expect(sim.top(of: "header.1") == 250)
    #expect(sim.top(of: "header.2") == 500)
    #expect(sim.view(named: "list.reusableHeader.0") == nil)
  }

  @Test("A tap on a pinned header hits the header, not the row under it, and selects nothing")
  func tapOnPinnedHeader() throws {
    var sim = Self.table()
    sim.scrollList(to: 100)
    // Window y 10 is content y 110: row 0.1 (74..<118) is there, under header 0 (100..<130).
    #expect(sim.view(named: "row.0.1") != nil)
    #expect(sim.hitTest(Point(200, 10)) == sim.id("header.0"))
    // Scrolling on brings new cells in front of the header; the header is brought back in front.
    sim.scrollList(to: 160)
    #expect(sim.hitTest(Point(200, 10)) == sim.id("header.0"))
    try sim.perform(.tap(TapGesture(at: Point(200, 10), time: Instant(seconds: 0.5))))
    sim.advance(to: Instant(seconds: 1))
    let selected = sim.journal.contains {
      if case .scroll(_, .didSelectRow) = $0.kind { return true }
      return false
    }
    #expect(!selected)
  }

  @Test("A row that comes in under a pinned header is drawn behind it")
  func rowComingUnderPinnedHeader() {
    var sim = Self.table()
    sim.scrollList(to: 900)
    #expect(sim.top(of: "header.2") == 900)
    // Back up to 800: rows 2.6 (530 + 6 × 44 = 794..<838) and 2.7 come in at the top, their
    // cells added to the table after the header, which stays (pinned at 800) and is brought
    // in front again.
    sim.scrollList(to: 800)
    #expect(sim.top(of: "header.2") == 800)
    #expect(sim.tree[sim.id("row.2.6")].frame.minY == 794)
    #expect(sim.hitTest(Point(200, 10)) == sim.id("header.2"))
    #expect(sim.hitTest(Point(200, 35)) == sim.id("row.2.6"))
  }

  @Test("The incoming header is in front of the pinned one where they overlap")
  func incomingInFront() {
    var sim = Self.table()
    sim.scrollList(to: 240)
    // Header 0 pinned at 240..<270, header 1 at 250..<280: content y 260 is window y 20.
    #expect(sim.top(of: "header.0") == 240)
    #expect(sim.hitTest(Point(200, 20)) == sim.id("header.1"))
    #expect(sim.hitTest(Point(200, 5)) == sim.id("header.0"))
  }

  @Test("A header name off screen is explained as the section's header not on screen")
  func offscreenHeader() {
    let sim = Self.table()
    // At offset 0 section 2's header (500..<530) is below the bounds 0..<400.
    #expect(sim.view(named: "header.2") == nil)
    #expect(
      sim.offscreenRowExplanation("header.2")?.hasPrefix(
        "the header of section 2 of 'list' is not on screen") == true)
    #expect(sim.offscreenRowExplanation("header.3") == nil)
  }
}
