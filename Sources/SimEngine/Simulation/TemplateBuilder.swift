/// A ``ViewTemplate`` written entry by entry, as the built-in containers (presentations,
/// navigation controllers) write their views: each entry names its parent by the index `add`
/// returned, and a scenario's own subtree goes in whole.
struct TemplateBuilder {
  private(set) var entries: [ViewTemplate.Entry] = []

  /// Adds a view under the entry at `parent` (nil: the template's root); returns its index.
  mutating func add(
    _ properties: ViewProperties, parent: Int?, handlers: ControlHandlers = .init(),
    gestures: [GestureRecognizer] = []
  ) -> Int {
    entries.append(
      ViewTemplate.Entry(
        properties: properties, parent: parent, handlers: handlers, gestures: gestures))
    return entries.count - 1
  }

  /// Adds every entry of `template`, its root under the entry at `parent`; returns the root's
  /// index.
  @discardableResult
  mutating func append(_ template: ViewTemplate, under parent: Int) -> Int {
    let base = entries.count
    for entry in template.entries {
      var copy = entry
      copy.parent = entry.parent.map { $0 + base } ?? parent
      entries.append(copy)
    }
    return base
  }

  /// Changes the entry at `index`'s properties.
  mutating func update(_ index: Int, _ body: (inout ViewProperties) -> Void) {
    body(&entries[index].properties)
  }

  var template: ViewTemplate { ViewTemplate(entries: entries) }
}
