import SimGeometry

/// A scroll view's `UIScrollView` properties, with UIKit's defaults. The offset itself is the
/// view's bounds origin, as in UIKit (`contentOffset` is `bounds.origin`).
public struct ScrollSettings: Hashable, Sendable {
  public var contentSize = Size.zero
  public var contentInset = EdgeInsets.zero
  public var isScrollEnabled = true
  public var bounces = true
  public var alwaysBounceVertical = false
  public var alwaysBounceHorizontal = false
  public var isPagingEnabled = false
  /// Per millisecond: `.normal` is 0.998, `.fast` 0.99 (the values UIKit's constants hold).
  /// Any other value is snapped to one of the two, as `-setDecelerationRate:` does: below
  /// 0.994, `fast`; from there, `normal`.
  public var decelerationRate = ScrollSettings.normalDeceleration {
    didSet { decelerationRate = ScrollPhysics.snappedRate(decelerationRate) }
  }
  /// The content gets a touch's `began` only after ``contentTouchDelay`` (or at the lift), unless
  /// the scroll view's pan takes the touch first.
  public var delaysContentTouches = true
  /// Once scrolling begins, the content's touches are cancelled (except a UIControl's, which
  /// `touchesShouldCancel(in:)` keeps by default).
  public var canCancelContentTouches = true
  /// The common `touchesShouldCancel(in:)` override that returns true for every view, so
  /// dragging from a button that has the touch scrolls too (and cancels the button's touch).
  public var touchesShouldCancelInControls = false
  /// A status bar tap scrolls it to top, when it is the only visible scroll view that allows it.
  public var scrollsToTop = true
  /// A drag whose moves before its pan begins are within 20° of horizontal or vertical scrolls
  /// along that axis only (``PanSettings/directionalLock``).
  public var isDirectionalLockEnabled = false
  /// How the window's safe area adds to `contentInset` (`UIScrollView.ContentInsetAdjustmentBehavior`).
  public var contentInsetAdjustmentBehavior = InsetAdjustment.automatic
  /// The part of the window's safe area the scroll view covers, set when it is created.
  public var safeAreaInsets = EdgeInsets.zero
  /// The screen's pixels per point (`_accuracy`), set from ``Screen/scale`` when it is created:
  /// its offsets, their edges and its targets are rounded to these pixels.
  public var screenScale = 3.0
  /// The screen's maximum frame rate (`_maximumFramesPerSecond`), set from the scenario's
  /// `fps` when it is created: a lift within 0.8–2.4 frames of the last drag update steps the
  /// deceleration once at once.
  public var framesPerSecond = 60
  /// What the app's `UIScrollViewDelegate` (or table view delegate) does at each moment, by
  /// the moment's name (``ScrollMoment/names``), in declaration order.
  public var delegate: [DelegateHandler] = []
  /// What the delegate's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
  /// writes into the target (nil: it leaves it, or does not implement the method).
  public var willEndDragging: TargetOffsetRule?
  /// The delegate implements `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
  /// (a rule, or actions for the moment): UIKit hands it the target and obeys its answer.
  public var implementsWillEndDragging: Bool {
    willEndDragging != nil || delegate.contains { $0.moment == "willEndDragging" }
  }
  /// Zooming: the limits, `bouncesZoom` and the view `viewForZooming(in:)` returns.
  public var zoom = ZoomSettings()
  /// `keyboardDismissMode`: what a drag on it does to the keyboard.
  public var keyboardDismissMode = KeyboardDismissMode.none

