import SimEngine
import SimGeometry

/// `animator` actions: `UIViewPropertyAnimator`, named, one call per action
/// (`{"animator": {"name": "drawer", "pause": true}}`).
/// The calls an animator action makes, each named by its key. An enum, switched over without
/// `default:`, so a call added here and forgotten in the decoder is a compile error, not a call
/// silently read as `finish`.
enum AnimatorCall: String, CaseIterable, Sendable {
  case create, running, addAnimations, addCompletion, start, pause, fractionComplete, reversed
  case `continue`, stop, finish
  /// Settings set after creation, where UIKit lets them be.
  case interruptible, userInteractionEnabled, manualHitTesting, scrubsLinearly, pausesOnCompletion
}

extension ScenarioDecoder {
  static let animatorCommands = AnimatorCall.allCases.map(\.rawValue)
  static let animatorCreateKeys = [
    "duration", "curve", "spring", "animations", "completion", "interruptible",
    "userInteractionEnabled", "manualHitTesting", "scrubsLinearly", "pausesOnCompletion",
  ]

  mutating func decodeAnimatorAction(_ node: Node, path: String, screen: Screen, addNesting: Int)
    -> Action?
  {
    guard var fields = reader.object(node, path, expected: "an object with 'name' and one call")
    else { return nil }
    let nameNode = reader.require("name", in: &fields, what: "the animator's name")
    let name = nameNode.flatMap { reader.name($0, fields.path("name"), what: "an animator name") }
    let present = AnimatorCall.allCases.filter { fields.has($0.rawValue) }
    guard present.count == 1, let call = present.first else {
      let found = present.map(\.rawValue)
      reader.error(
        node, path,
        "an animator action makes exactly one call of \(Suggestions.list(Self.animatorCommands)); found \(found.isEmpty ? "none" : Suggestions.list(found, conjunction: "and"))"
      )
      if present.isEmpty {
        reader.finish(
          fields, known: ["name"] + Self.animatorCommands, context: "an animator action")
      }
      return nil
    }
    let value = fields.take(call.rawValue)!
    let valuePath = fields.path(call.rawValue)
    defer {
      reader.finish(fields, known: ["name", call.rawValue], context: "an animator action")
    }
    if let name, let nameNode {
      if call == .create || call == .running {
        animatorNames.create(name)
      } else {
        animatorNames.refer(name, at: nameNode, path: fields.path("name"))
      }
    }
    var command: AnimatorCommand?
    switch call {
    case .create:
      command = decodeAnimatorCreation(
        value, path: valuePath, name: name ?? "", screen: screen, addNesting: addNesting)
    case .running:
      command = decodeRunningAnimator(
        value, path: valuePath, name: name ?? "", screen: screen, addNesting: addNesting)
    case .addAnimations:
      command = .addAnimations(decodeAddedAnimations(value, path: valuePath))
    case .addCompletion:
      command = .addCompletion(
        decodeAnimatorCompletions(value, path: valuePath, screen: screen, addNesting: addNesting))
    case .start:
      if reader.document.kind(value) == .bool {
        command = reader.bool(value, valuePath) == true ? .start(delay: .zero) : nil
        if command == nil { reader.error(value, valuePath, "write \"start\": true") }
      } else if var f = reader.object(value, valuePath, expected: "true or {\"afterDelay\": s}") {
        var delay = Interval.zero
        if let n = f.take("afterDelay") {
          delay = reader.interval(n, f.path("afterDelay"), what: "the delay") ?? .zero
        }
        reader.finish(f, known: ["afterDelay"], context: "'start'")
        command = .start(delay: delay)
      }
    case .pause:
      if reader.bool(value, valuePath) == true {
        command = .pause
      } else {
        reader.error(value, valuePath, "write \"pause\": true")
      }
    case .fractionComplete:
      command = expression(value, valuePath).map { .setFractionComplete($0) }
    case .reversed:
      command = reader.bool(value, valuePath).map { .setReversed($0) }
    case .continue:
      command = decodeContinue(value, path: valuePath)
    case .stop:
      if var f = reader.object(value, valuePath, expected: "{\"withoutFinishing\": true or false}"),
        let n = reader.require("withoutFinishing", in: &f, what: "true or false")
      {
        command = reader.bool(n, f.path("withoutFinishing")).map { .stop(withoutFinishing: $0) }
        reader.finish(f, known: ["withoutFinishing"], context: "'stop'")
      }
    case .finish:
      let positions = ChoiceSet("position", AnimatingPosition.self)
      if let position = reader.choice(value, valuePath, positions, as: AnimatingPosition.self) {
        command = .finish(position)
      }
    case .interruptible, .userInteractionEnabled, .manualHitTesting, .scrubsLinearly,
      .pausesOnCompletion:
      if let flag = AnimatorFlag(rawValue: call.rawValue) {
        command = reader.bool(value, valuePath).map { .setFlag(flag, $0) }
      }
    }
    guard let name, let command else { return nil }
    return .animator(name, command)
  }

