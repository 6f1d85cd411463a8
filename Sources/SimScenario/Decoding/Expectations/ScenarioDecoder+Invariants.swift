import SimEngine

/// `"invariants"` (conditions that hold after every frame) and `"checks"` (built-in checks to
/// run), both read as expectations so that reports list them with the others.
extension ScenarioDecoder {
  static let checkNames = ChoiceSet("built-in check", BuiltInCheck.self)

  mutating func decodeInvariants(_ node: Node) -> [Expectation] {
    guard reader.document.kind(node) == .array else {
      reader.error(
        node, "invariants",
        "expected an array of conditions such as \"list.contentOffset.y >= 0\", got \(reader.describe(node))"
      )
      return []
    }
    var result: [Expectation] = []
    for (index, element) in reader.document.elements(node).enumerated() {
      let path = KeyPath.index("invariants", index)
      guard let expression = expression(element, path, condition: true),
        let text = reader.document.string(element)
      else { continue }
      let source = SourceReference(file: reader.file, location: reader.document.location(element))
      result.append(
        Expectation(index: index, source: source, kind: .invariant(expression, text: text)))
    }
    return result
  }

  mutating func decodeChecks(_ node: Node) -> [Expectation] {
    guard reader.document.kind(node) == .array else {
      reader.error(
        node, "checks",
        "expected an array of built-in check names (\(BuiltInCheck.allCases.map(\.rawValue).joined(separator: ", "))), got \(reader.describe(node))"
      )
      return []
    }
    var result: [Expectation] = []
    for (index, element) in reader.document.elements(node).enumerated() {
      let path = KeyPath.index("checks", index)
      guard let check = reader.choice(element, path, Self.checkNames, as: BuiltInCheck.self)
      else { continue }
      let source = SourceReference(file: reader.file, location: reader.document.location(element))
      result.append(Expectation(index: index, source: source, kind: .builtIn(check)))
    }
    return result
  }
}
