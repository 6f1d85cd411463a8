import Testing

@testable import SimScenario

/// Object keys are spelled once per document; every member must still get its own key back.
@Suite("Key table")
struct KeyTableTests {
  @Test("the same bytes get the same number and different bytes a different one, as it grows")
  func numbersKeysByTheirBytes() {
    var table = KeyTable()
    let keys = (0..<5_000).map { Array("key\($0)".utf8) } + [[], Array("é".utf8)]
    let first = keys.map { table.intern($0, start: 0, count: $0.count) }
    #expect(Set(first).count == keys.count)
    let again = keys.map { table.intern([0x20] + $0, start: 1, count: $0.count) }
    #expect(again == first)
    #expect(first.map { table.names[Int($0)] } == keys.map { String(decoding: $0, as: UTF8.self) })
  }

  @Test("members get their keys in order, an escaped spelling the same as a plain one")
  func membersKeepTheirKeys() throws {
    let document = try JSONParser.parse(#"[{"ab": 1, "c": 2}, {"c": 3, "a\u0062": 4, "中": 5}]"#)
    let keys = document.elements(document.root).map { document.members($0).map(\.key) }
    #expect(keys == [["ab", "c"], ["c", "ab", "中"]])
    #expect(document.keyNames == ["ab", "c", "中"])
  }
}
