/// Values read by their key's declaration (``KeySpec``): the type, range and words come from
/// the table, and so does every "unknown value; expected …, did you mean …" message, written
/// here once instead of at each enum-valued key.
extension DocumentReader {
  /// Reports `text` as not one of `set`'s words, suggesting the closest.
  mutating func unknownChoice(
    _ text: String, _ set: ChoiceSet, at node: Node, _ path: @autoclosure () -> String
  ) {
    error(node, path(), set.unknown(text), notes: suggestion(text, in: set.names, at: node))
  }

  /// The same for an object's member whose key must be one of `set`'s words (a control event,
  /// a scroll view delegate's moment): the error is at the key.
  mutating func unknownChoice(member: JSONDocument.Member, _ set: ChoiceSet, path: String) {
    diagnostics.append(
      Diagnostic(
        file: file, location: document.location(ofKey: member), keyPath: path,
        message: set.unknown(member.key),
        notes: suggestion(member.key, in: set.names, at: member.value)))
  }

  /// A string that must be one of `set`'s words.
  mutating func choice(_ node: Node, _ path: @autoclosure () -> String, _ set: ChoiceSet)
    -> String?
  {
    guard let text = string(node, path()) else { return nil }
    guard set.names.contains(text) else {
      unknownChoice(text, set, at: node, path())
      return nil
    }
    return text
  }

  /// A word that names a case of `Choice`, whose raw values `set` lists.
  mutating func choice<Choice: RawRepresentable>(
    _ node: Node, _ path: @autoclosure () -> String, _ set: ChoiceSet, as _: Choice.Type
  ) -> Choice? where Choice.RawValue == String {
    choice(node, path(), set).flatMap(Choice.init(rawValue:))
  }

  // MARK: By declaration

  /// `spec`'s value in `fields` if present, as its declared type: nil when absent or wrong (an
  /// error recorded then).
  mutating func bool(_ spec: KeySpec, in fields: inout Fields) -> Bool? {
    assert(spec.type == .bool, "'\(spec.name)' is not declared a bool")
    guard let node = fields.take(spec.name) else { return nil }
    return bool(node, fields.path(spec.name))
  }

  /// A number, within the declared range if there is one.
  mutating func number(_ spec: KeySpec, in fields: inout Fields) -> Double? {
    guard let node = fields.take(spec.name) else { return nil }
    return number(node, spec: spec, fields.path(spec.name))
  }

  mutating func number(_ node: Node, spec: KeySpec, _ path: @autoclosure () -> String) -> Double? {
    assert(spec.type == .number, "'\(spec.name)' is not declared a number")
    guard let range = spec.range else { return number(node, path()) }
    return number(node, path(), in: range, what: spec.name)
  }

  /// One of the declared words.
  mutating func choice(_ spec: KeySpec, in fields: inout Fields) -> String? {
    guard let set = spec.choices else { preconditionFailure("'\(spec.name)' has no choices") }
    guard let node = fields.take(spec.name) else { return nil }
    return choice(node, fields.path(spec.name), set)
  }

  /// The case of `Choice` a declared word names.
  mutating func choice<Choice: RawRepresentable>(
    _ spec: KeySpec, in fields: inout Fields, as _: Choice.Type
  ) -> Choice? where Choice.RawValue == String {
    choice(spec, in: &fields).flatMap(Choice.init(rawValue:))
  }

  /// Reports every member of `fields` that `keys` does not declare.
  mutating func finish(_ fields: Fields, _ keys: ObjectKeys) {
    finish(fields, known: keys.names, context: keys.context)
  }
}
