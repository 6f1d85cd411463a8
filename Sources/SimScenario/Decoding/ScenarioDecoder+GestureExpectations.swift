import SimEngine
import SimGeometry

/// Expectations about gesture recognizers.
extension ScenarioDecoder {
  /// A state check waiting for the recognizer's kind to be known.
  struct GestureStateCheck {
    var gesture: String
    var state: String
    var node: Node
    var path: String
    var allowsPossible: Bool
  }

  static let gestureStateNames = [
    "possible", "recognized", "began", "changed", "ended", "cancelled", "failed",
  ]

  mutating func decodeGestureExpectation(_ node: Node, _ fields: inout Fields)
    -> (Expectation.Kind?, [String])?
  {
    let name = reader.name(node, fields.path("gesture"), what: "a recognizer id")
    if let name { gestureReferences.append((name, node, fields.path("gesture"))) }
    let valueKeys = ["translation", "velocity", "scale"]
    if valueKeys.contains(where: fields.has) {
      let keys = ["gesture", "t", "tolerance"] + valueKeys
      var values = Expectation.GestureValues()
      if let n = fields.take("translation") {
        values.translation = reader.point(n, fields.path("translation"))
      }
      if let n = fields.take("velocity") {
        values.velocity = reader.point(n, fields.path("velocity"))
      }
      if let n = fields.take("scale") { values.scale = reader.number(n, fields.path("scale")) }
      let time = reader.require("t", in: &fields, what: "when to check, in seconds").flatMap {
        reader.time($0, fields.path("t"))
      }
      var tolerance = Self.defaultFrameTolerance
      if let n = fields.take("tolerance") {
        tolerance =
          reader.nonNegative(n, fields.path("tolerance"), what: "the tolerance") ?? tolerance
      }
      guard let name, let time else { return (nil, keys) }
      return (.gestureValues(time: time, name, values: values, tolerance: tolerance), keys)
    }
    guard
      let stateNode = reader.require(
        "state", in: &fields, what: Suggestions.list(Self.gestureStateNames)),
      let stateName = reader.string(stateNode, fields.path("state"))
    else { return (nil, ["gesture", "state", "t", "count"]) }
    let timed = fields.has("t")
    guard let state = Self.gestureState(named: stateName) else {
      reader.error(
        stateNode, fields.path("state"),
        "unknown gesture state '\(stateName)'; expected \(Suggestions.list(Self.gestureStateNames))",
        notes: reader.suggestion(stateName, in: Self.gestureStateNames, at: stateNode))
      return (nil, ["gesture", "state", timed ? "t" : "count"])
    }
    if let name {
      gestureStateChecks.append(
        GestureStateCheck(
          gesture: name, state: stateName, node: stateNode, path: fields.path("state"),
          allowsPossible: timed))
    }
    if timed {
      let time = reader.time(fields.take("t")!, fields.path("t"))
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

  static func gestureState(named name: String) -> GestureState? {
    name == "recognized" ? .ended : GestureState(rawValue: name)
  }

  /// Discrete recognizers are `recognized`, continuous ones `ended`; `possible` only at a time.
  mutating func checkGestureStates() {
    for check in gestureStateChecks {
      guard let index = gestureIndex[check.gesture] else { continue }
      let kind = gestureDeclarations[index].kind
      let allowed =
        (kind.isDiscrete
          ? ["recognized", "failed"] : ["began", "changed", "ended", "cancelled", "failed"])
        + (check.allowsPossible ? ["possible"] : [])
      guard !allowed.contains(check.state) else { continue }
      reader.error(
        check.node, check.path,
        "'\(check.gesture)' is a \(kind.typeName) recognizer, which is never '\(check.state)'; expected \(Suggestions.list(allowed))"
      )
    }
  }
}
