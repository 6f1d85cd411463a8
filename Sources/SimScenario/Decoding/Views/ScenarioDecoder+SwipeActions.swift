import SimEngine

/// A data source's `leadingSwipeActions` and `trailingSwipeActions` (docs/scenario-format.md,
/// "Swipe actions"; the rules in docs/semantics.md).
extension ScenarioDecoder {
  static let swipeConfigurationKeys = ObjectKeys(
    "a swipe actions configuration", docs: "Swipe actions configuration",
    [
      KeySpec("actions", .array, default: "required", "the actions, the first outermost"),
      KeySpec(
        "performsFirstActionWithFullSwipe", .bool, default: "true",
        "whether a swipe past the confirmation distance performs the first action"),
    ])

  static let contextualActionKeys = ObjectKeys(
    "a swipe action", docs: "Swipe action",
    [
      KeySpec("title", .string, default: "required", "the button's title"),
      KeySpec(
        "style", .choice(ChoiceSet("action style", ContextualActionStyle.self)),
        default: "normal", "`normal` or `destructive` (`UIContextualAction.Style`)"),
      KeySpec(
        "titleWidth", .number, default: "0", range: 0...10_000,
        "the title's width in points, as measured in the 15 pt system font: the button is 12 pt wider, held to 74...120"
      ),
      KeySpec(
        "completion", .bool, default: "true",
        "what the handler passes to its completion handler (a destructive action must pass false)"
      ),
      KeySpec(
        "actions", .array, default: "[]", "the handler: what tapping it, or a full swipe, runs"),
    ])

  /// The most actions a configuration may have.
  static let maximumSwipeActions = 16

  /// `"trailingSwipeActions": [actions]` or `{"actions": [...],
  /// "performsFirstActionWithFullSwipe": false}`.
  mutating func decodeSwipeActions(
    _ fields: inout Fields, _ key: String, path: String, screen: Screen
  ) -> SwipeActionsConfiguration? {
    guard let node = fields.take(key) else { return nil }
    let path = path + "." + key
    var list = node
    var listPath = path
    var fullSwipe = true
    if reader.document.kind(node) == .object {
      guard var object = reader.object(node, path) else { return nil }
      defer { reader.finish(object, Self.swipeConfigurationKeys) }
      if let value = reader.bool(
        Self.swipeConfigurationKeys["performsFirstActionWithFullSwipe"], in: &object)
      {
        fullSwipe = value
      }
      guard let actions = reader.require("actions", in: &object, what: "the actions") else {
        return nil
      }
      list = actions
      listPath = path + ".actions"
    }
    let count = reader.document.kind(list) == .array ? reader.document.elementCount(list) : -1
    guard count >= 1 && count <= Self.maximumSwipeActions else {
      reader.error(
        list, listPath,
        "expected an array of 1 to \(Self.maximumSwipeActions) swipe actions, or an object with 'actions'"
      )
      return nil
    }
    var actions: [ContextualAction] = []
    for index in 0..<count {
      let element = reader.document.element(list, index)
      if let action = decodeContextualAction(element, path: listPath + "[\(index)]", screen: screen)
      {
        actions.append(action)
      }
    }
    guard actions.count == count else { return nil }
    return SwipeActionsConfiguration(actions: actions, performsFirstActionWithFullSwipe: fullSwipe)
  }

  private mutating func decodeContextualAction(_ node: Node, path: String, screen: Screen)
    -> ContextualAction?
  {
    let keys = Self.contextualActionKeys
    guard var fields = reader.object(node, path, expected: "an object with 'title'") else {
      return nil
    }
    defer { reader.finish(fields, keys) }
    let titleNode = reader.require("title", in: &fields, what: "the button's title")
    let title = titleNode.flatMap { reader.string($0, path + ".title") }
    let style = reader.choice(keys["style"], in: &fields, as: ContextualActionStyle.self) ?? .normal
    let width = reader.number(keys["titleWidth"], in: &fields) ?? 0
    let completes = reader.bool(keys["completion"], in: &fields) ?? true
    var actions: [Action] = []
    if let a = fields.take("actions") {
      actions = decodeActions(a, path: path + ".actions", screen: screen, addNesting: 0)
    }
    if style == .destructive && completes, let titleNode {
      reader.error(
        titleNode, path,
        "a destructive action whose handler completes with true has UIKit delete the row, which the engine doesn't model yet; give \"completion\": false (the row closes, as UIKit does then)"
      )
      return nil
    }
    guard let title else { return nil }
    return ContextualAction(
      title: title, style: style, titleWidth: width, actions: actions, completes: completes)
  }
}

extension ScenarioDecoder {
  /// The names a row's action buttons take below the row's (`trailing.0`: `row.S.R.trailing.0`).
  static func swipeButtonNames(
    leading: SwipeActionsConfiguration?, trailing: SwipeActionsConfiguration?
  ) -> [(String, ViewClass)] {
    var names: [(String, ViewClass)] = []
    for (edge, configuration) in [(SwipeEdge.leading, leading), (.trailing, trailing)] {
      guard let configuration else { continue }
      for index in configuration.actions.indices {
        names.append((edge.rawValue + "." + String(index), .uiButton))
      }
    }
    return names
  }
}
