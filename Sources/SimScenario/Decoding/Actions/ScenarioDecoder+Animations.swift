import SimEngine
import SimGeometry

/// `animate` actions: UIKit's `UIView.animate`, with curves and springs written three ways.
extension ScenarioDecoder {
  static let animateKeys = ObjectKeys(
    "an 'animate' action", docs: "`animate`",
    [
      KeySpec("view", .name, default: "required", "the view to animate"),
      KeySpec("to", .object, default: "required", "the animated properties' new values"),
      KeySpec("duration", .seconds, default: "required for curves and UIKit springs"),
      KeySpec("delay", .seconds, default: "0"),
      KeySpec("curve", .choice(curves), default: "easeInOut"),
      KeySpec("spring", .object, "instead of a curve"),
      KeySpec("options", .array, "UIView.AnimationOptions"),
      KeySpec("repeatCount", .number, default: "1", range: 0.01...1_000_000),
      KeySpec("completion", .other("actions or {\"finished\", \"interrupted\"}")),
      KeySpec("springVelocity", .object, "a velocity in points per second, for the spring"),
    ])
  static let animatableKeys = ["frame", "bounds", "center", "contentOffset", "alpha", "transform"]
  static let animationOptions = [
    "allowUserInteraction", "beginFromCurrentState", "repeat", "autoreverse",
  ]

  mutating func decodeAnimate(_ node: Node, path: String, screen: Screen, addNesting: Int)
    -> Action?
  {
    guard
      var fields = reader.object(node, path, expected: "an object with 'view', 'to' and 'duration'")
    else { return nil }
    defer { reader.finish(fields, Self.animateKeys) }
    let viewNode = reader.require("view", in: &fields, what: "the id of the view to animate")
    let name = viewNode.flatMap { reader.name($0, fields.path("view"), what: "a view id") }
    if let name, let viewNode {
      viewNames.refer(ViewReference(name: name, node: viewNode, path: fields.path("view")))
    }
    var change = ViewChange()
    if let toNode = reader.require("to", in: &fields, what: "the properties' new values") {
      change = decodeAnimatedProperties(
        toNode, path: fields.path("to"), view: name, viewNode: viewNode)
    }
    let timing = decodeTiming(&fields)
    var delay = Interval.zero
    if let n = fields.take("delay") {
      delay = reader.interval(n, fields.path("delay"), what: "the delay") ?? delay
    }
    var options: [String] = []
    if let n = fields.take("options") { options = decodeOptions(n, path: fields.path("options")) }
    var completion = CompletionActions()
    if let n = fields.take("completion") {
      completion = decodeCompletion(
        n, path: fields.path("completion"), screen: screen, addNesting: addNesting)
    }
    // `.repeat` plays until removed; `modifyAnimations(withRepeatCount:autoreverses:)` a count.
    var repeatCount = options.contains("repeat") ? Double.infinity : 1
    if let n = fields.take("repeatCount"),
      let count = reader.number(
        n, fields.path("repeatCount"), in: Self.animateKeys["repeatCount"].range!,
        what: "the repeat count")
    {
      repeatCount = count
    }
    var velocity: SpringVelocity?
    if let n = fields.take("springVelocity") {
      velocity = decodeSpringVelocity(n, path: fields.path("springVelocity"))
      if velocity != nil, timing != nil, timing?.parameters == nil {
        reader.error(n, fields.path("springVelocity"), "'springVelocity' needs a 'spring'")
      }
    }
    guard let name, let timing else { return nil }
    var animation = ViewAnimation(
      view: name, to: change, duration: timing.duration, delay: delay, timing: timing.timing,
      allowsUserInteraction: options.contains("allowUserInteraction"),
      beginsFromCurrentState: options.contains("beginFromCurrentState"),
      completion: completion.always)
    animation.completionIfFinished = completion.finished
    animation.completionIfInterrupted = completion.interrupted
    animation.repeatCount = repeatCount
    animation.autoreverses = options.contains("autoreverse")
    if let velocity {
      animation.springVelocity = velocity
      animation.springParameters = timing.parameters
    }
    return .animate(animation)
  }

  /// `to`: only what UIKit animates.
  mutating func decodeAnimatedProperties(
    _ node: Node, path: String, view: String?, viewNode: Node?
  ) -> ViewChange {
    guard var fields = reader.object(node, path, expected: "an object of properties") else {
      return ViewChange()
    }
    for member in fields.members
    where ViewKeys.propertyNames.contains(member.key) && !Self.animatableKeys.contains(member.key) {
      reader.diagnostics.append(
        Diagnostic(
          file: reader.file, location: reader.document.location(ofKey: member), keyPath: path,
          message:
            "'\(member.key)' can't be animated (UIKit animates \(Suggestions.list(Self.animatableKeys, conjunction: "and"))); change it with a 'set' action"
        ))
      _ = fields.take(member.key)
    }
    let target: PropertyTarget = .named(view ?? "", viewNode ?? node)
    let change = decodeChange(&fields, path: path, target: target)
    reader.finish(fields, known: Self.animatableKeys, context: "'to'")
    if change == ViewChange() && fields.members.isEmpty {
      reader.error(
        node, path, "'to' is empty; give the new values of \(Suggestions.list(Self.animatableKeys))"
      )
    }
    return change
  }

  private mutating func decodeOptions(_ node: Node, path: String) -> [String] {
    guard reader.document.kind(node) == .array else {
      reader.error(node, path, "expected an array of options, got \(reader.describe(node))")
      return []
    }
    var options: [String] = []
    for (index, element) in reader.document.elements(node).enumerated() {
      let elementPath = KeyPath.index(path, index)
      guard
        let option = reader.choice(
          element, elementPath, ChoiceSet("animation option", Self.animationOptions))
      else { continue }
      options.append(option)
    }
    return options
  }

  struct CompletionActions {
    var always: [Action] = []
    var finished: [Action] = []
    var interrupted: [Action] = []
  }

  /// `[actions]`, run however the animation stops, or `{"finished": [...], "interrupted": [...]}`,
  /// chosen by the `finished` flag UIKit passes to the completion.
  private mutating func decodeCompletion(
    _ node: Node, path: String, screen: Screen, addNesting: Int
  )
    -> CompletionActions
  {
    var result = CompletionActions()
    if reader.document.kind(node) == .object, var fields = reader.object(node, path) {
      if let n = fields.take("finished") {
        result.finished = decodeActions(
          n, path: fields.path("finished"), screen: screen, addNesting: addNesting)
      }
      if let n = fields.take("interrupted") {
        result.interrupted = decodeActions(
          n, path: fields.path("interrupted"), screen: screen, addNesting: addNesting)
      }
      reader.finish(fields, known: ["finished", "interrupted"], context: "a completion")
      return result
    }
    result.always = decodeActions(node, path: path, screen: screen, addNesting: addNesting)
    return result
  }
}
