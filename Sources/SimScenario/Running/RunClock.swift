import SimEngine

/// The clock of a scenario run: it owns the simulation while the touches (or steps) are
/// delivered, checks the scenario's timed expectations and taps the status bar as their times
/// come, and, streaming, hands each frame to the sink as it is rendered. The ``StepPlayer``
/// drives it through ``StepClock``; a list of absolute touches through ``deliver(_:)``.
struct RunClock<Sink: FrameSink>: StepClock {
  var simulation: Simulation
  var sink: Sink
  let keepingFrames: Bool
  let scenario: Scenario
  /// The timed expectations by time (and `expect` order), and the next to check.
  let timed: [(time: Instant, offset: Int)]
  var next = 0
  var nextTap = 0
  var results: [ExpectationResult?]
  /// The touches whose responder chains an expectation asks about, and the chains.
  let wantsChain: Set<Int>
  var chains: [Int: [Responder]] = [:]
  /// The scenario's invariants and built-in checks, looked at after every frame: a run that
  /// has any moves the clock a frame at a time even when it keeps its frames.
  var watch: RunWatch
  let watching: Bool

  init(_ scenario: Scenario, simulation: Simulation, sink: Sink, keepingFrames: Bool) {
    self.scenario = scenario
    self.simulation = simulation
    self.sink = sink
    self.keepingFrames = keepingFrames
    watch = RunWatch(
      scenario: scenario, checks: scenario.checks, watchesRefusals: false, watchesWindows: true,
      from: simulation)
    watching = !watch.isEmpty
    results = [ExpectationResult?](repeating: nil, count: scenario.expectations.count)
    timed = scenario.expectations.enumerated()
      .compactMap { offset, expectation in expectation.time.map { (time: $0, offset: offset) } }
      .sorted { ($0.time, $0.offset) < ($1.time, $1.offset) }
    wantsChain = Set(
      scenario.expectations.compactMap { expectation -> Int? in
        if case .responders(let touch, _) = expectation.kind { return touch }
        return nil
      })
  }

  mutating func handOff() {
    if !keepingFrames { ScenarioRunner.handOff(&simulation, to: &sink) }
  }

  /// A streaming run moves the clock a frame at a time up to each event, handing each frame
  /// off as it comes, so a long stretch without input never piles frames up. Advancing to a
  /// frame's time runs exactly what a longer advance would run by then, in the same order.
  mutating func step(to instant: Instant, inclusive: Bool) {
    guard !keepingFrames || watching else { return }
    while true {
      let frameTime = simulation.clock.time(ofFrame: simulation.frameCount)
      guard frameTime < instant || (inclusive && frameTime == instant) else { return }
      simulation.advance(to: frameTime)
      if watching { watch.frame(simulation) }
      handOff()
    }
  }

  /// Checks the timed expectations due before `time`.
  mutating func checkBefore(_ time: Instant) {
    while next < timed.count, timed[next].time < time {
      let offset = timed[next].offset
      step(to: timed[next].time, inclusive: true)
      results[offset] = ScenarioRunner.check(scenario.expectations[offset], in: &simulation)
      handOff()
      next += 1
    }
  }

  /// Taps the status bar at each tap due by `time` (all when nil); status bar taps come before
  /// touch events at the same time.
  mutating func tapStatusBar(before time: Instant?) {
    while nextTap < scenario.statusBarTaps.count,
      time.map({ scenario.statusBarTaps[nextTap] <= $0 }) ?? true
    {
      let tap = scenario.statusBarTaps[nextTap]
      checkBefore(tap)
      step(to: tap, inclusive: false)
      simulation.tapStatusBar(at: tap)
      handOff()
      nextTap += 1
    }
  }

  mutating func advance(to instant: Instant, inclusive: Bool) {
    tapStatusBar(before: instant)
    checkBefore(instant)
    step(to: instant, inclusive: inclusive)
    if inclusive {
      simulation.advance(to: instant)
    } else {
      simulation.advance(before: instant)
    }
    handOff()
  }

  mutating func deliver(_ event: [TouchInput]) throws(TouchSequenceError) {
    let time = event[0].time
    tapStatusBar(before: time)
    checkBefore(time)
    step(to: time, inclusive: false)
    let touchesBefore = simulation.touches.count
    try simulation.send(event)
    handOff()
    // The touches this event began, for the responder chains asked about.
    for index in touchesBefore..<simulation.touches.count where wantsChain.contains(index + 1) {
      if let view = simulation.touches[index].view {
        chains[index + 1] = simulation.responderChain(from: view)
      }
    }
  }

  mutating func check(_ expectation: Expectation) -> ExpectationResult {
    StepChecks.check(expectation, in: &simulation, chains: chains)
  }
}
