import SimEngine

/// Expectations about presentations: their phase and detent at a time, or by a time.
extension ScenarioDecoder {
  /// `{"t": T, "presentation", "state", "detent"}` or `{"by": T, "presentation", "state", "detent"}`.
  mutating func decodePresentationExpectation(_ node: Node, _ fields: inout Fields)
    -> (Expectation.Kind?, [String])
  {
    let keys = ["presentation", "state", "detent", fields.has("by") ? "by" : "t"]
    let name = reader.name(node, fields.path("presentation"), what: "a presentation name")
    if let name { presentationNames.refer(name, at: node, path: fields.path("presentation")) }
    var phase: PresentationPhase?
    if let n = fields.take("state") {
      phase = reader.choice(
        n, fields.path("state"), ChoiceSet("presentation state", PresentationPhase.self),
        as: PresentationPhase.self)
      if phase == nil { return (nil, keys) }
    }
    var detent: String?
    if let n = fields.take("detent"),
      let text = reader.name(n, fields.path("detent"), what: "a detent id")
    {
      detent = text
      if let name {
        presentationNames.referToMember(text, of: name, at: n, path: fields.path("detent"))
      }
    }
    if let byNode = fields.take("by") {
      let time = reader.time(byNode, fields.path("by"))
      guard let phase else {
        reader.error(fields.node, fields.path, "a 'by' expectation needs the 'state' to reach")
        return (nil, keys)
      }
      guard let name, let time else { return (nil, keys) }
      return (.presentationReached(by: time, name, phase: phase, detent: detent), keys)
    }
    let time = checkTime(&fields, what: "when to check (or 'by', for no later than)")
    guard phase != nil || detent != nil else {
      reader.error(fields.node, fields.path, "say what to check: 'state', 'detent' or both")
      return (nil, keys)
    }
    guard let name, let time else { return (nil, keys) }
    return (.presentationState(time: time, name, phase: phase, detent: detent), keys)
  }
}
