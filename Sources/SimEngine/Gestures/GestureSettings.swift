/// `UITapGestureRecognizer`'s settings. The defaults are UIKit's, from the decompiled
/// `UITapRecognizer` (docs/semantics.md).
public struct TapSettings: Hashable, Sendable {
  /// `numberOfTapsRequired`.
  public var taps = 1
  /// `numberOfTouchesRequired`.
  public var touches = 1
  /// How far (pt) the touches' centroid may move from where the tap began, and how far a later
  /// tap may begin from the first.
  public var allowableMovement = 45.0
  /// How long after a lift the next tap of a multi-tap may begin.
  public var multiTapInterval = Interval(nanoseconds: 350_000_000)
  /// How long a single tap may be held down.
  public var maximumTapDuration = Interval(nanoseconds: 750_000_000)

  public init() {}
}

/// `UILongPressGestureRecognizer`'s settings, with UIKit's defaults.
public struct LongPressSettings: Hashable, Sendable {
  public var minimumPressDuration = Interval(nanoseconds: 500_000_000)
  /// How far (pt) the touches may move before the press is recognized.
  public var allowableMovement = 10.0
  public var touches = 1

  public init() {}
}

/// `UIPanGestureRecognizer`'s settings, with UIKit's defaults.
public struct PanSettings: Hashable, Sendable {
  public var minimumTouches = 1
  public var maximumTouches = Int.max
  /// How far (pt) the centroid must move along either axis before the pan begins
  /// (`_defaultHysteresis`).
  public var hysteresis = 10.0
  /// The axes it may begin along. A plain pan: both. A scroll view's pan: the axes its scroll
  /// view can scroll; it begins only once the touch has moved the hysteresis along one of them,
  /// and movement along another never fails it (`UIScrollViewPanGestureRecognizer
  /// -_shouldTryToBeginWithEvent:`), so while a horizontal carousel's pan waits, the vertical
  /// list around it begins and prevents it.
  public var axes = PanAxes.both
  /// A scroll view's `isDirectionalLockEnabled`: while the pan is possible, each move within
  /// 20° of horizontal locks it horizontal, within 20° of vertical vertical (on axes it can
  /// scroll), and a locked pan's location moves only along its axis
  /// (`UIScrollViewPanGestureRecognizer -_centroidMovedTo:atTime:affectingTranslation:`);
  /// once it has begun, only a move 0.6 s or more after the previous one decides it again.
  public var directionalLock = false
  /// For a scroll view's pan: whether it may take a touch its content is already tracking
  /// (`canCancelContentTouches`, and `touchesShouldCancel(in:)`'s default, false for a
  /// UIControl). Nil for other pans.
  public var contentCancellation: ContentCancellation?

  public init() {}

  /// A screen-edge pan's: one touch, and a 15 pt hysteresis (`_hysteresis` in the decompiled
  /// screen-edge feature settings).
  public static var screenEdge: PanSettings {
    var settings = PanSettings()
    settings.maximumTouches = 1
    settings.hysteresis = 15
    return settings
  }
}

/// A direction of movement on screen.
public enum Direction: String, Hashable, Sendable, CaseIterable {
  case right
  case left
  case up
  case down
}

/// `UISwipeGestureRecognizer`'s settings. UIKit's thresholds were not recovered; these are the
/// engine's working values (docs/semantics.md), each settable per recognizer.
public struct SwipeSettings: Hashable, Sendable {
  public var directions: [Direction] = [.right]
  public var touches = 1
  /// How far (pt) the touch must travel along the direction.
  public var minimumDistance = 50.0
  /// The largest angle (degrees) between the movement and the direction.
  public var maximumAngle = 30.0
  /// How long the swipe may take from touch-down.
  public var maximumDuration = Interval(nanoseconds: 500_000_000)

  public init() {}
}

/// `UIPinchGestureRecognizer`'s settings.
public struct PinchSettings: Hashable, Sendable {
  /// How far (pt) the distance between the two touches must change before the pinch begins
  /// (`_hysteresis` in the decompiled pinch driver).
  public var hysteresis = 8.0

  public init() {}
}

/// `UIRotationGestureRecognizer`'s settings.
public struct RotationSettings: Hashable, Sendable {
  /// How far (degrees) the line between the two touches must turn before the rotation begins
  /// while their distance stays the same; the decompiled driver grows it to twice this as the
  /// distance changes (5 + 5·√min(|d − d₀| / d₀, 1) with the default 5).
  public var hysteresis = 5.0

  public init() {}
}

/// A screen edge.
public enum ScreenEdge: String, Hashable, Sendable, CaseIterable {
  case left
  case right
  case top
  case bottom
}

/// `UIScreenEdgePanGestureRecognizer`'s settings.
public struct ScreenEdgeSettings: Hashable, Sendable {
  public var edges: [ScreenEdge] = [.left]
  /// How close (pt) to the edge the touch must begin: `_edgeRegionSize` is 13 in the
  /// decompiled feature settings (some phones use 9% of the screen instead).
  public var edgeWidth = 13.0

  public init() {}
}
