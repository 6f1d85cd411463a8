import SimEngine
import SimGeometry

/// Runs a scenario: builds its views, replays its touch stream over the virtual clock, and
/// checks every expectation at its time.
///
/// Timed expectations (`t`) see everything at or before their time: the run delivers the
/// touch events stamped at or before T, renders the frames due by T, then checks. Checking
/// never changes the run, so a scenario's trace is the same with or without them.
public enum ScenarioRunner {
  /// Runs `scenario`; with `recordingViewGeometry`, every frame also records every view's
  /// window-space geometry (``FrameRecord/views``) for a report that draws the frames. The
  /// results and the trace are the same either way.
  public static func run(_ scenario: Scenario, recordingViewGeometry: Bool = false)
    -> ScenarioRun
  {
    var kept = KeptFrames()
    return run(scenario, recordingViewGeometry: recordingViewGeometry, keepingFrames: true, &kept)
  }

  /// Runs `scenario`, handing every frame to `sink` as soon as it is rendered and keeping none:
  /// the run's memory grows with what it checks (its touches and journal), not with its frames.
  /// The run's ``ScenarioRun/simulation`` has no ``Simulation/frames``.
  public static func run<Sink: FrameSink>(
    _ scenario: Scenario, streamingTo sink: inout Sink, recordingViewGeometry: Bool = false
  ) -> ScenarioRun {
    run(scenario, recordingViewGeometry: recordingViewGeometry, keepingFrames: false, &sink)
  }

  private static func run<Sink: FrameSink>(
    _ scenario: Scenario, recordingViewGeometry: Bool, keepingFrames: Bool, _ sink: inout Sink
  ) -> ScenarioRun {
    var setUp = Simulation(screen: scenario.screen, parameters: scenario.parameters)
    setUp.recordsViewGeometry = recordingViewGeometry
    setUp.recordsLayout = sink.wantsLayout
    setUp.keepsFrames = keepingFrames
    scenario.populate(&setUp)
    var run = RunClock(
      scenario, simulation: consume setUp, sink: sink, keepingFrames: keepingFrames)
    var stepResults: [ExpectationResult] = []
    if scenario.hasSteps {
      var player = StepPlayer()
      for step in scenario.steps { stepResults += player.perform(step, on: &run) }
    } else {
      for range in TouchInput.events(in: scenario.touches) {
        do {
          try run.deliver(Array(scenario.touches[range]))
        } catch {
          preconditionFailure("Internal inconsistency: a validated stream was refused: \(error)")
        }
      }
    }
    run.tapStatusBar(before: nil)
    for (time, offset) in run.timed[run.next...] {
      run.step(to: time, inclusive: true)
      run.results[offset] = check(scenario.expectations[offset], in: &run.simulation)
      run.handOff()
    }
    let clock = run.simulation.clock
    // The first frame at or after the scenario's end, or after where its steps reached.
    let end = clock.time(
      ofFrame: clock.frame(containing: max(scenario.endTime, run.simulation.now)))
    run.step(to: end, inclusive: true)
    run.simulation.advance(to: end)
    run.handOff()
    // `settle`: frame by frame until nothing is pending, for at most the limit.
    for (offset, expectation) in scenario.expectations.enumerated() {
      guard case .settles(let limit) = expectation.kind else { continue }
      let deadline = end + limit
      let startFrame = run.simulation.frameCount
      while !run.simulation.isSettled && run.simulation.now < deadline {
        let frame = clock.time(ofFrame: run.simulation.frameCount)
        run.step(to: frame, inclusive: true)
        run.simulation.advance(to: frame)
        run.handOff()
      }
      run.results[offset] = SettleCheck.result(
        expectation, limit: limit, end: end, frames: run.simulation.frameCount - startFrame,
        in: run.simulation)
    }
    if run.watching { run.watch.frame(run.simulation) }
    let settled = run.simulation.isSettled
    if settled && run.watching { run.watch.settled(run.simulation) }
    sink = run.sink
    var results = run.results
    let chains = run.chains
    for (offset, expectation) in scenario.expectations.enumerated() where results[offset] == nil {
      switch expectation.kind {
      case .invariant, .builtIn, .staysWithin:
        results[offset] = WatchChecks.result(expectation, run.watch, settled: settled)
      default:
        results[offset] = StepChecks.check(expectation, in: &run.simulation, chains: chains)
      }
    }
    // A refusal a `raises` expectation expects is part of the behaviour under test, not a
    // failure of the run.
    let expectedRaises = scenario.expectations.compactMap { expectation -> String? in
      if case .raises(let text, _) = expectation.kind { return text }
      return nil
    }
    let failures = run.simulation.journal.filter {
      if case .actionFailed(let message) = $0.kind {
        return !expectedRaises.contains { message.contains($0) }
      }
      return false
    }
    // A failed hit expectation carries the hit-test walk that explains it; a step-style
    // scenario is replayed with the touches its steps made.
    let replayed = scenario.replacingSteps(withTouchesFrom: run.simulation.journal)
    for index in results.indices where results[index]?.passed == false {
      switch scenario.expectations[index].kind {
      case .touchHits(let number, _):
        results[index]?.explanation = HitExplainer.explain(
          touch: number, in: replayed, finished: run.simulation)
      case .pointHits(let time, let point, _):
        results[index]?.explanation = HitExplainer.explain(point, at: time, in: replayed)
      default:
        continue
      }
    }
    return ScenarioRun(
      scenario: scenario, simulation: run.simulation, results: results.map { $0! } + stepResults,
      actionFailures: failures)
  }

