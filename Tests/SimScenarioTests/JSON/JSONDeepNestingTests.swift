import Testing

@testable import SimScenario

/// The reader must survive inputs far deeper than any thread stack could recurse through:
/// parsing, walking and freeing all run with constant stack. Meaningful in a debug build, where
/// frames are largest.
@Suite("JSON deep nesting")
struct JSONDeepNestingTests {
  static let depth = 200_000

  @Test("a 200,000-deep array parses, walks and frees without overflowing the stack")
  func deepArrays() throws {
    let input =
      [UInt8](repeating: UInt8(ascii: "["), count: Self.depth)
      + [UInt8](repeating: UInt8(ascii: "]"), count: Self.depth)
    do {
      let document = try JSONParser.parse(input)
      #expect(document.nodeCount == Self.depth)
      var node = document.root
      var level = 0
      while let child = document.elements(node).first {
        #expect(document.elements(node).count == 1)
        node = child
        level += 1
      }
      #expect(level == Self.depth - 1)
      #expect(document.kind(node) == .array)
      #expect(document.location(node).description == "1:\(Self.depth)")
      let copy = document
      #expect(copy.nodeCount == document.nodeCount)
    }  // Both copies are released here.
  }

  @Test("a 200,000-deep object chain parses and walks with its keys")
  func deepObjects() throws {
    var input: [UInt8] = []
    for _ in 0..<Self.depth { input += Array(#"{"k":"#.utf8) }
    input += Array("1".utf8)
    input += [UInt8](repeating: UInt8(ascii: "}"), count: Self.depth)
    let document = try JSONParser.parse(input)
    var node = document.root
    var keys = 0
    while let member = document.members(node).first {
      #expect(member.key == "k")
      node = member.value
      keys += 1
    }
    #expect(keys == Self.depth)
    #expect(document.number(node) == 1)
  }

  @Test("an unclosed 200,000-deep input reports the innermost open container")
  func deepUnclosed() {
    let input = [UInt8](repeating: UInt8(ascii: "["), count: Self.depth) + Array("1".utf8)
    #expect {
      try JSONParser.parse(input)
    } throws: { error in
      let error = error as? JSONSyntaxError
      return error?.message
        == "unexpected end of input: expected ']' to close the array that starts at 1:\(Self.depth)"
        && error?.location.column == Self.depth + 2
    }
  }
}
