import SimEngine
import SimGeometry

/// Views: read without recursion, so a tree nested 100,000 deep decodes like a flat one.
extension ScenarioDecoder {
  /// How deep `add` actions may nest inside views that `add` actions create.
  static let maximumAddNesting = 16

  /// The children of a view still to read: its `children` array and the next index in it.
  private struct ChildList {
    let array: Node
    let count: Int
    var next: Int
    /// The parent's key path and template entry.
    let path: Int
    let parent: Int
  }

  /// Decodes a view and its subtree into a flat template, depth-first with an explicit stack:
  /// one entry per level, holding where its children array is up to, so that what waits to
  /// be read is as large as the depth, not the width (a view with 100,000 children).
  mutating func decodeSubtree(
    _ node: Node, path: Int, isRoot: Bool = false, screen: Screen, addNesting: Int = 0
  ) -> ViewTemplate? {
    var entries: [ViewTemplate.Entry] = []
    var lists: [ChildList] = []
    /// How many children the lists still hold.
    var queued = 0
    var next: (node: Node, path: Int, parent: Int?)? = (node, path, nil)
    // Paths stay in the arena: a view that reads well never has its key path spelled out.
    let arena = paths
    while let item = next
      ?? Self.nextChild(of: &lists, queued: &queued, document: reader.document, paths: arena)
    {
      next = nil
      guard
        var fields = reader.object(
          item.node, path: item.path, in: arena, expected: "a view object")
      else { continue }
      guard viewNames.admit(item.node, arena.render(item.path), reader: &reader) else { continue }
      let entryIndex = entries.count
      let defaultFrame =
        isRoot && item.parent == nil ? Rect(origin: .zero, size: screen.size) : .zero
      guard
        decodeView(
          &fields, path: arena.render(item.path), parent: item.parent, defaultFrame: defaultFrame,
          screen: screen, addNesting: addNesting, into: &entries)
      else { continue }
      if let children = fields.take("children") {
        if reader.document.kind(children) == .array {
          let count = reader.document.elementCount(children)
          viewNames.expect(count, limit: reader.limits.views)
          // The views still to read are known: room for them now, not by doubling (whose slack
          // and copies a 100,000-view tree would pay for).
          queued += count
          let needed = min(entries.count + queued, reader.limits.views)
          if needed > entries.capacity {
            entries.reserveCapacity(max(needed, entries.capacity * 2))
          }
          if count > 0 {
            lists.append(
              ChildList(array: children, count: count, next: 0, path: item.path, parent: entryIndex)
            )
          }
        } else {
          reader.error(
            children, arena.render(item.path) + ".children",
            "expected an array of views, got \(reader.describe(children))")
        }
      }
      reader.finish(fields, ViewKeys.view)
      if lists.last?.path != item.path { arena.discard(item.path) }
    }
    guard let first = entries.first, first.parent == nil else { return nil }
    return ViewTemplate(entries: entries)
  }

  /// The next view to read: the next child of the deepest view with children left. A list is
  /// dropped as its last child is taken, so a 100,000-deep chain keeps one or none.
  private static func nextChild(
    of lists: inout [ChildList], queued: inout Int, document: JSONDocument, paths: PathArena
  ) -> (node: Node, path: Int, parent: Int?)? {
    guard let index = lists.indices.last else { return nil }
    let list = lists[index]
    if list.next + 1 == list.count { lists.removeLast() } else { lists[index].next += 1 }
    queued -= 1
    return (
      document.element(list.array, list.next),
      paths.child(of: list.path, index: list.next), list.parent
    )
  }