  /// `UIScrollView.KeyboardDismissMode`.
  public enum KeyboardDismissMode: String, Hashable, Sendable, CaseIterable {
    /// The keyboard stays.
    case none
    /// The keyboard is dismissed when a drag begins (Apple's documentation of `.onDrag`): at
    /// the pan's first update that finds it docked, resigning its first responder once it is
    /// down (`UIScrollToDismissSupport`; docs/semantics.md).
    case onDrag
    /// The keyboard follows the dragging touch once it reaches the keyboard, and the lift
    /// dismisses or restores it (`UIScrollToDismissSupport`; docs/semantics.md).
    case interactive
  }
  /// A page view controller's pages (`UIPageViewController`, scroll transition style), by the
  /// names of the scroll view's subviews, first shown first; empty: not a page scroll view.
  public var pages: [String] = []
  /// `UIPageViewControllerNavigationOrientation`: the pages follow one another along x
  /// (horizontal, UIKit's default) or y (`-initWithFrame:navigationOrientation:` 1).
  public var pageOrientation = PageOrientation.horizontal
  /// `UIPageViewControllerOptionInterPageSpacingKey`: the gap between two pages, rounded up to
  /// an even number of points (the queuing scroll view gets half of it:
  /// `PageController.queuingSpacing(option:)`); 0 by default.
  public var pageSpacing = 0.0
  public enum PageOrientation: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
  }
  /// Its `refreshControl` (`Refresh/`); nil: none.
  public var refreshControl: RefreshControlSettings?

  public struct DelegateHandler: Hashable, Sendable {
    public var moment: String
    public var actions: [Action]

    public init(moment: String, actions: [Action]) {
      self.moment = moment
      self.actions = actions
    }
  }

  public enum InsetAdjustment: String, Hashable, Sendable, CaseIterable {
    /// As `scrollableAxes` outside a navigation controller (the engine has none yet).
    case automatic
    /// The safe area is added on the axes the content scrolls along.
    case scrollableAxes
    case never
    case always
  }

  /// `adjustedContentInset`: `contentInset` plus the safe area the behaviour lets in.
  public func adjustedContentInset(viewSize: Size) -> EdgeInsets {
    var inset = contentInset
    let s = safeAreaInsets
    let vertical: Bool
    let horizontal: Bool
    switch contentInsetAdjustmentBehavior {
    case .never: return inset
    case .always: (vertical, horizontal) = (true, true)
    case .automatic, .scrollableAxes:
      vertical =
        contentSize.height + contentInset.top + contentInset.bottom > viewSize.height
        || alwaysBounceVertical
      horizontal =
        contentSize.width + contentInset.left + contentInset.right > viewSize.width
        || alwaysBounceHorizontal
    }
    if vertical {
      inset.top += s.top
      inset.bottom += s.bottom
    }
    if horizontal {
      inset.left += s.left
      inset.right += s.right
    }
    return inset
  }

  public static let normalDeceleration = 0.998
  public static let fastDeceleration = 0.99
  /// How long the content waits for a touch's `began`: 150 ms (Apple's "short delay"; the
  /// value is the one UIKit's `UIScrollViewDelayedTouchesBeganGestureRecognizer` is commonly
  /// measured at, docs/semantics.md).
  public static let contentTouchDelay = Interval(nanoseconds: 150_000_000)

  public init() {}

  /// The smallest and largest offset on each axis: from −inset to content + inset − the view's
  /// size (the smallest when the content is shorter than the view), with the adjusted inset;
  /// −inset and content + inset pixel-rounded, as `_minimumContentOffset` and
  /// `-_maximumContentOffsetForContentSize:` round them.
  public func offsetRange(viewSize: Size) -> (x: ClosedRange<Double>, y: ClosedRange<Double>) {
    let inset = adjustedContentInset(viewSize: viewSize)
    func round(_ v: Double) -> Double { ScrollPhysics.pixelRounded(v, scale: screenScale) }
    let minX = round(-inset.left)
    let minY = round(-inset.top)
    let maxX = max(minX, round(contentSize.width + inset.right) - viewSize.width)
    let maxY = max(minY, round(contentSize.height + inset.bottom) - viewSize.height)
    return (minX...maxX, minY...maxY)
  }

  /// The axes its pan may begin along: those with room to scroll, or told to bounce anyway.
  public func axes(viewSize: Size) -> PanAxes {
    guard isScrollEnabled else { return .none }
    let range = offsetRange(viewSize: viewSize)
    let horizontal = range.x.upperBound > range.x.lowerBound || alwaysBounceHorizontal
    let vertical = range.y.upperBound > range.y.lowerBound || alwaysBounceVertical
    switch (horizontal, vertical) {
    case (true, true): return .both
    case (true, false): return .horizontal
    case (false, true): return .vertical
    case (false, false): return .none
    }
  }
}
