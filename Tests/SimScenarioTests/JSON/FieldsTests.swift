import Testing

@testable import SimScenario

/// A decoder asks an object for many keys it doesn't have; `Fields` turns most of them down by
/// length alone, and must still find every key it does have, long keys included.
@Suite("Fields")
struct FieldsTests {
  static func fields(_ json: String) throws -> Fields {
    let document = try JSONParser.parse(json)
    return Fields(node: document.root, path: "x", members: document.members(document.root))
  }

  @Test("A present key is found whatever its length, and a missing one of the same length isn't")
  func findsKeysOfEveryLength() throws {
    let long = String(repeating: "k", count: 70)
    let longer = String(repeating: "k", count: 90)
    var fields = try Self.fields(#"{"id": 1, "frame": 2, "\#(long)": 3, "": 4}"#)
    #expect(fields.take("alpha") == nil)  // five bytes, as "frame"
    #expect(fields.take("frame") != nil)
    #expect(fields.take(longer) == nil)  // past 63 bytes, as the long key
    #expect(fields.take(long) != nil)
    #expect(fields.take("") != nil)
    #expect(!fields.has("ix"))
    #expect(fields.has("id"))
    #expect(fields.unread.map(\.key) == ["id"])
  }

  @Test(
    "Unread members are reported in order, past the 64th too, until every member is read",
    arguments: [3, 63, 64, 70])
  func unreadMembersOfALargeObject(count: Int) throws {
    let keys = (0..<count).map { "key\($0)" }
    var fields = try Self.fields("{" + keys.map { "\"\($0)\": 0" }.joined(separator: ", ") + "}")
    let skipped = Set([1, count - 1])
    for (index, key) in keys.enumerated() where !skipped.contains(index) {
      #expect(fields.take(key) != nil)
    }
    #expect(!fields.allRead)
    #expect(fields.unread.map(\.key) == ["key1", "key\(count - 1)"])
    _ = fields.take("key1")
    #expect(!fields.allRead)
    _ = fields.take("key\(count - 1)")
    #expect(fields.allRead && fields.unread.isEmpty)
  }

  @Test("A transform's six numbers are kept inline in order, and read as a collection")
  func smallNumbers() {
    var numbers = SmallNumbers()
    for value in [1.5, -2, 0, 4e9, 0.1, 7] { numbers.append(value) }
    #expect(Array(numbers) == [1.5, -2, 0, 4e9, 0.1, 7])
    #expect(numbers.count == 6 && numbers[3] == 4e9)
    #expect(SmallNumbers().isEmpty)
  }

  @Test("An array's elements are read in place, one by one, as they are listed")
  func elementsInPlace() throws {
    let document = try JSONParser.parse("[1, [2, 3], \"x\"]")
    let root = document.root
    #expect(document.elementCount(root) == 3)
    #expect((0..<3).map { document.element(root, $0) } == document.elements(root))
    #expect(document.elementCount(document.element(root, 2)) == 0)
  }
}
