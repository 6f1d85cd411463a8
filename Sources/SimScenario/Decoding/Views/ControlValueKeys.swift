import SimEngine

/// The keys only valued controls take (a `UISlider`'s or `UIStepper`'s value, range and
/// `isContinuous`, a stepper's step, autorepeat and wrapping, a `UISegmentedControl`'s
/// segments and selection), declared once: a view of another class giving one is told so.
enum ControlValueKeys {
  /// How large a value may be: UIKit keeps `float`s, and a bound keeps the geometry finite.
  static let range = -1e9...1e9

  static let value = KeySpec(
    "value", .number, default: "0", range: range,
    "UISlider, UIStepper: clamped to the range, as UIKit does")
  static let minimumValue = KeySpec(
    "minimumValue", .number, default: "0", range: range, "UISlider, UIStepper")
  static let maximumValue = KeySpec(
    "maximumValue", .number, default: "1 (UISlider), 100 (UIStepper)", range: range,
    "not below minimumValue")
  static let continuous = KeySpec(
    "continuous", .bool, default: "true",
    "UISlider, UIStepper: valueChanged as the value changes, not only at the end")
  static let stepValue = KeySpec(
    "stepValue", .number, default: "1", range: 1e-6...1e9,
    "UIStepper: above 0 (UIKit raises otherwise)")
  static let autorepeat = KeySpec(
    "autorepeat", .bool, default: "true", "UIStepper: a held side repeats its step")
  static let wraps = KeySpec(
    "wraps", .bool, default: "false", "UIStepper: past one end the value goes to the other")

  /// The most segments a segmented control may have here.
  static let maximumSegments = 100
  static let numberOfSegments = KeySpec(
    "numberOfSegments", .wholeNumber, default: "required", "UISegmentedControl: 1 to 100")
  static let selectedSegmentIndex = KeySpec(
    "selectedSegmentIndex", .wholeNumber, default: "-1 (none)",
    "UISegmentedControl: -1 or a segment's index")

  static let isOn = KeySpec(
    "isOn", .bool, default: "false", "UISwitch: on or off (its thumb on the same side)")

  static let sliderKeys: [KeySpec] = [value, minimumValue, maximumValue, continuous]
  static let stepperKeys: [KeySpec] = sliderKeys + [stepValue, autorepeat, wraps]
  static let segmentKeys: [KeySpec] = [numberOfSegments, selectedSegmentIndex]
  static let switchKeys: [KeySpec] = [isOn]
  static let keys: [KeySpec] = stepperKeys + segmentKeys + switchKeys

  /// The classes a key applies to, for messages.
  static func owners(of spec: KeySpec) -> String {
    if segmentKeys.contains(spec) { return "UISegmentedControl" }
    if switchKeys.contains(spec) { return "UISwitch" }
    return sliderKeys.contains(spec) ? "UISlider or UIStepper" : "UIStepper"
  }
  static let names = keys.map(\.name)
  /// The keys' lengths, to skip asking for each on a view that has none.
  static let lengths = Fields.lengths(of: names)
}

