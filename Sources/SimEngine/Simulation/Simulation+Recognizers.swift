import SimGeometry

/// Reading recognizers from outside.
extension Simulation {
  /// Every recognizer, in the order they were added.
  public var recognizerIDs: [RecognizerID] { recognizers.map(\.id) }

  public func recognizer(named name: String) -> RecognizerID? { recognizerNames[name] }

  public func name(of recognizer: RecognizerID) -> String { recognizers[recognizer.index].name }

  public func configuration(of recognizer: RecognizerID) -> GestureRecognizer {
    recognizers[recognizer.index].configuration
  }

  /// The view the recognizer is attached to.
  public func view(of recognizer: RecognizerID) -> ViewID { recognizers[recognizer.index].view }

  /// The recognizer's state and, for pans and pinches, translation, velocity and scale.
  public func gesture(_ recognizer: RecognizerID) -> GestureSnapshot {
    recognizers[recognizer.index].snapshot
  }

  /// A state as reports name it: `recognized` for a discrete recognizer's ended.
  public func stateName(_ state: GestureState, of recognizer: RecognizerID) -> String {
    state.name(discrete: recognizers[recognizer.index].configuration.isDiscrete)
  }
}
