import SimEngine

/// A scroll view's `refreshControl` and the `endRefreshing` action (docs/semantics.md, "Pull
/// to refresh").
extension ScenarioDecoder {
  static let refreshControlKeys = ObjectKeys(
    "a 'refreshControl'", docs: "`refreshControl`",
    [
      KeySpec(
        "valueChanged", .array, default: "[]",
        "what its valueChanged target does, once per pull past the trigger")
    ])

  /// `"refreshControl": {"valueChanged": [actions]}`.
  mutating func decodeRefreshControl(
    _ fields: inout Fields, into settings: inout ScrollSettings, path: String, screen: Screen,
    addNesting: Int
  ) {
    guard let n = fields.take("refreshControl") else { return }
    let controlPath = path + ".refreshControl"
    guard var control = reader.object(n, controlPath, expected: "an object with 'valueChanged'")
    else { return }
    defer { reader.finish(control, Self.refreshControlKeys) }
    var actions: [Action] = []
    if let a = control.take("valueChanged") {
      actions = decodeActions(
        a, path: controlPath + ".valueChanged", screen: screen, addNesting: addNesting)
    }
    settings.refreshControl = RefreshControlSettings(valueChanged: actions)
  }

  /// `{"endRefreshing": "list"}`, `{"beginRefreshing": "list"}`: the scroll view whose
  /// refresh control ends or begins refreshing.
  mutating func decodeRefreshCall(_ kind: ActionKind, _ node: Node, path: String) -> Action? {
    guard let name = reader.name(node, path, what: "a scroll view's id") else { return nil }
    viewNames.refer(
      ViewReference(
        name: name, node: node, path: path, requirement: .scrollView,
        requirementReason: "'\(kind.rawValue)' applies to a scroll view with a refreshControl"))
    return kind == .beginRefreshing ? .beginRefreshing(view: name) : .endRefreshing(view: name)
  }
}
