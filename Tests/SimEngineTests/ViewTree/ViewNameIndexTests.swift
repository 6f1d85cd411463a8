import SimEngine
import SimGeometry
import SimReference
import Testing

/// `view(named:)` after views are created and renamed (`tree[id].name = …`).
@Suite("View names")
struct ViewNameIndexTests {
  @Test("A renamed view is found by its new name, its old name by nobody, and the old name is free")
  func renamedViewIsFoundByItsNewName() {
    var tree = ViewTree.window()
    tree.add(view("card", .uiView, rect(0, 0, 100, 100)))
    let card = tree.id("card")
    tree[card].name = "sheet"
    #expect(tree.view(named: "sheet") == card)
    #expect(tree.view(named: "card") == nil)
    #expect(tree.name(of: card) == "sheet")
    tree.add(view("card", .uiView, rect(0, 0, 10, 10)))
    #expect(tree.view(named: "card") != card)
    #expect(tree.view(named: "card") != nil)
  }

  @Test("The window is found by its name, and a name nobody has finds nothing")
  func windowAndUnknownNames() {
    let tree = ViewTree.window()
    #expect(tree.view(named: "window") == tree.window)
    #expect(tree.view(named: "nobody") == nil)
    #expect(tree.view(named: "") == nil)
  }

  /// Thousands of views renamed again and again: each found by its current name only.
  @Test("Every view of a large tree renamed at random is found by its current name only")
  func randomRenamesKeepEveryName() {
    var tree = ViewTree.window()
    var current: [String] = []
    for index in 0..<2_000 {
      tree.add(view("v\(index)", .uiView, rect(Double(index % 40), 0, 5, 5)))
      current.append("v\(index)")
    }
    var random = SplitMix64(seed: 5)
    for round in 0..<4_000 {
      let index = random.below(2_000)
      let id = tree.id(current[index])
      let name = "r\(round)"
      tree[id].name = name
      #expect(tree.view(named: current[index]) == nil)
      current[index] = name
    }
    for (index, name) in current.enumerated() {
      #expect(tree.view(named: name).map { tree.name(of: $0) } == name, "view \(index)")
    }
    let names = Set(current)
    for index in 0..<2_000 where !names.contains("v\(index)") {
      #expect(tree.view(named: "v\(index)") == nil)
    }
  }
}
