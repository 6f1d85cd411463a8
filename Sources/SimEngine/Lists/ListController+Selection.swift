/// A collection view's selection by touch (``ItemSelection``): the simulation hands over the
/// phase of a touch that reached one of its cells and the item the cell shows, and carries out
/// the steps (the delegate's moments, the cell's highlight).
extension ListController {
  /// Whether `list` is a collection view from a data source, whose selection follows
  /// ``ItemSelection`` (a table's keeps the cells' rule).
  func selectsItems(_ list: ViewID) -> Bool { selections[list] != nil }

  /// A touch on the cell showing `path` in `list` reached the cell in `phase`.
  mutating func itemTouch(_ list: ViewID, path: ListIndexPath, phase: TouchPhase)
    -> [ItemSelection.Step]
  {
    guard var selection = selections[list] else { return [] }
    defer { selections[list] = selection }
    switch phase {
    case .began: return selection.touchBegan(path)
    case .ended: return selection.touchEnded(path)
    case .cancelled: return selection.touchCancelled(path)
    case .moved, .stationary: return []
    }
  }

  /// The items `list` has selected, in index path order (`indexPathsForSelectedItems`).
  func selectedItems(of list: ViewID) -> [ListIndexPath] { selections[list]?.selected ?? [] }
}
