/// Which side of a row an action list belongs to: `leadingSwipeActionsConfigurationForRowAt`
/// (revealed by a drag to the right, left to right) or `trailing…` (a drag to the left).
public enum SwipeEdge: String, Hashable, Sendable, CaseIterable {
  case leading, trailing
}

/// `UIContextualAction.Style`: a destructive primary action gets its own confirmation distance
/// and the detent near the far edge (`-[_UISwipeHandler _swipeRecognizerChanged:]`).
public enum ContextualActionStyle: String, Hashable, Sendable, CaseIterable {
  case normal, destructive
}

/// A `UIContextualAction`: its title, style, the handler's actions and what the handler's
/// completion is called with.
public struct ContextualAction: Hashable, Sendable {
  public var title: String
  public var style: ContextualActionStyle
  /// The title's width in the button's font (15 pt system font), which the engine can't
  /// measure: `-[UISwipeActionStandardButton buttonWidth]` is this plus twice the style's
  /// 6 pt horizontal padding, held to 74...120 pt (`UISwipeActionVisualStyle_iOS`).
  public var titleWidth: Double
  /// The handler's actions, run when the action is tapped or performed by a full swipe.
  public var actions: [Action]
  /// What the handler passes to its completion: true (performed) moves the occurrence to
  /// "triggered", false to "cancelled"; either way the row closes.
  public var completes: Bool

  public init(
    title: String, style: ContextualActionStyle = .normal, titleWidth: Double = 0,
    actions: [Action] = [], completes: Bool = true
  ) {
    self.title = title
    self.style = style
    self.titleWidth = titleWidth
    self.actions = actions
    self.completes = completes
  }

  /// `-[UISwipeActionStandardButton buttonWidth]` for a title without an image.
  public var buttonWidth: Double {
    min(
      max(2 * SwipeGeometry.horizontalPadding + titleWidth, SwipeGeometry.defaultButtonWidth),
      SwipeGeometry.maximumButtonWidth)
  }
}

/// `UISwipeActionsConfiguration`: the actions, first one outermost, and whether a full swipe
/// performs the first (`performsFirstActionWithFullSwipe`, true by default).
public struct SwipeActionsConfiguration: Hashable, Sendable {
  public var actions: [ContextualAction]
  public var performsFirstActionWithFullSwipe: Bool

  public init(actions: [ContextualAction], performsFirstActionWithFullSwipe: Bool = true) {
    self.actions = actions
    self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
  }
}
