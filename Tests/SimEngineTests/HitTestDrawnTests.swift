import SimEngine
import SimGeometry
import SimReference
import Testing

/// A hit test with some views where they are drawn (a property animator's views) gives exactly
/// the answers of a tree whose model holds those drawn values, and leaves the tree as it was.
@Suite("Hit testing views where they are drawn")
struct HitTestDrawnTests {
  /// `properties` moved, scaled or faded the way an animation draws a view.
  static func drawnElsewhere(_ properties: ViewProperties, _ random: inout SplitMix64)
    -> ViewProperties
  {
    var drawn = properties
    drawn.center = Point(
      drawn.center.x + random.unit(120) - 60, drawn.center.y + random.unit(120) - 60)
    if random.chance(0.3) { drawn.transform = AffineTransform(scaleX: 0.5 + random.unit(1), y: 1) }
    if random.chance(0.2) { drawn.alpha = random.chance(0.5) ? 0 : 0.5 }
    if random.chance(0.2) {
      drawn.bounds.size = Size(random.unit(200) + 1, random.unit(200) + 1)
    }
    return drawn
  }

  @Test(
    "On random trees, drawn views are hit as a tree holding their drawn values would hit them",
    arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func matchesATreeWithTheDrawnValues(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let tree = RandomTree.make(views: 300, random: &random)
    let generation = tree.generation
    var tester = HitTester()
    tester.prepare(tree)
    let candidates = tree.allViews.filter { $0 != tree.window }
    for round in 0..<8 {
      var moved: [ViewID] = []
      for _ in 0..<(1 + round) {
        if let view = random.pick(candidates), !moved.contains(view) { moved.append(view) }
      }
      moved.sort()
      let drawn = moved.map { Self.drawnElsewhere(tree[$0], &random) }
      var expected = tree
      for (view, properties) in zip(moved, drawn) { expected[view] = properties }
      for point in RandomTree.points(in: expected, count: 200, random: &random) {
        let hit = tester.hitTest(point, in: tree, drawing: moved, at: drawn)
        #expect(hit == expected.hitTest(point), "round \(round) at \(point)")
        // And the model's own answer is unchanged right after.
        #expect(tester.hitTest(point, in: tree) == tree.hitTest(point))
      }
    }
    #expect(tree.generation == generation)
  }

  @Test("A drawn view that an animation keeps from being hit is still not hit")
  func blockedStaysBlocked() {
    var tree = ViewTree.window()
    let box = tree.add(view("box", .uiView, rect(0, 0, 100, 100)))
    tree.setBlockedByAnimation(box, true)
    var drawn = tree[box]
    drawn.center = Point(250, 250)
    var tester = HitTester()
    #expect(tester.hitTest(Point(250, 250), in: tree, drawing: [box], at: [drawn]) == tree.window)
  }

  @Test("A drawn circle is hit by its drawn bounds, not its model's")
  func customShapesUseTheDrawnBounds() {
    var tree = ViewTree.window()
    let dial = tree.add(
      view("dial", .uiControl, rect(0, 0, 100, 100)) { $0.hitArea = HitArea(shape: .circle) })
    var drawn = tree[dial]
    drawn.bounds.size = Size(200, 200)
    drawn.center = Point(100, 100)
    var tester = HitTester()
    // (180, 100) is inside the drawn circle of radius 100 around (100, 100), outside the model's.
    #expect(tester.hitTest(Point(180, 100), in: tree, drawing: [dial], at: [drawn]) == dial)
    #expect(tester.hitTest(Point(180, 100), in: tree) == tree.window)
  }
}
