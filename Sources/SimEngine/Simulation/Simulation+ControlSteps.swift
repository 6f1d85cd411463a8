import SimGeometry

/// Steps on controls by value (docs/scenario-format.md, "Steps on controls"): what a step means
/// is the engine's, as for named places (``aim(at:_:)``), so the scenario steps and any other
/// caller plan the same touches.
extension Simulation {
  /// The touches that take the control named `name` to `goal`, from its value and bounds now
  /// (model values: a control's value is not animated), or why it can't: no such view, a
  /// view that is not that kind of control, a value outside its range.
  public func plan(_ goal: ControlGoal, on name: String) -> Result<ControlPlan, ControlStepFailure>
  {
    guard let view = view(named: name) else {
      return .failure(
        ControlStepFailure(
          expected: "a control named '\(name)'", actual: "no view is named '\(name)' at this moment"
        ))
    }
    let properties = tree[view]
    let bounds = properties.bounds
    switch (goal, properties.controlValue) {
    case (.sliderValue(let target), .slider(let slider)?):
      let geometry = SliderGeometry(size: bounds.size, thumbSize: parameters.sliderThumbSize)
      return ControlPlanner.slider(slider, to: target, geometry: geometry, origin: bounds.origin)
    case (.switchOn(let on), .toggle(let value)?):
      return .success(ControlPlanner.toggle(value, to: on, bounds: bounds))
    case (.stepper(let up, let times), .stepper(let stepper)?):
      return ControlPlanner.stepper(stepper, up: up, times: times, bounds: bounds)
    case (.sliderValue, _), (.switchOn, _), (.stepper, _):
      let wanted: String
      switch goal {
      case .sliderValue: wanted = "UISlider"
      case .switchOn: wanted = "UISwitch"
      case .stepper: wanted = "UIStepper"
      }
      return .failure(
        ControlStepFailure(
          expected: "'\(name)' is a \(wanted)",
          actual: "'\(name)' is a \(properties.viewClass.name)"))
    }
  }
}
