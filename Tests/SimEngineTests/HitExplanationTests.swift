import SimEngine
import SimGeometry
import Testing

/// `ViewTree.explainHitTest`: the walk, view by view, with each verdict.
@Suite("Hit testing: the explanation")
struct HitExplanationTests {
  /// window ⊃ container (40, 200, 300, 200) ⊃ [close button (240, 140, 40, 40), label with
  /// interaction off over the button's left half, hidden badge, pass-through overlay].
  func tree() -> ViewTree {
    var tree = ViewTree.window()
    tree.add(view("container", .uiView, rect(40, 200, 300, 200)))
    tree.add(view("close", .uiButton, rect(240, 140, 40, 40)), in: "container")
    tree.add(view("label", .uiLabel, rect(240, 140, 20, 40)), in: "container")
    tree.add(view("badge", .uiView, rect(0, 0, 300, 200)) { $0.isHidden = true }, in: "container")
    tree.add(
      view("overlay", .uiView, rect(0, 0, 300, 200)) { $0.passesTouchesThrough = true },
      in: "container")
    return tree
  }

  /// "name verdict-text" for each step.
  func walk(_ tree: ViewTree, _ x: Double, _ y: Double) -> [String] {
    tree.explainHitTest(Point(x, y)).map {
      String(repeating: " ", count: $0.depth) + tree.name(of: $0.view) + " " + tree.describe($0)
    }
  }

  @Test("The walk lists every visited view front to back with its local point and verdict")
  func fullWalk() {
    // (285, 350) is (245, 150) in the container and (5, 10) in the button.
    #expect(
      walk(tree(), 285, 350) == [
        "window at (285, 350): inside, a subview takes it",
        " container at (245, 150): inside, a subview takes it",
        "  overlay at (245, 150): inside, passes the touch through",
        "  badge at (245, 150): skipped, hidden",
        "  label at (5, 10): skipped, userInteractionEnabled false",
        "  close at (5, 10): hit",
      ])
  }

  @Test("A point outside a view says so with the view's bounds, and its subviews are not visited")
  func outside() {
    #expect(
      walk(tree(), 20, 20) == [
        "window at (20, 20): hit",
        " container at (-20, -180): outside its bounds [0, 0, 300, 200]",
      ])
  }

  @Test("A transparent view names its alpha and the threshold")
  func transparent() {
    var tree = ViewTree.window()
    tree.add(view("ghost", .uiView, rect(0, 0, 100, 100)) { $0.alpha = 0.005 })
    #expect(walk(tree, 10, 10)[1] == " ghost at (10, 10): skipped, alpha 0.005 below 0.01")
  }

  @Test("The hit step names the view hitTest returns, for points all over a tree")
  func agreesWithHitTest() {
    let tree = tree()
    for x in stride(from: -10.0, through: 400, by: 7.5) {
      for y in stride(from: 180.0, through: 420, by: 7.5) {
        let hit = tree.explainHitTest(Point(x, y)).first { $0.verdict == .hit }?.view
        #expect(hit == tree.hitTest(Point(x, y)), "at (\(x), \(y))")
      }
    }
  }

  @Test("A walk started from a view that refuses the point has that one step and no hit")
  func refusedStart() throws {
    let tree = tree()
    let container = try #require(tree.view(named: "container"))
    let steps = tree.explainHitTest(Point(0, 0), from: container)
    #expect(steps.map(\.verdict) == [.outside])
  }
}
