/// A row being swiped (`UISwipeOccurrence`): its index path, the edge its actions are on, the
/// thresholds its configuration gives (`-prepareWithSwipeDirection:configuration:`), and the
/// offset the row is at.
struct SwipeOccurrence: Hashable, Sendable {
  var indexPath: ListIndexPath
  var edge: SwipeEdge
  /// The buttons' widths, in the configuration's order.
  var widths: [Double]
  var openThreshold: Double
  var confirmationThreshold: Double
  /// `performsFirstActionWithFullSwipe` (and no menu on the action).
  var performsWithFullSwipe: Bool
  var primaryIsDestructive: Bool
  /// The row's offset (`_offset`), model value.
  var offset = 0.0
  /// The pull view's state: the full swipe is confirmed (0 or 1 in UIKit's `setState:`).
  var confirmed = false
  /// The actions view it shows, once the simulation made or lent it.
  var view: SwipeActionsView?

  func layout() -> SwipeLayout {
    SwipeLayout(
      offset: offset, widths: widths, confirmationThreshold: confirmationThreshold,
      confirmed: confirmed, edge: edge)
  }
}

/// An actions view (`UISwipeActionPullView`) and its buttons, in the configuration's order.
struct SwipeActionsView: Hashable, Sendable {
  var root: ViewID
  var buttons: [ViewID]
}

/// What a table's swipe is doing: the occurrence's state (`UISwipeOccurrence._state`, UIKit's
/// numbers in brackets) for the one the pan or the open row holds. The moments between them
/// (3, performing an action's handler, and then 4 triggered or 5 cancelled by its completion)
/// pass within one event, so they are records, not phases.
enum SwipePhase: Hashable, Sendable {
  /// No row is swiped (no current occurrence).
  case idle
  /// (2) The swipe pan moves the row.
  case tracking(SwipeOccurrence)
  /// (1) The row rests open at its open threshold; the dismissal recognizer is enabled.
  case open(SwipeOccurrence)

  var occurrence: SwipeOccurrence? {
    switch self {
    case .idle: nil
    case .tracking(let occurrence), .open(let occurrence): occurrence
    }
  }
}

/// `_UISwipeHandler._currentSwipeState`: whether a full swipe is confirmed.
enum SwipeConfirmation: Hashable, Sendable {
  /// (0) Not past the confirmation.
  case none
  /// (1) Past it: a lift performs the primary action.
  case confirming
}
