import SimEngine
import SimGeometry

/// Replays a scenario up to a moment, to look at the simulation there: the state a touch found
/// when it began, or the state at a time. Runs are deterministic, so a replay sees exactly what
/// the full run saw.
///
/// An explanation reads the tree, the touches and the journal, never the frames: a replay
/// renders them one at a time and drops each (an hour at 1,000 fps kept 3.6 million frames,
/// 3.4 GB), as a streaming run does.
enum ScenarioReplay {
  /// A simulation with the scenario's views, presentations and navigation controllers, at time
  /// zero, keeping no frames.
  static func start(_ scenario: Scenario) -> Simulation {
    var simulation = Simulation(screen: scenario.screen, parameters: scenario.parameters)
    simulation.keepsFrames = false
    scenario.populate(&simulation)
    simulation.discardFrames()
    return simulation
  }

  /// Moves the clock a frame at a time to `instant` (or just before it), dropping each frame;
  /// it runs exactly what one long advance would.
  static func step(_ simulation: inout Simulation, to instant: Instant, inclusive: Bool) {
    while true {
      let frameTime = simulation.clock.time(ofFrame: simulation.frameCount)
      guard frameTime < instant || (inclusive && frameTime == instant) else { break }
      simulation.advance(to: frameTime)
      simulation.discardFrames()
    }
    if inclusive {
      simulation.advance(to: max(instant, simulation.now))
    } else if instant > simulation.now {
      simulation.advance(before: instant)
    }
    simulation.discardFrames()
  }

  /// Taps the status bar at each of `taps` due by `time` (before an event at it), as a run does.
  private static func tapStatusBar(
    _ simulation: inout Simulation, _ taps: inout ArraySlice<Instant>, before time: Instant
  ) {
    while let tap = taps.first, tap <= time {
      step(&simulation, to: tap, inclusive: false)
      simulation.tapStatusBar(at: tap)
      simulation.discardFrames()
      taps = taps.dropFirst()
    }
  }

  /// Delivers `event`, dropping the frames it rendered.
  private static func send(_ event: [TouchInput], to simulation: inout Simulation) {
    step(&simulation, to: event[0].time, inclusive: false)
    try? simulation.send(event)
    simulation.discardFrames()
  }

  /// The simulation just before touch `number` began (everything due before that moment done,
  /// the touch itself not yet delivered), and the touch's began event.
  static func beforeTouch(_ number: Int, of scenario: Scenario) -> (Simulation, TouchInput)? {
    var simulation = start(scenario)
    var began = 0
    var taps = scenario.statusBarTaps[...]
    for range in TouchInput.events(in: scenario.touches) {
      let event = Array(scenario.touches[range])
      tapStatusBar(&simulation, &taps, before: event[0].time)
      // Every new touch of an event is hit-tested before the event is delivered, so the
      // touch found the state from before its whole event.
      for input in event where input.phase == .began {
        began += 1
        if began == number {
          step(&simulation, to: input.time, inclusive: false)
          return (simulation, input)
        }
      }
      send(event, to: &simulation)
    }
    return nil
  }

  /// The simulation as far as what touch `number`'s recognizers and the app decided can be
  /// read from it (``GestureExplainer``): just before the first touch to begin after it lifted,
  /// where that explanation stops reading, instead of the whole run; the whole run, as `run`
  /// makes it, when no touch begins after it.
  static func untilAnswered(touch number: Int, of scenario: Scenario) -> Simulation {
    var dropped = DroppedFrames()
    guard number < scenario.touchCount else {
      return ScenarioRunner.run(scenario, streamingTo: &dropped).simulation
    }
    var simulation = start(scenario)
    var taps = scenario.statusBarTaps[...]
    for range in TouchInput.events(in: scenario.touches) {
      let event = Array(scenario.touches[range])
      let time = event[0].time
      // (The explanation reads nothing at or after the next touch's began: a status bar tap
      // at that time changes nothing it reads.)
      tapStatusBar(&simulation, &taps, before: time)
      if simulation.touches.count >= number, event.contains(where: { $0.phase == .began }) {
        let touch = simulation.touch(number)
        let lifted = touch.phase == .ended || touch.phase == .cancelled
        if lifted && time > touch.timestamp {
          step(&simulation, to: time, inclusive: false)
          return simulation
        }
      }
      send(event, to: &simulation)
    }
    return ScenarioRunner.run(scenario, streamingTo: &dropped).simulation
  }

  /// The simulation at `time`: every touch event at or before it delivered, the frames and
  /// timers due by then done (what a timed expectation sees).
  static func at(_ time: Instant, of scenario: Scenario) -> Simulation {
    var simulation = start(scenario)
    var taps = scenario.statusBarTaps.filter { $0 <= time }[...]
    for range in TouchInput.events(in: scenario.touches)
    where scenario.touches[range.lowerBound].time <= time {
      let event = Array(scenario.touches[range])
      tapStatusBar(&simulation, &taps, before: event[0].time)
      send(event, to: &simulation)
    }
    tapStatusBar(&simulation, &taps, before: time)
    step(&simulation, to: time, inclusive: true)
    return simulation
  }
}
