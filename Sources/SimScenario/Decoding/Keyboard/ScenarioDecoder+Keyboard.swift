import SimEngine

/// `keyboard`: the scenario's keyboard (its height, the views constrained to the keyboard
/// layout guide, the app's observers of its notifications), and the actions that move it.
extension ScenarioDecoder {
  static let keyboardNotifications = ChoiceSet(
    "keyboard notification", KeyboardNotification.Name.self)

  static let keyboardKeys = ObjectKeys(
    "the keyboard", docs: "`keyboard`",
    [
      KeySpec("comment", .string),
      KeySpec(
        "height", .number, default: "the screen's (346, 336 or 260)", range: 1...2_000,
        "the keyboard's height in points, home-indicator area included"),
      KeySpec(
        "followers", .array, default: "none",
        "views whose bottom is constrained to keyboardLayoutGuide.topAnchor"),
      KeySpec("on", .object, default: "none", "notification → actions"),
      KeySpec(
        "dismissPadding", .number, default: "0", range: 0...2_000,
        "keyboardLayoutGuide.keyboardDismissPadding: an interactive drag moves the keyboard from"
          + " this far above its top"),
    ])

  mutating func decodeKeyboard(_ node: Node, screen: Screen) -> KeyboardSettings? {
    guard var fields = reader.object(node, "keyboard", expected: "a keyboard object") else {
      return nil
    }
    if let comment = fields.take("comment") { _ = reader.string(comment, "keyboard.comment") }
    var settings = KeyboardSettings()
    settings.height = reader.number(Self.keyboardKeys["height"], in: &fields)
    if let padding = reader.number(Self.keyboardKeys["dismissPadding"], in: &fields) {
      settings.dismissPadding = padding
    }
    if let list = fields.take("followers") {
      settings.followers = decodeViewNames(list, path: "keyboard.followers")
    }
    if let on = fields.take("on"),
      var events = reader.object(on, "keyboard.on", expected: "an object of notifications")
    {
      for member in events.takeEach() {
        let path = "keyboard.on." + member.key
        guard let name = KeyboardNotification.Name(rawValue: member.key) else {
          reader.unknownChoice(member: member, Self.keyboardNotifications, path: "keyboard.on")
          continue
        }
        let actions = decodeActions(member.value, path: path, screen: screen, addNesting: 0)
        settings.handlers.append((name, actions))
      }
    }
    reader.finish(fields, Self.keyboardKeys)
    declare(KeyboardController.viewName, at: node, class: .uiView, path: "keyboard")
    return settings
  }

  private mutating func decodeViewNames(_ node: Node, path: String) -> [String] {
    guard reader.document.kind(node) == .array else {
      reader.error(node, path, "expected an array of view ids, got \(reader.describe(node))")
      return []
    }
    var names: [String] = []
    for (index, element) in reader.document.elements(node).enumerated() {
      let elementPath = KeyPath.index(path, index)
      guard let name = reader.name(element, elementPath, what: "a view id") else { continue }
      viewNames.refer(ViewReference(name: name, node: element, path: elementPath))
      names.append(name)
    }
    return names
  }

  /// `{"becomeFirstResponder": "field"}`, `{"resignFirstResponder": "field"}`,
  /// `{"endEditing": true}`.
  mutating func decodeKeyboardAction(_ kind: ActionKind, _ node: Node, path: String) -> Action? {
    switch kind {
    case .endEditing:
      guard let force = reader.bool(node, path) else { return nil }
      guard force else {
        reader.error(
          node, path,
          "endEditing(false) asks the first responder whether it may resign, which the engine does not model; write true"
        )
        return nil
      }
      return .keyboard(.endEditing)
    default:
      guard let name = reader.name(node, path, what: "a text field's or text view's id") else {
        return nil
      }
      viewNames.refer(ViewReference(name: name, node: node, path: path))
      return .keyboard(
        kind == .becomeFirstResponder ? .becomeFirstResponder(name) : .resignFirstResponder(name))
    }
  }
}
