import SimEngine
import SimGeometry

/// Expectations about gesture recognizers.
extension ScenarioDecoder {
  /// A state check waiting for the recognizer's kind to be known.
  static let gestureStateNames = [
    "possible", "recognized", "began", "changed", "ended", "cancelled", "failed",
  ]

  mutating func decodeGestureExpectation(_ node: Node, _ fields: inout Fields)
    -> (Expectation.Kind?, [String])?
  {
    let name = reader.name(node, fields.path("gesture"), what: "a recognizer id")
    if let name { gestureNames.refer(name, at: node, path: fields.path("gesture")) }
    let valueKeys = ["translation", "velocity", "scale", "rotation"]
    if valueKeys.contains(where: fields.has) {
      var values = Expectation.GestureValues()
      if let n = fields.take("translation") {
        values.translation = reader.point(n, fields.path("translation"))
      }
      if let n = fields.take("velocity") {
        values.velocity = reader.point(n, fields.path("velocity"))
      }
      if let n = fields.take("scale") { values.scale = reader.number(n, fields.path("scale")) }
      if let n = fields.take("rotation") {
        values.rotation = reader.number(n, fields.path("rotation"))
      }
      var tolerance = Self.defaultFrameTolerance
      if let n = fields.take("tolerance") {
        tolerance =
          reader.nonNegative(n, fields.path("tolerance"), what: "the tolerance") ?? tolerance
      }
      if let stateNode = fields.take("state") {
        let keys = ["gesture", "state", "occurrence", "tolerance"] + valueKeys
        var occurrence: Int?
        if let n = fields.take("occurrence") {
          occurrence = reader.integer(
            n, fields.path("occurrence"), in: 1...Int(Int32.max), what: "an occurrence")
          if occurrence == nil { return (nil, keys) }
        }
        guard let stateName = reader.string(stateNode, fields.path("state")),
          let state = checkedState(stateName, stateNode, fields.path("state"), name, timed: false)
        else { return (nil, keys) }
        guard let name else { return (nil, keys) }
        let kind = Expectation.Kind.gestureValuesOnEntering(
          name, state: state, occurrence: occurrence, values: values, tolerance: tolerance)
        return (kind, keys)
      }
      let keys = ["gesture", "t", "state", "tolerance"] + valueKeys
      let what = "when to check, in seconds (or 'state', for the values on entering it)"
      let time = checkTime(&fields, what: what)
      guard let name, let time else { return (nil, keys) }
      return (.gestureValues(time: time, name, values: values, tolerance: tolerance), keys)
    }
    guard
      let stateNode = reader.require(
        "state", in: &fields, what: Suggestions.list(Self.gestureStateNames)),
      let stateName = reader.string(stateNode, fields.path("state"))
    else { return (nil, ["gesture", "state", "t", "count"]) }
    // In a step, a state without a count is the state at the step's moment.
    let timed = fields.has("t") || (readingStepChecks && !fields.has("count"))
    guard let state = checkedState(stateName, stateNode, fields.path("state"), name, timed: timed)
    else { return (nil, ["gesture", "state", timed ? "t" : "count"]) }
    if timed {
      let time = checkTime(&fields, what: "when to check, in seconds")
      guard let name, let time else { return (nil, ["gesture", "state", "t"]) }
      return (.gestureState(time: time, name, state: state), ["gesture", "state", "t"])
    }
    var count = Expectation.Count.atLeastOnce
    if let n = fields.take("count") {
      guard
        let value = reader.integer(n, fields.path("count"), in: 0...Int(Int32.max), what: "a count")
      else {
        return (nil, ["gesture", "state", "count"])
      }
      count = .exactly(value)
    }
    guard let name else { return (nil, ["gesture", "state", "count"]) }
    return (.gestureCount(name, state: state, count: count), ["gesture", "state", "count"])
  }

  /// The state called `stateName`, queued to be checked against the recognizer's kind.
  mutating func checkedState(
    _ stateName: String, _ node: Node, _ path: String, _ gesture: String?, timed: Bool
  ) -> GestureState? {
    guard let state = Self.gestureState(named: stateName) else {
      reader.unknownChoice(
        stateName, ChoiceSet("gesture state", Self.gestureStateNames), at: node, path)
      return nil
    }
    if let gesture {
      gestureNames.check(
        GestureNames.StateCheck(
          gesture: gesture, state: stateName, node: node, path: path, allowsPossible: timed))
    }
    return state
  }

  static func gestureState(named name: String) -> GestureState? {
    name == "recognized" ? .ended : GestureState(rawValue: name)
  }
}
