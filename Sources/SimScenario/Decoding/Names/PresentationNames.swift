/// The presentations a scenario declares and the places that name them or their detents,
/// checked once the whole file is read.
struct PresentationNames {
  typealias Node = JSONDocument.Node

  private var declarations: [(name: String, node: Node, isSheet: Bool, detents: [String])] = []
  private var references: [(name: String, node: Node, path: String)] = []
  private var detentReferences: [(presentation: String, detent: String, node: Node, path: String)] =
    []

  mutating func declare(_ name: String, at node: Node, isSheet: Bool, detents: [String]) {
    declarations.append((name, node, isSheet, detents))
  }

  mutating func refer(_ name: String, at node: Node, path: String) {
    references.append((name, node, path))
  }

  mutating func referToDetent(_ detent: String, of name: String, at node: Node, path: String) {
    detentReferences.append((name, detent, node, path))
  }

  func check(reader: inout DocumentReader) {
    let names = declarations.map(\.name)
    for (name, node, path) in references where !names.contains(name) {
      reader.error(
        node, path, "no presentation is called '\(name)'",
        notes: reader.suggestion(name, in: names, at: node))
    }
    for reference in detentReferences {
      guard let declaration = declarations.first(where: { $0.name == reference.presentation })
      else { continue }
      guard declaration.isSheet else {
        reader.error(
          reference.node, reference.path,
          "'\(reference.presentation)' is not a sheet and has no detents")
        continue
      }
      if !declaration.detents.contains(reference.detent) {
        reader.error(
          reference.node, reference.path,
          "the sheet '\(reference.presentation)' has no detent '\(reference.detent)'; its detents are \(Suggestions.list(declaration.detents))",
          notes: reader.suggestion(reference.detent, in: declaration.detents, at: reference.node))
      }
    }
  }
}
