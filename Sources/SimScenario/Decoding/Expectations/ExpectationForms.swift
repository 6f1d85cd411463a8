/// Which expectation form an object that fits none was most likely meant as: the form sharing
/// the most keys with it, a misspelt key counting half (the first on a tie, in the order of
/// ``ScenarioDecoder/expectationForms``), and the object's keys that form doesn't take, each
/// with the form's nearest key. "unrecognized expectation" used to list all twenty forms.
extension ScenarioDecoder {
  /// Each form's keys, read from its description (`{"touch", "hits"}` → touch, hits).
  static let expectationFormKeys: [[String]] = expectationForms.map { form in
    form.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .compactMap { $0.offset % 2 == 1 ? String($0.element) : nil }
  }

  mutating func unrecognizedExpectation(_ node: Node, _ fields: Fields, path: String) {
    let keys = fields.members.map(\.key).filter { $0 != "comment" }
    var best = 0
    var bestShared = -1
    var work = 0
    for (index, formKeys) in Self.expectationFormKeys.enumerated() {
      // A shared key counts two, a misspelling of one of the form's keys one.
      let shared = keys.reduce(0) { score, key in
        if formKeys.contains(key) { return score + 2 }
        return score + (Suggestions.bestMatch(for: key, in: formKeys, work: &work) == nil ? 0 : 1)
      }
      if shared > bestShared {
        best = index
        bestShared = shared
      }
    }
    let form = Self.expectationForms[best]
    let formKeys = Self.expectationFormKeys[best]
    let misfits = keys.filter { !formKeys.contains($0) }
    var notes: [Diagnostic.Note] = []
    for key in misfits {
      guard let member = fields.members.first(where: { $0.key == key }) else { continue }
      if let match = Suggestions.bestMatch(for: key, in: formKeys, work: &work) {
        notes.append(reader.note(member.value, "did you mean '\(match)'?"))
      }
    }
    let named = misfits.map { "'\($0)'" }.joined(separator: ", ")
    let what =
      misfits.isEmpty
      ? "it has none of the keys that choose a form"
      : "\(named) \(misfits.count == 1 ? "fits" : "fit") no form"
    reader.error(
      node, path,
      "unrecognized expectation: \(what); the nearest form is \(form) (docs/scenario-format.md, Expectations)",
      notes: notes)
  }
}
