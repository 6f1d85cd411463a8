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

/// What makes a view a tap target, for `simreplay audit`.
extension Simulation {
  /// Whether the app gave `view` control actions (`on` handlers).
  public func hasControlActions(_ view: ViewID) -> Bool { app.hasActions(view) }

  /// Whether a recognizer the app made (not a scroll view's, a sheet's or a navigation
  /// controller's own, whose actions reach UIKit's private machinery) is attached to `view`.
  public func hasAppRecognizer(_ view: ViewID) -> Bool {
    arena.ids(on: view).contains { id in
      !arena[id].configuration.actions.contains { entry in
        entry.actions.contains { if case .system = $0 { true } else { false } }
      }
    }
  }
}
