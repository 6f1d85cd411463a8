import SimEngine

/// Timed expectations: `{"log": "saved", "at": 0.4}`, `"between": [0.2, 0.5]`,
/// `"before": {"log": "closed"}`, `"after": {…}`, `"never": true`, and `{"sequence": [...]}`.
/// The kinds of occurrence a timed expectation matches, each named by its key. An enum,
/// switched over without `default:`, so a kind added here and forgotten in the decoder is a
/// compile error, not an occurrence silently read as an animator's.
enum OccurrenceKind: String, CaseIterable, Sendable {
  // `animator`, `navigation` and `timer` before `event`: their occurrences have an `event` key
  // too.
  case log, animator, navigation, timer, event, gesture, presentation, scroll, contextMenu

  /// What the form allows besides its own key.
  var companions: [String] {
    switch self {
    case .log: []
    case .event: ["view"]
    case .gesture, .presentation: ["state"]
    case .scroll, .contextMenu: ["moment"]
    case .animator: ["event"]
    case .navigation: ["event", "operation"]
    case .timer: ["event"]
    }
  }

  /// The first kind whose key `fields` has.
  static func named(in fields: Fields) -> OccurrenceKind? {
    allCases.first { fields.has($0.rawValue) }
  }
}

extension ScenarioDecoder {
  static let timingKeys = ["at", "between", "before", "after", "never"]
  static let matcherKeys = OccurrenceKind.allCases.map(\.rawValue)

  mutating func decodeTimedExpectation(_ fields: inout Fields) -> (Expectation.Kind?, [String]) {
    let key = OccurrenceKind.named(in: fields)
    let keys = (key.map { [$0.rawValue] + $0.companions } ?? []) + Self.timingKeys
    guard let key else {
      for timingKey in Self.timingKeys { _ = fields.take(timingKey) }
      reader.error(
        fields.node, fields.path,
        "a timed expectation names what happens: one of \(Suggestions.list(Self.matcherKeys))")
      return (nil, keys)
    }
    let matcher = decodeMatcher(key, &fields)
    var never = false
    if let n = fields.take("never") { never = reader.bool(n, fields.path("never")) ?? false }
    let given = ["at", "between", "before", "after"].filter(fields.has)
    if given.count > 1 {
      for timingKey in given { _ = fields.take(timingKey) }
      reader.error(
        fields.node, fields.path,
        "give one of 'at', 'between', 'before' or 'after'; found \(Suggestions.list(given, conjunction: "and"))"
      )
      return (nil, keys)
    }
    var timing: OccurrenceTiming?
    var timingFailed = false
    if let n = fields.take("at") {
      if let time = reader.time(n, fields.path("at")) {
        timing = .at(time)
      } else {
        timingFailed = true
      }
    } else if let n = fields.take("between") {
      let times = reader.document.kind(n) == .array ? reader.document.elements(n) : []
      if times.count == 2, let a = reader.time(times[0], KeyPath.index(fields.path("between"), 0)),
        let b = reader.time(times[1], KeyPath.index(fields.path("between"), 1))
      {
        if a <= b {
          timing = .between(a, b)
        } else {
          reader.error(n, fields.path("between"), "the window ends before it starts")
          timingFailed = true
        }
      } else {
        if times.count != 2 {
          reader.error(
            n, fields.path("between"), "expected [start, end] in seconds, got \(reader.describe(n))"
          )
        }
        timingFailed = true
      }
    } else if let n = fields.take("before") ?? fields.take("after") {
      let isBefore = given == ["before"]
      if let other = decodeMatcherObject(n, path: fields.path(isBefore ? "before" : "after")) {
        timing = isBefore ? .before(other) : .after(other)
      } else {
        timingFailed = true
      }
    }
    if timing == nil && !never && !timingFailed {
      reader.error(
        fields.node, fields.path, "say when: 'at', 'between', 'before', 'after' or \"never\": true")
      return (nil, keys)
    }
    guard let matcher, !timingFailed else { return (nil, keys) }
    return (.happens(matcher, timing, never: never), keys)
  }

  mutating func decodeSequence(_ node: Node, _ fields: inout Fields) -> (
    Expectation.Kind?, [String]
  ) {
    let path = fields.path("sequence")
    guard reader.document.kind(node) == .array, reader.document.elements(node).count >= 2 else {
      reader.error(
        node, path, "expected an array of at least two occurrences, got \(reader.describe(node))")
      return (nil, ["sequence"])
    }
    var matchers: [OccurrenceMatcher] = []
    var failed = false
    for (index, element) in reader.document.elements(node).enumerated() {
      if let matcher = decodeMatcherObject(element, path: KeyPath.index(path, index)) {
        matchers.append(matcher)
      } else {
        failed = true
      }
    }
    return (failed ? nil : .sequence(matchers), ["sequence"])
  }

