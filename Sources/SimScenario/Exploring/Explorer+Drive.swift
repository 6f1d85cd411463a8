import SimEngine
import SimGeometry

/// Running one stream on a copy of the fork: the gestures' events merged in time order (ties
/// in the order the gestures came, as a scenario file's entries are merged), each `UIEvent`
/// sent after the frames due before it, every frame checked, then the tail and the settle.
extension Explorer {
  /// Runs the gestures `source` hands out (it sees the simulation as it is when the previous
  /// gesture began, and returns nil when the stream is over).
  func drive(source: (Simulation) -> ExploreGesture?, stopAt key: String?) -> StreamOutcome {
    var run = StreamRun(simulation: fork, watch: watch, stopAt: key)
    var gestures: [ExploreGesture] = []
    var pending: [(input: TouchInput, sequence: Int)] = []
    var sequence = 0
    let size = scenario.screen.size
    let fps = scenario.screen.fps
    while !run.stopped, let gesture = source(run.simulation) {
      guard let inputs = gesture.inputs(screen: size, fps: fps) else { continue }
      if let previous = gestures.last, gesture.time < previous.time { continue }
      run.send(&pending, before: gesture.time)
      gestures.append(gesture)
      for input in inputs {
        pending.append((input, sequence))
        sequence += 1
      }
      pending.sort { ($0.input.time, $0.sequence) < ($1.input.time, $1.sequence) }
    }
    let lastEvent = pending.last?.input.time ?? run.simulation.now
    run.send(&pending, before: nil)
    let clock = run.simulation.clock
    let end = clock.time(ofFrame: clock.frame(containing: max(lastEvent + settings.tail, .zero)))
    run.frames(through: end)
    // As `run`'s `settle`: frame by frame until nothing is pending, for at most the limit.
    let deadline = end + settings.settleLimit
    while !run.stopped, !run.simulation.isSettled, run.simulation.now < deadline {
      run.frames(through: clock.time(ofFrame: run.simulation.frameCount))
    }
    if !run.stopped, run.simulation.isSettled {
      run.watch.settled(run.simulation)
    }
    // `never` expectations read the whole journal, so they are checked once, at the end (also
    // of a stream stopped early: one may have failed before what stopped it).
    do {
      for expectation in nevers {
        guard case .happens(let matcher, let timing, _) = expectation.kind else { continue }
        let result = OccurrenceChecks.happens(
          expectation, matcher, timing, never: true, in: run.simulation)
        if !result.passed {
          run.found.append(
            Violation(
              check: expectation.label, place: matcher.description,
              time: result.time ?? run.simulation.now, detail: result.actual))
        }
      }
    }
    // Earliest first: a stream's first failure is the one it is filed under.
    let violations = (run.watch.violations + run.found).enumerated()
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    return StreamOutcome(gestures: gestures, violations: violations, end: end)
  }
}

/// One stream's simulation and watch as it runs.
struct StreamRun {
  var simulation: Simulation
  var watch: RunWatch
  let stopAt: String?
  var found: [Violation] = []

  init(simulation: Simulation, watch: RunWatch, stopAt: String?) {
    self.simulation = simulation
    self.watch = watch
    self.stopAt = stopAt
  }

  /// Whether the stream can end now: it has failed (the given way, when one is given).
  var stopped: Bool {
    guard let stopAt else { return !watch.violations.isEmpty }
    return watch.violations.contains { $0.key == stopAt }
  }

  /// Renders and checks each frame up to `time`: through it, or only before it.
  mutating func frames(through time: Instant, inclusive: Bool = true) {
    while !stopped {
      let frame = simulation.clock.time(ofFrame: simulation.frameCount)
      guard frame < time || (inclusive && frame == time) else { return }
      simulation.advance(to: frame)
      simulation.discardFrames()
      watch.frame(simulation)
    }
  }

  /// Sends the pending events before `time` (all of them for nil), each `UIEvent` after the
  /// frames due before it.
  mutating func send(_ pending: inout [(input: TouchInput, sequence: Int)], before time: Instant?) {
    var count = 0
    while count < pending.count, time.map({ pending[count].input.time < $0 }) ?? true {
      count += 1
    }
    guard count > 0 else { return }
    let inputs = pending[..<count].map(\.input)
    pending.removeFirst(count)
    for range in TouchInput.events(in: inputs) where !stopped {
      frames(through: inputs[range.lowerBound].time, inclusive: false)
      guard !stopped else { return }
      do {
        try simulation.send(Array(inputs[range]))
      } catch {
        preconditionFailure("Internal inconsistency: an explored stream was refused: \(error)")
      }
    }
  }
}