  /// Hands the frames rendered since the last call to `sink`. A static function, not a closure
  /// over the run's locals: the simulation is passed borrowed, never copied, once a frame.
  static func handOff<Sink: FrameSink>(
    _ simulation: inout Simulation, to sink: inout Sink
  ) {
    for index in simulation.frames.indices {
      sink.take(simulation.frames[index], of: simulation)
    }
    simulation.discardFrames()
  }

  /// Checks a timed expectation now that the clock is at its time.
  static func check(_ expectation: Expectation, in simulation: inout Simulation)
    -> ExpectationResult
  {
    let time = expectation.time!
    simulation.advance(to: time)
    switch expectation.kind {
    case .pointHits(_, let point, let view):
      let actual = simulation.hitTest(point).map { simulation.tree.name(of: $0) }
      return ExpectationResult(
        expectation: expectation, passed: actual == view,
        expected: "a touch at \(point.compactDescription) hits \(describe(view))",
        actual: "it hits \(describe(actual))", time: time)
    case .viewValues(_, let view, let values, let layer, let tolerance):
      return ViewChecks.values(
        expectation, view, values, layer, tolerance, in: simulation, at: time)
    case .gestureState(_, let name, let state):
      return GestureChecks.state(expectation, name, state, in: simulation, at: time)
    case .gestureValues(_, let name, let values, let tolerance):
      return GestureChecks.values(expectation, name, values, tolerance, in: simulation, at: time)
    case .presentationState(_, let name, let phase, let detent):
      return PresentationChecks.state(expectation, name, phase, detent, in: simulation, at: time)
    case .navigationState(_, let name, let stack, let transition):
      return NavigationChecks.state(
        expectation, name, stack: stack, transition: transition, in: simulation, at: time)
    case .scrollPhase(_, let name, let phase):
      let id = simulation.tree.view(named: name)
      let actual = simulation.activeScrollViews.first { $0.view == id }?.phase ?? "idle"
      let offset = id.map { simulation.tree[$0].bounds.origin.compactDescription } ?? "?"
      return ExpectationResult(
        expectation: expectation, passed: actual == phase,
        expected: "'\(name)' is \(phase)", actual: "it is \(actual), at contentOffset \(offset)",
        time: time)
    case .animatorState(_, let name, let values, let tolerance):
      return animatorCheck(expectation, name, values, tolerance, in: simulation, at: time)
    case .pointMisses(_, let point, let view):
      let hit = simulation.hitTest(point)
      let within = hit.map { inside($0, view, simulation) } ?? false
      let actual = hit.map { simulation.tree.name(of: $0) }
      return ExpectationResult(
        expectation: expectation, passed: !within,
        expected: "a touch at \(point.compactDescription) does not hit '\(view)' nor a subview",
        actual: "it hits \(describe(actual))", time: time)
    case .highlighted(_, let view, let wanted):
      let id = simulation.tree.view(named: view)
      let actual = id.map { simulation.highlightedViews.contains($0) } ?? false
      return ExpectationResult(
        expectation: expectation, passed: actual == wanted,
        expected: "'\(view)' is \(wanted ? "" : "not ")highlighted",
        actual: "it is \(actual ? "" : "not ")highlighted", time: time)
    case .selected(_, let view, let wanted):
      return ViewChecks.selected(expectation, view, wanted, in: simulation, at: time)
    case .refreshing(_, let view, let wanted):
      let state = simulation.view(named: view).flatMap { simulation.refreshState(of: $0) }
      return ExpectationResult(
        expectation: expectation, passed: state?.isRefreshing == wanted,
        expected: "'\(view)' is \(wanted ? "" : "not ")refreshing",
        actual: state.map { "its refresh control is \($0.rawValue)" }
          ?? "it has no refreshControl", time: time)
    case .touchHits, .log, .raises, .controlEvent, .responders, .gestureCount,
      .gestureValuesOnEntering,
      .settled, .presentationReached, .scrollMoment, .scrollTarget, .happens, .sequence,
      .touchMisses, .settles, .step, .invariant, .builtIn, .staysWithin:
      preconditionFailure("Internal inconsistency: \(expectation.kind) has no time")
    }
  }

