import SimEngine

/// `push`, `pop`, `popToRoot` and `setViewControllers` actions.
extension ScenarioDecoder {
  /// `{"push": {"navigation": "nav", "screen": "detail", "animated": true}}`;
  /// `{"pop": "nav"}` or `{"pop": {"navigation": "nav", "animated": false}}` (the same for
  /// `popToRoot`); `{"setViewControllers": {"navigation": "nav", "screens": [...]}}`. Animated
  /// unless `"animated": false`.
  mutating func decodeNavigationAction(_ kind: String, _ node: Node, path: String) -> Action? {
    if kind == "pop" || kind == "popToRoot", reader.document.kind(node) == .string {
      guard let name = reader.name(node, path, what: "a navigation controller name") else {
        return nil
      }
      navigationNames.refer(name, at: node, path: path)
      return .navigation(name, kind == "pop" ? .pop(animated: true) : .popToRoot(animated: true))
    }
    var keys = ["navigation", "animated"]
    if kind == "push" { keys.append("screen") }
    if kind == "setViewControllers" { keys.append("screens") }
    guard
      var fields = reader.object(
        node, path,
        expected: "an object with 'navigation'"
          + (kind.hasPrefix("pop") ? " or a navigation controller name" : ""))
    else { return nil }
    defer { reader.finish(fields, known: keys, context: "a '\(kind)' action") }
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
    case "push":
      guard let screenNode = reader.require("screen", in: &fields, what: "the screen to push"),
        let screen = reader.name(screenNode, path + ".screen", what: "a screen name")
      else { return nil }
      navigationNames.referToScreen(screen, of: name, at: screenNode, path: path + ".screen")
      return .navigation(name, .push(screen, animated: animated))
    case "setViewControllers":
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
    case "pop":
      return .navigation(name, .pop(animated: animated))
    default:
      return .navigation(name, .popToRoot(animated: animated))
    }
  }
}
