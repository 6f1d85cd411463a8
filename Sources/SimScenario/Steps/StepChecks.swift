import SimEngine
import SimGeometry

/// The checks of an `expect` step: every form of the scenario's `expect`, checked at the
/// step's moment against the run so far.
enum StepChecks {
  /// Checks `expectation` now: a timed one at its time (the step's), any other against what
  /// has happened so far. A touch it names that has not begun yet fails it.
  static func check(
    _ expectation: Expectation, in simulation: inout Simulation, chains: [Int: [Responder]]
  ) -> ExpectationResult {
    if expectation.time != nil { return ScenarioRunner.check(expectation, in: &simulation) }
    switch expectation.kind {
    case .touchHits(let number, _), .touchMisses(let number, _), .responders(let number, _):
      if number > simulation.touches.count {
        return ExpectationResult(
          expectation: expectation, passed: false,
          expected: "touch \(number) has begun by t=\(simulation.now)",
          actual: "\(ScenarioRunner.times(simulation.touches.count)) began so far",
          time: simulation.now)
      }
    default:
      break
    }
    return ScenarioRunner.check(expectation, in: simulation, chains: chains)
  }
}

extension Expectation {
  /// The same check at `time`: what a check written in a step (without `t`) becomes when the
  /// step runs. Untimed forms are unchanged.
  func at(_ time: Instant) -> Expectation {
    var moved = self
    switch kind {
    case .pointHits(_, let point, let view):
      moved.kind = .pointHits(time: time, point: point, view: view)
    case .viewValues(_, let view, let values, let layer, let tolerance):
      moved.kind = .viewValues(
        time: time, view: view, values: values, layer: layer, tolerance: tolerance)
    case .gestureState(_, let name, let state):
      moved.kind = .gestureState(time: time, name, state: state)
    case .gestureValues(_, let name, let values, let tolerance):
      moved.kind = .gestureValues(time: time, name, values: values, tolerance: tolerance)
    case .presentationState(_, let name, let phase, let detent):
      moved.kind = .presentationState(time: time, name, phase: phase, detent: detent)
    case .navigationState(_, let name, let stack, let transition):
      moved.kind = .navigationState(time: time, name, stack: stack, transition: transition)
    case .scrollPhase(_, let view, let phase):
      moved.kind = .scrollPhase(time: time, view: view, phase: phase)
    case .animatorState(_, let name, let values, let tolerance):
      moved.kind = .animatorState(time: time, name, values, tolerance: tolerance)
    case .pointMisses(_, let point, let view):
      moved.kind = .pointMisses(time: time, point: point, view: view)
    case .highlighted(_, let view, let wanted):
      moved.kind = .highlighted(time: time, view: view, wanted)
    case .selected(_, let view, let wanted):
      moved.kind = .selected(time: time, view: view, wanted)
    case .refreshing(_, let view, let wanted):
      moved.kind = .refreshing(time: time, view: view, wanted)
    case .settles, .step, .touchHits, .log, .raises, .controlEvent, .responders, .scrollMoment,
      .scrollTarget, .settled, .presentationReached, .gestureCount, .happens, .sequence,
      .touchMisses, .gestureValuesOnEntering, .invariant, .builtIn, .staysWithin:
      break
    }
    return moved
  }
}
