import SimEngine
import SimGeometry
import Testing

/// Extreme trees and the reusable ``HitTester``.
@Suite("Hit testing: extreme trees and tester reuse")
struct HitTestEdgeCasesTests {
  static let depth = 100_000

  /// A chain `v1` ⊃ `v2` ⊃ … ⊃ `v<depth>` under the window, each view's frame in its parent
  /// given by `frame(k)`. Built from the bottom up, so each `addSubview` is into a detached view.
  static func chain(screen: Size, frame: (Int) -> Rect) -> ViewTree {
    var tree = ViewTree.window(screen)
    var below: ViewID? = nil
    for k in stride(from: depth, through: 1, by: -1) {
      let id = tree.createView(view("v\(k)", .uiView, frame(k)))
      if let below { tree.addSubview(below, to: id) }
      below = id
    }
    tree.addSubview(below!, to: tree.window)
    return tree
  }

  @Test(
    "A 100,000-deep chain of same-frame views hits the deepest one without overflowing the stack")
  func deepChainSameFrame() {
    let tree = Self.chain(screen: phoneSize) { _ in rect(0, 0, 100, 100) }
    #expect(tree.depth(of: tree.id("v\(Self.depth)")) == Self.depth)
    #expect(tree.hit(50, 50) == "v\(Self.depth)")
    #expect(tree.hit(150, 150) == "window")
  }

  @Test("A 100,000-deep chain of views each inset 1 pt in its parent hits the deepest one")
  func deepChainInset() {
    // View k is at (k, k) in the window with side 250,000 − 2k: the deepest covers
    // [100,000, 150,000); view 99,999 also covers [99,999, 100,000).
    let side = 250_000.0
    let tree = Self.chain(screen: Size(width: side, height: side)) { k in
      rect(1, 1, side - 2 * Double(k), side - 2 * Double(k))
    }
    #expect(tree.hit(120_000, 120_000) == "v100000")
    #expect(tree.hit(99_999.5, 120_000) == "v99999")
    #expect(tree.hit(0.5, 0.5) == "window")
    #expect(tree.hit(1, 1) == "v1")
  }

  @Test(
    "A 100,000-deep chain built from the top down with addView hits the deepest view",
    .timeLimit(.minutes(1)))
  func deepChainTopDown() {
    var tree = ViewTree.window()
    var parent = tree.window
    for k in 1...Self.depth {
      parent = tree.addView(view("v\(k)", .uiView, rect(0, 0, 100, 100)), to: parent)
    }
    #expect(tree.hit(50, 50) == "v\(Self.depth)")
  }

  @Test("A reused tester answers the same on a deep chain and then on a shallow tree")
  func testerGrowsAndStaysCorrect() {
    var tester = HitTester()
    let deep = Self.chain(screen: phoneSize) { _ in rect(0, 0, 100, 100) }
    #expect(tester.hitTest(Point(50, 50), in: deep).map(deep.name(of:)) == "v\(Self.depth)")
    var shallow = ViewTree.window()
    shallow.add(view("only", .uiView, rect(0, 0, 10, 10)))
    #expect(tester.hitTest(Point(5, 5), in: shallow).map(shallow.name(of:)) == "only")
    #expect(tester.hitTest(Point(50, 50), in: deep).map(deep.name(of:)) == "v\(Self.depth)")
  }

  /// 100,000 one-point-wide columns side by side: column `c<i>` covers x in [i, i + 1).
  /// Inserted at index 0 in reverse, so the window's subviews end up c0 … c99999, back to front.
  static func fan() -> ViewTree {
    var tree = ViewTree.window(Size(width: Double(depth), height: 100))
    for i in stride(from: depth - 1, through: 0, by: -1) {
      let id = tree.createView(view("c\(i)", .uiView, rect(Double(i), 0, 1, 100)))
      tree.insertSubview(id, into: tree.window, at: 0)
    }
    return tree
  }

  @Test(
    "A 100,000-wide fan of siblings hits the right column, front or back",
    arguments: [0, 1, 49_999, 73_456, 99_998, 99_999])
  func wideFan(column: Int) {
    let tree = Self.fanTree
    #expect(tree.hit(Double(column) + 0.5, 50) == "c\(column)")
    #expect(tree.hit(Double(column), 50) == "c\(column)")
  }

  static let fanTree = fan()

