import SimEngine

/// A scroll view's `pages`: the page view controller's pages, by the ids of its subviews.
extension ScenarioDecoder {
  mutating func decodePages(
    _ fields: inout Fields, into settings: inout ScrollSettings, id: String, path: String
  ) {
    if let n = fields.take(ScrollViewKeys.pageOrientation.name),
      let value = reader.choice(
        n, path + "." + ScrollViewKeys.pageOrientation.name, ScrollViewKeys.pageOrientations,
        as: ScrollSettings.PageOrientation.self)
    {
      if !fields.has(ScrollViewKeys.pages.name) {
        reader.error(n, path + ".pageOrientation", "pageOrientation needs 'pages'")
      }
      settings.pageOrientation = value
    }
    if let n = fields.take(ScrollViewKeys.pageSpacing.name),
      let value = reader.number(n, spec: ScrollViewKeys.pageSpacing, path + ".pageSpacing")
    {
      if !fields.has(ScrollViewKeys.pages.name) {
        reader.error(n, path + ".pageSpacing", "pageSpacing needs 'pages'")
      }
      settings.pageSpacing = value
    }
    guard let node = fields.take(ScrollViewKeys.pages.name) else { return }
    let keyPath = path + ".pages"
    guard reader.document.kind(node) == .array, !reader.document.elements(node).isEmpty else {
      reader.error(
        node, keyPath,
        "expected a non-empty array of the ids of '\(id)''s subviews, got \(reader.describe(node))")
      return
    }
    var pages: [String] = []
    for (index, element) in reader.document.elements(node).enumerated() {
      let elementPath = keyPath + "[\(index)]"
      guard let name = reader.name(element, elementPath, what: "a page's view id") else { continue }
      guard name != id, !pages.contains(name) else {
        reader.error(
          element, elementPath,
          name == id
            ? "a page must be a subview of '\(id)', not the scroll view itself"
            : "'\(name)' is already a page of '\(id)'")
        continue
      }
      viewNames.refer(ViewReference(name: name, node: element, path: elementPath))
      pages.append(name)
    }
    settings.pages = pages
  }
}

/// `setViewControllers` on a page view controller.
extension ScenarioDecoder {
  /// A `setViewControllers` action names a page scroll view with `pages` (a navigation
  /// controller's names it with `navigation`).
  func isPageCall(_ node: Node) -> Bool {
    reader.document.kind(node) == .object
      && reader.document.members(node).contains { $0.key == "pages" }
  }

  /// `{"setViewControllers": {"pages": "pager", "page": "blue", "direction": "forward",
  /// "animated": true, "completion": [actions]}}`: `setViewControllers([blue], direction:
  /// .forward, animated: true, completion:)`; `direction` (default forward) steers only an
  /// animated call.
  mutating func decodeSetPageViewControllers(
    _ node: Node, path: String, screen: Screen, addNesting: Int
  ) -> Action? {
    guard var fields = reader.object(node, path, expected: "an object with 'pages' and 'page'")
    else { return nil }
    defer {
      reader.finish(
        fields, known: ["pages", "page", "direction", "animated", "completion"],
        context: "a page view controller's 'setViewControllers' action")
    }
    let pagesNode = reader.require("pages", in: &fields, what: "the id of the page scroll view")
    let pager = pagesNode.flatMap { reader.name($0, path + ".pages", what: "a view id") }
    if let pager, let pagesNode {
      viewNames.refer(
        ViewReference(
          name: pager, node: pagesNode, path: path + ".pages", requirement: .scrollView,
          requirementReason: "'setViewControllers' with 'pages' applies to a scroll view with pages"
        ))
    }
    let pageNode = reader.require("page", in: &fields, what: "the id of the page to show")
    let page = pageNode.flatMap { reader.name($0, path + ".page", what: "a page's view id") }
    if let page, let pageNode {
      viewNames.refer(ViewReference(name: page, node: pageNode, path: path + ".page"))
    }
    var direction = PageDirection.forward
    if let n = fields.take("direction"),
      let value = reader.choice(n, path + ".direction", Self.pageDirections, as: PageDirection.self)
    {
      direction = value
    }
    var animated = false
    if let n = fields.take("animated"), let value = reader.bool(n, path + ".animated") {
      animated = value
    }
    var completion: [Action] = []
    if let n = fields.take("completion") {
      completion = decodeActions(
        n, path: path + ".completion", screen: screen, addNesting: addNesting)
    }
    guard let pager, let page else { return nil }
    return .setPageViewControllers(
      view: pager, page: page, direction: direction, animated: animated, completion: completion)
  }

  /// `UIPageViewController.NavigationDirection`.
  static let pageDirections = ChoiceSet("navigation direction", PageDirection.self)
}
