import SimEngine
import SimGeometry

/// The room that turns steps into touch events as the clock reaches them. It keeps one thing:
/// where the steps have reached (when the previous one ended); the clock, the app and the
/// frames belong to the ``StepClock``. A step's named places are found when it starts, from
/// what is drawn then, so a step that follows an animation touches where the view is now.
public struct StepPlayer: Sendable {
  /// When the previous step ended (0 before the first): a step without `t` starts a frame
  /// after it.
  public private(set) var reached: Instant = .zero

  public init() {}

  /// Runs `step` on `clock`: moves the clock to its start, records it in the journal, and
  /// performs it. Returns the results it made: one per check of an `expect` step, one for a
  /// step that failed (a named view the finger missed, a wait that ran out, a `t` already
  /// past); nothing for a step that went as written.
  public mutating func perform<Clock: StepClock>(_ step: ScenarioStep, on clock: inout Clock)
    -> [ExpectationResult]
  {
    let earliest = max(clock.simulation.firstFrame(after: reached), clock.simulation.now)
    let start: Instant
    switch step.start {
    case .at(let time):
      guard time >= reached, time >= clock.simulation.now else {
        return [
          Self.failure(
            step, at: time, expected: "it starts at t=\(time)",
            actual:
              "the steps before it had already reached t=\(max(reached, clock.simulation.now)); give a later 't', or none to start after them"
          )
        ]
      }
      start = time
    case .after(let delay):
      start = earliest + delay
    }
    switch step.action {
    case .touch(let touch):
      clock.advance(to: start, inclusive: false)
      clock.simulation.beginStep(step.label)
      return perform(touch, of: step, at: start, on: &clock)
    case .events(let inputs):
      guard let first = inputs.first else { return [] }
      let shift = step.start == .at(first.time) ? Interval.zero : start - first.time
      clock.advance(to: start, inclusive: false)
      clock.simulation.beginStep(step.label)
      let moved = inputs.map { input in
        var input = input
        input.time = input.time + shift
        return input
      }
      return deliver(moved, of: step, on: &clock)
    case .wait(let wait):
      clock.advance(to: start, inclusive: false)
      clock.simulation.beginStep(step.label)
      clock.advance(to: start, inclusive: true)
      return self.wait(wait, of: step, from: start, on: &clock)
    case .expect(let expectations):
      clock.advance(to: start, inclusive: false)
      clock.simulation.beginStep(step.label)
      clock.advance(to: start, inclusive: true)
      reached = start
      return expectations.map { expectation in
        var checked = expectation.at(start)
        checked.step = step.label
        return clock.check(checked)
      }
    }
  }

  /// Finds the touch's places, checks that its finger reaches the view it names (or misses
  /// it, with `expectMiss`), and delivers its events.
  private mutating func perform<Clock: StepClock>(
    _ touch: StepTouch, of step: ScenarioStep, at start: Instant, on clock: inout Clock
  ) -> [ExpectationResult] {
    var touch = touch
    var expected: Double?
    switch planControl(&touch, of: step, at: start, on: clock) {
    case .proceed(let value): expected = value
    case .done(let results):
      reached = start
      return results
    }
    var results: [ExpectationResult] = []
    let placed: StepPlaces.Found
    switch StepPlaces.find(touch.places, in: clock.simulation) {
    case .found(let found): placed = found
    case .missing(let name, let reason):
      reached = start
      guard touch.expectMiss else {
        return [
          Self.failure(
            step, at: start, expected: "a finger on '\(name)'",
            actual: "there is nothing to touch: \(reason)")
        ]
      }
      return []
    }
    if let target = placed.target {
      let verdict = StepPlaces.verdict(target, in: &clock.simulation)
      switch (verdict.reaches, touch.expectMiss) {
      case (false, false):
        results.append(
          Self.failure(
            step, at: start,
            expected:
              "a finger on '\(target.name)' at \(target.point.compactDescription) reaches it",
            actual: verdict.why,
            explanation: ["at t=\(start):"]
              + HitExplainer.explain(target.point, in: clock.simulation.tree)))
      case (true, true):
        results.append(
          Self.failure(
            step, at: start,
            expected:
              "a finger on '\(target.name)' at \(target.point.compactDescription) misses it (expectMiss)",
            actual: verdict.why))
      case (false, true), (true, false):
        break
      }
    }
    let inputs: [TouchInput]
    do {
      inputs = try touch.resolved(
        at: start, places: placed.points, fps: clock.simulation.screen.fps)
    } catch {
      reached = start
      return results + [
        Self.failure(
          step, at: start, expected: "the \(touch.helper) can be performed",
          actual: error.description)
      ]
    }
    results += deliver(inputs, of: step, on: &clock)
    if let expected, let name = touch.places.first?.viewName {
      results += checkControl(name, reads: expected, of: step, on: clock)
    }
    return results
  }

  /// Delivers the inputs event by event; the step ends at the last.
  private mutating func deliver<Clock: StepClock>(
    _ inputs: [TouchInput], of step: ScenarioStep, on clock: inout Clock
  ) -> [ExpectationResult] {
    for range in TouchInput.events(in: inputs) {
      let event = Array(inputs[range])
      do {
        try clock.deliver(event)
      } catch {
        reached = max(reached, event[0].time)
        return [
          Self.failure(
            step, at: event[0].time, expected: "its touches can be delivered",
            actual: error.description)
        ]
      }
      reached = event[0].time
    }
    return []
  }

  /// Waits frame by frame (or for a fixed time); the step ends when the wait does.
  private mutating func wait<Clock: StepClock>(
    _ wait: StepWait, of step: ScenarioStep, from start: Instant, on clock: inout Clock
  ) -> [ExpectationResult] {
    let limit: Interval
    switch wait {
    case .duration(let interval):
      clock.advance(to: start + interval, inclusive: true)
      reached = start + interval
      return []
    case .settled(let l), .until(_, _, let l):
      limit = l
    }
    let deadline = start + limit
    var lastFailure: String?
    let done = Simulation.waitFrames(
      &clock, simulation: \.simulation, limit: limit,
      advance: { $0.advance(to: $1, inclusive: true) },
      done: { clock in
        switch wait {
        case .duration: return true
        case .settled: return clock.simulation.isSettled
        case .until(let condition, _, _):
          let value = Result { () throws(ExpressionFailure) in
            try clock.simulation.evaluate(condition)
          }
          switch value {
          case .success(let value):
            lastFailure = nil
            return value != 0
          case .failure(let failure):
            lastFailure = failure.message
            return false
          }
        }
      })
    if done {
      reached = clock.simulation.now
      return []
    }
    reached = clock.simulation.now
    switch wait {
    case .until(_, let text, _):
      return [
        Self.failure(
          step, at: reached, expected: "\"\(text)\" holds within \(limit) s (by t=\(deadline))",
          actual: "it still did not at t=\(reached)"
            + (lastFailure.map { ": \($0)" } ?? ""))
      ]
    default:
      return [
        Self.failure(
          step, at: reached, expected: "the app settles within \(limit) s (by t=\(deadline))",
          actual: SettleCheck.stillRunning(clock.simulation))
      ]
    }
  }

  static func failure(
    _ step: ScenarioStep, at time: Instant, expected: String, actual: String,
    explanation: [String] = []
  ) -> ExpectationResult {
    ExpectationResult(
      expectation: Expectation(
        index: -1, source: step.source, kind: .step(step.label), step: step.label),
      passed: false, expected: "at t=\(time), \(expected)", actual: actual, time: time,
      explanation: explanation)
  }
}
