import SimGeometry

/// The state machine behind a recognizer, one case per kind: a closed set, switched over
/// exhaustively, with no existentials on the event path.
enum RecognizerMachine: Hashable, Sendable {
  case tap(TapMachine)
  case longPress(LongPressMachine)
  case pan(PanMachine)
  case swipe(SwipeMachine)
  case pinch(PinchMachine)
  case rotation(RotationMachine)
  case contentDelay(ContentDelayMachine)
  case relationship(RelationshipMachine)

  /// A fresh machine for `kind`; `screen` places screen edges.
  init(_ kind: GestureKind, screen: Size) {
    switch kind {
    case .tap(let settings): self = .tap(TapMachine(settings: settings))
    case .longPress(let settings): self = .longPress(LongPressMachine(settings: settings))
    case .pan(let settings): self = .pan(PanMachine(settings: settings))
    case .swipe(let settings): self = .swipe(SwipeMachine(settings: settings))
    case .pinch(let settings): self = .pinch(PinchMachine(settings: settings))
    case .rotation(let settings): self = .rotation(RotationMachine(settings: settings))
    case .contentTouchDelay(let delay): self = .contentDelay(ContentDelayMachine(delay: delay))
    case .relationship: self = .relationship(RelationshipMachine())
    case .screenEdgePan(let settings, let edges):
      self = .pan(
        PanMachine(settings: settings, edge: ScreenEdgeRule(settings: edges, screen: screen)))
    }
  }

  mutating func handle(_ input: MachineInput, state: GestureState) -> MachineOutput {
    switch self {
    case .tap(var machine):
      defer { self = .tap(machine) }
      return machine.handle(input, state: state)
    case .longPress(var machine):
      defer { self = .longPress(machine) }
      return machine.handle(input, state: state)
    case .pan(var machine):
      defer { self = .pan(machine) }
      return machine.handle(input, state: state)
    case .swipe(var machine):
      defer { self = .swipe(machine) }
      return machine.handle(input, state: state)
    case .pinch(var machine):
      defer { self = .pinch(machine) }
      return machine.handle(input, state: state)
    case .rotation(var machine):
      defer { self = .rotation(machine) }
      return machine.handle(input, state: state)
    case .contentDelay(var machine):
      defer { self = .contentDelay(machine) }
      return machine.handle(input, state: state)
    case .relationship(var machine):
      defer { self = .relationship(machine) }
      return machine.handle(input, state: state)
    }
  }

  /// Whether it is between the taps of a multi-tap: it holds no touch but is still deciding.
  var isWaitingForNextTap: Bool {
    if case .tap(let machine) = self { return machine.isWaitingForNextTap }
    return false
  }

  /// Where `location(in:)` stays whatever the touches do, in window coordinates: a swipe's is
  /// the centroid of its touches when they came down (the decompiled
  /// `-[UISwipeGestureRecognizer locationInView:]` returns the start centroid). Nil for the
  /// kinds whose location follows the touches.
  var fixedLocation: Point? {
    if case .swipe(let machine) = self { return machine.startLocation }
    return nil
  }

  /// The tap count it needs, for a tap recognizer (UIKit's rule that a tap can't prevent a tap
  /// needing more taps).
  var tapSettings: TapSettings? {
    if case .tap(let machine) = self { return machine.settings }
    return nil
  }

  func translation(state: GestureState) -> Point? {
    if case .pan(let machine) = self { return machine.translation(state: state) }
    return nil
  }

  var velocity: Point? {
    if case .pan(let machine) = self { return machine.currentVelocity }
    return nil
  }

  var scale: (value: Double, velocity: Double)? {
    if case .pinch(let machine) = self { return (machine.scale, machine.velocity) }
    return nil
  }

  /// A pinch's `anchorPoint` (window coordinates), once two touches came down.
  var anchorPoint: Point? {
    if case .pinch(let machine) = self { return machine.anchorPoint }
    return nil
  }

  var rotation: (value: Double, velocity: Double)? {
    if case .rotation(let machine) = self { return (machine.rotation, machine.velocity) }
    return nil
  }

  /// A pan's next touch catches its decelerating scroll view (``PanMachine/catchNextTouch()``).
  mutating func catchNextTouch() {
    if case .pan(var machine) = self {
      machine.catchNextTouch()
      self = .pan(machine)
    }
  }

  mutating func restartTranslation() {
    if case .pan(var machine) = self {
      machine.restartTranslation()
      self = .pan(machine)
    }
  }
}
