import SimGeometry

/// What a stepper remembers of its touch: the side highlighted under it (nil: neither, the
/// touch is not mostly inside) and `_repeatCount`.
struct StepperPress: Hashable, Sendable {
  enum Side: Hashable, Sendable { case plus, minus }
  var side: Side?
  var repeatCount: Int
}

/// `UIStepperHorizontalVisualElement`'s tracking (iOS 18.2): nothing is stepped at touch-down;
/// a lift steps once unless the repeat timer already has; the timer (every 0.5 s, sooner after
/// its fourth step) steps while a side is held.
enum StepperTracking {
  /// The repeat timer's first interval and its interval for the first four steps
  /// (`_startTimer`, `_updateCount:` for `_repeatCount` ≤ 3).
  static let repeatInterval = 0.5
  /// The intervals after the fourth step and after the 19th: `dbl_186B9DB40[count > 18]`, two
  /// constants the decompilation does not show. **Engine choice** (docs/semantics.md).
  static let fastRepeatIntervals = (0.1, 0.05)

  /// `_updateHighlightingAtPoint:`: when the point is mostly inside (the bounds grown by
  /// `margin`), the plus side is `x ≥ midX`, the minus side `x < midX` (left to right).
  static func side(at point: Point, in bounds: Rect, margin: Double) -> StepperPress.Side? {
    let grown = bounds.inset(
      by: EdgeInsets(top: -margin, left: -margin, bottom: -margin, right: -margin))
    guard grown.contains(point) || bounds.contains(point) else { return nil }
    return point.x >= bounds.midX ? .plus : .minus
  }

  /// What `_updateCount:` does, from the timer or from the lift (`endTrackingWithTouch:`):
  /// the new press and value, whether `valueChanged` is sent, and, from the timer, when it
  /// fires next (seconds from now).
  static func updateCount(
    _ press: StepperPress, _ stepper: StepperValue, fromTimer: Bool
  ) -> (press: StepperPress, value: StepperValue, sends: Bool, next: Double?) {
    var press = press
    var stepper = stepper
    let plus = press.side == .plus && stepper.canIncrement
    let minus = press.side == .minus && stepper.canDecrement
    let held = plus || minus
    if !held || (!fromTimer && press.repeatCount != 0) {
      if held {
        // The lift after the timer stepped: no step; a non-continuous stepper reports now.
        press.repeatCount += 1
        return (press, stepper, !stepper.isContinuous, nil)
      }
      if press.repeatCount >= 1 { press.repeatCount = 1 }
      return (press, stepper, false, fromTimer ? repeatInterval : nil)
    }
    stepper.step(up: plus)
    let count = press.repeatCount
    press.repeatCount += 1
    var next: Double?
    if fromTimer {
      next =
        count <= 3 ? repeatInterval : (count > 18 ? fastRepeatIntervals.1 : fastRepeatIntervals.0)
    }
    // Continuous: `valueChanged` with the step; otherwise once, at the lift.
    return (press, stepper, stepper.isContinuous || !fromTimer, next)
  }
}
