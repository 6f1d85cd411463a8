/// A `UIStepper`'s values (`-_commonStepperInit` defaults: 0 in 0...100, step 1, continuous,
/// autorepeat, not wrapping), in double precision as UIKit keeps them.
public struct StepperValue: Hashable, Sendable {
  /// Always within `minimumValue...maximumValue`: `setValue:` clamps.
  public private(set) var value: Double
  public let minimumValue: Double
  public let maximumValue: Double
  /// Above 0 (`setStepValue:` raises otherwise; the scenario reader refuses it).
  public let stepValue: Double
  public let isContinuous: Bool
  public let autorepeat: Bool
  public let wraps: Bool

  public init(
    value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100,
    stepValue: Double = 1, isContinuous: Bool = true, autorepeat: Bool = true,
    wraps: Bool = false
  ) {
    self.minimumValue = minimumValue
    self.maximumValue = max(maximumValue, minimumValue)
    self.stepValue = stepValue
    self.isContinuous = isContinuous
    self.autorepeat = autorepeat
    self.wraps = wraps
    self.value = min(max(value, minimumValue), max(maximumValue, minimumValue))
  }

  /// The plus button is enabled while `wraps || value < maximumValue`
  /// (`-_updateButtonEnabled`).
  var canIncrement: Bool { wraps || value < maximumValue }
  /// The minus button is enabled while `wraps || value > minimumValue`.
  var canDecrement: Bool { wraps || value > minimumValue }

  /// One step of `_updateCount:`: `value ± stepValue`; with `wraps`, past the maximum → the
  /// minimum and below the minimum → the maximum; then clamped as `setValue:` does.
  mutating func step(up: Bool) {
    var next = value + (up ? stepValue : -stepValue)
    if wraps {
      if next > maximumValue {
        next = minimumValue
      } else if next < minimumValue {
        next = maximumValue
      }
    }
    value = min(max(next, minimumValue), maximumValue)
  }
}
