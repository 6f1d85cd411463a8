import Testing

@testable import SimScenario

/// Arrays of plain numbers keep values instead of a node each; every element must still read,
/// point at its place in the file and give back its literal like any other value.
@Suite("Packed number arrays")
struct PackedNumbersTests {
  @Test("a frame's numbers read as numbers, with their literals and places")
  func elementsReadAsNumbers() throws {
    let text = "{\"frame\": [ 10,\n\t-2.50 , 0,7, 3]}"
    let document = try JSONParser.parse(text)
    let frame = try #require(document.members(document.root).first?.value)
    #expect(document.kind(frame) == .array && document.elementCount(frame) == 5)
    #expect(document.numbers.count == 5)
    let elements = document.elements(frame)
    #expect(elements.map { document.kind($0) } == Array(repeating: .number, count: 5))
    #expect(elements.map { document.number($0) } == [10, -2.5, 0, 7, 3])
    #expect(elements.map { document.numberLiteral($0) } == ["10", "-2.50", "0", "7", "3"])
    #expect(
      elements.map { document.location($0).description } == ["1:13", "2:2", "2:10", "2:12", "2:15"])
    #expect((0..<5).map { document.element(frame, $0) } == elements)
    #expect(elements.allSatisfy { document.string($0) == nil && document.bool($0) == nil })
    #expect(elements.allSatisfy { document.elements($0).isEmpty && document.members($0).isEmpty })
  }

  @Test("numbers are packed only in arrays of nothing else")
  func onlyNumberArraysArePacked() throws {
    let document = try JSONParser.parse("[[1, 2], [3, \"x\"], [], [[4]], [5, 6.25]]")
    #expect(document.nodes.count == 9)
    #expect(document.numbers == [1, 2, 4, 5, 6.25])
    #expect(document.nodeCount == 14)
    let arrays = document.elements(document.root)
    #expect(document.elements(arrays[0]).map { document.number($0) } == [1, 2])
    #expect(document.elements(arrays[1]).map { document.kind($0) } == [.number, .string])
    #expect(document.elementCount(arrays[2]) == 0)
    let inner = document.elements(arrays[3])[0]
    #expect(document.elements(inner).map { document.number($0) } == [4])
    #expect(document.elements(arrays[4]).map { document.number($0) } == [5, 6.25])
  }

  @Test("every number in random nested arrays is where a rescan finds it")
  func randomNestedArrays() throws {
    var random = XorShift(state: 0x2545_F491_4F6C_DD1D)
    func next(_ bound: Int) -> Int { random.next(bound) }
    let spaces = ["", " ", "\n", "\r\n  ", "\t"]
    func number() -> String {
      ["0", "-7", "12.5", "3.000", "-0.25", "1e3", "99999999999999999999"][next(7)]
    }
    var packed = 0
    for _ in 0..<30 {
      var text = "["
      for index in 0..<20 {
        if index > 0 { text += "," }
        text += spaces[next(spaces.count)]
        if next(4) == 0 {
          text += number()
        } else {
          text +=
            "["
            + (0..<next(5)).map { _ in spaces[next(5)] + number() + spaces[next(5)] }
            .joined(separator: ",") + "]"
        }
      }
      text += "]"
      let bytes = Array(text.utf8)
      let document = try JSONParser.parse(bytes)
      packed += document.numbers.count
      var values: [JSONDocument.Node] = []
      for element in document.elements(document.root) {
        values.append(element)
        values += document.elements(element)
      }
      for value in values where document.kind(value) == .number {
        let location = document.location(value)
        let expected = LineTableTests.rescan(bytes, to: location.offset)
        #expect(location.line == expected.line && location.column == expected.column)
        let literal = try #require(document.numberLiteral(value))
        #expect(
          String(
            decoding: bytes[location.offset..<location.offset + literal.utf8.count], as: UTF8.self)
            == literal, "\(text)")
        #expect(
          location.offset + literal.utf8.count == bytes.count
            || !"0123456789.eE+-".utf8.contains(bytes[location.offset + literal.utf8.count]))
        #expect(document.number(value) == Double(literal))
      }
    }
    #expect(packed > 100)
  }
}
