/// What the arena asks of the rest of the simulation after deciding: journal entries, timers,
/// and what becomes of the touches' delivery to their views. The simulation carries them out in
/// the order given, which is the order UIKit's rules produce them in.
enum ArenaEffect: Hashable, Sendable {
  /// A journal entry: a recognizer changed state, or waits for others to fail.
  case record(Occurrence.Kind)
  case schedule(RecognizerID, TimerKind, at: Instant)
  case cancelTimer(RecognizerID, TimerKind)
  /// Every timer of the recognizer (it failed).
  case cancelTimers(RecognizerID)
  /// The recognizer took the touch from its view: held events are dropped, the view gets
  /// `touchesCancelled`.
  case cancelViewDelivery(touch: Int, by: RecognizerID)
  /// Events held back from the touch's view go to it now, as far as these holders (who still
  /// delay touches at the moment of the decision) allow.
  case releaseHeldEvents(touch: Int, holders: TouchHolders)
  /// Gesture actions, run at the end of the current event (UIKit delivers action messages on
  /// the next turn of the run loop).
  case runLater([Action])
}

/// The undecided recognizers that hold a touch's `began` and `ended` back from its view
/// (`delaysTouchesBegan`, `delaysTouchesEnded`): the first of each, or nil.
struct TouchHolders: Hashable, Sendable {
  var began: RecognizerID?
  var ended: RecognizerID?

  static let none = TouchHolders()

  /// Who holds an event of `phase` back; moves and cancellations are never held.
  func holder(of phase: TouchPhase) -> RecognizerID? {
    switch phase {
    case .began: began
    case .ended: ended
    case .moved, .stationary, .cancelled: nil
    }
  }
}

/// What the arena may read of the rest of the simulation while it decides: the touches (which
/// recognizers see them, their views and phases) and the views (their classes and names).
struct ArenaContext {
  let touches: [Touch]
  let tree: ViewTree
  /// What a control's `gestureRecognizerShouldBegin:` measures with (a slider's thumb size).
  let parameters: UIKitParameters
}
