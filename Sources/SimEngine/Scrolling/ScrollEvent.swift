import SimGeometry

/// A scroll view's own pan reaching the scroll controller: the one seam between the scroll
/// view's recognizer (an ordinary pan in the arena, `<id>.pan`) and UIKit's private scrolling
/// machinery, carried by ``Action/scroll(_:)``. Scenario files can't write it.
enum ScrollEvent: Hashable, Sendable {
  /// The scroll view's pan entered a state.
  case dragged(String, GestureState)
}

/// A `UIScrollViewDelegate` moment, as the journal records it.
public enum ScrollMoment: Hashable, Sendable {
  case willBeginDragging
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the velocity in points
  /// per millisecond, as UIKit reports it, and where the content will rest.
  case willEndDragging(velocity: Point, target: Point)
  case didEndDragging(decelerate: Bool)
  case willBeginDecelerating
  case didEndDecelerating
  /// `scrollViewDidEndScrollingAnimation`: an animated `setContentOffset` or
  /// `scrollRectToVisible` arrived.
  case didEndScrollingAnimation
  /// A status bar tap asks it to scroll to top (`scrollViewShouldScrollToTop`), and it arrived
  /// (`scrollViewDidScrollToTop`).
  case shouldScrollToTop
  case didScrollToTop
  /// A touch came down while it moved: it stopped there (no delegate call in UIKit).
  case stoppedByTouch(touch: Int)
  /// `tableView(_:didHighlightRowAt:)` (and the collection view's): the cell and its index
  /// path (a table from a data source has sections; cells written out are in section 0).
  case didHighlightRow(cell: ViewID, row: Int, section: Int)
  case didUnhighlightRow(cell: ViewID, row: Int, section: Int)
  /// `tableView(_:didSelectRowAt:)`.
  case didSelectRow(cell: ViewID, row: Int, section: Int)
  /// `collectionView(_:didDeselectItemAt:)`: the item's index path (its cell may be off
  /// screen, or showing another item: selection is by index path).
  case didDeselectRow(row: Int, section: Int)
  /// `scrollViewWillBeginZooming(_:with:)`, `scrollViewDidZoom(_:)` and
  /// `scrollViewDidEndZooming(_:with:atScale:)` with the zoom scale it ended at.
  case willBeginZooming
  case didZoom
  case didEndZooming(scale: Double)
  /// A page scroll view's `UIPageViewController` delegate: `pageViewController(_:willTransitionTo:)`
  /// with the page it will show, and `pageViewController(_:didFinishAnimating:
  /// previousViewControllers:transitionCompleted:)` with whether the turn completed and the page
  /// it turned from (docs/semantics.md, "Page view controllers").
  case willTransitionTo(page: Int)
  case didFinishAnimating(completed: Bool, previous: Int)
  /// The completion of an animated `setViewControllers` on the page view controller: the page
  /// it set and the `finished` it is told (docs/semantics.md, "An animated setViewControllers").
  case setViewControllersCompleted(page: Int, finished: Bool)
  /// A table row's swipe actions (docs/semantics.md, "Swipe actions"): the delegate's
  /// `tableView(_:willBeginEditingRowAt:)` and `didEndEditingRowAt`, and the swipe's own moments.
  indirect case swipe(SwipeRecord)

  /// Every moment's name, in the order a scroll goes through them.
  public static let names =
    [
      "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating",
      "didEndDecelerating", "didEndScrollingAnimation", "shouldScrollToTop", "didScrollToTop",
      "stoppedByTouch", "didHighlightRow",
      "didUnhighlightRow", "didSelectRow", "didDeselectRow", "willBeginZooming", "didZoom",
      "didEndZooming",
      "willTransitionTo", "didFinishAnimating", "setViewControllersCompleted",
    ] + SwipeRecord.Moment.allCases.map(\.rawValue)

  /// The row of a cell moment.
  public var row: Int? {
    switch self {
    case .didHighlightRow(_, let row, _), .didUnhighlightRow(_, let row, _),
      .didSelectRow(_, let row, _), .didDeselectRow(let row, _):
      row
    case .swipe(let record): record.indexPath.row
    default: nil
    }
  }

  /// The section of a cell moment.
  public var section: Int? {
    switch self {
    case .didHighlightRow(_, _, let section), .didUnhighlightRow(_, _, let section),
      .didSelectRow(_, _, let section), .didDeselectRow(_, let section):
      section
    case .swipe(let record): record.indexPath.section
    default: nil
    }
  }

  public var name: String {
    switch self {
    case .willBeginDragging: "willBeginDragging"
    case .willEndDragging: "willEndDragging"
    case .didEndDragging: "didEndDragging"
    case .willBeginDecelerating: "willBeginDecelerating"
    case .didEndDecelerating: "didEndDecelerating"
    case .didEndScrollingAnimation: "didEndScrollingAnimation"
    case .shouldScrollToTop: "shouldScrollToTop"
    case .didScrollToTop: "didScrollToTop"
    case .stoppedByTouch: "stoppedByTouch"
    case .didHighlightRow: "didHighlightRow"
    case .didUnhighlightRow: "didUnhighlightRow"
    case .didSelectRow: "didSelectRow"
    case .didDeselectRow: "didDeselectRow"
    case .willBeginZooming: "willBeginZooming"
    case .didZoom: "didZoom"
    case .didEndZooming: "didEndZooming"
    case .willTransitionTo: "willTransitionTo"
    case .didFinishAnimating: "didFinishAnimating"
    case .setViewControllersCompleted: "setViewControllersCompleted"
    case .swipe(let record): record.moment.rawValue
    }
  }
}

/// What the scroll controller asks the simulation to do, in order.
enum ScrollStep: Hashable, Sendable {
  /// The scroll view's bounds origin (its `contentOffset`) becomes this.
  case offset(ViewID, Point)
  case record(Occurrence.Kind)
  /// A page scroll view's animated `setViewControllers` scroll reached its end (fraction 1.0):
  /// the queuing scroll view's forced `-_didScrollWithAnimation:force:YES`.
  case pageScrollEnded(ViewID)
}

/// Whether a scroll view's pan may take a touch that its content is tracking.
public enum ContentCancellation: String, Hashable, Sendable {
  /// `canCancelContentTouches` true: yes, unless the content is a UIControl
  /// (`touchesShouldCancel(in:)` returns false for controls by default).
  case exceptControls
  /// `canCancelContentTouches` false: never; once the content has the touch, it doesn't scroll.
  case never
  /// `canCancelContentTouches` true and `touchesShouldCancel(in:)` overridden to say yes for
  /// every view, controls included.
  case always
}

/// The axes a pan may begin along (a scroll view's pan: those it can scroll).
public enum PanAxes: String, Hashable, Sendable {
  case both, horizontal, vertical, none

  public var allowsHorizontal: Bool { self == .both || self == .horizontal }
  public var allowsVertical: Bool { self == .both || self == .vertical }
}
