import SimGeometry

/// What the swipe actions room asks the simulation to do, in order.
enum SwipeStep: Hashable, Sendable {
  /// Put the occurrence's actions view in the table, its buttons named for the row
  /// (`row.S.R.trailing.K`), and turn the row's cell's interaction off
  /// (`-prepareWithSwipeDirection:configuration:`).
  case prepare(table: ViewID, occurrence: SwipeOccurrence)
  /// Lay the row and its actions out at the occurrence's offset: at once, or with the swipe's
  /// spring from where the row is drawn, starting at `springVelocity` (whole distances per
  /// second, `-_currentSwipeInfoWithTargetOffset:…`).
  case move(table: ViewID, occurrence: SwipeOccurrence, springVelocity: Double?)
  /// Run the action's handler.
  case perform(table: ViewID, edge: SwipeEdge, action: Int)
  /// Animate the row back to its place and its actions view shut, its cell's interaction back
  /// on; when the animation ends, ``SwipeActions/closed(_:view:)``.
  case close(table: ViewID, occurrence: SwipeOccurrence, springVelocity: Double)
  /// Take the actions view out of the table (it waits to be lent again).
  case putAway(table: ViewID, view: SwipeActionsView)
  /// Enable (or disable) the table's dismissal recognizer.
  case dismissal(table: ViewID, enabled: Bool)
  case record(table: ViewID, SwipeRecord)
}
