import SimEngine

/// Control handlers (`on`) and the actions they run.
extension ScenarioDecoder {
  mutating func decodeHandlers(
    _ node: Node, path: String, view: String, viewClass: ViewClass, screen: Screen,
    addNesting: Int
  ) -> ControlHandlers {
    var handlers = ControlHandlers()
    guard var fields = reader.object(node, path, expected: "an object of control events") else {
      return handlers
    }
    if !viewClass.isControl {
      reader.error(
        node, path,
        "'on' lists control events, and '\(view)' is a \(viewClass.name), not a control\(ViewClassRules.baseHint(.control))"
      )
    }
    for member in reader.eachMember(of: &fields) {
      let memberPath = path + "." + member.key
      guard let event = ControlEvent(rawValue: member.key) else {
        reader.unknownChoice(member: member, Self.controlEvents, path: path)
        continue
      }
      let actions = decodeActions(
        member.value, path: memberPath, screen: screen, addNesting: addNesting)
      handlers.on(event, perform: actions)
    }
    return handlers
  }

  mutating func decodeActions(_ node: Node, path: String, screen: Screen, addNesting: Int)
    -> [Action]
  {
    guard reader.document.kind(node) == .array else {
      reader.error(node, path, "expected an array of actions, got \(reader.describe(node))")
      return []
    }
    // Reading an action recurses into the actions inside it, and so does running it: the
    // depth is bounded here, where the input sets it.
    let limit = reader.limits.actionNesting
    guard actionNesting < limit else {
      reader.error(
        node, path,
        "actions nest more than \(limit) levels deep here, the limit (ScenarioLimits.actionNesting); an app's code never nests this deep"
      )
      return []
    }
    actionNesting += 1
    defer { actionNesting -= 1 }
    var actions: [Action] = []
    for (index, element) in reader.document.elements(node).enumerated() {
      let elementPath = KeyPath.index(path, index)
      if let action = decodeAction(
        element, path: elementPath, screen: screen, addNesting: addNesting)
      {
        actions.append(action)
      }
    }
    return actions
  }

  private mutating func decodeAction(_ node: Node, path: String, screen: Screen, addNesting: Int)
    -> Action?
  {
    guard var fields = reader.object(node, path, expected: "an action object") else { return nil }
    let present = ActionKind.allCases.filter { fields.has($0.rawValue) }
    guard present.count == 1, let kind = present.first else {
      let found =
        present.isEmpty ? "none" : Suggestions.list(present.map(\.rawValue), conjunction: "and")
      reader.error(
        node, path,
        "an action has exactly one of \(Suggestions.list(ActionKind.keys)); found \(found)")
      if present.isEmpty {
        reader.finish(fields, known: ActionKind.keys + ["comment"], context: "an action")
      }
      return nil
    }
    let valueNode = fields.take(kind.rawValue)!
    if let comment = fields.take("comment") { _ = reader.string(comment, path + ".comment") }
    let valuePath = path + "." + kind.rawValue
    var action: Action?
    var known = [kind.rawValue, "comment"]
    switch kind {
    case .if:
      action = decodeIf(valueNode, &fields, path: path, screen: screen, addNesting: addNesting)
      known += ["then", "else"]
    case .let:
      action = decodeLet(valueNode, path: valuePath)
    case .animator:
      action = decodeAnimatorAction(
        valueNode, path: valuePath, screen: screen, addNesting: addNesting)
    case .log:
      action = reader.name(valueNode, valuePath, what: "a log name").map { .log($0) }
      if case .log(let name)? = action { logNames.create(name) }
    case .set:
      action = decodeSet(valueNode, path: valuePath)
    case .remove:
      if let name = reader.name(valueNode, valuePath, what: "a view id") {
        viewNames.refer(ViewReference(name: name, node: valueNode, path: valuePath))
        action = .remove(view: name)
      }
    case .dismiss where reader.document.kind(valueNode) == .object:
      action = decodeInteractiveDismiss(valueNode, path: valuePath)
    case .present, .dismiss:
      if let name = reader.name(valueNode, valuePath, what: "a presentation name") {
        presentationNames.refer(name, at: valueNode, path: valuePath)
        action = kind == .present ? .present(name) : .dismiss(name)
      }
    case .push:
      action = decodeNavigationAction(.push, valueNode, path: valuePath)
    case .pop:
      action = decodeNavigationAction(.pop, valueNode, path: valuePath)
    case .popToRoot:
      action = decodeNavigationAction(.popToRoot, valueNode, path: valuePath)
    case .setViewControllers where isPageCall(valueNode):
      action = decodeSetPageViewControllers(
        valueNode, path: valuePath, screen: screen, addNesting: addNesting)
    case .setViewControllers:
      action = decodeNavigationAction(.setViewControllers, valueNode, path: valuePath)
    case .transition:
      action = decodeTransitionAction(valueNode, path: valuePath)
    case .animate:
      action = decodeAnimate(valueNode, path: valuePath, screen: screen, addNesting: addNesting)
    case .setContentOffset, .scrollRectToVisible:
      action = decodeScrollAction(kind.rawValue, valueNode, path: valuePath)
    case .setZoomScale, .zoomTo:
      action = decodeZoomAction(kind, valueNode, path: valuePath)
    case .setOn:
      action = decodeSetOn(valueNode, path: valuePath)
    case .endRefreshing, .beginRefreshing:
      action = decodeRefreshCall(kind, valueNode, path: valuePath)
    case .add:
      action = decodeAdd(valueNode, path: valuePath, screen: screen, addNesting: addNesting)
    case .timer:
      action = decodeTimer(valueNode, path: valuePath, screen: screen, addNesting: addNesting)
    case .displayLink:
      action = decodeDisplayLink(
        valueNode, path: valuePath, screen: screen, addNesting: addNesting)
    case .invalidate:
      action = decodeInvalidate(valueNode, path: valuePath)
    case .scrollToRow:
      action = decodeScrollToRow(valueNode, path: valuePath)
    case .becomeFirstResponder, .resignFirstResponder, .endEditing:
      action = decodeKeyboardAction(kind, valueNode, path: valuePath)
    }
    reader.finish(fields, known: known, context: "a '\(kind.rawValue)' action")
    return action
  }

