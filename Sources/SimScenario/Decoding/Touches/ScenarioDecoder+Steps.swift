import SimEngine
import SimGeometry

/// The entries only a step-style touch list has: `wait` and `expect`, and turning a list's
/// items into ``ScenarioStep``s.
extension ScenarioDecoder {
  /// How long `wait` may wait for `settled` or a condition: at most 600 s, as `settle`.
  static let waitLimitRange = 0.001...settleLimit

  /// A check's `t`; in a step, none: the check is made at the step's moment.
  mutating func checkTime(_ fields: inout Fields, what: String) -> Instant? {
    guard readingStepChecks else {
      return reader.require("t", in: &fields, what: what).flatMap {
        reader.time($0, fields.path("t"))
      }
    }
    if let node = fields.take("t") {
      reader.error(
        node, fields.path("t"),
        "a check in a step is made at the step's moment; leave out 't' (or move the check to the scenario's 'expect')"
      )
      return nil
    }
    return .zero
  }

  /// `{"wait": 0.5}`, `{"wait": "settled"}`, `{"wait": {"settled": true, "limit": 5}}`,
  /// `{"wait": {"until": "condition", "limit": 2}}`, each with `t` or `after`.
  mutating func decodeWait(_ node: Node, path: String) -> TouchItem? {
    guard var fields = reader.object(node, path) else { return nil }
    defer { reader.finish(fields, ScenarioKeys.waitStep) }
    if let comment = fields.take("comment") { _ = reader.string(comment, fields.path("comment")) }
    reader.step = StepRead()
    let start = reader.stepStart(&fields)
    let waitNode = fields.take("wait")!
    let wait: StepWait?
    let summary: String
    switch reader.document.kind(waitNode) {
    case .number:
      wait = reader.interval(waitNode, fields.path("wait"), what: "a wait").map { .duration($0) }
      summary = "wait \(reader.document.number(waitNode).map { $0.compactDescription } ?? "")"
    case .string:
      let word = reader.choice(
        waitNode, fields.path("wait"), ChoiceSet("wait", ["settled"], otherwise: "seconds"))
      wait = word.map { _ in .settled(limit: StepWait.defaultLimit) }
      summary = "wait settled"
    case .object:
      (wait, summary) = decodeWaitObject(waitNode, path: fields.path("wait"))
    default:
      reader.error(
        waitNode, fields.path("wait"),
        "expected seconds, \"settled\" or {\"until\": \"condition\", \"limit\": seconds}, got \(reader.describe(waitNode))"
      )
      return nil
    }
    if reader.step.expectMiss {
      reader.error(node, path, "'expectMiss' is for touches, not waits")
      return nil
    }
    guard let start, let wait else { return nil }
    return .step(start, .wait(wait), summary: summary, anchor: node)
  }

  private mutating func decodeWaitObject(_ node: Node, path: String) -> (StepWait?, String) {
    guard var fields = reader.object(node, path) else { return (nil, "") }
    defer { reader.finish(fields, ScenarioKeys.waitObject) }
    var limit = StepWait.defaultLimit
    if let n = fields.take("limit") {
      guard
        let seconds = reader.number(n, fields.path("limit"), in: Self.waitLimitRange, what: "limit")
      else { return (nil, "") }
      limit = Interval(seconds: seconds)
    }
    if let n = fields.take("until") {
      if let s = fields.take("settled") {
        reader.error(s, fields.path("settled"), "give either 'until' or 'settled', not both")
        return (nil, "")
      }
      guard let condition = expression(n, fields.path("until"), condition: true) else {
        return (nil, "")
      }
      let text = reader.document.string(n) ?? "\(condition)"
      return (.until(condition, text: text, limit: limit), "wait until \"\(text)\"")
    }
    if let n = fields.take("settled") {
      guard let value = reader.bool(n, fields.path("settled")) else { return (nil, "") }
      if !value {
        reader.error(n, fields.path("settled"), "'settled' can only be true")
        return (nil, "")
      }
      return (.settled(limit: limit), "wait settled")
    }
    reader.error(node, path, "say what to wait for: 'until' (a condition) or 'settled': true")
    return (nil, "")
  }

  /// `{"expect": [ … ]}`: checks made at the step's moment, every form of the scenario's
  /// `expect` (those that take `t` without it).
  mutating func decodeStepChecks(_ node: Node, path: String) -> TouchItem? {
    guard var fields = reader.object(node, path) else { return nil }
    defer { reader.finish(fields, ScenarioKeys.expectStep) }
    if let comment = fields.take("comment") { _ = reader.string(comment, fields.path("comment")) }
    reader.step = StepRead()
    let start = reader.stepStart(&fields)
    let list = fields.take("expect")!
    guard reader.document.kind(list) == .array else {
      reader.error(
        list, fields.path("expect"), "expected an array of checks, got \(reader.describe(list))")
      return nil
    }
    readingStepChecks = true
    defer { readingStepChecks = false }
    var checks: [Expectation] = []
    var valid = true
    for (index, element) in reader.document.elements(list).enumerated() {
      let elementPath = KeyPath.index(fields.path("expect"), index)
      guard var check = reader.object(element, elementPath, expected: "an expectation object")
      else {
        valid = false
        continue
      }
      let source = SourceReference(file: reader.file, location: reader.document.location(element))
      let decoded = decodeExpectation(&check, touchCount: Int(Int32.max))
      if let comment = check.take("comment") { _ = reader.string(comment, check.path("comment")) }
      guard let (kind, keys) = decoded else {
        unrecognizedExpectation(element, check, path: elementPath)
        valid = false
        continue
      }
      reader.finish(check, known: keys + ["comment"], context: "this expectation")
      if let kind {
        checks.append(Expectation(index: index, source: source, kind: kind))
      } else {
        valid = false
      }
    }
    if reader.step.expectMiss {
      reader.error(node, path, "'expectMiss' is for touches, not checks")
      return nil
    }
    guard valid, let start else { return nil }
    return .step(start, .expect(checks), summary: "expect", anchor: node)
  }
}
