/// `UISwitchMVEGestureTrackingSession` (iOS 18.2): the value a touch on a switch would give it
/// (pending, and which recognizer proposed it), the value the thumb shows, and the last one
/// committed (sent with `valueChanged`).
struct SwitchSession: Hashable, Sendable {
  /// The recognizers of the visual element that propose a value.
  enum Gesture: Hashable, Sendable { case longPress, pan }

  /// How far (pt) a pan must move toward the other side, since it last proposed a value, to
  /// propose it (`_updateMovementVectorForPanInitiatedChanges`: `±25`).
  static let panDistance = 25.0

  /// `_displayedOnValue`: the visual element's `on`.
  var displayedOn: Bool
  /// `_lastCommitedOnValue`.
  var lastCommittedOn: Bool
  /// `_pendingDisplayedOnValue`, valid while `pendingGesture` is set
  /// (`pendingDisplayedOnValueIsValid`).
  private(set) var pendingOn = false
  /// `_pendingDisplayedOnValueInitiatingGesture`.
  private(set) var pendingGesture: Gesture?
  /// The pan's translation when the visual element last reset it to zero
  /// (`setTranslation:.zero` after a proposal): what it has moved since is the translation less
  /// this.
  private(set) var panOrigin = 0.0

  init(displayedOn: Bool) {
    self.displayedOn = displayedOn
    lastCommittedOn = displayedOn
  }

  /// `reset`: nothing pending; the last committed value is the displayed one.
  mutating func reset() {
    pendingGesture = nil
    lastCommittedOn = displayedOn
  }

  /// `setPendingDisplayedOnValue:forGesture:`.
  mutating func setPending(_ on: Bool, for gesture: Gesture) {
    pendingOn = on
    pendingGesture = gesture
  }

  /// `canApplyPendingOnValueForGesture:`.
  func canApply(for gesture: Gesture) -> Bool { pendingGesture == gesture }

  /// The pending value, which is then no longer pending (`_applyPendingChangesIfNecessary`
  /// clears the initiating gesture whether or not the value differs).
  mutating func takePending() -> Bool? {
    guard pendingGesture != nil else { return nil }
    pendingGesture = nil
    return pendingOn
  }

  /// The pan began: its translation starts from zero.
  mutating func panBegan() { panOrigin = 0 }

  /// `updatePendingDisplayedOnValueIfMovementIsEnoughToInitiateChange:forGesture:` with the
  /// pan's horizontal translation (left to right): the movement vector is `+25` toward on
  /// while the thumb shows off, `−25` toward off while it shows on
  /// (`_updateMovementVectorForPanInitiatedChanges`); a movement counts when it goes that way
  /// (`_isMovementDirectionTrackableForPossibleOnOffChange:`) and is longer than 25
  /// (`_isMovementDirectionAndMagnitudeEnoughToPerformOnOffChange:`), and then proposes the
  /// other side and resets the translation. Returns whether it proposed.
  mutating func panMoved(translationX: Double) -> Bool {
    let movement = translationX - panOrigin
    let vector = displayedOn ? -Self.panDistance : Self.panDistance
    let trackable = (movement <= 0) != (vector > 0)
    guard trackable, abs(movement) > abs(vector) else { return false }
    setPending(!displayedOn, for: .pan)
    panOrigin = translationX
    return true
  }
}