  /// `{"log": "x"}`, `{"event": "touchUpInside", "view": "b"}`, ….
  private mutating func decodeMatcherObject(_ node: Node, path: String) -> OccurrenceMatcher? {
    guard
      var fields = reader.object(node, path, expected: "an occurrence such as {\"log\": \"name\"}")
    else { return nil }
    guard let key = OccurrenceKind.named(in: fields) else {
      reader.error(node, path, "an occurrence is one of \(Suggestions.list(Self.matcherKeys))")
      reader.finish(fields, known: Self.matcherKeys, context: "an occurrence")
      return nil
    }
    let matcher = decodeMatcher(key, &fields)
    reader.finish(fields, known: [key.rawValue] + key.companions, context: "an occurrence")
    return matcher
  }

  private mutating func decodeMatcher(_ kind: OccurrenceKind, _ fields: inout Fields)
    -> OccurrenceMatcher?
  {
    let node = fields.take(kind.rawValue)!
    let path = fields.path(kind.rawValue)
    switch kind {
    case .log:
      let name = reader.name(node, path, what: "a log name")
      if let name { logNames.refer(name, at: node, path: path) }
      return name.map { .log($0) }
    case .event:
      let event = controlEvent(node, path: path)
      let view = viewName(&fields, key: "view", requirement: .control)
      guard let event, let view else { return nil }
      return .control(event, view: view)
    case .gesture:
      let name = reader.name(node, path, what: "a recognizer id")
      if let name { gestureNames.refer(name, at: node, path: path) }
      guard let stateNode = reader.require("state", in: &fields, what: "the state it enters"),
        let stateName = reader.string(stateNode, fields.path("state")),
        let state = checkedState(stateName, stateNode, fields.path("state"), name, timed: false),
        let name
      else { return nil }
      return .gesture(name, state: state, stateName: stateName)
    case .presentation:
      let name = reader.name(node, path, what: "a presentation name")
      if let name { presentationNames.refer(name, at: node, path: path) }
      let phases = PresentationPhase.allCases.map(\.rawValue)
      guard let stateNode = reader.require("state", in: &fields, what: Suggestions.list(phases)),
        let phase = reader.choice(
          stateNode, fields.path("state"), ChoiceSet("phase", phases),
          as: PresentationPhase.self)
      else { return nil }
      return name.map { .presentation($0, phase: phase) }
    case .scroll:
      let view = reader.name(node, path, what: "a scroll view id")
      if let view {
        viewNames.refer(
          ViewReference(
            name: view, node: node, path: path, requirement: .scrollView,
            requirementReason: "'scroll' expectations are about scroll views"))
      }
      let names = ScrollMoment.names
      guard let momentNode = reader.require("moment", in: &fields, what: "a delegate moment"),
        let moment = reader.choice(
          momentNode, fields.path("moment"), ChoiceSet("scroll moment", names))
      else { return nil }
      return view.map { .scroll($0, moment: moment) }
    case .contextMenu:
      let view = reader.name(node, path, what: "the id of a view with a context menu")
      if let view { viewNames.refer(ViewReference(name: view, node: node, path: path)) }
      guard let momentNode = reader.require("moment", in: &fields, what: "a context menu moment"),
        let moment = reader.choice(
          momentNode, fields.path("moment"),
          ChoiceSet("context menu moment", ContextMenuMoment.names))
      else { return nil }
      return view.map { .contextMenu($0, moment: moment) }
    case .navigation:
      return decodeNavigationMatcher(node, path: path, &fields)
    case .animator:
      let name = reader.name(node, path, what: "an animator name")
      if let name { animatorNames.refer(name, at: node, path: path) }
      let events = [
        "created", "started", "paused", "scrubbed", "reversed", "continued", "stopped", "finished",
        "pausedOnCompletion", "ignored",
      ]
      guard let eventNode = reader.require("event", in: &fields, what: Suggestions.list(events)),
        let event = reader.choice(
          eventNode, fields.path("event"), ChoiceSet("animator event", events),
          as: AnimatorEvent.self)
      else { return nil }
      return name.map { .animator($0, event: event) }
    case .timer:
      return decodeTimerMatcher(node, path: path, &fields)
    }
  }
}
