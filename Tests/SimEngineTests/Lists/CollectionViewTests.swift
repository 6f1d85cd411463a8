import SimGeometry
import Testing

@testable import SimEngine

/// A collection view with a flow layout in a simulation: the list room's mechanism (cells for
/// the items the bounds meet, reuse, `item.S.I` names, selection by index path) over the flow
/// layout's frames.
@Suite("Lists: a collection view's cells")
struct CollectionViewTests {
  /// A full-screen grid (390 × 844) of `counts`, 100-point items, each cell with a `title`.
  static func grid(_ counts: [Int]) -> Simulation {
    ListTableTests.table(
      counts.map { ListSection(rows: $0, rowHeight: 0) },
      flow: FlowLayoutSettings(itemSize: Size(width: 100, height: 100)))
  }

  private func visible(_ sim: Simulation) -> [Int] {
    sim.lists.visibleCells(of: sim.id("list")).map(\.indexPath.row)
  }

  @Test("A grid of 10,000 items has cells only for the items its bounds meet, named item.S.I")
  func onlyVisibleItems() {
    let sim = Self.grid([10_000])
    // 3 a row (floor(400 / 110)), rows 110 apart: rows 0 to 7 meet 0..<844 (row 8 at 880).
    #expect(visible(sim) == Array(0..<24))
    #expect(sim.listCellsMade == 24)
    // Item 4: row 1, column 1: x = 100 + 45 (the leftover 90 over two gaps), y = 110.
    #expect(sim.tree[sim.id("item.0.4")].frame == Rect(x: 145, y: 110, width: 100, height: 100))
    #expect(sim.tree.superview(of: sim.id("item.0.4.title")) == sim.id("item.0.4"))
    #expect(sim.view(named: "item.0.24") == nil)
    // 3,334 rows: 3,334 × 100 + 3,333 × 10 tall.
    #expect(
      sim.scrollSettings(of: sim.id("list"))?.contentSize == Size(width: 390, height: 366_730))
  }

  @Test("Items that scroll away give their cells to items that come")
  func reuse() {
    var sim = Self.grid([10_000])
    sim.perform([.setContentOffset(view: "list", Point(0, 11_000), animated: false)])
    sim.advance(to: Instant(nanoseconds: sim.now.nanoseconds + 16_666_667))
    // 11,000 / 110 = row 100 at the top, to row 107 (11,770 < 11,844): items 300 to 323.
    #expect(visible(sim) == Array(300..<324))
    #expect(sim.listCellsMade == 24)
    #expect(sim.tree[sim.id("item.0.301")].frame.minY == 11_000)
    #expect(sim.view(named: "item.0.0") == nil)
  }

  @Test("A tap on an item highlights it, selects it by index path, then unhighlights it")
  func selection() throws {
    var sim = Self.grid([2, 6])
    // Section 0 is one row, 100 tall (no inset, header or footer); section 1 follows at 100,
    // and its item 4 is row 1, column 1: (145, 100 + 110).
    #expect(sim.tree[sim.id("item.1.4")].frame == Rect(x: 145, y: 210, width: 100, height: 100))
    try sim.perform(.tap(TapGesture(at: Point(195, 260), time: Instant(seconds: 0.1))))
    sim.advance(to: Instant(seconds: 0.5))
    #expect(
      ListTableTests.moments(sim) == [
        // UICollectionView.h: didSelect (step 4) before didUnhighlight (step 5).
        "didHighlightRow 1.4", "didSelectRow 1.4", "didUnhighlightRow 1.4",
      ])
  }

  @Test("Scrolling horizontally, the columns that meet the bounds have cells")
  func horizontal() {
    var sim = ListTableTests.table(
      [ListSection(rows: 100, rowHeight: 0)],
      flow: FlowLayoutSettings(
        itemSize: Size(width: 100, height: 100), scrollDirection: .horizontal))
    // Down 844: floor(854 / 110) = 7 a column, gaps (844 − 700) / 6 = 24; 15 columns,
    // 15 × 100 + 14 × 10 wide. Columns 0 to 3 meet 0..<390 (column 3: 330..<430).
    #expect(sim.scrollSettings(of: sim.id("list"))?.contentSize == Size(width: 1640, height: 844))
    #expect(visible(sim) == Array(0..<28))
    #expect(sim.tree[sim.id("item.0.9")].frame == Rect(x: 110, y: 248, width: 100, height: 100))
    sim.perform([.setContentOffset(view: "list", Point(440, 0), animated: false)])
    sim.advance(to: Instant(nanoseconds: sim.now.nanoseconds + 16_666_667))
    // 440..<830: columns 4 (440) to 7 (770).
    #expect(visible(sim) == Array(28..<56))
  }

  @Test("An item not on screen is explained as an item, not a row")
  func offscreenItem() {
    let sim = Self.grid([100])
    #expect(sim.offscreenRowExplanation("item.0.90")?.hasPrefix("item 90 of section 0") == true)
    #expect(sim.offscreenRowExplanation("row.0.90") == nil)
  }
}
