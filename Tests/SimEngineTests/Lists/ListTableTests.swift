import SimGeometry
import Testing

@testable import SimEngine

/// A table from a data source in a simulation: cells for the rows its bounds meet
/// (`_updateVisibleCellsNow:` over `_visibleGlobalRowsInRect:[self _visibleBounds]`), reused
/// as rows leave, selected by index path, scrolled to a row.
@Suite("Lists: a table's cells")
struct ListTableTests {
  /// A full-screen table (390 × 844, or `height` tall) of `sections`, each cell with a
  /// `title` label, with `header` and `footer` views if given; with `flow`, a collection view of
  /// that layout (each section's `rows` its items). A 390-wide list at the window's top. The
  /// fixtures were laid out before `sectionHeaderTopPadding`, so they give it as 0 unless a test
  /// asks for another (nil: the automatic 22 pt).
  static func table(
    _ sections: [ListSection], height: Double = 844, header: ViewTemplate? = nil,
    footer: ViewTemplate? = nil, headerTopPadding: Double? = 0, flow: FlowLayoutSettings? = nil,
    selection: ItemSelectionSettings = ItemSelectionSettings()
  ) -> Simulation {
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
          name: "title", class: .uiLabel, frame: Rect(x: 16, y: 0, width: 200, height: 20)),
        parent: 0))
    var entry = ViewTemplate.Entry(
      properties: ViewProperties(
        name: "list", class: ViewClass.known(named: listClass)!,
        frame: Rect(x: 0, y: 0, width: 390, height: height)),
      parent: nil)
    entry.list = ListDataSource(
      sections: sections, cell: cell, header: header, flow: flow, footer: footer,
      sectionHeaderTopPadding: headerTopPadding, selection: selection)
    var sim = Simulation(screen: Screen(size: Size(width: 390, height: 844)))
    sim.instantiate(ViewTemplate(entries: [entry]), in: sim.window)
    return sim
  }

  /// The moments of cells the journal holds, as "name section.row".
  static func moments(_ sim: Simulation) -> [String] {
    sim.journal.compactMap { entry -> String? in
      guard case .scroll(_, let moment) = entry.kind, let row = moment.row else { return nil }
      return "\(moment.name) \(moment.section ?? -1).\(row)"
    }
  }

  /// A header or footer view template: a `UITableViewHeaderFooterView` named `name` holding a
  /// label named `label` at (16, 5, 200, 20).
  static func headerFooter(_ name: String, label: String) -> ViewTemplate {
    var template = ViewTemplate(entries: [
      ViewTemplate.Entry(
        properties: ViewProperties(
          name: name, class: ViewClass.known(named: "UITableViewHeaderFooterView")!),
        parent: nil)
    ])
    template.entries.append(
      ViewTemplate.Entry(
        properties: ViewProperties(
          name: label, class: .uiLabel, frame: Rect(x: 16, y: 5, width: 200, height: 20)),
        parent: 0))
    return template
  }

  static func rows(_ count: Int) -> Simulation {
    table([ListSection(rows: count, rowHeight: 44)])
  }

  private func visibleRows(_ sim: Simulation) -> [Int] {
    sim.lists.visibleCells(of: sim.id("list")).map(\.indexPath.row)
  }

  @Test("A table of 10,000 rows has cells only for the rows its bounds meet")
  func onlyVisibleRows() {
    let sim = Self.rows(10_000)
    // 844 / 44 = 19.2: rows 0 to 19 meet 0..<844; row 20 starts at 880.
    #expect(visibleRows(sim) == Array(0...19))
    #expect(sim.listCellsMade == 20)
    #expect(sim.view(named: "row.0.19") != nil)
    #expect(sim.view(named: "row.0.20") == nil)
    #expect(sim.tree[sim.id("row.0.19")].frame == Rect(x: 0, y: 19 * 44, width: 390, height: 44))
    #expect(sim.tree.superview(of: sim.id("row.0.19.title")) == sim.id("row.0.19"))
    // The content is as tall as the rows.
    #expect(
      sim.scrollSettings(of: sim.id("list"))?.contentSize == Size(width: 390, height: 440_000))
  }

  @Test("Rows that leave give their cells to rows that come: never more cells than fit")
  func reuse() {
    var sim = Self.rows(10_000)
    // At 40, 40..<884 meets rows 0 (0..<44) to 20 (880..<924): 21 rows.
    sim.scrollList(to: 40)
    #expect(visibleRows(sim) == Array(0...20))
    #expect(sim.listCellsMade == 21)
    // Far down, rows 100 to 119 take cells from the queue; none is made.
    sim.scrollList(to: 4400)
    #expect(visibleRows(sim) == Array(100...119))
    #expect(sim.listCellsMade == 21)
    #expect(sim.view(named: "row.0.0") == nil)
    #expect(sim.tree[sim.id("row.0.100")].frame.minY == 4400)
    #expect(sim.tree.superview(of: sim.id("row.0.100")) == sim.id("list"))
    // The queue is last in, first out, and the rows left in order: row 0's cell (the first
    // made, slot 0) went in first and is the one left over, out of the tree, under its queue
    // name.
    let left = sim.view(named: "list.reusable.0")
    #expect(left != nil)
    #expect(left.flatMap { sim.tree.superview(of: $0) } == nil)
    #expect(sim.view(named: "list.reusable.20") == nil)
  }

  @Test("A tap on a row selects it by index path, with its section")
  func selectionBySection() throws {
    var sim = Self.table([
      ListSection(rows: 2, rowHeight: 44, headerHeight: 28),
      ListSection(rows: 5, rowHeight: 44, headerHeight: 28),
    ])
    // Section 1's header starts at 28 + 2 × 44 = 116, its row 0 at 144..<188.
    try sim.perform(.tap(TapGesture(at: Point(100, 166), time: Instant(seconds: 0.1))))
    sim.advance(to: Instant(seconds: 0.5))
    #expect(
      Self.moments(sim) == ["didHighlightRow 1.0", "didUnhighlightRow 1.0", "didSelectRow 1.0"])
  }

  @Test("scrollToRow moves the content to the row's position and shows its cell")
  func scrollToRow() {
    var sim = Self.rows(10_000)
    sim.perform([
      .scrollToRow(
        view: "list", ListIndexPath(section: 0, row: 100), .middle, animated: false)
    ])
    sim.advance(to: Instant(seconds: 0.05))
    // Middle: 100 × 44 + 22 − 844 / 2.
    #expect(sim.tree[sim.id("list")].bounds.origin.y == 4000)
    #expect(sim.view(named: "row.0.100") != nil)
  }

  @Test("A row the table doesn't have is a failed action, not a move")
  func scrollToMissingRow() {
    var sim = Self.rows(10)
    sim.perform([
      .scrollToRow(view: "list", ListIndexPath(section: 0, row: 10), .top, animated: false)
    ])
    #expect(sim.tree[sim.id("list")].bounds.origin.y == 0)
    #expect(
      sim.journal.contains {
        if case .actionFailed(let message) = $0.kind { return message.contains("no row 10") }
        return false
      })
  }

  @Test("A step on a row on screen taps its cell; one off screen says the row has no cell")
  func steps() throws {
    var sim = Self.rows(100)
    try sim.tap("row.0.3")
    sim.advance(by: Interval(nanoseconds: 300_000_000))
    #expect(
      sim.journal.contains {
        if case .scroll(_, .didSelectRow(_, 3, 0)) = $0.kind { return true }
        return false
      })
    #expect(throws: StepError.noSuchView("row.0.50")) { try sim.tap("row.0.50") }
  }
}