  @Test(
    "In a 100,000-wide fan of overlapping views, the last added wins; hiding it exposes the next")
  func overlappingFan() {
    var tree = ViewTree.window()
    for i in 0..<Self.depth {
      tree.insertSubview(
        tree.createView(view("s\(i)", .uiView, rect(0, 0, 100, 100))), into: tree.window, at: 0)
    }
    // Inserted at the back each time: s0 ends up front-most.
    #expect(tree.hit(50, 50) == "s0")
    tree.update("s0") { $0.isHidden = true }
    #expect(tree.hit(50, 50) == "s1")
  }

  @Test("A wide fan built with addSubview keeps insertion order")
  func fanWithAddSubview() {
    var tree = ViewTree.window(Size(width: 10_000, height: 100))
    for i in 0..<10_000 {
      tree.add(view("c\(i)", .uiView, rect(Double(i), 0, 1, 100)))
    }
    #expect(tree.subviews(of: tree.window).count == 10_000)
    #expect(tree.hit(9_999.5, 50) == "c9999")
    #expect(tree.hit(0.5, 50) == "c0")
  }

  /// A tree with every feature the walk branches on.
  static func mixedTree() -> ViewTree {
    var tree = ViewTree.window()
    tree.add(view("background", .uiView, rect(0, 0, 390, 844)))
    tree.add(
      view("scroll", .uiScrollView, rect(0, 0, 390, 400)) { $0.contentOffset = Point(0, 120) })
    for row in 0..<8 {
      tree.add(view("row\(row)", .uiView, rect(0, Double(row) * 60, 390, 60)), in: "scroll")
      tree.add(
        view("button\(row)", .uiButton, rect(300, 10, 40, 40)) { $0.isEnabled = row % 3 != 0 },
        in: "row\(row)")
      tree.add(view("label\(row)", .uiLabel, rect(10, 10, 200, 40)), in: "row\(row)")
    }
    tree.add(
      view("dial", .uiControl, rect(100, 450, 100, 100)) {
        $0.hitArea = HitArea(shape: .circle)
        $0.transform = AffineTransform(rotationAngle: 0.3)
      })
    tree.add(view("hud", .uiView, rect(0, 0, 390, 844)) { $0.passesTouchesThrough = true })
    tree.add(
      view("fab", .uiButton, rect(300, 700, 60, 60)) {
        $0.hitArea = HitArea(insets: EdgeInsets(top: -10, left: -10, bottom: -10, right: -10))
      }, in: "hud")
    tree.add(view("ghost", .uiView, rect(0, 600, 390, 100)) { $0.alpha = 0.005 }, in: "hud")
    return tree
  }

  @Test("A reused HitTester gives the same answer as ViewTree.hitTest at every point")
  func reusedTesterMatchesOneOff() {
    let tree = Self.mixedTree()
    var tester = HitTester()
    var names = Set<String>()
    for y in stride(from: -5.0, through: 850, by: 7.5) {
      for x in stride(from: -5.0, through: 395, by: 7.5) {
        let point = Point(x, y)
        let reused = tester.hitTest(point, in: tree)
        #expect(reused == tree.hitTest(point), "at \(point)")
        if let reused { names.insert(tree.name(of: reused)) }
      }
    }
    // The grid reaches every kind of answer, so the comparison means something. Scrolled by
    // 120, rows 2 to 7 show; buttons 3 and 6 are disabled.
    #expect(names.isSuperset(of: ["background", "row3", "button2", "dial", "fab", "scroll"]))
    for hidden in ["ghost", "hud", "button3", "button1", "label2"] {
      #expect(!names.contains(hidden), "\(hidden) was hit")
    }
  }

  @Test(
    "Hit testing from a subview starts with the point in that subview's superview's coordinates")
  func hitTestFromASubview() {
    var tree = ViewTree.window()
    tree.add(view("card", .uiView, rect(100, 100, 200, 200)))
    tree.add(view("chip", .uiView, rect(10, 10, 20, 20)), in: "card")
    var tester = HitTester()
    #expect(tester.hitTest(Point(115, 115), in: tree, from: tree.id("card")) == tree.id("chip"))
    #expect(tester.hitTest(Point(15, 15), in: tree, from: tree.id("card")) == nil)
    #expect(tester.hitTest(Point(15, 15), in: tree, from: tree.id("chip")) == tree.id("chip"))
  }
}
