import SimEngine

/// Recognizer names and state names, as reports print them.
struct GestureNames {
  let simulation: Simulation

  init(_ simulation: Simulation) {
    self.simulation = simulation
  }

  func name(_ recognizer: RecognizerID) -> String { simulation.name(of: recognizer) }

  func state(_ state: GestureState, of recognizer: RecognizerID) -> String {
    simulation.stateName(state, of: recognizer)
  }
}
