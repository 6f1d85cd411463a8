import SimGeometry

/// Reading recognizers from outside.
extension Simulation {
  /// Every recognizer, in the order they were added.
  public var recognizerIDs: [RecognizerID] { arena.ids }

  public func recognizer(named name: String) -> RecognizerID? { arena.id(named: name) }

  public func name(of recognizer: RecognizerID) -> String { arena[recognizer].name }

  public func configuration(of recognizer: RecognizerID) -> GestureRecognizer {
    arena[recognizer].configuration
  }

  /// The view the recognizer is attached to.
  public func view(of recognizer: RecognizerID) -> ViewID { arena[recognizer].view }

  /// The recognizer's state and, for pans and pinches, translation, velocity and scale.
  public func gesture(_ recognizer: RecognizerID) -> GestureSnapshot {
    arena[recognizer].snapshot
  }

  /// A state as reports name it: `recognized` for a discrete recognizer's ended.
  public func stateName(_ state: GestureState, of recognizer: RecognizerID) -> String {
    state.name(discrete: arena[recognizer].configuration.isDiscrete)
  }
}
