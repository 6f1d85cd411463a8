import SimGeometry

/// `keyboardDismissMode = .interactive`, as UIKit does it (UIKitCore, iOS 18.2;
/// docs/uikit-notes/keyboard.md §4): `-[UIScrollView _updatePanGesture]` hands every pan update
/// of a scroll view whose mode is 1…4 to `-[UIPeripheralHost scrollView:didPanWithGesture:]`
/// (`UIScrollToDismissSupport`), after setting the content offset; `-_endPanNormal:` hands the
/// lift of an interactive one (2, 4) to `scrollView:didFinishPanGesture:`, before
/// `scrollViewWillEndDragging`. No keyboard notification is posted while the keyboard follows
/// the finger (UIKit posts only the private `UIKeyboardPrivateInteractiveDismissalDidBegin…`).
extension KeyboardController {
  /// The keyboard's frame as the trace draws it during a drag; nil when none follows a drag.
  public var interactiveFrame: Rect? { dismissal?.frame }

  /// A pan update (`began` or `changed`) of `scrollView`, whose touch is at `point` (window
  /// coordinates). Only a docked keyboard takes part (`placement.showsKeyboard`, not changing
  /// placement).
  mutating func scrollViewPanned(_ scrollView: String, began: Bool, at point: Point)
    -> [KeyboardStep]
  {
    guard isConfigured, firstResponder != nil, phase == .shown else { return [] }
    // A new drag finishes a transition a previous one left (`finishScrollViewTransition`).
    if began { dismissal = nil }
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
  /// moving at `velocityY` (pt/s, down positive). Down dismisses: the keyboard goes on from where it is with its own curve-7
  /// animation (`completeKeyboardDismiss:withDuration:` → `moveFromPlacement:toPlacement:…`
  /// in an animation style of curve 7) and UIKit resigns the first responder when it is down.
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
    move += 1
    let hidden = frame(shown: false)
    let docked = frame(shown: true)
    if dismisses {
      // Engine choice (docs/semantics.md): the move from the drag-to-dismiss placement posts
      // the hide notifications as any placement change, from the frame at the lift, with the
      // animation style's duration.
      phase = .hiding
      dismissedFrom = tracking.frame
      steps += [
        notification(.willChangeFrame, tracking.frame, hidden, animated: true, duration: duration),
        notification(.willHide, tracking.frame, hidden, animated: true, duration: duration),
        .move(show: false, number: move),
      ]
    } else {
      phase = .showing
      steps += [
        notification(.willChangeFrame, hidden, docked, animated: true),
        notification(.willShow, hidden, docked, animated: true),
        .restore(duration: duration, number: move),
      ]
    }
    return steps
  }
}
