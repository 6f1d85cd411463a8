import SimEngine
import SimGeometry

/// Replays a scenario up to a moment, to look at the simulation there: the state a touch found
/// when it began, or the state at a time. Runs are deterministic, so a replay sees exactly what
/// the full run saw.
enum ScenarioReplay {
  /// A simulation with the scenario's views, presentations and navigation controllers, at time
  /// zero.
  static func start(_ scenario: Scenario) -> Simulation {
    var simulation = Simulation(screen: scenario.screen, parameters: scenario.parameters)
    scenario.populate(&simulation)
    return simulation
  }

  /// The simulation just before touch `number` began (everything due before that moment done,
  /// the touch itself not yet delivered), and the touch's began event.
  static func beforeTouch(_ number: Int, of scenario: Scenario) -> (Simulation, TouchInput)? {
    var simulation = start(scenario)
    var began = 0
    var taps = scenario.statusBarTaps[...]
    for range in TouchInput.events(in: scenario.touches) {
      let event = Array(scenario.touches[range])
      while let tap = taps.first, tap <= event[0].time {
        simulation.tapStatusBar(at: tap)
        taps = taps.dropFirst()
      }
      // Every new touch of an event is hit-tested before the event is delivered, so the
      // touch found the state from before its whole event.
      for input in event where input.phase == .began {
        began += 1
        if began == number {
          simulation.advance(before: input.time)
          return (simulation, input)
        }
      }
      try? simulation.send(event)
    }
    return nil
  }

  /// The simulation at `time`: every touch event at or before it delivered, the frames and
  /// timers due by then done (what a timed expectation sees).
  static func at(_ time: Instant, of scenario: Scenario) -> Simulation {
    var simulation = start(scenario)
    var taps = scenario.statusBarTaps.filter { $0 <= time }[...]
    for range in TouchInput.events(in: scenario.touches)
    where scenario.touches[range.lowerBound].time <= time {
      while let tap = taps.first, tap <= scenario.touches[range.lowerBound].time {
        simulation.tapStatusBar(at: tap)
        taps = taps.dropFirst()
      }
      try? simulation.send(Array(scenario.touches[range]))
    }
    for tap in taps { simulation.tapStatusBar(at: tap) }
    simulation.advance(to: max(time, simulation.now))
    return simulation
  }
}