extension ScenarioDecoder {
  /// A valued control's value: UIKit's defaults for a UISlider, with what the view gives.
  mutating func decodeControlValue(
    _ fields: inout Fields, path: @autoclosure () -> String, viewClass: ViewClass, id: String
  ) -> ControlValue? {
    let given =
      fields.mayHaveAny(ofLengths: ControlValueKeys.lengths)
      && ControlValueKeys.names.contains(where: fields.has)
    let accepted: [KeySpec]
    let owner: String
    switch viewClass.valueKind {
    case .slider?: (accepted, owner) = (ControlValueKeys.sliderKeys, "UISlider")
    case .segments?: (accepted, owner) = (ControlValueKeys.segmentKeys, "UISegmentedControl")
    case .stepper?: (accepted, owner) = (ControlValueKeys.stepperKeys, "UIStepper")
    case .toggle?: (accepted, owner) = (ControlValueKeys.switchKeys, "UISwitch")
    case nil: (accepted, owner) = ([], "")
    }
    if given {
      for spec in ControlValueKeys.keys where !accepted.contains(spec) {
        guard let node = fields.take(spec.name) else { continue }
        let applies = ControlValueKeys.owners(of: spec)
        reader.error(
          node, path() + "." + spec.name,
          "'\(spec.name)' applies to a \(applies), and '\(id)' is a \(viewClass.name)\(owner.isEmpty ? " (give one of those classes, or as base)" : "")"
        )
      }
    }
    guard let kind = viewClass.valueKind else { return nil }
    switch kind {
    case .segments:
      return decodeSegments(&fields, path: path(), id: id)
    case .stepper:
      return decodeStepper(&fields, path: path())
    case .toggle:
      return .toggle(SwitchValue(isOn: reader.bool(ControlValueKeys.isOn, in: &fields) ?? false))
    case .slider:
      let defaults = SliderValue()
      let value = reader.number(ControlValueKeys.value, in: &fields).map(Float.init)
      let minimumNode = fields.take(ControlValueKeys.minimumValue.name)
      let minimum = minimumNode.flatMap {
        reader.number($0, spec: ControlValueKeys.minimumValue, path() + ".minimumValue")
      }.map(Float.init)
      let maximum = reader.number(ControlValueKeys.maximumValue, in: &fields).map(Float.init)
      let continuous = reader.bool(ControlValueKeys.continuous, in: &fields)
      let low = minimum ?? defaults.minimumValue
      let high = maximum ?? defaults.maximumValue
      if low > high, let node = minimumNode {
        reader.error(
          node, path() + ".minimumValue",
          "a slider's minimumValue (\(Double(low).compactDescription)) is larger than its maximumValue (\(Double(high).compactDescription)); UIKit raises for this"
        )
      }
      return .slider(
        SliderValue(
          value: value ?? defaults.value, minimumValue: low, maximumValue: high,
          isContinuous: continuous ?? defaults.isContinuous))
    }
  }

  /// A segmented control's segments (required: UIKit has none by default, and none can't be
  /// touched) and selection.
  private mutating func decodeSegments(
    _ fields: inout Fields, path: @autoclosure () -> String, id: String
  ) -> ControlValue? {
    let countNode = reader.require(
      ControlValueKeys.numberOfSegments.name, in: &fields, what: "how many segments it has")
    let count = countNode.flatMap {
      reader.integer(
        $0, path() + ".numberOfSegments", in: 1...ControlValueKeys.maximumSegments,
        what: "numberOfSegments")
    }
    var selected = -1
    if let node = fields.take(ControlValueKeys.selectedSegmentIndex.name),
      let index = reader.integer(
        node, path() + ".selectedSegmentIndex", in: -1...(max(count ?? 1, 1) - 1),
        what: "selectedSegmentIndex (-1 for none, or below numberOfSegments)")
    {
      selected = index
    }
    guard let count else { return nil }
    return .segments(SegmentedValue(numberOfSegments: count, selectedSegmentIndex: selected))
  }

  /// A stepper's values: UIKit's defaults (0 in 0...100, step 1, continuous, autorepeat).
  private mutating func decodeStepper(_ fields: inout Fields, path: @autoclosure () -> String)
    -> ControlValue?
  {
    let defaults = StepperValue()
    let value = reader.number(ControlValueKeys.value, in: &fields)
    let minimumNode = fields.take(ControlValueKeys.minimumValue.name)
    let minimum = minimumNode.flatMap {
      reader.number($0, spec: ControlValueKeys.minimumValue, path() + ".minimumValue")
    }
    let maximum = reader.number(ControlValueKeys.maximumValue, in: &fields)
    let step = reader.number(ControlValueKeys.stepValue, in: &fields)
    let continuous = reader.bool(ControlValueKeys.continuous, in: &fields)
    let autorepeat = reader.bool(ControlValueKeys.autorepeat, in: &fields)
    let wraps = reader.bool(ControlValueKeys.wraps, in: &fields)
    let low = minimum ?? defaults.minimumValue
    let high = maximum ?? defaults.maximumValue
    if low > high, let node = minimumNode {
      reader.error(
        node, path() + ".minimumValue",
        "a stepper's minimumValue (\(low.compactDescription)) is larger than its maximumValue (\(high.compactDescription))"
      )
    }
    return .stepper(
      StepperValue(
        value: value ?? defaults.value, minimumValue: low, maximumValue: high,
        stepValue: step ?? defaults.stepValue, isContinuous: continuous ?? defaults.isContinuous,
        autorepeat: autorepeat ?? defaults.autorepeat, wraps: wraps ?? defaults.wraps))
  }
}
