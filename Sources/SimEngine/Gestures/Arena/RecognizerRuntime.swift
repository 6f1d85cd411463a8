import SimGeometry

/// A recognizer inside a simulation: its settings, the view it is attached to, its public
/// state, the state machine that decides for it, and the touches it is following.
struct RecognizerRuntime: Hashable, Sendable {
  let id: RecognizerID
  var configuration: GestureRecognizer
  let view: ViewID
  let screen: Size
  var state: GestureState = .possible
  var machine: RecognizerMachine
  /// Touches of the current sequence, in the order it saw them (kept after they lift, until the
  /// recognizer resets).
  var touches: [Int] = []
  /// A begin or recognize that waits for the recognizers it requires to fail.
  var pending: MachineDecision?
  /// Why it takes no new touches now (its owner's `_gestureRecognizer:shouldReceiveEvent:`
  /// answering no: the interactive pop with one screen on the stack), or nil.
  var receiveRefusal: String?

  init(id: RecognizerID, configuration: GestureRecognizer, view: ViewID, screen: Size) {
    self.id = id
    self.configuration = configuration
    self.view = view
    self.screen = screen
    self.machine = RecognizerMachine(configuration.kind, screen: screen)
  }

  var name: String { configuration.name }

  /// Back to `possible`, ready for a new touch sequence.
  mutating func reset() {
    state = .possible
    machine = RecognizerMachine(configuration.kind, screen: screen)
    touches = []
    pending = nil
  }

  /// Whether it takes part in deciding the current touches: it follows a touch, or waits between
  /// the taps of a multi-tap.
  func isEngaged(activeTouches: (Int) -> Bool) -> Bool {
    touches.contains(where: activeTouches) || machine.isWaitingForNextTap
  }

  /// Whether `self`, recognizing, forces `other` to fail. A tap can't prevent a tap that needs
  /// more taps with the same number of touches (so a double tap can still win after a single
  /// tap), nor a long press that needs more taps; everything else can be prevented
  /// (the decompiled `UITapGestureRecognizer.canPreventGestureRecognizer:`).
  func canPrevent(_ other: RecognizerRuntime) -> Bool {
    guard case .tap(let mine) = configuration.kind else { return true }
    switch other.configuration.kind {
    case .tap(let theirs) where theirs.touches == mine.touches:
      return theirs.taps <= mine.taps
    case .longPress(let theirs) where theirs.touches == mine.touches:
      return 0 < mine.taps
    default:
      return true
    }
  }

  /// Whether either side lists the other as simultaneous, or either is a relationship
  /// recognizer (`-[_UIClickPresentationInteraction gestureRecognizer:
  /// shouldRecognizeSimultaneouslyWithGestureRecognizer:]` answers YES for its failure
  /// relationship recognizer and any other).
  func recognizesSimultaneously(with other: RecognizerRuntime) -> Bool {
    if case .relationship = configuration.kind { return true }
    if case .relationship = other.configuration.kind { return true }
    return configuration.simultaneousWith.contains(other.name)
      || other.configuration.simultaneousWith.contains(name)
  }

  var snapshot: GestureSnapshot {
    GestureSnapshot(
      recognizer: id, state: state, translation: machine.translation(state: state),
      velocity: machine.velocity, scale: machine.scale?.value,
      scaleVelocity: machine.scale?.velocity, rotation: machine.rotation?.value,
      rotationVelocity: machine.rotation?.velocity)
  }
}
