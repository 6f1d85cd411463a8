import SimGeometry

/// A scroll view's `keyboardDismissMode` (`.onDrag`, `.interactive`), as UIKit does it (UIKitCore,
/// iOS 18.2; docs/uikit-notes/keyboard.md §4, keyboard-notifications-and-height.md §3):
/// `-[UIScrollView _updatePanGesture]` hands every pan update of a scroll view whose mode is
/// 1…4 to `-[UIPeripheralHost scrollView:didPanWithGesture:]` (`UIScrollToDismissSupport`),
/// after setting the content offset; `-_endPanNormal:` hands the lift of an interactive one
/// (2, 4) to `scrollView:didFinishPanGesture:`, before `scrollViewWillEndDragging`. No keyboard
/// notification is posted while the keyboard follows the finger (UIKit posts only the private
/// `UIKeyboardPrivateInteractiveDismissalDidBegin…`).
extension KeyboardController {
  /// The keyboard's frame as the trace draws it during a drag; nil when none follows a drag.
  public var interactiveFrame: Rect? { dismissal?.frame }

  /// A pan update (`began` or `changed`) of `scrollView`, whose touch is at `point` (window
  /// coordinates). Only a docked keyboard takes part (`placement.showsKeyboard`, not changing
  /// placement). `dismissesAtOnce`: the mode is `.onDrag` (flags 3: bit 2 set), which needs no
  /// touch in the keyboard.
  mutating func scrollViewPanned(
    _ scrollView: String, dismissesAtOnce: Bool, began: Bool, at point: Point
  ) -> [KeyboardStep] {
    guard isConfigured, firstResponder != nil, phase == .shown else { return [] }
    // A new drag finishes a transition a previous one left (`finishScrollViewTransition`).
    if began { dismissal = nil }
    if dismissesAtOnce {
      // `completeKeyboardDismiss:mode withDuration:0`: no `_UIScrollKeyboardDuration`, so the
      // move runs in the default animation style and the info keeps its 0.25 s.
      return dismiss(from: frame(shown: true), duration: KeyboardSettings.notifiedDuration)
    }
    guard var tracking = dismissal else {
      // The transition starts once the touch is inside the keyboard's host view: the drag has
      // reached the keyboard's top. That update moves nothing.
      let docked = frame(shown: true)
      guard InteractiveDismissal.reaches(point, keyboard: docked, padding: dismissPadding) else {
        return []
      }
      dismissal = InteractiveDismissal(
        scrollView: scrollView, begin: docked, end: frame(shown: false), padding: dismissPadding,
        touch: point)
      return [.record(.interactive(.began(scrollView: scrollView)))]
    }
    guard tracking.scrollView == scrollView else { return [] }
    let previous = tracking.follow(point)
    dismissal = tracking
    guard tracking.offset != previous else { return [] }
    return [.track(top: tracking.frame.minY)]
  }

  /// The lift of the drag of `scrollView` at `point` (nil: where the last update had it),
  /// moving at `velocityY` (pt/s, down positive). Down dismisses (``dismiss(from:duration:)``:
  /// `completeKeyboardDismiss:withDuration:` → `moveFromPlacement:toPlacement:…` in an
  /// animation style of curve 7) and UIKit resigns the first responder when it is down.
  /// Still or up brings it back (`completeTransition:` with `_UIScrollKeyboardCancelInfo`):
  /// `postStartNotifications` with the inverse of the scroll's info (hidden → docked), then a
  /// `UIView` animation with options 0 (ease in, ease out) of progress × 0.25 s, and the
  /// end notifications when it completes.
  mutating func scrollViewPanFinished(_ scrollView: String, at point: Point?, velocityY: Double)
    -> [KeyboardStep]
  {
    guard let tracking = dismissal, tracking.scrollView == scrollView, phase == .shown else {
      return []
    }
    dismissal = nil
    let progress = tracking.progress(touchY: (point ?? tracking.lastTouch).y)
    let duration = progress * KeyboardSettings.notifiedDuration
    let dismisses = InteractiveDismissal.dismisses(velocityY: velocityY)
    var steps: [KeyboardStep] = [
      .record(
        .interactive(
          .released(
            progress: progress, velocity: velocityY, dismisses: dismisses, duration: duration)))
    ]
    if dismisses {
      // `completeKeyboardDismiss:withDuration:` replaces a duration of 0 by the info's own.
      let notified = duration > 0 ? duration : KeyboardSettings.notifiedDuration
      return steps + dismiss(from: tracking.frame, duration: notified)
    }
    move += 1
    phase = .showing
    infoDuration = KeyboardSettings.notifiedDuration
    let hidden = frame(shown: false)
    let docked = frame(shown: true)
    steps += [
      notification(.willChangeFrame, hidden, docked),
      notification(.willShow, hidden, docked),
      .restore(duration: duration, number: move),
    ]
    return steps
  }

  /// The keyboard goes down from `from` as a placement move, `_UIInputViewSetPlacementDragToDismiss`
  /// (an on-screen placement) to `UIInputViewSetPlacementOffScreenDown`, inside an animation
  /// style of curve 7: `-[UIInputViewSetPlacement notificationsForTransitionToPlacement:]` gives
  /// 3 (from showing input views to not), so `willChangeFrame` and `willHide` with the info's
  /// frames (the keyboard where it is, the one below the screen) and `duration`, the curve-7
  /// spring from where it is, and the end notifications after the first responder resigns.
  private mutating func dismiss(from: Rect, duration: Double) -> [KeyboardStep] {
    move += 1
    phase = .hiding
    dismissal = nil
    dismissedFrom = from
    infoDuration = duration
    let hidden = frame(shown: false)
    return [
      notification(.willChangeFrame, from, hidden, duration: duration),
      notification(.willHide, from, hidden, duration: duration),
      .move(show: false, number: move),
    ]
  }
}
