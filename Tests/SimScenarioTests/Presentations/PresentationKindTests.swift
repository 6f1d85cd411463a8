import Testing

@testable import SimScenario

/// Each presentation style is read as itself, with its own keys: a key only another style
/// takes is refused in this style's words, never read as a popup's (the old `default:`).
@Suite("Presentation styles")
struct PresentationKindTests {
  @Test("a key of another style is unknown, named in this style's words")
  func otherStylesKeysAreUnknown() {
    for kind in PresentationKind.allCases {
      let own = Set(kind.keys.names)
      let foreign = PresentationKind.allCases.flatMap(\.keys.names).first { !own.contains($0) }!
      let text = """
        {"root": {"id": "root"}, "presentations": {"p": {"style": "\(kind.rawValue)",
          "content": {"id": "c", "frame": [0, 0, 10, 10]}, "\(foreign)": true}}}
        """
      let found = diagnostics(text).joined(separator: "\n")
      #expect(
        found.contains("unknown key '\(foreign)' in \(kind.keys.context); expected"),
        "\(kind): \(found)")
    }
  }
}
