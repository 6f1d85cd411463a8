import SimEngine
import SimGeometry

/// Steps on controls by value: the touches planned when the step starts
/// (``Simulation/plan(_:on:)``), and the value checked once they are done, so a drag that
/// another view took (a scroll view's pan) fails the step where it happened.
extension StepPlayer {
  enum ControlPlanning {
    /// Go on with the touch (its places now the plan's), checking this value after, if any.
    case proceed(Double?)
    /// The step ends here: nothing to touch (the control is already there), or a failure.
    case done([ExpectationResult])
  }

  /// Replaces a control step's places with the planned points, in the control's coordinates.
  func planControl<Clock: StepClock>(
    _ touch: inout StepTouch, of step: ScenarioStep, at start: Instant, on clock: Clock
  ) -> ControlPlanning {
    guard let goal = touch.control, let name = touch.places.first?.viewName else {
      return .proceed(nil)
    }
    switch clock.simulation.plan(goal, on: name) {
    case .failure(let failure):
      return .done([
        Self.failure(step, at: start, expected: failure.expected, actual: failure.actual)
      ])
    case .success(let plan):
      guard !plan.points.isEmpty else { return .done([]) }
      touch.places = plan.points.map { .view(name, at: $0) }
      return .proceed(plan.expected)
    }
  }

  /// Whether the control reads the planned value after the step's touches.
  func checkControl<Clock: StepClock>(
    _ name: String, reads expected: Double, of step: ScenarioStep, on clock: Clock
  ) -> [ExpectationResult] {
    let simulation = clock.simulation
    let value = simulation.view(named: name).flatMap { simulation.tree[$0].controlValue?.number }
    guard value != expected else { return [] }
    return [
      Self.failure(
        step, at: simulation.now,
        expected: "'\(name)' reads \(expected.compactDescription) once the touches are done",
        actual:
          "it reads \(value.map(\.compactDescription) ?? "no value"): its touches did not all reach it (another view's recognizer or the app took them)"
      )
    ]
  }
}
