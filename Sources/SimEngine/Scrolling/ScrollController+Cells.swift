import SimGeometry

/// Table and collection view cells: a touch whose view passes it up the responder chain to a
/// cell reaches the table or collection view (`UITableView` handles its cells' touches), which
/// highlights the cell when the touch's `began` arrives (after the scroll view's content delay),
/// selects it when the touch ends there, and unhighlights it when scrolling cancels the touch.
/// A control inside a cell keeps its touch (a control does not pass touches on).
/// A table from a data source (`Lists/`) names the cell's index path; a cell written out is in
/// section 0 at its place among the cells beside it.
extension ScrollController {
  /// An event of a touch bound to `view` reached the view. `indexPath` finds the index path of
  /// a cell of a table from a data source (nil for cells written out).
  mutating func cellTouch(
    _ view: ViewID, touch: Int, phase: TouchPhase, tree: ViewTree,
    indexPath: (ViewID) -> ListIndexPath? = { _ in nil }
  ) -> [ScrollStep] {
    guard phase == .began || phase == .ended || phase == .cancelled,
      !tree[view].viewClass.isControl, let (cell, list) = Self.cell(holding: view, in: tree)
    else { return [] }
    let path = indexPath(cell) ?? ListIndexPath(section: 0, row: Self.row(of: cell, in: tree))
    let (row, section) = (path.row, path.section)
    switch phase {
    case .began:
      guard !highlightedCells.contains(cell) else { return [] }
      highlightedCells.append(cell)
      return [.record(.scroll(list, .didHighlightRow(cell: cell, row: row, section: section)))]
    case .ended:
      highlightedCells.removeAll { $0 == cell }
      return [
        .record(.scroll(list, .didUnhighlightRow(cell: cell, row: row, section: section))),
        .record(.scroll(list, .didSelectRow(cell: cell, row: row, section: section))),
      ]
    default:
      guard highlightedCells.contains(cell) else { return [] }
      highlightedCells.removeAll { $0 == cell }
      return [.record(.scroll(list, .didUnhighlightRow(cell: cell, row: row, section: section)))]
    }
  }

  /// A collection view from a data source decided the cell's highlight (``ItemSelection``):
  /// the cells highlighted now follow it.
  mutating func setCellHighlighted(_ cell: ViewID, _ on: Bool) {
    highlightedCells.removeAll { $0 == cell }
    if on { highlightedCells.append(cell) }
  }

  /// The cell that `view` is (or is inside), and the table or collection view holding it.
  static func cell(holding view: ViewID, in tree: ViewTree) -> (cell: ViewID, list: ViewID)? {
    var current: ViewID? = view
    var cell: ViewID?
    while let next = current {
      let role = tree[next].viewClass.cellRole
      if cell == nil && role == .cell { cell = next }
      if let cell, role == .list { return (cell, next) }
      // A cell belongs to the nearest scroll view above it; any other stops the search.
      if cell != nil && tree[next].viewClass.isScrollView && next != cell { return nil }
      current = tree.superview(of: next)
    }
    return nil
  }

  /// The cell's row: its place among the cells beside it, in subview order.
  static func row(of cell: ViewID, in tree: ViewTree) -> Int {
    guard let parent = tree.superview(of: cell) else { return 0 }
    var row = 0
    for sibling in tree.subviews(of: parent) {
      if sibling == cell { return row }
      if tree[sibling].viewClass.cellRole == .cell { row += 1 }
    }
    return row
  }
}
