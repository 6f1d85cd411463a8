import SimEngine

/// `timer`, `displayLink` and `invalidate` actions: the app's `Timer.scheduledTimer`,
/// `CADisplayLink` and their `invalidate()`.
extension ScenarioDecoder {
  static let runLoopModes = ChoiceSet("run loop mode", RunLoopMode.self)

  static let timerKeys = ObjectKeys(
    "a 'timer' action", docs: "`timer`",
    [
      KeySpec("name", .name, default: "required", "what `invalidate` and the trace call it"),
      KeySpec(
        "interval", .seconds, default: "required", range: 0.001...3_600,
        "seconds from scheduling to the first firing, and between firings"),
      KeySpec("repeats", .bool, default: "false"),
      KeySpec(
        "tolerance", .seconds, default: "0", range: 0...3_600,
        "how late the system may fire it; never moves a firing (docs/semantics.md)"),
      KeySpec(
        "mode", .choice(runLoopModes), default: "default", "the run-loop mode it is added in"),
      KeySpec("actions", .array, default: "required", "what its block does"),
    ])

  static let displayLinkKeys = ObjectKeys(
    "a 'displayLink' action", docs: "`displayLink`",
    [
      KeySpec(
        "name", .name, default: "required", "what `invalidate`, expressions and the trace call it"),
      KeySpec(
        "mode", .choice(runLoopModes), default: "default", "the run-loop mode it is added in"),
      KeySpec("actions", .array, default: "required", "what its callback does, every frame"),
    ])

  mutating func decodeTimer(_ node: Node, path: String, screen: Screen, addNesting: Int)
    -> Action?
  {
    guard
      var fields = reader.object(
        node, path, expected: "an object with 'name', 'interval' and 'actions'")
    else { return nil }
    defer { reader.finish(fields, Self.timerKeys) }
    let name = timerName(&fields, path: path)
    var interval: Interval?
    if let n = reader.require("interval", in: &fields, what: "the seconds between firings") {
      interval = seconds(n, fields.path("interval"), Self.timerKeys["interval"])
    }
    let repeats = reader.bool(Self.timerKeys["repeats"], in: &fields) ?? false
    var tolerance = Interval.zero
    if let n = fields.take("tolerance") {
      tolerance = seconds(n, fields.path("tolerance"), Self.timerKeys["tolerance"]) ?? .zero
    }
    let mode = reader.choice(Self.timerKeys["mode"], in: &fields, as: RunLoopMode.self) ?? .default
    let actions = timerActions(&fields, path: path, screen: screen, addNesting: addNesting)
    guard let name, let interval, let actions else { return nil }
    return .timer(
      TimerSettings(
        name: name, interval: interval, repeats: repeats, tolerance: tolerance, mode: mode,
        actions: actions))
  }

  mutating func decodeDisplayLink(_ node: Node, path: String, screen: Screen, addNesting: Int)
    -> Action?
  {
    guard var fields = reader.object(node, path, expected: "an object with 'name' and 'actions'")
    else { return nil }
    defer { reader.finish(fields, Self.displayLinkKeys) }
    let name = timerName(&fields, path: path)
    let mode =
      reader.choice(Self.displayLinkKeys["mode"], in: &fields, as: RunLoopMode.self) ?? .default
    let actions = timerActions(&fields, path: path, screen: screen, addNesting: addNesting)
    guard let name, let actions else { return nil }
    return .displayLink(DisplayLinkSettings(name: name, mode: mode, actions: actions))
  }

  /// `{"invalidate": "name"}`: the name must be a timer's or display link's some action makes.
  mutating func decodeInvalidate(_ node: Node, path: String) -> Action? {
    guard let name = reader.name(node, path, what: "a timer's or display link's name") else {
      return nil
    }
    timerNames.refer(name, at: node, path: path)
    return .invalidate(name)
  }

  private mutating func timerName(_ fields: inout Fields, path: String) -> String? {
    guard let n = reader.require("name", in: &fields, what: "its name"),
      let name = reader.name(n, fields.path("name"), what: "a name")
    else { return nil }
    timerNames.create(name)
    return name
  }

  private mutating func timerActions(
    _ fields: inout Fields, path: String, screen: Screen, addNesting: Int
  ) -> [Action]? {
    guard let n = reader.require("actions", in: &fields, what: "what it does") else { return nil }
    return decodeActions(n, path: fields.path("actions"), screen: screen, addNesting: addNesting)
  }

  /// Seconds, exact to the nanosecond, within the key's range.
  private mutating func seconds(_ node: Node, _ path: String, _ spec: KeySpec) -> Interval? {
    guard let value = reader.interval(node, path, what: "'\(spec.name)'") else { return nil }
    if let range = spec.range, !range.contains(value.seconds) {
      reader.error(
        node, path,
        "'\(spec.name)' must be within \(format(range.lowerBound))…\(format(range.upperBound)) s, got \(format(value.seconds))"
      )
      return nil
    }
    return value
  }
}

extension ScenarioDecoder {
  /// `{"timer": "advance", "event": "fired"}`: an occurrence of a timer or display link.
  mutating func decodeTimerMatcher(_ node: Node, path: String, _ fields: inout Fields)
    -> OccurrenceMatcher?
  {
    let name = reader.name(node, path, what: "a timer's or display link's name")
    if let name { timerNames.refer(name, at: node, path: path) }
    let events = OccurrenceMatcher.timerEvents
    guard let eventNode = reader.require("event", in: &fields, what: Suggestions.list(events)),
      let event = reader.choice(eventNode, fields.path("event"), ChoiceSet("timer event", events)),
      let name
    else { return nil }
    return .timer(name, event: event)
  }
}
