import SimEngine
import SimGeometry

/// What a touch helper's step keys say, gathered while the helper is read: its places (a
/// point, a view's name, `{"view", "at"}`, an offset), when it starts (`t` or `after`), whether
/// it expects to miss, and a drag's speed when its length is known only at run time.
struct StepRead {
  /// The step keys every helper takes beside its own, where it takes `t`.
  static let keys = ScenarioKeys.touchStep.names.filter { $0 != "t" }

  var places: [StepPlace] = []
  /// The names of views it touches, where they are written, for the load-time name check.
  var named: [(name: String, node: JSONDocument.Node, path: String)] = []
  var start: ScenarioStep.Start?
  var expectMiss = false
  var speed: Double?
  /// What a step on a control by value asks for (`toValue`, `toggle`, `increment`…).
  var control: ControlGoal?

  /// `tap "close"`, `drag "card"`, `tap [80, 122]`, `edgeSwipe`: how the step is named.
  func summary(_ helper: TouchHelper) -> String {
    switch places.first {
    case .view(let name, let at)?:
      let point = at.map { " at [\($0.x.compactDescription), \($0.y.compactDescription)]" } ?? ""
      let goal = control.map { " \($0.summary)" } ?? ""
      return "\(helper) \"\(name)\"\(point)\(goal)"
    case .window(let p)?:
      return "\(helper) [\(p.x.compactDescription), \(p.y.compactDescription)]"
    case .offset?, nil:
      return helper.rawValue
    }
  }
}

/// One read item of a touch list: an entry with absolute times and window points, expanded at
/// load, or a step that is resolved when the run reaches it.
enum TouchItem {
  case entry(TouchStream.Entry, summary: String)
  case step(ScenarioStep.Start, ScenarioStep.Action, summary: String, anchor: JSONDocument.Node)
}

extension DocumentReader {
  /// A helper's place: `[x, y]` in window coordinates, a view's name (its centre as drawn when
  /// the step starts), or `{"view": "card", "at": [x, y]}` (a point in the view's coordinates).
  /// Returns the point, or the origin for a named place (found at run time).
  mutating func helperPlace(_ node: Node, _ path: String) -> Point? {
    switch document.kind(node) {
    case .string:
      guard let name = name(node, path, what: "a view's name") else { return nil }
      step.places.append(.view(name, at: nil))
      step.named.append((name, node, path))
      return .zero
    case .object:
      guard var fields = object(node, path) else { return nil }
      defer { finish(fields, known: ["view", "at"], context: "a place in a view") }
      let name = require("view", in: &fields, what: "the view's name").flatMap {
        self.name($0, fields.path("view"), what: "a view's name")
      }
      let at = require("at", in: &fields, what: "a point [x, y] in the view's coordinates")
        .flatMap { helperPoint($0, fields.path("at")) }
      guard let name, let at else { return nil }
      step.places.append(.view(name, at: at))
      step.named.append((name, fields.take("view") ?? node, fields.path("view")))
      return .zero
    default:
      guard let point = helperPoint(node, path) else { return nil }
      step.places.append(.window(point))
      return point
    }
  }

  /// When a helper starts: `t` (absolute), `after` (seconds after the previous entry ended), or
  /// neither (a frame after it); and `expectMiss`. Nil after an error.
  mutating func stepStart(_ fields: inout Fields) -> ScenarioStep.Start? {
    if let n = fields.take("expectMiss") {
      guard let value = bool(n, fields.path("expectMiss")) else { return nil }
      step.expectMiss = value
    }
    let t = fields.take("t")
    let after = fields.take("after")
    if let t, let after {
      error(after, fields.path("after"), "give either 't' (an absolute time) or 'after', not both")
      _ = t
      return nil
    }
    if let t {
      step.start = time(t, fields.path("t")).map { .at($0) }
    } else if let after {
      step.start = interval(after, fields.path("after"), what: "a delay").map { .after($0) }
    } else {
      step.start = .after(.zero)
    }
    return step.start
  }
}
