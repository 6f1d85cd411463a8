/// A moment of a row's swipe, for the journal and the trace (a scroll view delegate moment of
/// the table, ``ScrollMoment/swipe(_:)``, so `delegate` hooks and expectations name it).
public struct SwipeRecord: Hashable, Sendable {
  public enum Moment: String, Hashable, Sendable, CaseIterable {
    /// `tableView(_:willBeginEditingRowAt:)`: a swipe began on the row.
    case willBeginEditingRow
    /// The lift (or the release) left the row open at its open threshold.
    case swipeOpened
    /// The full swipe passed the confirmation: a lift now performs the first action.
    case swipeConfirmed
    /// The full swipe went back under the confirmation.
    case swipeUnconfirmed
    /// An action's handler ran (`action` and `title` say which); its completion said true.
    case swipeActionPerformed
    /// An action's handler ran and its completion said false.
    case swipeActionCancelled
    /// The row started closing (animated back to its place).
    case swipeClosing
    /// `tableView(_:didEndEditingRowAt:)`: the row is back and its actions are gone.
    case didEndEditingRow
  }

  public let indexPath: ListIndexPath
  public let edge: SwipeEdge
  public let moment: Moment
  /// The action's index in its configuration (0: the first, outermost).
  public let action: Int?
  public let title: String?

  init(
    _ indexPath: ListIndexPath, _ edge: SwipeEdge, _ moment: Moment, action: Int? = nil,
    title: String? = nil
  ) {
    self.indexPath = indexPath
    self.edge = edge
    self.moment = moment
    self.action = action
    self.title = title
  }
}
