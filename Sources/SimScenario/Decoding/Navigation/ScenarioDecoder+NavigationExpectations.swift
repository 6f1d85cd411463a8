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
    if let n = fields.take("transition"), let text = reader.string(n, fields.path("transition")) {
      if Self.transitionNames.contains(text) {
        transition = text
      } else {
        reader.error(
          n, fields.path("transition"),
          "unknown transition '\(text)'; expected \(Suggestions.list(Self.transitionNames))",
          notes: reader.suggestion(text, in: Self.transitionNames, at: n))
        return (nil, keys)
      }
    }
    let time = reader.require("t", in: &fields, what: "when to check, in seconds").flatMap {
      reader.time($0, fields.path("t"))
    }
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
      let event = reader.string(eventNode, fields.path("event"))
    else { return nil }
    guard events.contains(event) else {
      reader.error(
        eventNode, fields.path("event"),
        "unknown navigation event '\(event)'; expected \(Suggestions.list(events))",
        notes: reader.suggestion(event, in: events, at: eventNode))
      return nil
    }
    var operation: NavigationOperation?
    if let n = fields.take("operation"), let text = reader.string(n, fields.path("operation")) {
      operation = NavigationOperation(rawValue: text)
      if operation == nil {
        reader.error(
          n, fields.path("operation"), "unknown operation '\(text)'; expected 'push' or 'pop'")
        return nil
      }
    }
    return name.map { .navigation($0, event: event, operation: operation) }
  }
}
