import SimEngine
import SimGeometry

/// Checking a `UISwitch`'s knob as drawn at a time (`knobPosition`, `knobWidth`,
/// `knobProgress` in a view expectation): the knob's springs evaluated at the check's time.
enum KnobChecks {
  /// How the expectation's message lists the values.
  static func expected(_ knob: Expectation.KnobValues) -> [String] {
    var parts: [String] = []
    if let v = knob.position { parts.append("knobPosition \(v.compactDescription)") }
    if let v = knob.width { parts.append("knobWidth \(v.compactDescription)") }
    if let v = knob.progress { parts.append("knobProgress \(v.compactDescription)") }
    return parts
  }

  /// Whether the knob of `view` has the values at `time`, and what it has.
  static func check(
    _ knob: Expectation.KnobValues, of view: ViewProperties, points: Double, unitless: Double,
    at time: Instant
  ) -> (Bool, [String]) {
    guard case .toggle(let toggle)? = view.controlValue else {
      return (false, ["it is a \(view.viewClass.name), which has no knob (a UISwitch has)"])
    }
    var passed = true
    var parts: [String] = []
    func compare(_ name: String, _ expected: Double?, _ actual: Double, within tolerance: Double) {
      guard let expected else { return }
      passed = passed && abs(actual - expected) <= tolerance
      parts.append("its \(name) is \(actual.compactDescription)")
    }
    compare("knobPosition", knob.position, toggle.knob.position(at: time), within: points)
    compare("knobWidth", knob.width, toggle.knob.width(at: time), within: points)
    compare("knobProgress", knob.progress, toggle.knob.progress(at: time), within: unitless)
    return (passed, parts)
  }
}