  /// Checks an expectation about the whole run, once it has ended.
  static func check(
    _ expectation: Expectation, in simulation: Simulation, chains: [Int: [Responder]]
  ) -> ExpectationResult {
    switch expectation.kind {
    case .touchHits(let number, let view):
      let touch = simulation.touches[number - 1]
      let actual = touch.view.map { simulation.tree.name(of: $0) }
      return ExpectationResult(
        expectation: expectation, passed: actual == view,
        expected: "touch \(number) hits \(describe(view))",
        actual:
          "it hit \(describe(actual)) (touch \(number) began at \(touch.beganLocation.compactDescription))",
        time: touch.beganAt)
    case .touchMisses(let number, let view):
      let touch = simulation.touches[number - 1]
      let within = touch.view.map { inside($0, view, simulation) } ?? false
      let actual = touch.view.map { simulation.tree.name(of: $0) }
      return ExpectationResult(
        expectation: expectation, passed: !within,
        expected: "touch \(number) does not hit '\(view)' nor a subview",
        actual: "it hit \(describe(actual))", time: touch.beganAt)
    case .happens(let matcher, let timing, let never):
      return OccurrenceChecks.happens(expectation, matcher, timing, never: never, in: simulation)
    case .sequence(let matchers):
      return OccurrenceChecks.sequence(expectation, matchers, in: simulation)
    case .raises(let text, let count):
      let messages = simulation.journal.compactMap { entry -> String? in
        if case .actionFailed(let message) = entry.kind, message.contains(text) {
          return "t=\(entry.time) \(message)"
        }
        return nil
      }
      let passed = count.accepts(messages.count)
      return ExpectationResult(
        expectation: expectation, passed: passed,
        expected: "a call containing '\(text)' raises \(count)",
        actual: messages.isEmpty
          ? "none did" : "\(times(messages.count)): " + messages.joined(separator: "; "),
        time: nil)
    case .log(let name, let count):
      let actual = simulation.count(log: name)
      let passed = count.accepts(actual)
      return ExpectationResult(
        expectation: expectation, passed: passed,
        expected: "'\(name)' is logged \(count)",
        actual: "it was logged \(times(actual))" + (passed ? "" : decisions(in: simulation)),
        time: nil)
    case .controlEvent(let event, let view, let count):
      let id = simulation.tree.view(named: view)
      let actual = simulation.count(event, named: view)
      let passed = count.accepts(actual)
      // Only a failure pays for the walk that explains it.
      let why = passed ? "" : cancellations(of: id, in: simulation)
      return ExpectationResult(
        expectation: expectation, passed: passed,
        expected: "'\(view)' sends \(event.rawValue) \(count)",
        actual: "it sent it \(times(actual))\(why)", time: nil)
    case .responders(let number, let names):
      let touch = simulation.touches[number - 1]
      let actual = chains[number].map { $0.map { simulation.tree.name(of: $0) } } ?? []
      return ExpectationResult(
        expectation: expectation, passed: actual == names,
        expected: "touch \(number)'s responder chain is \(names.joined(separator: " → "))",
        actual: actual.isEmpty
          ? "touch \(number) hit no view" : "it is \(actual.joined(separator: " → "))",
        time: touch.beganAt)
    case .gestureCount(let name, let state, let count):
      return GestureChecks.count(expectation, name, state, count, in: simulation)
    case .gestureValuesOnEntering(let name, let state, let occurrence, let values, let tolerance):
      return GestureChecks.values(
        expectation, name, values, tolerance, onEntering: state, occurrence: occurrence,
        in: simulation)
    case .settled(let view, let time):
      return ViewChecks.settled(expectation, view, by: time, in: simulation)
    case .scrollTarget(let view, let target, let tolerance):
      let id = simulation.tree.view(named: view)
      let reported = simulation.journal.reversed().lazy.compactMap { entry -> (Instant, Point)? in
        guard case .scroll(id, .willEndDragging(_, let target)) = entry.kind else { return nil }
        return (entry.time, target)
      }.first
      let passed =
        reported.map { abs($0.1.x - target.x) <= tolerance && abs($0.1.y - target.y) <= tolerance }
        ?? false
      return ExpectationResult(
        expectation: expectation, passed: passed,
        expected:
          "'\(view)' reports the target offset \(target.compactDescription) ± \(tolerance.compactDescription) at the end of its last drag",
        actual: reported.map { "it reported \($0.1.compactDescription) at t=\($0.0)" }
          ?? "it was never let go after a drag", time: reported?.0)
    case .scrollMoment(let view, let moment, let row, let section, let count, let arguments):
      return ViewChecks.moments(
        expectation, view, moment, row: row, section: section, arguments: arguments, count,
        in: simulation)
    case .presentationReached(let time, let name, let phase, let detent):
      return PresentationChecks.reached(expectation, name, phase, detent, by: time, in: simulation)
    case .pointHits, .viewValues, .gestureState, .gestureValues, .presentationState,
      .navigationState, .scrollPhase,
      .animatorState, .pointMisses, .highlighted, .selected, .refreshing:
      preconditionFailure("Internal inconsistency: \(expectation.kind) is timed")
    case .settles, .invariant, .builtIn, .staysWithin:
      preconditionFailure("Internal inconsistency: the run checks \(expectation.label) as it goes")
    case .step:
      preconditionFailure("Internal inconsistency: a step's result is made as it runs")
    }
  }

