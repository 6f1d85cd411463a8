import SimEngine

/// `{"setOn": {"view": "wifi", "on": true, "animated": true}}`: `UISwitch.setOn(_:animated:)`.
extension ScenarioDecoder {
  mutating func decodeSetOn(_ node: Node, path: String) -> Action? {
    guard var fields = reader.object(node, path, expected: "an object with 'view' and 'on'")
    else { return nil }
    defer { reader.finish(fields, known: ["view", "on", "animated"], context: "a 'setOn' action") }
    let viewNode = reader.require("view", in: &fields, what: "the id of the UISwitch")
    let name = viewNode.flatMap { reader.name($0, path + ".view", what: "a view id") }
    if let name, let viewNode {
      viewNames.refer(
        ViewReference(
          name: name, node: viewNode, path: path + ".view", requirement: .control,
          requirementReason: "'setOn' applies to a UISwitch"))
    }
    let onNode = reader.require("on", in: &fields, what: "true or false")
    let on = onNode.flatMap { reader.bool($0, path + ".on") }
    var animated = false
    if let n = fields.take("animated") { animated = reader.bool(n, path + ".animated") ?? false }
    guard let name, let on else { return nil }
    return .setOn(view: name, on, animated: animated)
  }
}
