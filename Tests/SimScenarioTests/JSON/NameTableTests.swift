import Testing

@testable import SimScenario

/// View ids are found by name among a whole tree's; a miss or a duplicate must be told apart
/// from a hit however many names there are.
@Suite("Name table")
struct NameTableTests {
  @Test("every name added gets its number back, and a name added again keeps its first")
  func numbersNamesInOrder() {
    var table = NameTable()
    let names = (0..<20_000).map { "v\($0)" } + ["", "é", "a long name past fifteen bytes"]
    for (number, name) in names.enumerated() {
      #expect(table.insert(name) == (number, true))
    }
    #expect(table.insert("v7") == (7, false))
    #expect(table.insert("a long name past fifteen bytes") == (names.count - 1, false))
    #expect(table.count == names.count)
    #expect(names.indices.allSatisfy { table.index(of: names[$0]) == $0 })
    #expect(table.index(of: "v20000") == nil)
    #expect(table.index(of: "V7") == nil)
  }

  @Test("room made ahead keeps what was added and still finds it")
  func reservingKeepsNames() {
    var table = NameTable()
    _ = table.insert("root")
    table.reserve(100_000)
    _ = table.insert("child")
    #expect(table.index(of: "root") == 0)
    #expect(table.index(of: "child") == 1)
    #expect(table.names == ["root", "child"])
  }
}