  private mutating func decodeView(
    _ fields: inout Fields, path: @autoclosure () -> String, parent: Int?, defaultFrame: Rect,
    screen: Screen, addNesting: Int, into entries: inout [ViewTemplate.Entry]
  ) -> Bool {
    guard let idNode = reader.require("id", in: &fields, what: "the view's unique name"),
      let id = reader.name(idNode, path() + ".id", what: "a view id")
    else { return false }
    if let comment = fields.take("comment") { _ = reader.string(comment, path() + ".comment") }
    let viewClass = decodeClass(&fields, path: path())
    declare(id, at: idNode, class: viewClass, path: path() + ".id")
    var properties = ViewProperties(name: id, class: viewClass, frame: defaultFrame)
    var change = ViewChange()
    decodeChange(&fields, path: path(), target: .declared(viewClass, id), into: &change)
    change.apply(to: &properties)
    properties.controlValue = decodeControlValue(
      &fields, path: path(), viewClass: viewClass, id: id)
    if let node = fields.take("viewController"),
      let name = reader.name(node, path() + ".viewController", what: "a view controller name")
    {
      properties.viewController = name
      viewNames.declareController(name, at: node)
    }
    if let node = fields.take("touchesShouldCancel"),
      let value = reader.bool(node, path() + ".touchesShouldCancel")
    {
      properties.touchesShouldCancel = value
    }
    var handlers = ControlHandlers()
    if let node = fields.take("on") {
      handlers = decodeHandlers(
        node, path: path() + ".on", view: id, viewClass: viewClass, screen: screen,
        addNesting: addNesting)
    }
    var gestures: [GestureRecognizer] = []
    if let node = fields.take("gestures") {
      gestures = decodeGestures(
        node, path: path() + ".gestures", screen: screen, addNesting: addNesting)
    }
    let scroll = decodeScrolling(
      &fields, path: path(), viewClass: viewClass, id: id, screen: screen, addNesting: addNesting)
    // A scroll view's own recognizers, `<id>.pan` and `<id>.delay`, can be named in relations
    // and expectations.
    if viewClass.isScrollView {
      declareGesture(id + ".pan", at: idNode, kind: .pan(PanSettings()), path: path() + ".id")
      if scroll?.delaysContentTouches ?? true {
        declareGesture(
          id + ".delay", at: idNode, kind: .contentTouchDelay(ScrollSettings.contentTouchDelay),
          path: path() + ".id")
      }
      // A zooming one's pinch, `<id>.pinch` (docs/semantics.md, "Zooming").
      if scroll?.zoom.zoomView != nil {
        declareGesture(
          id + ".pinch", at: idNode, kind: .pinch(PinchSettings()), path: path() + ".id")
      }
    }
    // A switch's visual element's recognizers, `<id>.longPress` and `<id>.pan`, likewise.
    if viewClass.valueKind == .toggle {
      declareGesture(
        id + ".longPress", at: idNode, kind: .longPress(LongPressSettings()), path: path() + ".id")
      declareGesture(id + ".pan", at: idNode, kind: .pan(PanSettings()), path: path() + ".id")
    }
    var contextMenu: ContextMenu?
    if let node = fields.take("contextMenu") {
      contextMenu = decodeContextMenu(
        node, path: path() + ".contextMenu", view: id, screen: screen, addNesting: addNesting)
    }
    var list =
      fields.has("dataSource")
      ? decodeDataSource(&fields, path: path(), viewClass: viewClass, id: id, screen: screen)
      : nil
    if fields.has("collection") {
      list = decodeCollection(&fields, path: path(), viewClass: viewClass, id: id, screen: screen)
    }
    // Appended here rather than returned: the entry is built in place once, not copied twice.
    entries.append(
      ViewTemplate.Entry(
        properties: properties, parent: parent, handlers: handlers, gestures: gestures,
        scroll: scroll))
    if let contextMenu { entries[entries.count - 1].contextMenu = contextMenu }
    if let list { entries[entries.count - 1].list = list }
    return true
  }

  /// `class` and `base`: a UIKit class by name, or a custom class inheriting from one.
  private mutating func decodeClass(_ fields: inout Fields, path: @autoclosure () -> String)
    -> ViewClass
  {
    var knownNames: [String] { ViewClass.known.map(\.name) }
    var name = "UIView"
    var classNode: Node?
    if let node = fields.take("class"),
      let value = reader.name(node, path() + ".class", what: "a class name")
    {
      name = value
      classNode = node
    }
    let baseNode = fields.take("base")
    if classNode == nil && baseNode == nil { return .uiView }
    if let known = ViewClass.known(named: name) {
      if let baseNode {
        reader.error(
          baseNode, path() + ".base", "'base' is for custom classes, and '\(name)' is a UIKit class"
        )
      }
      return known
    }
    if let classNode, name.hasPrefix("UI"), baseNode == nil,
      let match = Suggestions.bestMatch(for: name, in: knownNames)
    {
      reader.error(
        classNode, path() + ".class",
        "unknown UIKit class '\(name)'; a custom class needs \"base\" to say which UIKit class it inherits from",
        notes: [reader.note(classNode, "did you mean '\(match)'?")])
      // Go on as the suggested class, so the rest of the view is checked as the user meant it.
      return ViewClass.known(named: match) ?? .uiView
    }
    guard let baseNode else { return ViewClass(name: name, kind: .view) }
    guard let baseName = reader.name(baseNode, path() + ".base", what: "a base class") else {
      return .uiView
    }
    guard let base = ViewClass.known(named: baseName) else {
      reader.error(
        baseNode, path() + ".base",
        "unknown base class '\(baseName)'; expected a UIKit class such as 'UIView', 'UIControl' or 'UIButton'",
        notes: reader.suggestion(baseName, in: knownNames, at: baseNode))
      return .uiView
    }
    var custom = ViewClass(
      name: name, kind: base.kind,
      userInteractionEnabledByDefault: base.userInteractionEnabledByDefault,
      winsSingleTaps: base.winsSingleTaps, cellRole: base.cellRole,
      valueKind: base.valueKind)
    custom.editsText = base.editsText
    return custom
  }

  mutating func declare(
    _ name: String, at node: Node, class viewClass: ViewClass, path: @autoclosure () -> String
  ) {
    viewNames.declare(name, at: node, class: viewClass, path: path(), reader: &reader)
  }
}