  static func describe(_ view: String?) -> String { view.map { "'\($0)'" } ?? "no view" }

  /// Why a control's touches stopped reaching it: each recognizer that took one, and when that
  /// recognizer began (a scroll view's pan that began and cancelled a row's touch, or took it
  /// while the row's `began` was still held back).
  static func cancellations(of view: ViewID?, in simulation: Simulation) -> String {
    guard let view else { return "" }
    var parts: [String] = []
    for touch in simulation.touches where touch.view == view {
      guard case .withheld(.cancelledByGesture(let recognizer)) = touch.delivery else { continue }
      let name = simulation.name(of: recognizer)
      var began = ""
      var cancelledAt: Instant?
      for entry in simulation.journal where entry.time >= touch.beganAt {
        if case .gesture(let change) = entry.kind, change.recognizer == recognizer,
          change.state == .began || change.state == .ended, began.isEmpty
        {
          began = "\(change.state == .began ? "began" : "recognized") at t=\(entry.time)"
        }
        if case .touchesCancelled(touch.number, view, recognizer) = entry.kind {
          cancelledAt = entry.time
        }
      }
      if let cancelledAt {
        parts.append(
          "touch \(touch.number) was cancelled at t=\(cancelledAt) by '\(name)', which \(began)")
      } else {
        parts.append(
          "touch \(touch.number) never reached it: '\(name)' \(began) and took the touch while its began was held back"
        )
      }
    }
    return parts.isEmpty ? "" : "; " + parts.joined(separator: "; ")
  }

  /// Whether `hit` is the view called `name` or inside it.
  static func inside(_ hit: ViewID, _ name: String, _ simulation: Simulation) -> Bool {
    guard let view = simulation.tree.view(named: name) else { return false }
    return hit == view || simulation.tree.isDescendant(hit, of: view)
  }

  static func times(_ count: Int) -> String { count == 1 ? "1 time" : "\(count) times" }
}
