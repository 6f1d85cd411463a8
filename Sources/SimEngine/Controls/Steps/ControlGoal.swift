import SimGeometry

/// What a step on a control by value asks for: a slider dragged to a value, a switch set on or
/// off, a stepper stepped some times. The step decides the touches only when it starts, from
/// the control's value and geometry then (``Simulation/plan(_:on:)``).
public enum ControlGoal: Hashable, Sendable {
  /// `{"drag": {"from": "volume", "toValue": 0.75}}`: the thumb taken at its centre and
  /// dragged to where the slider's value mapping puts the value.
  case sliderValue(Double)
  /// `{"toggle": "wifi", "to": true}`: a tap on the switch only if it is not already there.
  case switchOn(Bool)
  /// `{"increment": "qty", "times": 3}` (`up`) or `{"decrement": …}`: taps on one side.
  case stepper(up: Bool, times: Int)

  /// How a step's summary names it: `to 0.75`, `to on`, `× 3`.
  public var summary: String {
    switch self {
    case .sliderValue(let value): "to \(value.compactDescription)"
    case .switchOn(let on): on ? "to on" : "to off"
    case .stepper(_, let times): "× \(times)"
    }
  }
}

/// How a step reaches its goal: where its finger goes, in the control's own coordinates (its
/// bounds, as a step's `{"view", "at"}` place), and the value the control should read after.
public struct ControlPlan: Hashable, Sendable {
  /// A tap's point, or a drag's start and end. Empty: the control is already there; the step
  /// touches nothing.
  public var points: [Point]
  /// The value (as `id.value` reads it) the control holds once the touches are done.
  public var expected: Double

  public init(points: [Point], expected: Double) {
    self.points = points
    self.expected = expected
  }
}

/// Why a step on a control can't be planned: the message says what was expected.
public struct ControlStepFailure: Error, Hashable, Sendable {
  public var expected: String
  public var actual: String
}
