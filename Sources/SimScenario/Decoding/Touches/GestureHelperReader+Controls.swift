import SimEngine
import SimGeometry

/// Steps on controls by value (docs/scenario-format.md, "Steps on controls"): `toggle`,
/// `increment` and `decrement` name a control at the top, as `tap` names its place; a drag's
/// `toValue` takes the place of its `to`. What touches they make is decided when the step
/// starts, from the control's value then (``Simulation/plan(_:on:)``).
extension DocumentReader {
  /// `{"toggle": "wifi", "to": true}`, `{"increment": "qty", "times": 3}`: a tap on the named
  /// control (made only if needed, or `times` taps), with the tap's `duration` and `interval`.
  mutating func controlHelper(_ helper: TouchHelper, _ fields: inout Fields) -> TouchGesture? {
    let node = fields.take(helper.rawValue)!
    let path = fields.path(helper.rawValue)
    var valid = true
    if document.kind(node) == .string {
      valid = helperPlace(node, path) != nil
    } else {
      error(node, path, "a \(helper) names the control it sets: a view's name, e.g. \"wifi\"")
      valid = false
    }
    valid = stepStart(&fields) != nil && valid
    var tap = TapGesture(at: .zero, time: .zero)
    if let n = fields.take("duration") {
      valid =
        assign(interval(n, fields.path("duration"), what: "a duration"), to: &tap.duration)
        && valid
    }
    switch helper {
    case .toggle:
      let on = require("to", in: &fields, what: "true (on) or false (off)").flatMap {
        bool($0, fields.path("to"))
      }
      if let on { step.control = .switchOn(on) } else { valid = false }
    case .increment, .decrement:
      if let n = fields.take("times") {
        valid =
          assign(
            integer(n, fields.path("times"), in: 1...1000, what: "times"),
            to: &tap.taps) && valid
      }
      if let n = fields.take("interval") {
        valid =
          assign(interval(n, fields.path("interval"), what: "an interval"), to: &tap.interval)
          && valid
      }
      step.control = .stepper(up: helper == .increment, times: tap.taps)
    case .tap, .longPress, .drag, .swipe, .fling, .pinch, .rotate, .edgeSwipe:
      preconditionFailure("\(helper) is not a control helper")
    }
    return valid ? .tap(tap) : nil
  }

  /// A drag's `toValue`: the slider `from` names, its thumb dragged to the value. Returns the
  /// drag's path as read (the start twice: both ends are planned when the step starts).
  mutating func sliderGoal(_ node: Node, _ f: inout Fields, from: Point) -> [Point]? {
    for key in ["to", "by"] {
      if let other = f.take(key) {
        error(
          other, f.path(key),
          "give either 'toValue' (the slider's value to drag to) or '\(key)' (a place), not both")
        return nil
      }
    }
    guard case .view(_, at: nil)? = step.places.last else {
      error(
        node, f.path("toValue"),
        "'toValue' drags a slider's thumb: 'from' must be the slider's name (\"volume\"), not a point"
      )
      return nil
    }
    guard let value = number(node, f.path("toValue"), in: Self.helperRange, what: "toValue")
    else { return nil }
    step.control = .sliderValue(value)
    return [from, from]
  }
}
