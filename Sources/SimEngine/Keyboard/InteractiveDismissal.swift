import SimGeometry

/// One drag of a `keyboardDismissMode = .interactive` scroll view that reached the keyboard:
/// `UIScrollToDismissSupport`'s transition (UIKitCore, iOS 18.2; docs/uikit-notes/keyboard.md
/// §4). UIKit starts it on the first pan update whose touch is inside the keyboard's frame,
/// moves the keyboard with the touch on every later update, and decides at the lift.
struct InteractiveDismissal: Hashable, Sendable {
  /// The scroll view whose pan drives it.
  let scrollView: String
  /// `UIInputViewSetNotificationInfo`'s frames for the scroll (`-[UIInputWindowControllerHostingItem
  /// constructNotificationInfoForScrollWithMode:]`): the keyboard's frame when the drag reached
  /// it, and the same frame moved down by its height (`_fillInNotificationInfo:forDismissMode:`).
  let begin: Rect
  let end: Rect
  /// `keyboardDismissPadding`: the drag starts and moves the keyboard from this far above its
  /// top (`addPaddingToFrame:inView:`), so the keyboard's top stays that far below the touch.
  let padding: Double
  /// How far the keyboard has been pulled down from ``begin``.
  private(set) var offset = 0.0
  /// The touch at the last update (`_scrollViewTransitionPreviousPoint`): where the lift is
  /// taken to be when the pan has no touch left to ask.
  private(set) var lastTouch: Point

  init(scrollView: String, begin: Rect, end: Rect, padding: Double = 0, touch: Point) {
    self.scrollView = scrollView
    self.begin = begin
    self.end = end
    self.padding = padding
    self.lastTouch = touch
  }

  /// Whether a touch at `point` has reached the keyboard: inside its frame grown upward by the
  /// padding (`CGRectContainsPoint(addPaddingToFrame(hostView.frame), touch)`).
  static func reaches(_ point: Point, keyboard: Rect, padding: Double) -> Bool {
    Rect(
      x: keyboard.minX, y: keyboard.minY - padding, width: keyboard.width,
      height: keyboard.height + padding
    ).contains(point)
  }

  /// `-scrollView:didPanWithGesture:`: the keyboard's top follows the touch, never above where
  /// it docked nor further than the end frame, both measured from the padded top:
  /// offset = min(end − (begin − padding), max(y − (begin − padding), 0)).
  /// Returns the offset before the move.
  mutating func follow(_ touch: Point) -> Double {
    let previous = offset
    let top = begin.minY - padding
    offset = min(end.minY - top, max(touch.y - top, 0))
    lastTouch = touch
    return previous
  }

  /// `-scrollView:didFinishPanGesture:`: how far the lift is toward the end frame,
  /// p = clamp((y − begin) / (end − begin), 0, 1); the rest of the motion is given p × the
  /// notification info's duration.
  func progress(touchY: Double) -> Double {
    min(max((touchY - begin.minY) / (end.minY - begin.minY), 0), 1)
  }

  /// The keyboard's frame now.
  var frame: Rect {
    Rect(x: begin.minX, y: begin.minY + offset, width: begin.width, height: begin.height)
  }

  /// What the lift decides: a finger moving down (velocity > 0) dismisses the keyboard, one
  /// still or moving up brings it back (`velocityInView:` y ≤ 0).
  static func dismisses(velocityY: Double) -> Bool { velocityY > 0 }
}

/// The interactive dismissal as the trace shows it.
public enum InteractiveDismissalEvent: Hashable, Sendable {
  /// The drag on `scrollView` reached the keyboard: from now on the keyboard follows the touch.
  case began(scrollView: String)
  /// The lift: its progress toward the end frame, the pan's vertical velocity (pt/s), whether
  /// it dismisses, and how long UIKit's code gives the rest (progress × 0.25 s).
  case released(progress: Double, velocity: Double, dismisses: Bool, duration: Double)
}
