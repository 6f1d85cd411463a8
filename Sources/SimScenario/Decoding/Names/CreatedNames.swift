/// Names that actions create (property animators by `animator` actions, kept values by `let`)
/// and the places that use them, checked once the whole file is read: every name used is
/// created somewhere.
struct CreatedNames {
  typealias Node = JSONDocument.Node

  /// What the error says of a name nothing creates.
  let missing: @Sendable (String) -> String

  private var created: [String] = []
  private var references: [(name: String, node: Node, path: String)] = []

  init(missing: @escaping @Sendable (String) -> String) {
    self.missing = missing
  }

  mutating func create(_ name: String) {
    if !created.contains(name) { created.append(name) }
  }

  mutating func refer(_ name: String, at node: Node, path: String) {
    references.append((name, node, path))
  }

  func checkReferences(reader: inout DocumentReader) {
    for (name, node, path) in references where !created.contains(name) {
      reader.error(
        node, path, missing(name),
        notes: reader.suggestion(name, in: created, at: node))
    }
  }
}
