/// The property animators a scenario creates (by `animator` actions) and the places that name
/// them, checked once the whole file is read: every name used is created somewhere.
struct AnimatorNames {
  typealias Node = JSONDocument.Node

  private var created: [String] = []
  private var references: [(name: String, node: Node, path: String)] = []

  mutating func create(_ name: String) {
    if !created.contains(name) { created.append(name) }
  }

  mutating func refer(_ name: String, at node: Node, path: String) {
    references.append((name, node, path))
  }

  func checkReferences(reader: inout DocumentReader) {
    for (name, node, path) in references where !created.contains(name) {
      reader.error(
        node, path, "no animator action creates a property animator named '\(name)'",
        notes: reader.suggestion(name, in: created, at: node))
    }
  }
}