  private mutating func decodeAnimatorCreation(
    _ node: Node, path: String, name: String, screen: Screen, addNesting: Int
  ) -> AnimatorCommand? {
    guard var fields = reader.object(node, path, expected: "the animator's duration and timing")
    else { return nil }
    defer { reader.finish(fields, known: Self.animatorCreateKeys, context: "'create'") }
    var duration: Double?
    if let n = fields.take("duration") {
      duration = reader.interval(n, fields.path("duration"), what: "the duration")?.seconds
    }
    let timing = decodeTimingParameters(&fields)
    if duration == nil, timing?.hasImplicitDuration != true {
      reader.error(node, path, "missing 'duration' (seconds)")
    }
    let (animations, completions) = decodeAnimationsAndCompletions(
      &fields, screen: screen, addNesting: addNesting)
    guard let timing else { return nil }
    var settings = PropertyAnimatorSettings(name: name, duration: duration ?? 0, timing: timing)
    func flag(_ key: String) -> Bool? {
      fields.take(key).flatMap { reader.bool($0, fields.path(key)) }
    }
    if let v = flag("interruptible") { settings.isInterruptible = v }
    if let v = flag("userInteractionEnabled") { settings.isUserInteractionEnabled = v }
    if let v = flag("manualHitTesting") { settings.isManualHitTestingEnabled = v }
    if let v = flag("scrubsLinearly") { settings.scrubsLinearly = v }
    if let n = fields.take("pausesOnCompletion"),
      let v = reader.bool(n, fields.path("pausesOnCompletion"))
    {
      if v && !settings.isInterruptible {
        reader.error(
          n, fields.path("pausesOnCompletion"),
          "a non-interruptible animator can't pause on completion (UIKit raises)")
      }
      settings.pausesOnCompletion = v
    }
    return .create(settings, animations: animations, completions: completions)
  }

  /// A new animator's `animations` and `completion`, both optional.
  private mutating func decodeAnimationsAndCompletions(
    _ fields: inout Fields, screen: Screen, addNesting: Int
  ) -> ([AnimatorAnimation], [AnimatorCompletion]) {
    var animations: [AnimatorAnimation] = []
    if let n = fields.take("animations") {
      animations = decodeAnimatorAnimations(n, path: fields.path("animations"))
    }
    var completions: [AnimatorCompletion] = []
    if let n = fields.take("completion") {
      completions = decodeAnimatorCompletions(
        n, path: fields.path("completion"), screen: screen, addNesting: addNesting)
    }
    return (animations, completions)
  }

  /// `UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:
  /// completion:)`: `{"duration", "delay", "curve", "animations", "completion"}`, the curve one
  /// of the four `UIView.AnimationOptions` names (ease-in-ease-out by default).
  private mutating func decodeRunningAnimator(
    _ node: Node, path: String, name: String, screen: Screen, addNesting: Int
  ) -> AnimatorCommand? {
    guard var fields = reader.object(node, path, expected: "the animator's duration and options")
    else { return nil }
    defer {
      reader.finish(
        fields, known: ["duration", "delay", "curve", "animations", "completion"],
        context: "'running'")
    }
    let duration = reader.require("duration", in: &fields, what: "seconds").flatMap {
      reader.interval($0, fields.path("duration"), what: "the duration")
    }
    var delay = Interval.zero
    if let n = fields.take("delay") {
      delay = reader.interval(n, fields.path("delay"), what: "the delay") ?? .zero
    }
    var curve = TimingCurve.easeInOut
    if let n = fields.take("curve") {
      let named: [TimingCurve] = [.easeInOut, .easeIn, .easeOut, .linear]
      if let c = decodeCurve(n, path: fields.path("curve")) {
        if named.contains(c) {
          curve = c
        } else {
          reader.error(
            n, fields.path("curve"),
            "the options take easeInOut, easeIn, easeOut or linear (UIView.AnimationOptions' curves)"
          )
        }
      }
    }
    let (animations, completions) = decodeAnimationsAndCompletions(
      &fields, screen: screen, addNesting: addNesting)
    guard let duration else { return nil }
    let settings = PropertyAnimatorSettings(
      name: name, duration: duration.seconds, timing: .cubic(curve))
    return .running(settings, animations: animations, completions: completions, delay: delay)
  }

