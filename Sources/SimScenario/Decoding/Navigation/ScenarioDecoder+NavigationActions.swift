import SimEngine

/// The navigation controller's calls an action makes. Switched over without `default:`, so a
/// call added here and forgotten in the decoder is a compile error, not a call read as
/// `popToRoot`.
enum NavigationActionKind: String, CaseIterable, Sendable {
  case push, pop, popToRoot, setViewControllers
}

/// `push`, `pop`, `popToRoot` and `setViewControllers` actions.
extension ScenarioDecoder {
  /// `{"push": {"navigation": "nav", "screen": "detail", "animated": true}}`;
  /// `{"pop": "nav"}` or `{"pop": {"navigation": "nav", "animated": false}}` (the same for
  /// `popToRoot`); `{"setViewControllers": {"navigation": "nav", "screens": [...]}}`. Animated
  /// unless `"animated": false`.
  mutating func decodeNavigationAction(
    _ kind: NavigationActionKind, _ node: Node, path: String
  ) -> Action? {
    let byName = kind == .pop || kind == .popToRoot
    if byName, reader.document.kind(node) == .string {
      guard let name = reader.name(node, path, what: "a navigation controller name") else {
        return nil
      }
      navigationNames.refer(name, at: node, path: path)
      return .navigation(name, kind == .pop ? .pop(animated: true) : .popToRoot(animated: true))
    }
    var keys = ["navigation", "animated"]
    switch kind {
    case .push: keys.append("screen")
    case .pop: keys.append("interactive")
    case .setViewControllers: keys.append("screens")
    case .popToRoot: break
    }
    guard
      var fields = reader.object(
        node, path,
        expected: "an object with 'navigation'" + (byName ? " or a navigation controller name" : "")
      )
    else { return nil }
    defer { reader.finish(fields, known: keys, context: "a '\(kind.rawValue)' action") }
    let navigationNode = reader.require(
      "navigation", in: &fields, what: "the name of the navigation controller")
    guard let navigationNode,
      let name = reader.name(
        navigationNode, path + ".navigation", what: "a navigation controller name")
    else { return nil }
    navigationNames.refer(name, at: navigationNode, path: path + ".navigation")
    var animated = true
    if let n = fields.take("animated") { animated = reader.bool(n, path + ".animated") ?? true }
    switch kind {
    case .push:
      guard let screenNode = reader.require("screen", in: &fields, what: "the screen to push"),
        let screen = reader.name(screenNode, path + ".screen", what: "a screen name")
      else { return nil }
      navigationNames.referToMember(screen, of: name, at: screenNode, path: path + ".screen")
      return .navigation(name, .push(screen, animated: animated))
    case .setViewControllers:
      guard
        let screensNode = reader.require("screens", in: &fields, what: "the new stack, root first")
      else { return nil }
      let screens = decodeScreenList(screensNode, path: path + ".screens", navigation: name)
      guard !screens.isEmpty else {
        if reader.document.kind(screensNode) == .array {
          reader.error(screensNode, path + ".screens", "the stack needs at least its root screen")
        }
        return nil
      }
      return .navigation(name, .setViewControllers(screens, animated: animated))
    case .pop:
      var interactive = false
      if let n = fields.take("interactive") {
        interactive = reader.bool(n, path + ".interactive") ?? false
      }
      return .navigation(name, .pop(animated: animated, interactive: interactive))
    case .popToRoot:
      return .navigation(name, .popToRoot(animated: animated))
    }
  }

  /// The app's interaction controller (`UIPercentDrivenInteractiveTransition`) on a navigation
  /// controller's interactive pop or a presentation's interactive dismissal:
  /// `{"transition": {"navigation": "nav", "update": "pan.translation.y / 600"}}` (or
  /// `"presentation": "photo"`), or `"finish": true` / `"cancel": true` with `completionSpeed`
  /// (default 1) and `timingCurve` (default none: the animator's own timing).
  mutating func decodeTransitionAction(_ node: Node, path: String) -> Action? {
    let owners = ["navigation", "presentation"]
    guard
      var fields = reader.object(
        node, path,
        expected:
          "an object with 'navigation' or 'presentation', and 'update', 'finish' or 'cancel'"
      )
    else { return nil }
    defer {
      reader.finish(
        fields,
        known: owners + ["update", "finish", "cancel", "completionSpeed", "timingCurve"],
        context: "a 'transition' action")
    }
    let given = owners.filter { fields.has($0) }
    guard given.count == 1, let owner = given.first, let ownerNode = fields.take(owner) else {
      reader.error(
        node, path, "a 'transition' action names exactly one 'navigation' or 'presentation'")
      return nil
    }
    let what = owner == "navigation" ? "a navigation controller name" : "a presentation name"
    let name = reader.name(ownerNode, path + "." + owner, what: what)
    if let name {
      if owner == "navigation" {
        navigationNames.refer(name, at: ownerNode, path: path + "." + owner)
      } else {
        presentationNames.refer(name, at: ownerNode, path: path + "." + owner)
      }
    }
    let calls = ["update", "finish", "cancel"].filter { fields.has($0) }
    guard calls.count == 1, let call = calls.first, let callNode = fields.take(call) else {
      reader.error(
        node, path, "a 'transition' action has exactly one of 'update', 'finish' or 'cancel'")
      return nil
    }
    let command: InteractionCommand
    if call == "update" {
      guard let expression = expression(callNode, path + ".update") else { return nil }
      command = .update(expression)
    } else {
      if reader.bool(callNode, path + "." + call) != true {
        reader.error(callNode, path + "." + call, "write \"\(call)\": true")
      }
      var speed = 1.0
      if let n = fields.take("completionSpeed"),
        let v = reader.number(
          n, path + ".completionSpeed", in: 0.01...100, what: "completionSpeed")
      {
        speed = v
      }
      var curve: TimingCurve?
      if let n = fields.take("timingCurve"), let c = decodeCurve(n, path: path + ".timingCurve") {
        curve = c
      }
      command = .end(finish: call == "finish", completionSpeed: speed, timingCurve: curve)
    }
    guard let name else { return nil }
    return owner == "navigation"
      ? .navigation(name, .interaction(command)) : .presentationInteraction(name, command)
  }
}
