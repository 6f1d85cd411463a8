import SimGeometry
import SimReference
import Testing

@testable import SimEngine

/// The grid over the window answers most hit tests from the window by looking at one or two
/// listed views, and hands every point it can't decide exactly to the walk: near an edge, over a
/// transformed or custom-shaped view, in a crowded cell. Its answers are always the plain walk's.
@Suite("Hit testing: the grid over the window")
struct WindowGridTests {
  /// The visits an indexed tester makes for `point`, and its answer's name.
  static func probe(_ tree: ViewTree, _ point: Point) -> (name: String?, visited: Int) {
    var tester = HitTester()
    tester.prepare(tree)
    var visited = 0
    let hit = tester.hitTest(point, in: tree, visited: &visited)
    return (hit.map { tree.name(of: $0) }, visited)
  }

  /// A chain of `depth` views, each 0.3 pt smaller than its superview at (0.1, 0.1), its bounds
  /// origin at (−0.2, −0.1), with a decoy in front beside it, outside its superview: offsets that
  /// binary floating point can't hold exactly, so the walk's rounding is real.
  static func chain(depth: Int) -> ViewTree {
    var tree = ViewTree.window()
    var parent = tree.window
    var size = phoneSize
    for level in 1...depth {
      size = Size(width: size.width - 0.3, height: size.height - 0.3)
      let child = tree.addView(
        view("c\(level)", .uiView, Rect(origin: Point(0.1, 0.1), size: size)) {
          $0.bounds.origin = Point(-0.2, -0.1)
        }, to: parent)
      tree.addView(view("d\(level)", .uiView, rect(size.width + 10, 0, 10, 10)), to: parent)
      parent = child
    }
    return tree
  }

  @Test("A point inside the deepest view of a 1,000-deep chain is answered by looking at one view")
  func deepChainInOneLook() {
    let tree = Self.chain(depth: 1_000)
    // The deepest view is at (300, 200) in the window, 90 × 544.
    let result = Self.probe(tree, Point(340, 400))
    #expect(result.name == "c1000")
    #expect(result.visited == 1)
    #expect(tree.hitTest(Point(340, 400)).map { tree.name(of: $0) } == "c1000")
  }

  @Test("Points on every edge of a chain, and one ulp either side, get the plain walk's answer")
  func edgesAgreeWithThePlainWalk() {
    let tree = Self.chain(depth: 60)
    var tester = HitTester()
    tester.prepare(tree)
    var mismatches: [String] = []
    for level in 1...60 {
      let id = tree.id("c\(level)")
      let bounds = tree[id].bounds
      let low = tree.convert(toWindow: Point(bounds.minX, bounds.minY), from: id)
      let high = tree.convert(toWindow: Point(bounds.maxX, bounds.maxY), from: id)
      for x in [low.x, high.x] {
        for y in [low.y, high.y, (low.y + high.y) / 2] {
          for point in [
            Point(x.nextDown, y), Point(x, y), Point(x.nextUp, y), Point(x, y.nextDown),
            Point(x, y.nextUp), Point(x.nextUp, y.nextUp),
          ] {
            let answer = tester.hitTest(point, in: tree)
            let plain = tree.hitTest(point)
            if answer != plain {
              mismatches.append(
                "\(point): \(answer.map { tree.name(of: $0) } ?? "nil") against \(plain.map { tree.name(of: $0) } ?? "nil")"
              )
            }
          }
        }
      }
    }
    #expect(mismatches.count == 0, "\(mismatches.prefix(5))")
  }

  @Test("A rotated view in front of a button leaves the button its corners and takes the rest")
  func rotatedViewInFront() {
    var tree = ViewTree.window()
    tree.add(view("button", .uiButton, rect(100, 100, 100, 100)))
    tree.add(
      view("diamond", .uiView, rect(100, 100, 100, 100)) {
        $0.transform = AffineTransform(rotationAngle: .pi / 4)
      })
    // The diamond's box reaches the button's corners, which the diamond itself doesn't cover.
    #expect(Self.probe(tree, Point(103, 103)).name == "button")
    #expect(Self.probe(tree, Point(150, 150)).name == "diamond")
    #expect(Self.probe(tree, Point(150, 85)).name == "diamond")
    #expect(tree.hit(103, 103) == "button")
    #expect(tree.hit(150, 85) == "diamond")
    // Far from both, the grid still answers by itself.
    #expect(Self.probe(tree, Point(300, 700)) == ("window", 1))
  }

