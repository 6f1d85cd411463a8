/// A `UISwitch`'s state: `isOn` (the switch's `_on`, what the app reads and `valueChanged`
/// reports) and its visual element's (`UISwitchModernVisualElement`, iOS 18.2): the side the
/// thumb is drawn on (`on`), whether it is drawn pressed, and its gesture-tracking session.
///
/// The two differ during a touch: the visual element moves the thumb as the touch goes
/// (`interactiveChangeToDisplayedOn:`), and the switch takes the value, with `valueChanged`,
/// only when the session commits it (`visualElement:transitionedToOn:`).
public struct SwitchValue: Hashable, Sendable {
  /// `isOn`.
  public internal(set) var isOn: Bool
  /// The visual element's `on`: the side the thumb is drawn on (and is moving to).
  public internal(set) var displayedOn: Bool
  /// The visual element's `pressed`: a touch holds it and is mostly inside.
  public internal(set) var isPressed = false
  /// `UISwitchMVEGestureTrackingSession`.
  var session: SwitchSession
  /// The knob as drawn (`_knobView`): its position and width and their springs.
  public internal(set) var knob: SwitchKnob

  public init(isOn: Bool = false) {
    self.isOn = isOn
    displayedOn = isOn
    session = SwitchSession(displayedOn: isOn)
    knob = SwitchKnob(on: isOn)
  }

  /// `-_updateDisplayAnimated:` after a call that may have changed what the element shows
  /// (`before` is the value as the call found it): when the side shown or the pressed state
  /// changed, the knob moves to the new ones, with its springs when `animated`. The long
  /// press's handler calls it animated (`_updateDisplayAnimated:1` when `on` or `pressed`
  /// changed); `setOn:animated:` with its `animated`.
  mutating func updateKnob(since before: SwitchValue, animated: Bool, at now: Instant) {
    guard before.displayedOn != displayedOn || before.isPressed != isPressed else { return }
    knob.show(on: displayedOn, pressed: isPressed, animated: animated, at: now)
  }

  /// `setOn:animated:` (`setOn:animated:notifyingVisualElement:YES`): when it changes the
  /// value, the switch and its visual element both take it (the session's displayed value
  /// with it); no action is sent. Returns whether it changed.
  mutating func setOn(_ on: Bool) -> Bool {
    guard on != isOn else { return false }
    isOn = on
    displayedOn = on
    session.displayedOn = on
    return true
  }

  /// `interactiveChangeToDisplayedOn:`: the thumb goes to `on` (the visual element's
  /// `setOn:animated:`, which tells the session); the switch's `isOn` stays.
  mutating func display(_ on: Bool) {
    guard on != displayedOn else { return }
    displayedOn = on
    session.displayedOn = on
  }

  /// `_applyPendingChangesIfNecessary` (what `applyPendingDisplayedOnValueWithoutSendingActions`
  /// does): a pending value shows, and is no longer pending.
  mutating func applyPending() {
    guard let pending = session.takePending() else { return }
    display(pending)
  }

  /// `applyPendingDisplayedOnValueAndSendActions`: applies what is pending, then, when the
  /// displayed value differs from the last committed one, commits it: the switch takes it
  /// (`visualElement:transitionedToOn:` → `setOn:animated:NO notifyingVisualElement:NO`) and
  /// sends `valueChanged`. Returns whether it did.
  mutating func commit() -> Bool {
    applyPending()
    guard session.lastCommittedOn != displayedOn else { return false }
    session.lastCommittedOn = displayedOn
    isOn = displayedOn
    return true
  }
}
