import SimEngine
import SimGeometry
import Testing

/// `addSubview`, `insertSubview(_:at:)` and `removeFromSuperview`, and what they do to hits.
@Suite("View hierarchy")
struct ViewHierarchyTests {
  /// Two overlapping siblings: `back` added first, `front` second, both covering (50, 50).
  func siblings() -> ViewTree {
    var tree = ViewTree.window()
    tree.add(view("back", .uiView, rect(0, 0, 100, 100)))
    tree.add(view("front", .uiView, rect(25, 25, 100, 100)))
    tree.add(view("badge", .uiView, rect(0, 0, 10, 10)), in: "front")
    return tree
  }

  @Test("A view removed with removeFromSuperview is not hit, nor are its subviews")
  func removedViewIsNotHit() {
    var tree = siblings()
    tree.removeFromSuperview(tree.id("front"))
    #expect(tree.hit(50, 50) == "back")
    #expect(tree.hit(30, 30) == "back")
    #expect(tree.hit(110, 110) == "window")
  }

  @Test(
    "A removed view keeps its ID, name and subviews, but has no superview and is out of the window")
  func removedViewKeepsItsIdentity() {
    var tree = siblings()
    let front = tree.id("front")
    tree.removeFromSuperview(front)
    #expect(tree.view(named: "front") == front)
    #expect(tree.superview(of: front) == nil)
    #expect(!tree.isInWindow(front))
    #expect(!tree.isInWindow(tree.id("badge")))
    #expect(tree.subviewNames(of: "front") == ["badge"])
    #expect(tree.subviewNames() == ["back"])
  }

  @Test("Removing a view twice, or a view with no superview, changes nothing")
  func removeIsIdempotent() {
    var tree = siblings()
    tree.removeFromSuperview(tree.id("front"))
    tree.removeFromSuperview(tree.id("front"))
    tree.removeFromSuperview(tree.window)
    #expect(tree.subviewNames() == ["back"])
    #expect(tree.hit(50, 50) == "back")
  }

  @Test("A removed view added again with addSubview is hit again, subviews included")
  func readdedViewIsHit() {
    var tree = siblings()
    tree.removeFromSuperview(tree.id("front"))
    tree.addSubview(tree.id("front"), to: tree.window)
    #expect(tree.hit(50, 50) == "front")
    #expect(tree.hit(30, 30) == "badge")
  }

  @Test("A view removed from the back and added again comes to the front")
  func readdedViewComesToTheFront() {
    var tree = siblings()
    tree.removeFromSuperview(tree.id("back"))
    tree.addSubview(tree.id("back"), to: tree.window)
    #expect(tree.subviewNames() == ["front", "back"])
    #expect(tree.hit(50, 50) == "back")
  }

  @Test("addSubview on a view already in the same superview brings it to the front")
  func addSubviewReorders() {
    var tree = siblings()
    tree.addSubview(tree.id("back"), to: tree.window)
    #expect(tree.subviewNames() == ["front", "back"])
    #expect(tree.hit(50, 50) == "back")
  }

  @Test("insertSubview at index 0 sends a view to the back")
  func insertAtZeroGoesToTheBack() {
    var tree = siblings()
    tree.insertSubview(tree.id("front"), into: tree.window, at: 0)
    #expect(tree.subviewNames() == ["front", "back"])
    #expect(tree.hit(50, 50) == "back")
    #expect(tree.hit(110, 110) == "front")
  }

  @Test(
    "insertSubview places a new view at the index, clamped to the subview count",
    arguments: [
      (0, ["new", "a", "b", "c"]), (1, ["a", "new", "b", "c"]), (3, ["a", "b", "c", "new"]),
      (99, ["a", "b", "c", "new"]),
    ])
  func insertAtIndex(index: Int, expected: [String]) {
    var tree = ViewTree.window()
    for name in ["a", "b", "c"] { tree.add(view(name, .uiView, rect(0, 0, 10, 10))) }
    let new = tree.createView(view("new", .uiView, rect(0, 0, 10, 10)))
    tree.insertSubview(new, into: tree.window, at: index)
    #expect(tree.subviewNames() == expected)
    #expect(tree.hit(5, 5) == expected.last)
  }

  @Test("addSubview moves a view from its old superview to the new one")
  func addSubviewMoves() {
    var tree = ViewTree.window()
    tree.add(view("left", .uiView, rect(0, 0, 100, 100)))
    tree.add(view("right", .uiView, rect(200, 0, 100, 100)))
    tree.add(view("chip", .uiView, rect(10, 10, 20, 20)), in: "left")
    tree.addSubview(tree.id("chip"), to: tree.id("right"))
    #expect(tree.subviewNames(of: "left") == [])
    #expect(tree.subviewNames(of: "right") == ["chip"])
    #expect(tree.hit(15, 15) == "left")
    #expect(tree.hit(215, 15) == "chip")
    #expect(tree.depth(of: tree.id("chip")) == 2)
  }

  @Test("A view created but never added is not hit")
  func detachedViewIsNotHit() {
    var tree = ViewTree.window()
    _ = tree.createView(view("loose", .uiView, rect(0, 0, 100, 100)))
    #expect(tree.hit(50, 50) == "window")
    #expect(tree.count == 2)
  }

  @Test("Every mutation bumps the generation")
  func generationCounts() {
    var tree = siblings()
    var last = tree.generation
    func bumped(_ tree: ViewTree) -> Bool {
      defer { last = tree.generation }
      return tree.generation != last
    }
    tree.update("back") { $0.alpha = 0.5 }
    #expect(bumped(tree))
    tree.removeFromSuperview(tree.id("back"))
    #expect(bumped(tree))
    tree.addSubview(tree.id("back"), to: tree.window)
    #expect(bumped(tree))
    tree.insertSubview(tree.id("back"), into: tree.window, at: 0)
    #expect(bumped(tree))
  }
}
