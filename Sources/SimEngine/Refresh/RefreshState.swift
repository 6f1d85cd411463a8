/// `UIRefreshControl`'s `_refreshControlState`, the cases the engine reaches (UIKit's
/// numbers in brackets; 6, revealed while bouncing back, is not modelled).
public enum RefreshState: String, Hashable, Sendable {
  /// (0) Nothing shown.
  case idle
  /// (1) Pulled far enough that its elements show, not yet to the snapping height.
  case revealing
  /// (2) Pulled to the snapping height while tracking: the inset is added and the content
  /// view's `_snappingMagic` moves it on to refreshing at once.
  case snapping
  /// (3) `isRefreshing`: the inset stays until `endRefreshing`.
  case refreshing
  /// (4) `endRefreshing` while not tracking: the offset animates back.
  case ending
  /// (5) `endRefreshing` while the finger is down: the finger keeps the offset.
  case endingWhileTracking

  /// `isRefreshing`.
  public var isRefreshing: Bool { self == .refreshing }

  /// Whether the control's height is added to the scroll view's inset in this state
  /// (`_setRefreshControlState:notify:` adds it entering 2 or 3 and removes it leaving them).
  var holdsInset: Bool {
    switch self {
    case .snapping, .refreshing: true
    case .idle, .revealing, .ending, .endingWhileTracking: false
    }
  }
}

/// What happened to a refresh control, for the journal.
public enum RefreshEvent: String, Hashable, Sendable {
  /// It sent `valueChanged` (and its actions ran right after).
  case valueChanged
  /// `endRefreshing()` took it out of refreshing.
  case endRefreshing
  /// `beginRefreshing()` took it into refreshing (no `valueChanged`).
  case beginRefreshing
}

/// The facts about its scroll view a refresh control reads on each change.
struct RefreshFacts: Hashable, Sendable {
  /// `_visibleHeight`: how far the content is pulled below its resting top without the
  /// control's inset, `−(adjustedContentInset.top − applied inset) − contentOffset.y`, at
  /// least 0.
  var visibleHeight: Double
  /// `isTracking`: the finger is down on a drag.
  var tracking: Bool
  /// `_scrollViewHeight`: its bounds height.
  var scrollViewHeight: Double
}
