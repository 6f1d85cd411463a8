import SimEngine

/// `{"t": T, "animator": "name", "state": …, "running": …, "reversed": …, "fractionComplete": …}`.
extension ScenarioDecoder {
  mutating func decodeAnimatorExpectation(_ node: Node, _ fields: inout Fields)
    -> (Expectation.Kind?, [String])
  {
    let keys = ["t", "animator", "state", "running", "reversed", "fractionComplete", "tolerance"]
    let name = reader.name(node, fields.path("animator"), what: "an animator name")
    if let name { animatorNames.refer(name, at: node, path: fields.path("animator")) }
    let time = checkTime(&fields, what: "when to check, in seconds")
    var values = AnimatorValues()
    if let n = fields.take("state") {
      let states = ChoiceSet("animator state", ["inactive", "active", "stopped"])
      values.state = reader.choice(n, fields.path("state"), states, as: AnimatorState.self)
    }
    if let n = fields.take("running") { values.isRunning = reader.bool(n, fields.path("running")) }
    if let n = fields.take("reversed") {
      values.isReversed = reader.bool(n, fields.path("reversed"))
    }
    if let n = fields.take("fractionComplete") {
      values.fractionComplete = reader.number(
        n, fields.path("fractionComplete"), in: 0...1, what: "fractionComplete")
    }
    var tolerance = 0.001
    if let n = fields.take("tolerance") {
      tolerance =
        reader.nonNegative(n, fields.path("tolerance"), what: "the tolerance") ?? tolerance
    }
    if values == AnimatorValues() {
      reader.error(
        node, fields.path("animator"),
        "say what to check: state, running, reversed or fractionComplete")
    }
    guard let name, let time else { return (nil, keys) }
    return (.animatorState(time: time, name, values, tolerance: tolerance), keys)
  }
}
