import SimEngine

/// A scroll view's `pages`: the page view controller's pages, by the ids of its subviews.
extension ScenarioDecoder {
  mutating func decodePages(
    _ fields: inout Fields, into settings: inout ScrollSettings, id: String, path: String
  ) {
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
