/// The navigation controllers a scenario declares, their screens, and the places that name
/// them, checked once the whole file is read.
struct NavigationNames {
  typealias Node = JSONDocument.Node

  private var declarations: [(name: String, node: Node, screens: [String])] = []
  private var references: [(name: String, node: Node, path: String)] = []
  private var screenReferences: [(navigation: String, screen: String, node: Node, path: String)] =
    []

  mutating func declare(_ name: String, at node: Node, screens: [String]) {
    declarations.append((name, node, screens))
  }

  mutating func refer(_ name: String, at node: Node, path: String) {
    references.append((name, node, path))
  }

  mutating func referToScreen(_ screen: String, of name: String, at node: Node, path: String) {
    screenReferences.append((name, screen, node, path))
  }

  func check(reader: inout DocumentReader) {
    let names = declarations.map(\.name)
    for (name, node, path) in references where !names.contains(name) {
      reader.error(
        node, path, "no navigation controller is called '\(name)'",
        notes: reader.suggestion(name, in: names, at: node))
    }
    for reference in screenReferences {
      guard let declaration = declarations.first(where: { $0.name == reference.navigation })
      else { continue }
      if !declaration.screens.contains(reference.screen) {
        reader.error(
          reference.node, reference.path,
          "the navigation controller '\(reference.navigation)' has no screen '\(reference.screen)'; its screens are \(Suggestions.list(declaration.screens))",
          notes: reader.suggestion(reference.screen, in: declaration.screens, at: reference.node))
      }
    }
  }
}
