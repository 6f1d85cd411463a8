/// Reading a `UISwitch`'s knob as drawn (`SwitchKnob`): values of the switch's visual element
/// that no view of the tree holds, computed from the knob's springs at the time of reading.
extension Simulation {
  /// The knob's value `value` of the switch `view` now; nil when `value` is not a knob value.
  /// Throws when the view is not a switch.
  func knobValue(_ value: ViewValue, of view: ViewID, name: String) throws(ExpressionFailure)
    -> Double?
  {
    switch value {
    case .knobPosition, .knobWidth, .knobProgress:
      guard case .toggle(let toggle)? = tree[view].controlValue else {
        throw ExpressionFailure(
          "'\(name)' is a \(tree[view].viewClass.name); \(value.rawValue) is a UISwitch's")
      }
      return switch value {
      case .knobPosition: toggle.knob.position(at: now)
      case .knobWidth: toggle.knob.width(at: now)
      default: toggle.knob.progress(at: now)
      }
    default:
      return nil
    }
  }
}
