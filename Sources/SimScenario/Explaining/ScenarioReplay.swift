import SimEngine
import SimGeometry

/// Replays a scenario up to a moment, to look at the simulation there: the state a touch found
/// when it began, or the state at a time. Runs are deterministic, so a replay sees exactly what
/// the full run saw.
enum ScenarioReplay {
  /// A simulation with the scenario's views and presentations, at time zero.
  static func start(_ scenario: Scenario) -> Simulation {
    var simulation = Simulation(screen: scenario.screen, parameters: scenario.parameters)
    simulation.instantiate(scenario.root, in: simulation.window)
    for presentation in scenario.presentations { simulation.addPresentation(presentation) }
    return simulation
  }

  /// The simulation just before touch `number` began (everything due before that moment done,
  /// the touch itself not yet delivered), and the touch's began event.
  static func beforeTouch(_ number: Int, of scenario: Scenario) -> (Simulation, TouchInput)? {
    var simulation = start(scenario)
    var began = 0
    for input in scenario.touches {
      if input.phase == .began {
        began += 1
        if began == number {
          simulation.advance(before: input.time)
          return (simulation, input)
        }
      }
      try? simulation.send(input)
    }
    return nil
  }

  /// The simulation at `time`: every touch event at or before it delivered, the frames and
  /// timers due by then done (what a timed expectation sees).
  static func at(_ time: Instant, of scenario: Scenario) -> Simulation {
    var simulation = start(scenario)
    for input in scenario.touches where input.time <= time {
      try? simulation.send(input)
    }
    simulation.advance(to: max(time, simulation.now))
    return simulation
  }
}
