import Testing

@testable import SimScenario

/// `Testing` also declares a `SourceLocation`; this file means the JSON one.
private typealias Location = SimScenario.SourceLocation

@Suite("JSON documents")
struct JSONDocumentTests {
  @Test("every kind of value is parsed with its accessors")
  func everyKind() throws {
    let document = try JSONParser.parse(
      #"{"n": null, "t": true, "f": false, "i": -12, "d": 0.5e+2, "s": "hi", "a": [], "o": {}}"#)
    let values = Dictionary(
      uniqueKeysWithValues: document.members(document.root).map { ($0.key, $0.value) })
    #expect(document.kind(document.root) == .object)
    #expect(document.kind(values["n"]!) == .null)
    #expect(document.bool(values["t"]!) == true)
    #expect(document.bool(values["f"]!) == false)
    #expect(document.number(values["i"]!) == -12)
    #expect(document.numberLiteral(values["d"]!) == "0.5e+2")
    #expect(document.number(values["d"]!) == 50)
    #expect(document.string(values["s"]!) == "hi")
    #expect(document.kind(values["a"]!) == .array && document.elements(values["a"]!).isEmpty)
    #expect(document.kind(values["o"]!) == .object && document.members(values["o"]!).isEmpty)
    #expect(document.nodeCount == 9)
  }

  @Test("accessors return nil or empty for the wrong kind")
  func wrongKindAccessors() throws {
    let document = try JSONParser.parse(#"["x", 1, true, {"k": 1}, [2]]"#)
    let items = document.elements(document.root)
    #expect(document.number(items[0]) == nil && document.bool(items[0]) == nil)
    #expect(document.string(items[1]) == nil && document.numberLiteral(items[2]) == nil)
    #expect(document.elements(items[3]).isEmpty && document.members(items[4]).isEmpty)
    #expect(document.members(document.root).isEmpty && document.elements(items[0]).isEmpty)
  }

  @Test("a top-level scalar is a document", arguments: ["42", " \"x\" ", "null", "\n-0.0e-0\n"])
  func topLevelScalar(_ text: String) throws {
    let document = try JSONParser.parse(text)
    #expect(document.nodeCount == 1)
    #expect(document.kind(document.root) != .array && document.kind(document.root) != .object)
  }

  @Test("numbers keep their literal and overflow to infinity as a Double")
  func numbers() throws {
    let document = try JSONParser.parse("[0.119365483, -1e-3, 1e999, -1e999, 0, 9007199254740993]")
    let items = document.elements(document.root)
    #expect(
      items.map { document.numberLiteral($0)! } == [
        "0.119365483", "-1e-3", "1e999", "-1e999", "0", "9007199254740993",
      ])
    #expect(document.number(items[0]) == 0.119365483)
    #expect(document.number(items[1]) == -0.001)
    #expect(document.number(items[2]) == .infinity)
    #expect(document.number(items[3]) == -.infinity)
  }

  @Test("escapes and surrogate pairs are decoded")
  func escapes() throws {
    let document = try JSONParser.parse(
      #"["\" \\ \/ \b \f \n \r \t", "\u00e9\u4E2D", "\ud83d\ude00!", "a\u0000b", "héllo 😀", "é\n😀"]"#
    )
    let strings = document.elements(document.root).map { document.string($0)! }
    #expect(strings == ["\" \\ / \u{8} \u{C} \n \r \t", "é中", "😀!", "a\u{0}b", "héllo 😀", "é\n😀"])
  }

  @Test("object keys are decoded and duplicates are kept in source order")
  func duplicateKeys() throws {
    let document = try JSONParser.parse(#"{"a": 1, "b\n": 2, "a": 3}"#)
    let members = document.members(document.root)
    #expect(members.map(\.key) == ["a", "b\n", "a"])
    #expect(members.map { document.number($0.value)! } == [1, 2, 3])
    #expect(members.map { document.location(ofKey: $0).column } == [2, 10, 20])
  }

  @Test("containers keep their children in order however they interleave")
  func nestedStructure() throws {
    let document = try JSONParser.parse(
      #"{"a": [1, {"b": [2, 3], "c": []}, 4], "d": {"e": [[5]]}}"#)
    #expect(render(document) == #"{"a":[1,{"b":[2,3],"c":[]},4],"d":{"e":[[5]]}}"#)
    let b = document.members(document.elements(document.members(document.root)[0].value)[1])[0]
      .value
    #expect(document.elements(b).map { document.number($0) } == [2, 3])
  }

  @Test("value and key locations span lines and count Unicode scalars")
  func locations() throws {
    let text = "{\n  \"名前\": \"値\",\r\n  \"list\": [1,\r  true]\n}"
    let document = try JSONParser.parse(text)
    let members = document.members(document.root)
    #expect(document.location(document.root) == Location(line: 1, column: 1, offset: 0))
    #expect(document.location(ofKey: members[0]).description == "2:3")
    #expect(document.location(members[0].value).description == "2:9")
    #expect(document.location(ofKey: members[1]).description == "3:3")
    let list = document.elements(members[1].value)
    #expect(list.map { document.location($0).description } == ["3:12", "4:3"])
    let offset = document.location(list[1]).offset
    #expect(Array(text.utf8)[offset..<offset + 4] == Array("true".utf8)[...])
  }

  @Test("a leading BOM is skipped but still counted in offsets")
  func byteOrderMark() throws {
    let document = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[7]".utf8))
    #expect(document.location(document.root) == Location(line: 1, column: 1, offset: 3))
    #expect(
      document.location(document.elements(document.root)[0])
        == Location(line: 1, column: 2, offset: 4))
  }

  @Test("firstLine numbers the lines of one JSON Lines record")
  func firstLine() throws {
    let document = try JSONParser.parse(#"{"t": 0.5}"#, firstLine: 42)
    #expect(document.location(document.root).line == 42)
    #expect(document.location(ofKey: document.members(document.root)[0]).description == "42:2")
  }

  @Test("parsing a String and its UTF-8 bytes agree")
  func stringAndBytesAgree() throws {
    let text = #"{"é": ["x", 1.5, null]}"#
    #expect(render(try JSONParser.parse(text)) == render(try JSONParser.parse(Array(text.utf8))))
  }

  @Test("locations order by offset and print as line:column")
  func sourceLocation() {
    let a = Location(line: 2, column: 9, offset: 12)
    let b = Location(line: 3, column: 1, offset: 14)
    #expect(a < b && !(b < a) && a.description == "2:9")
  }

  @Test("randomly generated documents read back exactly", arguments: 0..<20)
  func generatedDocuments(seed: UInt64) throws {
    var generator = Generator(state: seed &* 0x9E37_79B9_7F4A_7C15 | 1)
    var pretty = ""
    var compact = ""
    generator.value(depth: 0, pretty: &pretty, compact: &compact)
    #expect(render(try JSONParser.parse(pretty)) == compact)
  }
}

/// Compact JSON for a parsed document, for comparing structure (recursive: shallow inputs only).
private func render(_ document: JSONDocument, _ node: JSONDocument.Node? = nil) -> String {
  let node = node ?? document.root
  switch document.kind(node) {
  case .null: return "null"
  case .bool: return document.bool(node)! ? "true" : "false"
  case .number: return document.numberLiteral(node)!
  case .string: return "\"" + document.string(node)! + "\""
  case .array:
    return "[" + document.elements(node).map { render(document, $0) }.joined(separator: ",") + "]"
  case .object:
    let members = document.members(node).map { "\"\($0.key)\":" + render(document, $0.value) }
    return "{" + members.joined(separator: ",") + "}"
  }
}

/// Writes a random document twice: with random whitespace, and compact as `render` prints it.
private struct Generator {
  var state: UInt64

  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }

  mutating func space() -> String { ["", " ", "\n", "\t", "\r\n  "][next(5)] }

  mutating func value(depth: Int, pretty: inout String, compact: inout String) {
    let choice = depth > 4 ? next(4) : next(6)
    let scalar = ["null", "true", "-12.5e3", "\"wörd 😀\"", "0", "\"\""][next(6)]
    switch choice {
    case 4, 5:
      let isObject = choice == 5
      pretty += isObject ? "{" : "["
      compact += isObject ? "{" : "["
      for i in 0..<next(4) {
        if i > 0 {
          pretty += ","
          compact += ","
        }
        pretty += space()
        if isObject {
          pretty += "\"k\(i)\"" + space() + ":" + space()
          compact += "\"k\(i)\":"
        }
        value(depth: depth + 1, pretty: &pretty, compact: &compact)
        pretty += space()
      }
      pretty += isObject ? "}" : "]"
      compact += isObject ? "}" : "]"
    default:
      pretty += scalar
      compact += scalar
    }
  }
}