  /// `{"view": "list", "offset": [x, y], "animated": true}` or, to show a rectangle of the
  /// content, `{"view": "list", "rect": [x, y, w, h], "animated": true}`.
  private mutating func decodeScrollAction(_ kind: String, _ node: Node, path: String) -> Action? {
    let key = kind == "setContentOffset" ? "offset" : "rect"
    return decodeScrollViewCall(
      kind, node, path: path, key: key, what: key == "offset" ? "[x, y]" : "[x, y, w, h]"
    ) { decoder, name, valueNode, animated in
      if key == "offset" {
        return decoder.reader.point(valueNode, path + ".offset").map {
          .setContentOffset(view: name, $0, animated: animated)
        }
      }
      return decoder.reader.rect(valueNode, path + ".rect").map {
        .scrollRectToVisible(view: name, $0, animated: animated)
      }
    }
  }

  /// What every call on a scroll view reads alike (`setContentOffset`, `scrollRectToVisible`,
  /// `setZoomScale`, `zoomTo`): `view` (a scroll view), the value under `key`, `animated`;
  /// `make` turns them into the action before the unknown keys are reported.
  mutating func decodeScrollViewCall(
    _ kind: String, _ node: Node, path: String, key: String, what: String,
    _ make: (inout ScenarioDecoder, String, Node, Bool) -> Action?
  ) -> Action? {
    guard var fields = reader.object(node, path, expected: "an object with 'view' and '\(key)'")
    else { return nil }
    defer {
      reader.finish(fields, known: ["view", key, "animated"], context: "a '\(kind)' action")
    }
    let viewNode = reader.require("view", in: &fields, what: "the id of the scroll view")
    let name = viewNode.flatMap { reader.name($0, path + ".view", what: "a view id") }
    if let name, let viewNode {
      viewNames.refer(
        ViewReference(
          name: name, node: viewNode, path: path + ".view", requirement: .scrollView,
          requirementReason: "'\(kind)' applies to scroll views"))
    }
    let valueNode = reader.require(key, in: &fields, what: what)
    var animated = false
    if let n = fields.take("animated") { animated = reader.bool(n, path + ".animated") ?? false }
    guard let name, let valueNode else { return nil }
    return make(&self, name, valueNode, animated)
  }

  private mutating func decodeSet(_ node: Node, path: String) -> Action? {
    guard var fields = reader.object(node, path, expected: "an object with 'view' and properties")
    else { return nil }
    guard let viewNode = reader.require("view", in: &fields, what: "the id of the view to change"),
      let name = reader.name(viewNode, path + ".view", what: "a view id")
    else { return nil }
    viewNames.refer(ViewReference(name: name, node: viewNode, path: path + ".view"))
    let change = decodeChange(&fields, path: path, target: .named(name, viewNode))
    if change == ViewChange() && !fields.members.contains(where: { $0.key != "view" }) {
      reader.error(node, path, "'set' changes nothing; add properties such as \"hidden\": true")
    }
    reader.finish(fields, ViewKeys.set)
    return .set(view: name, change)
  }

  private mutating func decodeAdd(_ node: Node, path: String, screen: Screen, addNesting: Int)
    -> Action?
  {
    guard var fields = reader.object(node, path, expected: "an object with 'parent' and 'view'")
    else { return nil }
    let parentNode = reader.require("parent", in: &fields, what: "the id of the superview")
    let viewNode = reader.require("view", in: &fields, what: "the view to add")
    reader.finish(fields, known: ["parent", "view"], context: "an 'add' action")
    guard let parentNode, let viewNode,
      let parent = reader.name(parentNode, path + ".parent", what: "a view id")
    else { return nil }
    viewNames.refer(ViewReference(name: parent, node: parentNode, path: path + ".parent"))
    guard addNesting < Self.maximumAddNesting else {
      reader.error(node, path, "'add' actions nest more than \(Self.maximumAddNesting) deep")
      return nil
    }
    guard
      let template = decodeSubtree(
        viewNode, path: paths.root(path + ".view"), screen: screen, addNesting: addNesting + 1)
    else { return nil }
    return .add(parent: parent, template)
  }

  /// `{"dismiss": {"presentation": "photo", "interactive": true}}`.
  private mutating func decodeInteractiveDismiss(_ node: Node, path: String) -> Action? {
    guard
      var fields = reader.object(
        node, path, expected: "a presentation name or {\"presentation\", \"interactive\"}")
    else { return nil }
    defer {
      reader.finish(fields, known: ["presentation", "interactive"], context: "a 'dismiss' action")
    }
    guard let nameNode = reader.require("presentation", in: &fields, what: "the presentation"),
      let name = reader.name(nameNode, path + ".presentation", what: "a presentation name")
    else { return nil }
    presentationNames.refer(name, at: nameNode, path: path + ".presentation")
    var interactive = false
    if let n = fields.take("interactive") {
      interactive = reader.bool(n, path + ".interactive") ?? false
    }
    return interactive ? .dismissInteractively(name) : .dismiss(name)
  }
}
