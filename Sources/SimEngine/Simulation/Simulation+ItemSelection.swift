/// A collection view from a data source selects its items by touch as `UICollectionView` does
/// (``ItemSelection``, in the list room): the coordinator finds the cell and the item it shows,
/// asks the list room, and carries out its steps as the delegate's moments and the cell's
/// highlight (docs/semantics.md, "Collection views: selection by touch").
extension Simulation {
  /// An event of a touch on `view` reached it: when `view` is (in) a cell of a collection view
  /// from a data source, its selection decides (true); otherwise the cells' rule does (false).
  mutating func itemTouch(_ view: ViewID, phase: TouchPhase) -> Bool {
    guard !lists.isEmpty, phase == .began || phase == .ended || phase == .cancelled,
      let (cell, list) = ScrollController.cell(holding: view, in: tree),
      lists.selectsItems(list)
    else { return false }
    // A control keeps its touch; the collection view never hears of it.
    guard !tree[view].viewClass.isControl, let path = lists.indexPath(ofCell: cell) else {
      return true
    }
    for step in lists.itemTouch(list, path: path, phase: phase) {
      let moment: ScrollMoment
      switch step {
      case .highlight(let item):
        scroller.setCellHighlighted(cell, true)
        moment = .didHighlightRow(cell: cell, row: item.row, section: item.section)
      case .unhighlight(let item):
        scroller.setCellHighlighted(cell, false)
        moment = .didUnhighlightRow(cell: cell, row: item.row, section: item.section)
      case .select(let item):
        moment = .didSelectRow(cell: cell, row: item.row, section: item.section)
      case .deselect(let item):
        moment = .didDeselectRow(row: item.row, section: item.section)
      }
      carryOut([ScrollStep.record(.scroll(list, moment))])
    }
    return true
  }

  /// The items a collection view from a data source has selected, in index path order
  /// (`indexPathsForSelectedItems`; empty for any other view).
  public func selectedItems(of list: ViewID) -> [ListIndexPath] { lists.selectedItems(of: list) }

  /// Whether `list` is a collection view from a data source, which keeps a set of selected
  /// items (a table keeps one selected row).
  public func selectsItems(_ list: ViewID) -> Bool { lists.selectsItems(list) }
}
