import SimEngine
import SimGeometry

/// Reads typed values out of a ``JSONDocument``, collecting a ``Diagnostic`` (with the file
/// position and key path) for every value that is not what the scenario format expects.
///
/// Each reader returns nil after recording an error, so decoding goes on and reports every
/// problem in one pass instead of the first one only.
struct DocumentReader {
  typealias Node = JSONDocument.Node

  let document: JSONDocument
  let file: String
  let limits: ScenarioLimits
  var diagnostics: [Diagnostic] = []
  /// What the touch helper being read says of its step: its places, start, `expectMiss`
  /// (``StepRead``), reset for each helper.
  var step = StepRead()
  /// Unknown names that asked for a suggestion (``Suggestions/namesPerFile`` get one).
  private var nameSuggestionsAsked = 0
  /// What the suggestions cost: candidates looked at, characters and distance cells.
  private(set) var suggestionWork = 0
  /// Members of objects looked at for their keys, over the objects finished or read whole:
  /// what the load linearity tests count.
  private(set) var membersLooked = 0

  init(document: JSONDocument, file: String, limits: ScenarioLimits = .standard) {
    self.document = document
    self.file = file
    self.limits = limits
  }

  var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  mutating func error(
    _ node: Node?, _ path: String, _ message: String, notes: [Diagnostic.Note] = []
  ) {
    diagnostics.append(
      Diagnostic(
        file: file, location: node.map { document.location($0) }, keyPath: path, message: message,
        notes: notes))
  }

  mutating func warning(_ node: Node?, _ path: String, _ message: String) {
    diagnostics.append(
      Diagnostic(
        .warning, file: file, location: node.map { document.location($0) }, keyPath: path,
        message: message))
  }

  func note(_ node: Node, _ message: String) -> Diagnostic.Note {
    Diagnostic.Note(file: file, location: document.location(node), message: message)
  }

  /// A "did you mean" note for `word` among `candidates` (the format's own words: keys,
  /// choices, classes), if one is close.
  mutating func suggestion(_ word: String, in candidates: [String], at node: Node)
    -> [Diagnostic.Note]
  {
    guard let match = Suggestions.bestMatch(for: word, in: candidates, work: &suggestionWork)
    else { return [] }
    return [note(node, "did you mean '\(match)'?")]
  }

  /// A "did you mean" note for an unknown name among the names the file declares, for the
  /// first ``Suggestions/namesPerFile`` unknown names only: each compares the name with every
  /// candidate, so thousands of unknown names among thousands were quadratic. The one past
  /// the budget says so; `candidates` is not even built after it.
  mutating func nameSuggestion(
    _ word: String, in candidates: @autoclosure () -> [String], at node: Node
  ) -> [Diagnostic.Note] {
    nameSuggestionsAsked += 1
    if nameSuggestionsAsked <= Suggestions.namesPerFile {
      return suggestion(word, in: candidates(), at: node)
    }
    guard nameSuggestionsAsked == Suggestions.namesPerFile + 1 else { return [] }
    return [
      note(
        node,
        "no suggestions from here on: only the first \(Suggestions.namesPerFile) unknown names in a file get one"
      )
    ]
  }

  /// How a value's kind is named in messages: "a string", "an array of 3 values".
  func describe(_ node: Node) -> String {
    switch document.kind(node) {
    case .null: "null"
    case .bool: document.bool(node)! ? "true" : "false"
    case .number: "the number \(document.numberLiteral(node) ?? "")"
    case .string: "the string \"\(document.string(node) ?? "")\""
    case .array: "an array of \(document.elements(node).count) values"
    case .object: "an object"
    }
  }

  // MARK: Objects

  /// The members of an object, or nil (with an error) for any other value. Duplicate keys are
  /// errors: JSON leaves their meaning open, and the later one would silently win elsewhere.
  mutating func object(_ node: Node, _ path: String, expected: String = "an object") -> Fields? {
    guard let members = objectMembers(node, path, expected: expected) else { return nil }
    return Fields(node: node, path: path, members: members)
  }

  /// An object whose key path is in `arena`, rendered only for a message.
  mutating func object(_ node: Node, path id: Int, in arena: PathArena, expected: String)
    -> Fields?
  {
    guard let members = objectMembers(node, arena.render(id), expected: expected) else {
      return nil
    }
    return Fields(node: node, path: id, in: arena, members: members)
  }

  private mutating func objectMembers(
    _ node: Node, _ path: @autoclosure () -> String, expected: String
  ) -> [JSONDocument.Member]? {
    guard document.kind(node) == .object else {
      error(node, path(), "expected \(expected), got \(describe(node))")
      return nil
    }
    let members = document.members(node)
    func duplicate(_ member: JSONDocument.Member, first: SourceLocation) {
      diagnostics.append(
        Diagnostic(
          file: file, location: document.location(ofKey: member), keyPath: path(),
          message: "duplicate key '\(member.key)'",
          notes: [
            .init(file: file, location: first, message: "'\(member.key)' first appears here")
          ]))
    }
    if members.count <= 12 {
      // A view or an action has a handful of keys: comparing them pairwise beats hashing.
      for index in members.indices.dropFirst() {
        if let first = members[..<index].first(where: { $0.key == members[index].key }) {
          duplicate(members[index], first: document.location(ofKey: first))
        }
      }
    } else {
      var seen: [String: JSONDocument.Member] = [:]
      for member in members {
        if let first = seen[member.key] {
          duplicate(member, first: document.location(ofKey: first))
        } else {
          seen[member.key] = member
        }
      }
    }
    return members
  }

  /// Reports every member of `fields` that was not read, suggesting the closest known key.
  mutating func finish(_ fields: Fields, known: [String], context: String) {
    membersLooked += fields.membersLooked
    guard !fields.allRead else { return }
    for member in fields.unread {
      var notes: [Diagnostic.Note] = []
      if let match = Suggestions.bestMatch(for: member.key, in: known, work: &suggestionWork) {
        notes.append(
          .init(
            file: file, location: document.location(ofKey: member),
            message: "did you mean '\(match)'?"))
      }
      diagnostics.append(
        Diagnostic(
          file: file, location: document.location(ofKey: member), keyPath: fields.path,
          message:
            "unknown key '\(member.key)' in \(context); expected \(Suggestions.list(known.sorted(), conjunction: "or"))",
          notes: notes))
    }
  }

  /// Every member of an object whose keys are the user's own names (screens, presentations,
  /// control events), in one pass (``Fields/takeEach()``), counted.
  mutating func eachMember(of fields: inout Fields) -> [JSONDocument.Member] {
    let members = fields.takeEach()
    membersLooked += fields.membersLooked
    return members
  }

  /// A required member, with an error naming it when it is missing.
  mutating func require(_ key: String, in fields: inout Fields, what: String) -> Node? {
    if let node = fields.take(key) { return node }
    error(fields.node, fields.path, "missing '\(key)' (\(what))")
    return nil
  }
}