  /// `"curve": name or [x1, y1, x2, y2]`, or `"spring": {"damping": ratio, "velocity": v}` or
  /// `{"mass", "stiffness", "damping", "initialVelocity"}`; ease in, ease out by default.
  mutating func decodeTimingParameters(_ fields: inout Fields) -> TimingParameters? {
    if let n = fields.take("spring") {
      // A property animator's spring is UIKit's or Core Animation's: UISpringTimingParameters.
      switch decodeSpring(n, path: fields.path("spring"), forms: [.uikit, .coreAnimation])?.spring {
      case nil: return nil
      case .dampingRatio(let ratio, let velocity):
        return .dampingRatio(ratio, initialVelocity: velocity)
      case .spring(let spring): return .spring(spring)
      }
    }
    if let n = fields.take("curve") {
      return decodeCurve(n, path: fields.path("curve")).map { .cubic($0) }
    }
    return .cubic(.easeInOut)
  }

  private mutating func decodeContinue(_ node: Node, path: String) -> AnimatorCommand? {
    if reader.document.kind(node) == .bool {
      guard reader.bool(node, path) == true else {
        reader.error(node, path, "write \"continue\": true, or give the new timing")
        return nil
      }
      // `continueAnimation(withTimingParameters: nil, durationFactor: 0)`: the idiom that
      // resumes the timeline where it was.
      return .continueAnimation(nil, durationFactor: 0, velocity: nil)
    }
    guard var fields = reader.object(node, path, expected: "true or the new timing") else {
      return nil
    }
    defer {
      reader.finish(
        fields, known: ["curve", "spring", "durationFactor", "velocity"], context: "'continue'")
    }
    // 0 unless given: the remaining time is kept (`_continueWithTimingParameters:duration:`
    // leaves `internalDuration` alone for a duration of 0).
    var factor = 0.0
    if let n = fields.take("durationFactor") {
      factor =
        reader.number(n, fields.path("durationFactor"), in: 0...100, what: "durationFactor") ?? 0
    }
    var velocity: SpringVelocity?
    if let n = fields.take("velocity") {
      velocity = decodeSpringVelocity(n, path: fields.path("velocity"))
    }
    let given = fields.has("curve") || fields.has("spring")
    let parameters = given ? decodeTimingParameters(&fields) : nil
    if velocity != nil,
      parameters == nil || parameters.map({ if case .cubic = $0 { true } else { false } }) == true
    {
      reader.error(node, path, "'velocity' is a spring's; give the 'spring' it starts")
    }
    return .continueAnimation(parameters, durationFactor: factor, velocity: velocity)
  }

  /// `{"pointsPerSecond": "<expression>", "along": "card.center.y"}`.
  mutating func decodeSpringVelocity(_ node: Node, path: String) -> SpringVelocity? {
    guard var fields = reader.object(node, path, expected: "{\"pointsPerSecond\", \"along\"}")
    else { return nil }
    defer { reader.finish(fields, known: ["pointsPerSecond", "along"], context: "a velocity") }
    let speed = reader.require("pointsPerSecond", in: &fields, what: "an expression")
      .flatMap { expression($0, fields.path("pointsPerSecond")) }
    guard let alongNode = reader.require("along", in: &fields, what: "a view value: card.center.y"),
      let along = expression(alongNode, fields.path("along"))
    else { return nil }
    guard case .value(.view(let view, let value, presentation: false)) = along else {
      reader.error(
        alongNode, fields.path("along"), "'along' names one view value, as \"card.center.y\"")
      return nil
    }
    guard let speed else { return nil }
    return SpringVelocity(pointsPerSecond: speed, view: view, value: value)
  }

