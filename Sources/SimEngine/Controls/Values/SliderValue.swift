/// A `UISlider`'s values, as its data model (`UISliderDataModel`, iOS 18.2) keeps them: single
/// precision, as UIKit's `float` properties, so a value computed from a touch rounds as it does
/// on a device.
public struct SliderValue: Hashable, Sendable {
  /// Always within `minimumValue...maximumValue`: `_setValue:andSendAction:` clamps.
  public private(set) var value: Float
  public let minimumValue: Float
  public let maximumValue: Float
  /// `isContinuous` (true by default, `UISliderDataModel -init`): `valueChanged` during a drag,
  /// not only at its end.
  public let isContinuous: Bool

  /// UIKit's defaults: 0 in 0...1, continuous. A `minimumValue` above `maximumValue` raises in
  /// UIKit ("Attempting to set a slider's minimumValue … to be larger than the maximumValue");
  /// the scenario reader refuses it, and here the maximum is raised to the minimum.
  public init(
    value: Float = 0, minimumValue: Float = 0, maximumValue: Float = 1, isContinuous: Bool = true
  ) {
    self.minimumValue = minimumValue
    self.maximumValue = max(maximumValue, minimumValue)
    self.isContinuous = isContinuous
    self.value = 0
    self.value = clamped(value)
  }

  /// `_setValue:andSendAction:`: the value clamped to the range. Returns whether it changed.
  @discardableResult
  public mutating func setValue(_ newValue: Float) -> Bool {
    let clamped = clamped(newValue)
    guard clamped != value else { return false }
    value = clamped
    return true
  }

  /// Where the value lies in its range, 0...1, as `thumbRectForBounds:trackRect:value:`
  /// computes it: 0 when the range is empty.
  public var fraction: Float {
    guard maximumValue != minimumValue else { return 0 }
    return (clamped(value) - minimumValue) / (maximumValue - minimumValue)
  }

  private func clamped(_ v: Float) -> Float {
    min(max(v, minimumValue), maximumValue)
  }
}

/// The value a control keeps besides its touch tracking, by kind of control.
public enum ControlValue: Hashable, Sendable {
  case slider(SliderValue)
  case segments(SegmentedValue)
  case stepper(StepperValue)
  /// A `UISwitch`'s `isOn` and its visual element's state.
  case toggle(SwitchValue)

  /// The value an expression or an expectation reads: a slider's or a stepper's `value`, a
  /// segmented control's `selectedSegmentIndex`, a switch's `isOn` as 1 or 0.
  public var number: Double {
    switch self {
    case .slider(let slider): Double(slider.value)
    case .segments(let segments): Double(segments.selectedSegmentIndex)
    case .stepper(let stepper): stepper.value
    case .toggle(let toggle): toggle.isOn ? 1 : 0
    }
  }
}
