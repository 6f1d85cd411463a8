import SimGeometry

/// Where a data source's cells go: a table's rows stacked (`ListLayout`) or a collection
/// view's items in a flow layout (`FlowLayout`). The list controller asks only this, so tables
/// and collection views share one mechanism for visible cells, reuse and names.
enum ListGeometry: Sendable {
  case table(ListLayout)
  case flow(FlowLayout)

  /// The index paths whose cell frame meets `bounds` with some area, in order.
  func paths(in bounds: Rect) -> [ListIndexPath] {
    switch self {
    case .table(let layout): layout.rows(from: bounds.minY, to: bounds.maxY)
    case .flow(let layout): layout.items(in: bounds)
    }
  }

  /// The cell's frame in the content; a table's row spans `width`.
  func frame(_ path: ListIndexPath, width: Double) -> Rect {
    switch self {
    case .table(let layout):
      let (top, height) = layout.row(path)
      return Rect(x: 0, y: top, width: width, height: height)
    case .flow(let layout): return layout.frame(path)
    }
  }

  func isValid(_ path: ListIndexPath) -> Bool {
    switch self {
    case .table(let layout): layout.isValid(path)
    case .flow(let layout): layout.isValid(path)
    }
  }

  /// The content size for a list view `width` wide.
  func contentSize(width: Double) -> Size {
    switch self {
    case .table(let layout): Size(width: width, height: layout.contentHeight)
    case .flow(let layout): layout.contentSize
    }
  }

  /// The table's layout, for what only tables have (headers, `scrollToRow`).
  var table: ListLayout? {
    if case .table(let layout) = self { return layout }
    return nil
  }
}
