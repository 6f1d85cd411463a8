import SimEngine

/// `{"t": T, "navigation": "nav", "stack": [...], "transition": "none" | "push" | "pop"}`.
extension ScenarioDecoder {
  static let transitionNames = ["none", "push", "pop"]

  mutating func decodeNavigationExpectation(_ node: Node, _ fields: inout Fields)
    -> (Expectation.Kind?, [String])
  {
    let keys = ["t", "navigation", "stack", "transition"]
    let name = reader.name(node, fields.path("navigation"), what: "a navigation controller name")
    if let name { navigationNames.refer(name, at: node, path: fields.path("navigation")) }
    var stack: [String]?
    if let n = fields.take("stack") {
      stack = decodeScreenList(n, path: fields.path("stack"), navigation: name ?? "")
    }
    var transition: String?
    if let n = fields.take("transition") {
      transition = reader.choice(
        n, fields.path("transition"), ChoiceSet("transition", Self.transitionNames))
      if transition == nil { return (nil, keys) }
    }
    let time = checkTime(&fields, what: "when to check, in seconds")
    guard stack != nil || transition != nil else {
      reader.error(fields.node, fields.path, "say what to check: 'stack', 'transition' or both")
      return (nil, keys)
    }
    guard let name, let time else { return (nil, keys) }
    return (.navigationState(time: time, name, stack: stack, transition: transition), keys)
  }

  /// `{"navigation": "nav", "event": "cancelled", "operation": "pop"}` in a timed expectation
  /// or a sequence.
  mutating func decodeNavigationMatcher(_ node: Node, path: String, _ fields: inout Fields)
    -> OccurrenceMatcher?
  {
    let name = reader.name(node, path, what: "a navigation controller name")
    if let name { navigationNames.refer(name, at: node, path: path) }
    let events = OccurrenceMatcher.navigationEvents
    guard let eventNode = reader.require("event", in: &fields, what: Suggestions.list(events)),
      let event = reader.choice(
        eventNode, fields.path("event"), ChoiceSet("navigation event", events))
    else { return nil }
    var operation: NavigationOperation?
    if let n = fields.take("operation") {
      operation = reader.choice(
        n, fields.path("operation"), ChoiceSet("operation", ["push", "pop"]),
        as: NavigationOperation.self)
      if operation == nil { return nil }
    }
    return name.map { .navigation($0, event: event, operation: operation) }
  }
}
