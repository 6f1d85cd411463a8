/// Names that actions create (property animators by `animator` actions, kept values by `let`)
/// and the places that use them, checked once the whole file is read: every name used is
/// created somewhere.
struct CreatedNames {
  typealias Node = JSONDocument.Node

  /// What the error says of a name nothing creates.
  let missing: @Sendable (String) -> String

  /// The names created, in order, found by hash: a scan for each of thousands of `let` names
  /// was quadratic.
  private var created = NameTable()
  /// Names looked at while finding names: once or twice a lookup, however many there are.
  private(set) var probes = 0
  private var references: [(name: String, node: Node, path: String)] = []

  init(missing: @escaping @Sendable (String) -> String) {
    self.missing = missing
  }

  mutating func create(_ name: String) {
    _ = created.insert(name, probes: &probes)
  }

  mutating func refer(_ name: String, at node: Node, path: String) {
    references.append((name, node, path))
  }

  /// A warning, with the nearest name created, for each name used that nothing creates and
  /// `skipping` does not excuse: for names a check reads that might be made elsewhere.
  mutating func warnUncreated(reader: inout DocumentReader, skipping: (String) -> Bool) {
    for (name, node, path) in references
    where !skipping(name) && created.index(of: name, probes: &probes) == nil {
      reader.diagnostics.append(
        Diagnostic(
          .warning, file: reader.file, location: reader.document.location(node), keyPath: path,
          message: missing(name),
          notes: reader.nameSuggestion(name, in: created.names, at: node)))
    }
  }

  mutating func checkReferences(reader: inout DocumentReader) {
    for (name, node, path) in references where created.index(of: name, probes: &probes) == nil {
      reader.error(
        node, path, missing(name),
        notes: reader.nameSuggestion(name, in: created.names, at: node))
    }
  }
}
