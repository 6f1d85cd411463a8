import SimEngine
import SimGeometry
import Testing

/// Which view UIKit's `hitTest(_:with:)` picks: front-most first, deepest wins, bounds gate
/// every subtree, half-open edges.
@Suite("Hit testing: order and geometry")
struct HitTestingTests {
  /// A popup with a close button and a decorative overlay added after it, as in the seed
  /// article: the overlay covers the button.
  func popup() -> ViewTree {
    var tree = ViewTree.window()
    tree.add(view("popup", .uiView, rect(20, 100, 350, 300)))
    tree.add(view("close", .uiButton, rect(300, 10, 40, 40)), in: "popup")
    tree.add(view("overlay", .uiView, rect(0, 0, 350, 300)), in: "popup")
    return tree
  }

  @Test("An overlay added after a button swallows the touch meant for the button")
  func overlaySwallowsTheTouch() {
    // The close button's centre in window coordinates: (20 + 320, 100 + 30).
    #expect(popup().hit(340, 130) == "overlay")
  }

  @Test("Adding the button again brings it to the front, and it gets the touch back")
  func readdingTheButtonFixesIt() {
    var tree = popup()
    tree.addSubview(tree.id("close"), to: tree.id("popup"))
    #expect(tree.subviewNames(of: "popup") == ["overlay", "close"])
    #expect(tree.hit(340, 130) == "close")
    #expect(tree.hit(100, 200) == "overlay")
  }

  @Test("Inserting the overlay at index 0 sends it to the back, and the button gets the touch")
  func sendingTheOverlayBackFixesIt() {
    var tree = popup()
    tree.insertSubview(tree.id("overlay"), into: tree.id("popup"), at: 0)
    #expect(tree.subviewNames(of: "popup") == ["overlay", "close"])
    #expect(tree.hit(340, 130) == "close")
  }

  @Test("The deepest view containing the point wins over its containers")
  func deepestViewWins() {
    var tree = ViewTree.window()
    tree.add(view("card", .uiView, rect(0, 100, 390, 200)))
    tree.add(view("row", .uiView, rect(10, 10, 370, 50)), in: "card")
    tree.add(view("icon", .uiView, rect(5, 5, 20, 20)), in: "row")
    #expect(tree.hit(20, 120) == "icon")
    #expect(tree.hit(100, 120) == "row")
    #expect(tree.hit(100, 250) == "card")
    #expect(tree.hit(100, 400) == "window")
  }

  /// Two 40 pt buttons side by side: `left` covers x in [240, 280), `right` covers [280, 320).
  @Test(
    "A point on a view's right edge goes to its right neighbour",
    arguments: [(279.999, "left"), (280, "right"), (319.999, "right"), (320, "window")])
  func rightEdgeGoesToTheNeighbour(x: Double, expected: String) {
    var tree = ViewTree.window()
    tree.add(view("left", .uiButton, rect(240, 100, 40, 40)))
    tree.add(view("right", .uiButton, rect(280, 100, 40, 40)))
    #expect(tree.hit(x, 120) == expected)
  }

  @Test(
    "A point on a view's bottom edge goes to its superview",
    arguments: [(139.999, "button"), (140, "bar"), (100, "button"), (99.999, "bar")])
  func bottomEdgeGoesToTheParent(y: Double, expected: String) {
    var tree = ViewTree.window()
    tree.add(view("bar", .uiView, rect(0, 50, 390, 150)))
    // In window coordinates the button covers y in [100, 140).
    tree.add(view("button", .uiButton, rect(10, 50, 100, 40)), in: "bar")
    #expect(tree.hit(50, y) == expected)
  }

  @Test("A point on the window's right or bottom edge hits nothing")
  func windowEdges() {
    let tree = ViewTree.window(Size(width: 390, height: 844))
    #expect(tree.hit(389.999, 843.999) == "window")
    #expect(tree.hit(390, 10) == nil)
    #expect(tree.hit(10, 844) == nil)
  }

  @Test(
    "A touch outside the window hits nothing", arguments: [(-1.0, 10.0), (10, -0.001), (500, 500)])
  func outsideTheWindow(x: Double, y: Double) {
    #expect(ViewTree.window().hit(x, y) == nil)
  }

  @Test(
    "A child hanging outside its parent can't be hit there, clipsToBounds or not",
    arguments: [false, true])
  func overhangingChildIsNotHittable(clipsToBounds: Bool) {
    var tree = ViewTree.window()
    tree.add(view("background", .uiView, rect(0, 0, 390, 844)))
    tree.add(view("parent", .uiView, rect(100, 100, 100, 100)) { $0.clipsToBounds = clipsToBounds })
    // The child covers x in [150, 250) in window coordinates; only [150, 200) is in its parent.
    tree.add(view("child", .uiButton, rect(50, 20, 100, 40)), in: "parent")
    #expect(tree.hit(225, 140) == "background")
    #expect(tree.hit(175, 140) == "child")
  }

  @Test("A subview wholly outside its parent is never hit, though it is in the window")
  func subviewWhollyOutside() {
    var tree = ViewTree.window()
    tree.add(view("parent", .uiView, rect(0, 0, 50, 50)))
    tree.add(view("badge", .uiView, rect(60, 60, 20, 20)), in: "parent")
    #expect(tree.hit(70, 70) == "window")
  }

  @Test("A scroll view's content offset shifts where its children are hit")
  func contentOffsetShiftsChildren() {
    var tree = ViewTree.window()
    // The scroll view covers window y in [100, 500); the row is at content y in [450, 500).
    tree.add(view("scroll", .uiScrollView, rect(0, 100, 390, 400)))
    tree.add(view("row", .uiView, rect(0, 450, 390, 50)), in: "scroll")
    #expect(tree.hit(10, 160) == "scroll")

    // Scrolled down by 400: content y 450 is shown at 50 in the scroll view, window y 150.
    tree.update("scroll") { $0.contentOffset = Point(0, 400) }
    #expect(tree.hit(10, 160) == "row")
    #expect(tree.hit(10, 149.999) == "scroll")
    #expect(tree.hit(10, 200) == "scroll")
    // The scroll view itself has not moved: below y 500 is the window.
    #expect(tree.hit(10, 560) == "window")
  }

  @Test("A horizontal bounds origin shifts children left, and the frame stays put")
  func horizontalBoundsOrigin() {
    var tree = ViewTree.window()
    tree.add(view("pager", .uiScrollView, rect(0, 0, 390, 200)))
    tree.add(view("page2", .uiView, rect(390, 0, 390, 200)), in: "pager")
    tree.update("pager") { $0.bounds.origin = Point(390, 0) }
    #expect(tree[tree.id("pager")].frame == rect(0, 0, 390, 200))
    #expect(tree.hit(10, 10) == "page2")
  }

  @Test("A zero-size view is never hit, even at its own origin")
  func zeroSizeView() {
    var tree = ViewTree.window()
    tree.add(view("dot", .uiView, rect(50, 50, 0, 0)))
    #expect(tree.hit(50, 50) == "window")
  }
}
