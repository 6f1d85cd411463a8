/// Names a scenario declares that hold names of their own (presentations and the detents of
/// sheets, navigation controllers and their screens), and the places that name either, checked
/// once the whole file is read: an unknown name gets a suggestion, and so does an unknown
/// member.
struct GroupedNames {
  typealias Node = JSONDocument.Node

  /// "presentation": what the names are. "sheet": what a name with members is. "detent": what
  /// its members are.
  let kind: String
  let owner: String
  let member: String

  /// Each declared name with its members (nil: it has none, and naming one is an error).
  private var declarations: [(name: String, node: Node, members: [String]?)] = []
  private var references: [(name: String, node: Node, path: String)] = []
  private var memberReferences: [(owner: String, member: String, node: Node, path: String)] = []

  init(kind: String, owner: String, member: String) {
    self.kind = kind
    self.owner = owner
    self.member = member
  }

  mutating func declare(_ name: String, at node: Node, members: [String]?) {
    declarations.append((name, node, members))
  }

  mutating func refer(_ name: String, at node: Node, path: String) {
    references.append((name, node, path))
  }

  mutating func referToMember(_ member: String, of name: String, at node: Node, path: String) {
    memberReferences.append((name, member, node, path))
  }

  /// Every reference against the declarations, by lookup: a scan of every name for each
  /// reference was quadratic in a file naming thousands.
  func check(reader: inout DocumentReader) {
    var index: [String: Int] = [:]
    for (number, declaration) in declarations.enumerated() where index[declaration.name] == nil {
      index[declaration.name] = number
    }
    for (name, node, path) in references where index[name] == nil {
      reader.error(
        node, path, "no \(kind) is called '\(name)'",
        notes: reader.nameSuggestion(name, in: declarations.map(\.name), at: node))
    }
    var memberSets: [Int: Set<String>] = [:]
    for reference in memberReferences {
      guard let number = index[reference.owner] else { continue }
      let declaration = declarations[number]
      guard let members = declaration.members else {
        reader.error(
          reference.node, reference.path,
          "'\(reference.owner)' is not a \(owner) and has no \(member)s")
        continue
      }
      if memberSets[number] == nil { memberSets[number] = Set(members) }
      if memberSets[number]?.contains(reference.member) == false {
        reader.error(
          reference.node, reference.path,
          "the \(owner) '\(reference.owner)' has no \(member) '\(reference.member)'; its \(member)s are \(Suggestions.list(members, atMost: 20))",
          notes: reader.nameSuggestion(reference.member, in: members, at: reference.node))
      }
    }
  }
}
