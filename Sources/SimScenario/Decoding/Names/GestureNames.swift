import SimEngine

/// The recognizers a scenario declares and the places that name them (relations, expectations),
/// checked once the whole file is read: ids unique, every name known, every expected state one
/// the recognizer's kind can be in.
struct GestureNames {
  typealias Node = JSONDocument.Node

  /// An expected state, checked against the named recognizer's kind.
  struct StateCheck {
    var gesture: String
    var state: String
    var node: Node
    var path: String
    var allowsPossible: Bool
  }

  private var declarations: [(name: String, node: Node, kind: GestureKind)] = []
  private var index: [String: Int] = [:]
  private var references: [(name: String, node: Node, path: String)] = []
  private var stateChecks: [StateCheck] = []
  /// The recognizers a table's cell template declares (its own and its switches'), by their
  /// names in the template: each cell's are `row.S.R.<name>`.
  private var cellGestures: [String: GestureKind] = [:]

  mutating func declare(
    _ name: String, at node: Node, kind: GestureKind, path: String, reader: inout DocumentReader
  ) {
    if let first = index[name] {
      reader.error(
        node, path, "duplicate recognizer id '\(name)'",
        notes: [reader.note(declarations[first].node, "'\(name)' is first declared here")])
      return
    }
    index[name] = declarations.count
    declarations.append((name, node, kind))
  }

  mutating func refer(_ name: String, at node: Node, path: String) {
    references.append((name, node, path))
  }

  mutating func check(_ check: StateCheck) { stateChecks.append(check) }

  /// Takes in the names a cell template declared (`inner`, read apart so that each cell's are
  /// its own): they are known as `row.S.R.<name>`; what the template names outside itself
  /// (the table's pan) is checked with the file's other references.
  mutating func adoptCell(_ inner: GestureNames) {
    for declaration in inner.declarations where cellGestures[declaration.name] == nil {
      cellGestures[declaration.name] = declaration.kind
    }
    for reference in inner.references where inner.index[reference.name] == nil {
      references.append(reference)
    }
    stateChecks += inner.stateChecks
  }

  /// The kind of the recognizer `name` names: a declared one, or `row.S.R.<name>` for one a
  /// cell template declares.
  private func kind(of name: String) -> GestureKind? {
    if let position = index[name] { return declarations[position].kind }
    guard !cellGestures.isEmpty, name.hasPrefix("row.") else { return nil }
    let parts = name.split(separator: ".", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count == 4, Int(parts[1]) != nil, Int(parts[2]) != nil else { return nil }
    return cellGestures[String(parts[3])]
  }

  func checkReferences(reader: inout DocumentReader) {
    for (name, node, path) in references where kind(of: name) == nil {
      reader.error(
        node, path, "no gesture recognizer has the id '\(name)'",
        notes: reader.nameSuggestion(name, in: declarations.map(\.name), at: node))
    }
  }

  /// Discrete recognizers are `recognized`, continuous ones `ended`; `possible` only at a time.
  func checkStates(reader: inout DocumentReader) {
    for check in stateChecks {
      guard let kind = kind(of: check.gesture) else { continue }
      let allowed =
        (kind.isDiscrete
          ? ["recognized", "failed"] : ["began", "changed", "ended", "cancelled", "failed"])
        + (check.allowsPossible ? ["possible"] : [])
      guard !allowed.contains(check.state) else { continue }
      reader.error(
        check.node, check.path,
        "'\(check.gesture)' is a \(kind.typeName) recognizer, which is never '\(check.state)'; expected \(Suggestions.list(allowed))"
      )
    }
  }
}
