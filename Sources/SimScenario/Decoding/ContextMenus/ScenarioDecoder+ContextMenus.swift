import SimEngine
import SimGeometry

/// A view's `contextMenu`: a `UIContextMenuInteraction` with its actions, preview size and
/// delegate moments. The views the open menu is made of are declared here, so expectations can
/// name them.
extension ScenarioDecoder {
  mutating func decodeContextMenu(
    _ node: Node, path: String, view id: String, screen: Screen, addNesting: Int
  ) -> ContextMenu? {
    guard var fields = reader.object(node, path, expected: "a context menu object") else {
      return nil
    }
    if let comment = fields.take("comment") { _ = reader.string(comment, path + ".comment") }
    var items: [ContextMenu.Item] = []
    if let list = reader.require("actions", in: &fields, what: "the menu's actions") {
      if reader.document.kind(list) != .array {
        reader.error(
          list, path + ".actions", "expected an array of actions, got \(reader.describe(list))")
      } else {
        for (index, element) in reader.document.elements(list).enumerated() {
          let itemPath = KeyPath.index(path + ".actions", index)
          guard
            let item = decodeContextMenuItem(
              element, path: itemPath, screen: screen, addNesting: addNesting)
          else { continue }
          if items.contains(where: { $0.title == item.title }) {
            reader.error(
              element, itemPath + ".title", "another action of this menu is titled '\(item.title)'")
            continue
          }
          items.append(item)
        }
        if items.isEmpty && reader.document.elements(list).isEmpty {
          reader.error(list, path + ".actions", "a context menu needs at least one action")
        }
      }
    }
    var menu = ContextMenu(items: items)
    if let n = fields.take("previewSize"),
      let values = reader.numbers(n, path + ".previewSize", names: ["width", "height"])
    {
      if values.allSatisfy({ $0 > 0 && $0 <= 1e6 }) {
        menu.previewSize = Size(width: values[0], height: values[1])
      } else {
        reader.error(n, path + ".previewSize", "a preview size is two numbers above 0, at most 1e6")
      }
    }
    for key in ["willDisplay", "willPerformPreviewAction", "willEnd"] {
      guard let n = fields.take(key) else { continue }
      let actions = decodeActions(n, path: path + "." + key, screen: screen, addNesting: addNesting)
      switch key {
      case "willDisplay": menu.willDisplay = actions
      case "willPerformPreviewAction": menu.willPerformPreviewAction = actions
      default: menu.willEnd = actions
      }
    }
    reader.finish(fields, ContextMenuKeys.menu)
    func part(_ suffix: String?) -> String { ContextMenu.viewName(id, suffix) }
    declare(part(nil), at: node, class: .uiView, path: path)
    declare(
      part("background"), at: node, class: .known(named: "UIVisualEffectView")!, path: path)
    declare(part("preview"), at: node, class: .uiView, path: path)
    declare(part("menu"), at: node, class: .uiView, path: path)
    declare(part("lift"), at: node, class: .uiView, path: path)
    declareGesture(part("backgroundTap"), at: node, kind: .tap(TapSettings()), path: path)
    declareGesture(part("previewTap"), at: node, kind: .tap(TapSettings()), path: path)
    declareGesture(
      part(ContextMenu.failureRelationshipPart), at: node, kind: .relationship, path: path)
    for item in items {
      let title = ContextMenu.actionPart(item.title)
      declare(part(title), at: node, class: .uiView, path: path)
      declareGesture(part(title + ".tap"), at: node, kind: .tap(TapSettings()), path: path)
    }
    return menu
  }

  private mutating func decodeContextMenuItem(
    _ node: Node, path: String, screen: Screen, addNesting: Int
  ) -> ContextMenu.Item? {
    guard
      var fields = reader.object(
        node, path, expected: "an action object ({\"title\", \"actions\"})")
    else { return nil }
    guard let titleNode = reader.require("title", in: &fields, what: "the action's title"),
      let title = reader.name(titleNode, path + ".title", what: "an action title")
    else {
      reader.finish(fields, ContextMenuKeys.action)
      return nil
    }
    var actions: [Action] = []
    if let n = fields.take("actions") {
      actions = decodeActions(n, path: path + ".actions", screen: screen, addNesting: addNesting)
    }
    reader.finish(fields, ContextMenuKeys.action)
    return ContextMenu.Item(title: title, actions: actions)
  }
}
