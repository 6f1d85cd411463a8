import SimEngine
import SimGeometry

/// `expect`: what the run must show. The form is chosen by its distinctive key.
extension ScenarioDecoder {
  static let expectationForms = [
    "{\"touch\", \"hits\"}", "{\"t\", \"point\", \"hits\"}", "{\"log\", \"count\"}",
    "{\"event\", \"view\", \"count\"}", "{\"touch\", \"responders\"}",
    "{\"t\", \"view\", \"frame\" | \"center\" | \"alpha\" | \"transform\" | \"contentOffset\" | \"value\" | \"minY\"…, \"layer\", \"tolerance\"}",
    "{\"view\", \"settledBy\"}",
    "{\"scroll\", \"moment\", \"count\", \"velocity\", \"target\", \"decelerate\"}",
    "{\"t\" | \"by\", \"presentation\", \"state\", \"detent\"}",
    "{\"t\", \"navigation\", \"stack\", \"transition\"}",
    "{\"gesture\", \"state\", \"count\"}",
    "{\"t\", \"gesture\", \"state\"}",
    "{\"t\", \"gesture\", \"translation\", \"velocity\", \"scale\", \"rotation\", \"tolerance\"}",
    "{\"t\", \"animator\", \"state\", \"running\", \"reversed\", \"fractionComplete\", \"tolerance\"}",
    "{<occurrence>, \"at\" | \"between\" | \"before\" | \"after\", \"never\"}",
    "{\"touch\", \"notHits\"}", "{\"t\", \"point\", \"notHits\"}",
    "{\"t\", \"view\", \"highlighted\"}", "{\"t\", \"view\", \"selected\"}",
    "{\"t\", \"view\", \"refreshing\"}",
    "{\"sequence\": [<occurrence>, ...]}",
    "{\"from\", \"to\", \"stays\", \"within\"}",
  ]

  /// A frame expectation's tolerance unless told: half a point.
  static let defaultFrameTolerance = 0.5

  mutating func decodeExpectations(_ node: Node, touchCount: Int) -> [Expectation] {
    guard reader.document.kind(node) == .array else {
      reader.error(
        node, "expect", "expected an array of expectations, got \(reader.describe(node))")
      return []
    }
    var result: [Expectation] = []
    for (index, element) in reader.document.elements(node).enumerated() {
      let path = KeyPath.index("expect", index)
      guard var fields = reader.object(element, path, expected: "an expectation object") else {
        continue
      }
      let source = SourceReference(file: reader.file, location: reader.document.location(element))
      let decoded = decodeExpectation(&fields, touchCount: touchCount)
      if let comment = fields.take("comment") { _ = reader.string(comment, fields.path("comment")) }
      if let (kind, keys) = decoded {
        reader.finish(fields, known: keys + ["comment"], context: "this expectation")
        if let kind { result.append(Expectation(index: index, source: source, kind: kind)) }
      } else {
        unrecognizedExpectation(element, fields, path: path)
      }
    }
    return result
  }

