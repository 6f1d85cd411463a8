import SimEngine
import SimGeometry

/// Expectations about a view's geometry and opacity at a time, on screen or in the model.
extension ScenarioDecoder {
  static let viewValueKeys = [
    "frame", "center", "alpha", "transform", "contentOffset", "value", "knobPosition",
    "knobWidth", "knobProgress",
  ]

  mutating func decodeViewValues(_ fields: inout Fields) -> (Expectation.Kind?, [String]) {
    let keys =
      ["t", "view", "layer", "tolerance"] + Self.viewValueKeys
      + FieldCheck.Field.allCases.map(\.rawValue)
    var values = Expectation.ViewValues()
    if let n = fields.take("frame") { values.frame = reader.rect(n, fields.path("frame")) }
    if let n = fields.take("center") { values.center = reader.point(n, fields.path("center")) }
    if let n = fields.take("alpha") {
      values.alpha = reader.number(n, fields.path("alpha"), in: 0...1, what: "alpha")
    }
    if let n = fields.take("transform") {
      values.transform = reader.transform(n, fields.path("transform"))
    }
    if let n = fields.take("contentOffset") {
      values.contentOffset = reader.point(n, fields.path("contentOffset"))
    }
    if let n = fields.take("value") {
      values.value = reader.number(
        n, fields.path("value"), in: ControlValueKeys.range, what: "a control's value")
    }
    values.knob = decodeKnobValues(&fields)
    for field in FieldCheck.Field.allCases {
      guard let n = fields.take(field.rawValue),
        let bound = decodeBound(n, path: fields.path(field.rawValue))
      else { continue }
      values.fields.append(FieldCheck(field: field, bound: bound))
    }
    let time = checkTime(&fields, what: "when to check, in seconds")
    let view =
      values.knob == Expectation.KnobValues()
      ? viewName(&fields, key: "view", requirement: nil) : switchName(&fields)
    var layer = Expectation.Layer.presentation
    if let n = fields.take("layer"),
      let value = reader.choice(
        n, fields.path("layer"), ChoiceSet("layer", ["presentation", "model"]),
        as: Expectation.Layer.self)
    {
      layer = value
    }
    // Not given: the default by unit (ViewChecks), since alpha lives in 0...1, where a
    // point's half is most of the range.
    var tolerance: Double?
    if let n = fields.take("tolerance") {
      tolerance =
        reader.nonNegative(n, fields.path("tolerance"), what: "the tolerance")
        ?? Self.defaultFrameTolerance
    }
    guard let time, let view, values != Expectation.ViewValues() else { return (nil, keys) }
    return (
      .viewValues(time: time, view: view, values: values, layer: layer, tolerance: tolerance), keys
    )
  }

  /// The view of an expectation about a knob: a control (the engine's switches are, and the
  /// run says so of another control).
  private mutating func switchName(_ fields: inout Fields) -> String? {
    guard let node = reader.require("view", in: &fields, what: "a UISwitch's id"),
      let name = reader.name(node, fields.path("view"), what: "a view id")
    else { return nil }
    viewNames.refer(
      ViewReference(
        name: name, node: node, path: fields.path("view"), requirement: .control,
        requirementReason: "the knob is a UISwitch's", allowsWindow: false))
    return name
  }

  /// `knobPosition`, `knobWidth` (points, within ±1000) and `knobProgress` (within ±100).
  private mutating func decodeKnobValues(_ fields: inout Fields) -> Expectation.KnobValues {
    var knob = Expectation.KnobValues()
    if let n = fields.take("knobPosition") {
      knob.position = reader.number(
        n, fields.path("knobPosition"), in: -1000...1000, what: "a knob's position.x")
    }
    if let n = fields.take("knobWidth") {
      knob.width = reader.number(
        n, fields.path("knobWidth"), in: 0...1000, what: "a knob's width")
    }
    if let n = fields.take("knobProgress") {
      knob.progress = reader.number(
        n, fields.path("knobProgress"), in: -100...100, what: "a knob's progress")
    }
    return knob
  }

  /// A number, `[low, high]`, or one comparison: `{">": 400}` (also `"<"`, `">="`, `"<="`).
  private mutating func decodeBound(_ node: Node, path: String) -> FieldCheck.Bound? {
    switch reader.document.kind(node) {
    case .number:
      return reader.number(node, path).map { .equal($0) }
    case .array:
      let elements = reader.document.elements(node)
      guard elements.count == 2, let low = reader.number(elements[0], KeyPath.index(path, 0)),
        let high = reader.number(elements[1], KeyPath.index(path, 1))
      else {
        reader.error(node, path, "a range is [low, high]")
        return nil
      }
      guard low <= high else {
        reader.error(node, path, "the range ends before it starts")
        return nil
      }
      return .range(low, high)
    case .object:
      guard var fields = reader.object(node, path) else { return nil }
      let operators = ComparisonOperator.allCases.map(\.rawValue)
      let given = ComparisonOperator.allCases.filter { fields.has($0.rawValue) }
      defer { reader.finish(fields, known: operators, context: "a comparison") }
      guard given.count == 1, let op = given.first, let valueNode = fields.take(op.rawValue),
        let value = reader.number(valueNode, path + "." + op.rawValue)
      else {
        reader.error(node, path, "a comparison has exactly one of '<', '<=', '>' or '>='")
        return nil
      }
      switch op {
      case .below: return .below(value, orEqual: false)
      case .belowOrEqual: return .below(value, orEqual: true)
      case .above: return .above(value, orEqual: false)
      case .aboveOrEqual: return .above(value, orEqual: true)
      }
    default:
      reader.error(
        node, path,
        "expected a number, [low, high] or a comparison such as {\">\": 400}, got \(reader.describe(node))"
      )
      return nil
    }
  }
}

/// A comparison's operator, by its key (`{">": 400}`): switched over without `default:`.
enum ComparisonOperator: String, CaseIterable, Sendable {
  case below = "<"
  case belowOrEqual = "<="
  case above = ">"
  case aboveOrEqual = ">="
}
