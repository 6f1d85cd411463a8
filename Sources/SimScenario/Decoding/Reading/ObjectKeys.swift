/// Every key of one object kind (the scenario, `screen`, a view, a spring's form…), in the
/// order the docs list them. The reader's "unknown key" error, its suggestion and the docs test
/// all read this one list.
struct ObjectKeys: Sendable {
  /// How the object is named in "unknown key 'x' in a view".
  let context: String
  /// The docs' heading (without `#`s) whose key table lists these keys; nil when the object is
  /// described in prose or in another table's row.
  let docSection: String?
  let keys: [KeySpec]
  let names: [String]

  init(_ context: String, docs docSection: String?, _ keys: [KeySpec]) {
    self.context = context
    self.docSection = docSection
    self.keys = keys
    self.names = keys.map(\.name)
    precondition(Set(names).count == names.count, "a key declared twice in \(context)")
  }

  /// The key called `name`; a name not declared is a programming error.
  subscript(_ name: String) -> KeySpec {
    guard let spec = keys.first(where: { $0.name == name }) else {
      preconditionFailure("'\(name)' is not a key of \(context)")
    }
    return spec
  }

  /// The range a number key is declared with, for the reader to check.
  func range(_ name: String) -> ClosedRange<Double> {
    guard let range = self[name].range else { preconditionFailure("'\(name)' has no range") }
    return range
  }

  /// The same for a whole-number key.
  func wholeRange(_ name: String) -> ClosedRange<Int> {
    let range = range(name)
    return Int(range.lowerBound)...Int(range.upperBound)
  }

  /// The same keys with more: a form that adds to another's (a `set` action's `view`).
  func adding(_ more: [KeySpec], context: String, docs: String? = nil) -> ObjectKeys {
    ObjectKeys(context, docs: docs, keys + more)
  }
}
