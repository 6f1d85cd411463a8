import Testing

@testable import SimScenario

/// Locations are found from offsets after parsing; they must be what an editor shows, whatever
/// mix of line breaks and multi-byte characters comes before them.
@Suite("Line table")
struct LineTableTests {
  /// Line and column by rescanning the text from its start, the way an editor counts.
  static func rescan(_ bytes: [UInt8], to offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    var i = 0
    while i < offset {
      let byte = bytes[i]
      if byte == 0x0A || (byte == 0x0D && !(i + 1 < bytes.count && bytes[i + 1] == 0x0A)) {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 && byte != 0x0D {
        column += 1
      }
      i += 1
    }
    return (line, column)
  }

  @Test("every value's location matches a rescan, across line breaks and wide characters")
  func randomDocuments() throws {
    var random = XorShift(state: 0x9E37_79B9_7F4A_7C15)
    func next(_ bound: Int) -> Int { random.next(bound) }
    let pieces = ["a", "é", "中", "😀", "x y", "ß"]
    let breaks = ["\n", "\r\n", "\r", " ", "  "]
    for _ in 0..<40 {
      var text = "["
      for index in 0..<60 {
        if index > 0 { text += "," }
        text += breaks[next(breaks.count)]
        switch next(3) {
        case 0: text += String(next(1000))
        case 1: text += "{\"\(pieces[next(pieces.count)])\": true}"
        default:
          text += "\"" + (0..<next(6)).map { _ in pieces[next(pieces.count)] }.joined() + "\""
        }
      }
      text += breaks[next(breaks.count)] + "]"
      let bytes = Array(text.utf8)
      let document = try JSONParser.parse(bytes)
      for element in document.elements(document.root) {
        let location = document.location(element)
        let expected = Self.rescan(bytes, to: location.offset)
        #expect(location.line == expected.line && location.column == expected.column, "\(text)")
        for member in document.members(element) {
          let key = document.location(ofKey: member)
          let expectedKey = Self.rescan(bytes, to: key.offset)
          #expect(key.line == expectedKey.line && key.column == expectedKey.column)
          #expect(bytes[key.offset] == UInt8(ascii: "\""))
        }
      }
    }
  }

  @Test("a column after wide characters on an earlier line counts only its own line")
  func wideCharactersOnEarlierLines() throws {
    let document = try JSONParser.parse("[\"中中中😀\",\n 7, \"é\", 8]")
    let items = document.elements(document.root)
    #expect(items.map { document.location($0).description } == ["1:2", "2:2", "2:5", "2:10"])
  }
}