  @Test(
    "A circular hit area in front is asked by the walk, outside its circle the view behind wins")
  func circleInFront() {
    var tree = ViewTree.window()
    tree.add(view("card", .uiView, rect(0, 0, 200, 200)))
    tree.add(
      view("round", .uiButton, rect(50, 50, 100, 100)) {
        $0.hitArea = HitArea(shape: .circle)
      })
    #expect(tree.hit(52, 52) == "card")
    #expect(tree.hit(100, 100) == "round")
    #expect(Self.probe(tree, Point(180, 20)) == ("card", 1))
  }

  @Test("A pass-through window answers nil where no subview takes the point")
  func passThroughWindow() {
    var tree = ViewTree.window()
    tree.update(ViewTree.windowName) { $0.passesTouchesThrough = true }
    tree.add(view("panel", .uiView, rect(0, 600, 390, 244)))
    #expect(Self.probe(tree, Point(100, 100)).name == nil)
    #expect(Self.probe(tree, Point(100, 700)).name == "panel")
    #expect(tree.hit(100, 100) == nil)
  }

  @Test("A cell with more overlapping views than it lists still answers as the plain walk")
  func crowdedCell() {
    var tree = ViewTree.window()
    // 200 small views piled in one 20 × 20 pt spot, none covering it, some hidden.
    for index in 0..<200 {
      let x = 100 + Double(index % 10) * 1.5
      let y = 100 + Double(index / 10) * 0.7
      tree.add(view("v\(index)", .uiView, rect(x, y, 6, 6)) { $0.isHidden = index % 7 == 3 })
    }
    var mismatches = 0
    for step in 0..<900 {
      let point = Point(99 + Double(step % 30) * 0.9, 99 + Double(step / 30) * 0.9)
      if Self.probe(tree, point).name != tree.hitTest(point).map({ tree.name(of: $0) }) {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
    // The front-most view is first in its cells' lists: the grid answers it by itself.
    // (v199 is hidden.)
    #expect(Self.probe(tree, Point(117, 118)) == ("v198", 1))
  }

  @Test("Alpha exactly 0.01 keeps a view in the grid, 0.0099 takes it out with its subtree")
  func alphaThreshold() {
    var tree = ViewTree.window()
    tree.add(view("faint", .uiView, rect(0, 0, 200, 200)) { $0.alpha = 0.01 })
    tree.add(view("inner", .uiView, rect(50, 50, 50, 50)), in: "faint")
    #expect(Self.probe(tree, Point(20, 20)) == ("faint", 1))
    #expect(Self.probe(tree, Point(60, 60)) == ("inner", 1))
    tree.update("faint") { $0.alpha = 0.0099 }
    #expect(Self.probe(tree, Point(60, 60)) == ("window", 1))
  }

  @Test("A tester kept across a change answers for the tree as it is now, not as it was built")
  func changesAfterTheBuild() {
    var tree = Self.chain(depth: 20)
    var tester = HitTester()
    tester.prepare(tree)
    #expect(tester.hitTest(Point(200, 400), in: tree).map { tree.name(of: $0) } == "c20")
    tree.update("c20") { $0.isHidden = true }
    #expect(tester.hitTest(Point(200, 400), in: tree).map { tree.name(of: $0) } == "c19")
    tree.update("c19") { $0.center = Point(1_000, 1_000) }
    #expect(tester.hitTest(Point(200, 400), in: tree).map { tree.name(of: $0) } == "c18")
  }

  @Test(
    "On random trees of translated views the grid decides most points itself, always as the plain walk",
    arguments: [21, 22, 23, 24, 25, 26] as [UInt64])
  func randomTranslatedTrees(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let tree = RandomTree.make(views: 400, shaped: false, random: &random)
    var tester = HitTester()
    tester.prepare(tree)
    let grid = try #require(tester.windowGrid).address.pointee
    var decided = 0
    var mismatches = 0
    let points = RandomTree.points(in: tree, count: 3_000, random: &random)
    for point in points {
      var looks = 0
      var cursor = WindowGrid.Cursor()
      if grid.answer(point.x, point.y, &cursor, looks: &looks) != WindowGrid.undecided {
        decided += 1
      }
      if tester.hitTest(point, in: tree) != tree.hitTest(point) { mismatches += 1 }
    }
    #expect(mismatches == 0)
    // Edge points (a third of them) and points off the window may go to the walk; most others
    // must not.
    #expect(decided * 3 > points.count * 2, "decided \(decided) of \(points.count)")
  }

  /// 400 cells in a 20 × 20 grid under a container, the 210th with a circular button.
  static func cellsWithARoundButton() -> ViewTree {
    var tree = ViewTree.window()
    tree.add(view("container", .uiView, rect(0, 0, 390, 844)))
    for index in 0..<400 {
      let frame = rect(Double(index % 20) * 19.5, Double(index / 20) * 42.2, 19.5, 42.2)
      tree.add(view("cell\(index)", .uiView, frame), in: "container")
    }
    tree.add(
      view("round", .uiButton, rect(2, 5, 15, 15)) { $0.hitArea = HitArea(shape: .circle) },
      in: "cell210")
    return tree
  }

  @Test("A point over a circular button among 400 cells walks only the button and its ancestors")
  func subtreeWalkedAlone() {
    let tree = Self.cellsWithARoundButton()
    // cell210 is at (195, 422.0); the circle's centre at (204.5, 434.5), radius 7.5.
    let inside = Self.probe(tree, Point(204.5, 434.5))
    #expect(inside.name == "round")
    // The grid's look, window, container, cell, and the button: far from the 403 views a
    // walk from the window would try first.
    #expect(inside.visited <= 6)
    #expect(tree.hit(204.5, 434.5) == "round")
  }

  @Test("A point in a circular button's box but outside its circle goes on to the cell behind")
  func subtreeThatAnswersNilLetsTheListGoOn() {
    let tree = Self.cellsWithARoundButton()
    let corner = Self.probe(tree, Point(197.5, 427.5))
    #expect(corner.name == "cell210")
    #expect(corner.visited <= 7)
    #expect(tree.hit(197.5, 427.5) == "cell210")
  }

  @Test(
    "A rotated leaf at every level of a 200-deep chain is found, its ancestors past the stored share"
  )
  func ancestorsThroughTheLinks() {
    // The grid stores the ancestors of about 4 subtrees a view; 200 rotated leaves, one a
    // level, need 20,100, so the deeper ones find theirs through the tree's links.
    var tree = ViewTree.window()
    var parent = tree.window
    var chain: [ViewID] = []
    for level in 1...200 {
      let size = 390 - Double(level)
      parent = tree.addView(view("c\(level)", .uiView, rect(0.5, 1, size, size * 2)), to: parent)
      chain.append(parent)
    }
    // Each leaf is its chain view's front-most subview, in front of the next chain view.
    for (index, id) in chain.enumerated() {
      let level = index + 1
      let x = 3 + Double(level % 10) * 18
      let y = 3 + Double(level / 10) * 18
      tree.addView(
        view("r\(level)", .uiView, rect(x, y, 8, 8)) {
          $0.transform = AffineTransform(rotationAngle: 0.5)
        }, to: id)
    }
    var tester = HitTester()
    tester.prepare(tree)
    for level in stride(from: 1, through: 200, by: 13) {
      let leaf = tree.id("r\(level)")
      let bounds = tree[leaf].bounds
      let centre = tree.convert(toWindow: Point(bounds.midX, bounds.midY), from: leaf)
      var visited = 0
      let hit = tester.hitTest(centre, in: tree, visited: &visited)
      #expect(hit.map { tree.name(of: $0) } == "r\(level)")
      #expect(tree.hit(centre.x, centre.y) == "r\(level)")
      // The leaf's ancestors and the leaf, not the whole chain.
      #expect(visited <= level + 4, "level \(level)")
      // Around its edges, where a point replayed wrongly would land on the other side.
      var mismatches = 0
      for step in 0..<225 {
        let point = Point(centre.x - 7 + Double(step % 15), centre.y - 7 + Double(step / 15))
        if tester.hitTest(point, in: tree) != tree.hitTest(point) { mismatches += 1 }
      }
      #expect(mismatches == 0, "level \(level)")
    }
  }
}