  /// `addAnimations`: `[{"view", "to"}]`, or `{"delayFactor": 0.5, "animations": [...]}` for
  /// `addAnimations(_:delayFactor:)`.
  private mutating func decodeAddedAnimations(_ node: Node, path: String) -> [AnimatorAnimation] {
    guard reader.document.kind(node) != .array else {
      return decodeAnimatorAnimations(node, path: path)
    }
    guard
      var fields = reader.object(
        node, path, expected: "[{\"view\", \"to\"}] or {\"delayFactor\", \"animations\"}")
    else { return [] }
    defer {
      reader.finish(fields, known: ["delayFactor", "animations"], context: "'addAnimations'")
    }
    let factor = reader.require("delayFactor", in: &fields, what: "a share of the duration")
      .flatMap { reader.number($0, fields.path("delayFactor"), in: 0...1, what: "delayFactor") }
    guard let n = reader.require("animations", in: &fields, what: "[{\"view\", \"to\"}]") else {
      return []
    }
    var animations = decodeAnimatorAnimations(n, path: fields.path("animations"))
    for i in animations.indices { animations[i].delayFactor = factor ?? 0 }
    return animations
  }

  private mutating func decodeAnimatorAnimations(_ node: Node, path: String) -> [AnimatorAnimation]
  {
    decodeAnimations(node, path: path, allowsFrom: false).animations
  }

  /// `[{"view", "to"}]`, and with `allowsFrom` a `from` each (values set when it begins, as a
  /// transition animator sets its views up before animating them).
  mutating func decodeAnimations(_ node: Node, path: String, allowsFrom: Bool)
    -> (animations: [AnimatorAnimation], starts: [AnimatorAnimation])
  {
    let form = allowsFrom ? "{\"view\", \"from\", \"to\"}" : "{\"view\", \"to\"}"
    guard reader.document.kind(node) == .array else {
      reader.error(node, path, "expected an array of \(form), got \(reader.describe(node))")
      return ([], [])
    }
    var result: [AnimatorAnimation] = []
    var starts: [AnimatorAnimation] = []
    for (index, element) in reader.document.elements(node).enumerated() {
      let elementPath = KeyPath.index(path, index)
      guard var fields = reader.object(element, elementPath, expected: form) else {
        continue
      }
      let known = allowsFrom ? ["view", "from", "to"] : ["view", "to"]
      defer { reader.finish(fields, known: known, context: "an animation") }
      let viewNode = reader.require("view", in: &fields, what: "the id of the view to animate")
      let name = viewNode.flatMap { reader.name($0, fields.path("view"), what: "a view id") }
      if let name, let viewNode {
        viewNames.refer(ViewReference(name: name, node: viewNode, path: fields.path("view")))
      }
      if allowsFrom, let fromNode = fields.take("from"), let name {
        let change = decodeAnimatedProperties(
          fromNode, path: fields.path("from"), view: name, viewNode: viewNode)
        starts.append(AnimatorAnimation(view: name, change: change))
      }
      guard let toNode = reader.require("to", in: &fields, what: "the properties' new values"),
        let name
      else { continue }
      let change = decodeAnimatedProperties(
        toNode, path: fields.path("to"), view: name, viewNode: viewNode)
      result.append(AnimatorAnimation(view: name, change: change))
    }
    return (result, starts)
  }

  /// An array of actions (any position) or `{"end": [...], "start": [...], "current": [...]}`.
  private mutating func decodeAnimatorCompletions(
    _ node: Node, path: String, screen: Screen, addNesting: Int
  ) -> [AnimatorCompletion] {
    guard reader.document.kind(node) == .object, let fields = reader.object(node, path) else {
      return [
        AnimatorCompletion(
          actions: decodeActions(node, path: path, screen: screen, addNesting: addNesting))
      ]
    }
    var result: [AnimatorCompletion] = []
    var rest = fields
    for position in AnimatingPosition.allCases {
      guard let n = rest.take(position.rawValue) else { continue }
      result.append(
        AnimatorCompletion(
          position: position,
          actions: decodeActions(
            n, path: rest.path(position.rawValue), screen: screen, addNesting: addNesting)))
    }
    reader.finish(rest, known: AnimatingPosition.allCases.map(\.rawValue), context: "a completion")
    return result
  }
}