  /// The expectation (nil if a value was wrong) and the keys its form allows; nil when no form
  /// matches.
  mutating func decodeExpectation(_ fields: inout Fields, touchCount: Int)
    -> (Expectation.Kind?, [String])?
  {
    if let node = fields.take("sequence") {
      return decodeSequence(node, &fields)
    }
    if fields.has("stays") {
      return decodeValueWindow(&fields)
    }
    if Self.timingKeys.contains(where: fields.has)
      || (fields.has("navigation") && fields.has("event")) || fields.has("timer")
    {
      return decodeTimedExpectation(&fields)
    }
    if let node = fields.take("presentation") {
      return decodePresentationExpectation(node, &fields)
    }
    if let node = fields.take("navigation") {
      return decodeNavigationExpectation(node, &fields)
    }
    if let node = fields.take("gesture") {
      return decodeGestureExpectation(node, &fields)
    }
    if let node = fields.take("animator") {
      return decodeAnimatorExpectation(node, &fields)
    }
    if let node = fields.take("responders") {
      let touch = touchNumber(&fields, touchCount: touchCount)
      let names = decodeNames(node, path: fields.path("responders"))
      guard let touch, let names else { return (nil, ["touch", "responders"]) }
      return (.responders(touch: touch, names), ["touch", "responders"])
    }
    if let node = fields.take("scroll") {
      let keys = Self.momentKeys.names.filter { $0 != "comment" }
      let view = reader.name(node, fields.path("scroll"), what: "a scroll view id")
      if let view {
        viewNames.refer(
          ViewReference(
            name: view, node: node, path: fields.path("scroll"), requirement: .scrollView,
            requirementReason: "'scroll' expectations are about scroll views"))
      }
      // With a moment, `target` is willEndDragging's argument.
      if !fields.has("moment"), let targetNode = fields.take("target") {
        let keys = ["scroll", "target", "tolerance"]
        let target = reader.point(targetNode, fields.path("target"))
        var tolerance = Self.defaultFrameTolerance
        if let n = fields.take("tolerance") {
          tolerance =
            reader.nonNegative(n, fields.path("tolerance"), what: "the tolerance") ?? tolerance
        }
        guard let view, let target else { return (nil, keys) }
        return (.scrollTarget(view: view, target: target, tolerance: tolerance), keys)
      }
      if let phaseNode = fields.take("phase") {
        let phases = ["idle", "dragging", "decelerating", "animating"]
        let time = checkTime(&fields, what: "when to check, in seconds")
        let phase = reader.choice(
          phaseNode, fields.path("phase"), ChoiceSet("scroll phase", phases))
        guard let view, let time, let phase else { return (nil, ["t", "scroll", "phase"]) }
        return (.scrollPhase(time: time, view: view, phase: phase), ["t", "scroll", "phase"])
      }
      let names = ScrollMoment.names
      let moment = reader.require("moment", in: &fields, what: "a delegate moment").flatMap {
        reader.choice($0, fields.path("moment"), ChoiceSet("scroll moment", names))
      }
      var row: Int?
      if let n = fields.take("row") {
        row = reader.integer(n, fields.path("row"), in: 0...1_000_000, what: "row")
        if row == nil { return (nil, keys) }
      }
      var section: Int?
      if let n = fields.take("section") {
        section = reader.integer(n, fields.path("section"), in: 0...1_000_000, what: "section")
        if section == nil { return (nil, keys) }
      }
      let arguments = decodeMomentArguments(&fields, moment: moment)
      let count = count(&fields)
      guard let view, let moment, let count, let arguments else { return (nil, keys) }
      return (
        .scrollMoment(
          view: view, moment: moment, row: row, section: section, count: count,
          arguments: arguments), keys
      )
    }
    if fields.has("settledBy") {
      let keys = ["view", "settledBy"]
      let time = reader.time(fields.take("settledBy")!, fields.path("settledBy"))
      let view = viewName(&fields, key: "view", requirement: nil)
      guard let time, let view else { return (nil, keys) }
      return (.settled(view: view, by: time), keys)
    }
    // `selected`, `highlighted` and `refreshing` read alike: a view, a time, and whether it
    // should be so.
    for key in ["selected", "highlighted", "refreshing"] {
      guard let node = fields.take(key) else { continue }
      let keys = ["t", "view", key]
      let wanted = reader.bool(node, fields.path(key))
      let time = checkTime(&fields, what: "when to check, in seconds")
      let view = viewName(&fields, key: "view", requirement: nil)
      guard let wanted, let time, let view else { return (nil, keys) }
      let check: Expectation.Kind =
        switch key {
        case "selected": .selected(time: time, view: view, wanted)
        case "refreshing": .refreshing(time: time, view: view, wanted)
        default: .highlighted(time: time, view: view, wanted)
        }
      return (check, keys)
    }
    if let node = fields.take("notHits") {
      let name = reader.name(node, fields.path("notHits"), what: "a view id")
      if let name {
        viewNames.refer(
          ViewReference(name: name, node: node, path: fields.path("notHits"), allowsWindow: true))
      }
      if fields.has("point") {
        let keys = ["t", "point", "notHits"]
        let point = reader.point(fields.take("point")!, fields.path("point"))
        let time = checkTime(&fields, what: "when to hit-test, in seconds")
        guard let point, let time, let name else { return (nil, keys) }
        return (.pointMisses(time: time, point: point, view: name), keys)
      }
      let touch = touchNumber(&fields, touchCount: touchCount)
      guard let touch, let name else { return (nil, ["touch", "notHits"]) }
      return (.touchMisses(touch: touch, view: name), ["touch", "notHits"])
    }
    if Self.viewValueKeys.contains(where: fields.has)
      || (fields.has("view") && FieldCheck.Field.allCases.contains { fields.has($0.rawValue) })
    {
      return decodeViewValues(&fields)
    }
    if let hits = fields.take("hits") {
      let expected = hitName(hits, path: fields.path("hits"))
      if fields.has("point") {
        let keys = ["t", "point", "hits"]
        let point = reader.point(fields.take("point")!, fields.path("point"))
        let time = checkTime(&fields, what: "when to hit-test, in seconds")
        guard let point, let time, let expected else { return (nil, keys) }
        return (.pointHits(time: time, point: point, view: expected), keys)
      }
      let touch = touchNumber(&fields, touchCount: touchCount)
      guard let touch, let expected else { return (nil, ["touch", "hits"]) }
      return (.touchHits(touch: touch, view: expected), ["touch", "hits"])
    }
    if let node = fields.take("log") {
      let name = reader.name(node, fields.path("log"), what: "a log name")
      if let name { logNames.refer(name, at: node, path: fields.path("log")) }
      let count = count(&fields)
      guard let name, let count else { return (nil, ["log", "count"]) }
      return (.log(name, count: count), ["log", "count"])
    }
    if let node = fields.take("raises") {
      let text = reader.string(node, fields.path("raises"))
      let count = count(&fields)
      if let text, text.isEmpty {
        reader.error(node, fields.path("raises"), "expected a part of the refusal's message")
        return (nil, ["raises", "count"])
      }
      guard let text, let count else { return (nil, ["raises", "count"]) }
      return (.raises(text, count: count), ["raises", "count"])
    }
    if let node = fields.take("event") {
      let keys = ["event", "view", "count"]
      let event = controlEvent(node, path: fields.path("event"))
      let view = viewName(&fields, key: "view", requirement: .control)
      let count = count(&fields)
      guard let event, let view, let count else { return (nil, keys) }
      return (.controlEvent(event, view: view, count: count), keys)
    }
    return nil
  }

