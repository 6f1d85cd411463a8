import SimGeometry

/// The pure rules that turn a ``ControlGoal`` into touches on a control, from its value and its
/// bounds (points in the control's own coordinates). Each is the inverse of the control's own
/// tracking rule, so the touches it plans give the value asked for when the control replays
/// them.
enum ControlPlanner {
  /// A slider dragged to `target`: the finger lands on the thumb's centre, so the grip is
  /// `_hitOffset = round(thumb / 2 − thumb / 2) = 0` (`-beginTrackingWithTouch:`), and the
  /// thumb's centre then follows the finger's x. It ends at the x whose value
  /// (``SliderTracking/move(to:grip:slider:geometry:)``: the fraction along the thumb's travel,
  /// `(x − thumb / 2 − travel.x) / (travel.width − thumb)`, as a `float`, times the range) is
  /// `target` as a `float`: the fraction `(target − min) / (max − min)` in `float`, or the
  /// neighbouring `float` when the range's arithmetic rounds it off; failing all three, the
  /// nearest of them. The drag is horizontal, along the thumb's centre line.
  static func slider(
    _ slider: SliderValue, to target: Double, geometry: SliderGeometry, origin: Point
  ) -> Result<ControlPlan, ControlStepFailure> {
    let low = Double(slider.minimumValue)
    let high = Double(slider.maximumValue)
    guard target >= low, target <= high else {
      return .failure(
        ControlStepFailure(
          expected: "a value within its range \(low.compactDescription)…\(high.compactDescription)",
          actual: "toValue is \(target.compactDescription)"))
    }
    let thumb = geometry.thumbRect(fraction: slider.fraction)
    let start = Point(x: thumb.midX, y: thumb.midY)
    let grip = SliderGrip(hitOffset: 0)
    let wanted = Float(target)
    let range = slider.maximumValue - slider.minimumValue
    let fraction: Float = range > 0 ? (wanted - slider.minimumValue) / range : 0
    var best: (x: Double, value: Float)?
    for candidate in [fraction, fraction.nextDown, fraction.nextUp]
    where (0...1).contains(candidate) {
      let x = geometry.thumbCentreX(fraction: Double(candidate))
      let value = SliderTracking.move(
        to: Point(x: x, y: start.y), grip: grip, slider: slider, geometry: geometry
      ).value
      if best == nil || abs(value - wanted) < abs(best!.value - wanted) { best = (x, value) }
      if value == wanted { break }
    }
    guard let best, best.value == wanted || geometry.travelSpan > 0 else {
      return .failure(
        ControlStepFailure(
          expected: "a thumb that can move to \(target.compactDescription)",
          actual:
            "the slider is \(geometry.size.width.compactDescription) pt wide, no wider than its \(geometry.thumbSize.compactDescription) pt thumb: every touch reads its minimum"
        ))
    }
    return .success(
      ControlPlan(
        points: [start + origin, Point(x: best.x, y: start.y) + origin],
        expected: Double(best.value)))
  }

  /// A switch set to `on`: a tap at its centre when it is not on that side, else nothing.
  static func toggle(_ value: SwitchValue, to on: Bool, bounds: Rect) -> ControlPlan {
    ControlPlan(
      points: value.isOn == on ? [] : [Point(x: bounds.midX, y: bounds.midY)],
      expected: on ? 1 : 0)
  }

  /// A stepper stepped `times` times: that many taps at the centre of the plus half (right) or
  /// the minus half (left) of its bounds (`_updateHighlightingAtPoint:` splits at `midX`); each
  /// tap steps once as it lifts. A side that can't step (plus at the maximum, minus at the
  /// minimum, without `wraps`: `-_updateButtonEnabled`) would do nothing, so a plan that
  /// reaches it fails, naming the step it would be.
  static func stepper(_ stepper: StepperValue, up: Bool, times: Int, bounds: Rect)
    -> Result<ControlPlan, ControlStepFailure>
  {
    var value = stepper
    for done in 0..<times {
      guard up ? value.canIncrement : value.canDecrement else {
        let limit = up ? "maximum" : "minimum"
        return .failure(
          ControlStepFailure(
            expected: "\(times) \(up ? "increments" : "decrements") within its range",
            actual:
              "after \(done) it is at its \(limit), \(value.value.compactDescription) (no wraps), where the \(up ? "plus" : "minus") side does nothing"
          ))
      }
      value.step(up: up)
    }
    let x = bounds.minX + bounds.width * (up ? 0.75 : 0.25)
    return .success(ControlPlan(points: [Point(x: x, y: bounds.midY)], expected: value.value))
  }
}
