/// The visual element's recognizers' actions (`UISwitchModernVisualElement`, iOS 18.2): a long
/// press of 0.01 s (`UISwitch-longPress`) and a pan (`UISwitch-pan`) that recognize together.
/// Each returns the control events the switch sends, in order.
extension SwitchValue {
  /// The long press's minimum duration (`initWithFrame:`, and
  /// `_gestureRecognizer:shouldReceiveEvent:` for a finger's touch).
  public static let longPressDuration = 0.01

  /// `_handleLongPressWithGestureLocationInBounds:gestureState:`, with `inside` the switch's
  /// `pointMostlyInside:` for the press's location.
  ///
  /// - Began inside: pressed; the session resets and proposes the other side.
  /// - Changed inside: a value the pan proposed shows (the thumb follows the drag).
  /// - Ended inside with the press's own proposal: it shows, and `touchUpInside` follows the
  ///   commit (`visualElementHadTouchUpInside:`).
  /// - Outside: not pressed, and whatever is pending shows (so a touch that slides off the
  ///   switch shows the other side too).
  /// - Any end (ended, cancelled, failed): not pressed, what is pending shows, and after the
  ///   Core Animation transaction commits the session commits: `valueChanged` when the shown
  ///   value differs from the last committed one, then `touchUpInside` as above; the session
  ///   resets.
  mutating func longPress(_ state: GestureState, inside: Bool) -> [ControlEvent] {
    var touchUpInside = false
    if inside {
      isPressed = true
      switch state {
      case .began:
        session.reset()
        session.setPending(!displayedOn, for: .longPress)
      case .changed:
        if session.canApply(for: .pan) { applyPending() }
      case .ended:
        if session.canApply(for: .longPress) {
          applyPending()
          touchUpInside = true
        }
      case .possible, .cancelled, .failed:
        break
      }
    } else {
      isPressed = false
      applyPending()
    }
    guard state == .ended || state == .cancelled || state == .failed else { return [] }
    isPressed = false
    applyPending()
    // The block run after the transaction commits.
    var events: [ControlEvent] = []
    if commit() { events.append(.valueChanged) }
    if touchUpInside { events.append(.touchUpInside) }
    session.reset()
    return events
  }

  /// `_handlePanWithGestureLocationInBounds:horizontalTranslation:gestureState:…`: on each
  /// change, a long enough movement toward the other side proposes it; the end does nothing
  /// (`invalidatePendingOnValue` is empty), so a proposal waits for the long press.
  mutating func pan(_ state: GestureState, translationX: Double) {
    switch state {
    case .began: session.panBegan()
    case .changed: _ = session.panMoved(translationX: translationX)
    case .possible, .ended, .cancelled, .failed: break
    }
  }
}