  private mutating func touchNumber(_ fields: inout Fields, touchCount: Int) -> Int? {
    guard let node = reader.require("touch", in: &fields, what: "the touch number, from 1") else {
      return nil
    }
    guard
      let number = reader.integer(
        node, fields.path("touch"), in: 1...Int(Int32.max), what: "a touch number")
    else { return nil }
    guard number <= touchCount else {
      reader.error(
        node, fields.path("touch"),
        "there is no touch \(number): the touch stream makes \(touchCount == 1 ? "1 touch" : "\(touchCount) touches")"
      )
      return nil
    }
    return number
  }

  private mutating func count(_ fields: inout Fields) -> Expectation.Count? {
    guard let node = fields.take("count") else { return .atLeastOnce }
    return reader.integer(node, fields.path("count"), in: 0...Int(Int32.max), what: "a count").map {
      .exactly($0)
    }
  }

  /// A view id, or `.some(nil)` for null ("no view"); nil when the value is invalid.
  private mutating func hitName(_ node: Node, path: String) -> String?? {
    if reader.document.kind(node) == .null { return .some(nil) }
    guard let name = reader.name(node, path, what: "a view id") else { return nil }
    viewNames.refer(ViewReference(name: name, node: node, path: path, allowsWindow: true))
    return .some(name)
  }

  mutating func viewName(_ fields: inout Fields, key: String, requirement: ViewClass.Kind?)
    -> String?
  {
    guard let node = reader.require(key, in: &fields, what: "a view id"),
      let name = reader.name(node, fields.path(key), what: "a view id")
    else { return nil }
    var reference = ViewReference(
      name: name, node: node, path: fields.path(key), allowsWindow: true)
    if let requirement {
      reference.requirement = requirement
      reference.requirementReason = "only controls send control events"
    }
    viewNames.refer(reference)
    return name
  }

  static let controlEvents = ChoiceSet("control event", ControlEvent.self)

  mutating func controlEvent(_ node: Node, path: String) -> ControlEvent? {
    reader.choice(node, path, Self.controlEvents, as: ControlEvent.self)
  }

  private mutating func decodeNames(_ node: Node, path: String) -> [String]? {
    guard reader.document.kind(node) == .array else {
      reader.error(node, path, "expected an array of responder names, got \(reader.describe(node))")
      return nil
    }
    var names: [String] = []
    for (index, element) in reader.document.elements(node).enumerated() {
      guard let name = reader.name(element, KeyPath.index(path, index), what: "a responder name")
      else { return nil }
      viewNames.referToResponder(name, at: element, path: KeyPath.index(path, index))
      names.append(name)
    }
    return names
  }
}
