import SimEngine
import SimGeometry
import SimReference
import Testing

/// The flat storage and the grid over views with many subviews give exactly the plain walk's
/// answers: on random trees using every rule, at random points and points on edges, and as the
/// tree changes between queries.
@Suite("Hit testing: flat storage and spatial index")
struct HitIndexTests {
  static let seeds: [UInt64] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]

  @Test(
    "On random trees the grid, the flat walk, the plain walk, the explanation and the reference agree",
    arguments: seeds)
  func randomTreesAgree(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let tree = RandomTree.make(views: 400, random: &random)
    var indexed = HitTester(mode: .indexed)
    var flat = HitTester(mode: .flat)
    indexed.prepare(tree)
    flat.prepare(tree)
    guard case .success(let reference) = ReferenceTree.mirror(tree) else {
      Issue.record("no reference for a shallow tree")
      return
    }
    var mismatches = 0
    for point in RandomTree.points(in: tree, count: 3_000, random: &random) {
      let plain = tree.hitTest(point)
      let answers = [
        indexed.hitTest(point, in: tree), flat.hitTest(point, in: tree),
        tree.explainHitTest(point).first { $0.verdict == .hit }?.view,
        reference.hitTest(point) < 0 ? nil : ViewID(rawValue: reference.hitTest(point)),
      ]
      for answer in answers where answer != plain {
        mismatches += 1
        if mismatches <= 5 {
          Issue.record(
            "seed \(seed) at \(point): \(answers.map { $0.map { tree.name(of: $0) } ?? "nil" }), plain \(plain.map { tree.name(of: $0) } ?? "nil")"
          )
        }
      }
    }
    #expect(mismatches == 0)
  }

  @Test(
    "A tester kept across additions, removals, hiding, moves, reordering and animations answers as the plain walk",
    arguments: seeds.prefix(6))
  func mutationsBetweenQueries(seed: UInt64) {
    var random = SplitMix64(seed: seed &+ 100)
    var tree = RandomTree.make(views: 200, random: &random)
    // One tester rebuilt after every change, one left to decide when to rebuild.
    var rebuilt = HitTester()
    var lazy = HitTester()
    var removed: [ViewID] = []
    var mismatches = 0
    for step in 0..<150 {
      RandomTree.mutate(&tree, removed: &removed, random: &random, step: step)
      rebuilt.prepare(tree)
      for point in RandomTree.points(in: tree, count: 40, random: &random) {
        let plain = tree.hitTest(point)
        if rebuilt.hitTest(point, in: tree) != plain || lazy.hitTest(point, in: tree) != plain {
          mismatches += 1
        }
      }
    }
    #expect(mismatches == 0, "seed \(seed)")
  }

  @Test("A tester used on two copies of a tree that changed differently answers for each")
  func copiesThatDivergeAreNotConfused() {
    var original = ViewTree.window()
    for index in 0..<40 {
      original.add(
        view("cell\(index)", .uiView, rect(Double(index % 8) * 48, Double(index / 8) * 48, 48, 48)))
    }
    var tester = HitTester()
    tester.prepare(original)
    #expect(tester.hitTest(Point(10, 10), in: original).map { original.name(of: $0) } == "cell0")
    var copy = original
    original.update("cell0") { $0.isHidden = true }
    copy.update("cell1") { $0.isHidden = true }
    #expect(original.generation == copy.generation)
    tester.prepare(original)
    #expect(tester.hitTest(Point(10, 10), in: original).map { original.name(of: $0) } == "window")
    #expect(tester.hitTest(Point(10, 10), in: copy).map { copy.name(of: $0) } == "cell0")
    #expect(tester.hitTest(Point(58, 10), in: copy).map { copy.name(of: $0) } == "window")
    tester.prepare(copy)
    #expect(tester.hitTest(Point(58, 10), in: copy).map { copy.name(of: $0) } == "window")
    #expect(tester.hitTest(Point(58, 10), in: original).map { original.name(of: $0) } == "cell1")
  }

  @Test("The grid over 10,000 subviews visits a handful of views and answers as the plain walk")
  func wideGrid() {
    var tree = ViewTree.window()
    let root = tree.add(view("root", .uiView, rect(0, 0, 390, 844)))
    var random = SplitMix64(seed: 77)
    for index in 0..<10_000 {
      let cell = view(
        "cell\(index)", .uiView,
        rect(Double(index % 100) * 3.9, Double(index / 100) * 8.44, 3.9, 8.44)
      ) {
        // A few that the grid must index by their bounding boxes, or leave out.
        switch random.below(40) {
        case 0: $0.transform = AffineTransform(rotationAngle: 0.7)
        case 1: $0.transform = AffineTransform(scaleX: 3, y: 0.5)
        case 2:
          $0.hitArea = HitArea(
            insets: EdgeInsets(top: -6, left: -6, bottom: -6, right: -6), shape: .circle)
        case 3: $0.isHidden = true
        default: break
        }
      }
      tree.addView(cell, to: root)
    }
    var indexed = HitTester(mode: .indexed)
    var flat = HitTester(mode: .flat)
    indexed.prepare(tree)
    flat.prepare(tree)
    var points = hitPoints(count: 3_000, width: 390, height: 844, seed: 5)
    // Points on the cells' shared edges, where rounding decides.
    for index in 0..<500 {
      points.append(Point(Double(index % 100) * 3.9, Double(index / 5) * 8.44))
    }
    var indexedVisits = 0
    var flatVisits = 0
    var mismatches = 0
    for point in points {
      let answer = indexed.hitTest(point, in: tree, visited: &indexedVisits)
      if answer != flat.hitTest(point, in: tree, visited: &flatVisits)
        || answer != tree.hitTest(point)
      {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
    #expect(indexedVisits < points.count * 20)
    #expect(flatVisits > points.count * 1_000)
  }

  @Test("Hit testing from a subview gives the same answer in every mode")
  func fromASubview() {
    var random = SplitMix64(seed: 31)
    let tree = RandomTree.make(views: 300, random: &random)
    let starts = tree.subviews(of: tree.window)
    var mismatches = 0
    for mode in [HitTester.Mode.indexed, .flat] {
      var tester = HitTester(mode: mode)
      tester.prepare(tree)
      var plain = HitTester(mode: .plain)
      for start in starts {
        for point in RandomTree.points(in: tree, count: 50, random: &random)
        where tester.hitTest(point, in: tree, from: start)
          != plain.hitTest(point, in: tree, from: start)
        {
          mismatches += 1
        }
      }
    }
    #expect(mismatches == 0)
  }

  @Test("A tester rebuilds for a tree that changed without being asked to")
  func staleStorageIsNeverUsed() {
    var tree = ViewTree.window()
    tree.add(view("back", .uiView, rect(0, 0, 100, 100)))
    tree.add(view("front", .uiView, rect(0, 0, 100, 100)))
    var tester = HitTester()
    tester.prepare(tree)
    #expect(tester.hitTest(Point(50, 50), in: tree).map { tree.name(of: $0) } == "front")
    tree.setBlockedByAnimation(tree.id("front"), true)
    #expect(tester.hitTest(Point(50, 50), in: tree).map { tree.name(of: $0) } == "back")
    tree.removeFromSuperview(tree.id("back"))
    #expect(tester.hitTest(Point(50, 50), in: tree).map { tree.name(of: $0) } == "window")
  }
}

/// Random trees that use every hit-testing rule, from a seed.
enum RandomTree {
  /// `shaped` false leaves out rotations, scales and non-rectangular hit areas (translations and
  /// insets stay).
  static func make(views: Int, shaped: Bool = true, random: inout SplitMix64) -> ViewTree {
    var tree = ViewTree.window()
    var all = [tree.window]
    // Two parents collect many subviews, so they get grids.
    var wide: [ViewID] = []
    for index in 0..<views {
      let parent: ViewID
      if wide.count == 2 && random.chance(0.4) {
        parent = wide[random.below(2)]
      } else {
        parent = all[random.below(all.count)]
      }
      let id = tree.addView(
        properties("v\(index)", in: tree[parent].bounds, shaped: shaped, &random), to: parent)
      all.append(id)
      if wide.count < 2 && index >= 3 && random.chance(0.3) { wide.append(id) }
    }
    for id in all.dropFirst() where random.chance(0.03) { tree.setBlockedByAnimation(id, true) }
    return tree
  }

  /// A view somewhere around `bounds` (sometimes outside it), with a random mix of the rules.
  static func properties(
    _ name: String, in bounds: Rect, shaped: Bool = true, _ random: inout SplitMix64
  ) -> ViewProperties {
    let width = 1 + random.unit(max(1, bounds.width * 0.6))
    let height = 1 + random.unit(max(1, bounds.height * 0.6))
    let frame = Rect(
      x: bounds.minX - 20 + random.unit(bounds.width + 40),
      y: bounds.minY - 20 + random.unit(bounds.height + 40), width: width, height: height)
    let viewClass: ViewClass = random.chance(0.15) ? .uiButton : .uiView
    var properties = ViewProperties(name: name, class: viewClass, frame: frame)
    switch random.below(20) {
    case 0, 1: properties.transform = AffineTransform(rotationAngle: random.unit(6.3))
    case 2:
      properties.transform = AffineTransform(scaleX: 0.2 + random.unit(3), y: 0.2 + random.unit(3))
    case 3: properties.transform = AffineTransform(scaleX: -1, y: 1)
    case 4:
      properties.transform = AffineTransform(
        translationX: random.unit(40) - 20, y: random.unit(40) - 20)
    case 5: properties.transform = AffineTransform(scaleX: 0, y: 1)
    case 6: properties.transform = AffineTransform(a: 1, b: 0.3, c: -0.4, d: 1, tx: 3, ty: -2)
    default: break
    }
    if !shaped && !properties.transform.isTranslationOnly { properties.transform = .identity }
    if random.chance(0.1) { properties.anchorPoint = Point(random.unit(1), random.unit(1)) }
    if random.chance(0.1) {
      properties.bounds.origin = Point(random.unit(60) - 30, random.unit(60) - 30)
    }
    if random.chance(0.08) { properties.isHidden = true }
    switch random.below(40) {
    case 0, 1: properties.alpha = 0
    case 2: properties.alpha = 0.01
    case 3: properties.alpha = 0.009
    default: break
    }
    if random.chance(0.05) { properties.isUserInteractionEnabled = false }
    if viewClass.isControl && random.chance(0.2) { properties.isEnabled = false }
    if random.chance(0.08) { properties.passesTouchesThrough = true }
    switch random.below(12) {
    case 0:
      let inset = random.unit(30) - 15
      properties.hitArea = HitArea(
        insets: EdgeInsets(top: inset, left: inset, bottom: inset, right: inset))
    case 1: properties.hitArea = HitArea(shape: .circle)
    case 2:
      properties.hitArea = HitArea(
        insets: EdgeInsets(top: -10, left: -10, bottom: -10, right: -10), shape: .ellipse)
    case 3:
      properties.hitArea = HitArea(exclude: [Rect(x: 0, y: 0, width: width / 2, height: height / 2)]
      )
    default: break
    }
    if !shaped, let area = properties.hitArea, area.shape != .rectangle || !area.exclude.isEmpty {
      properties.hitArea = nil
    }
    return properties
  }

  /// Random points over the screen and a little beyond, and points on views' corners and edges
  /// in window coordinates.
  static func points(in tree: ViewTree, count: Int, random: inout SplitMix64) -> [Point] {
    var points: [Point] = []
    let views = tree.allViews
    for _ in 0..<count {
      if random.chance(0.3), let view = random.pick(views) {
        let bounds = tree[view].bounds
        let corner = Point(
          random.chance(0.5) ? bounds.minX : bounds.maxX,
          random.chance(0.5) ? bounds.minY : bounds.minY + random.unit(bounds.height))
        points.append(tree.convert(toWindow: corner, from: view))
      } else {
        points.append(Point(random.unit(430) - 20, random.unit(884) - 20))
      }
    }
    return points
  }

  /// One random change: add, remove, re-add, hide or show, move, reorder, animate, transform.
  static func mutate(
    _ tree: inout ViewTree, removed: inout [ViewID], random: inout SplitMix64, step: Int
  ) {
    let inWindow = tree.allViews.filter { $0 != tree.window && tree.isInWindow($0) }
    guard let view = random.pick(inWindow) else { return }
    switch random.below(8) {
    case 0:
      let parent = random.pick(inWindow) ?? tree.window
      tree.addView(properties("added\(step)", in: tree[parent].bounds, &random), to: parent)
    case 1:
      tree.removeFromSuperview(view)
      removed.append(view)
    case 2:
      if let back = removed.popLast() {
        let parent = random.pick(inWindow.filter { !tree.isDescendant($0, of: back) })
        tree.addSubview(back, to: parent ?? tree.window)
      }
    case 3: tree.update(view) { $0.isHidden.toggle() }
    case 4:
      tree.update(view) {
        $0.center = Point($0.center.x + random.unit(80) - 40, $0.center.y + random.unit(80) - 40)
      }
    case 5:
      if let parent = tree.superview(of: view) {
        tree.insertSubview(
          view, into: parent, at: random.below(tree.subviews(of: parent).count + 1))
      }
    case 6: tree.setBlockedByAnimation(view, random.chance(0.5))
    default:
      tree.update(view) { $0.transform = AffineTransform(rotationAngle: random.unit(1)) }
    }
  }
}

extension ViewTree {
  mutating func update(_ view: ViewID, _ body: (inout ViewProperties) -> Void) {
    var properties = self[view]
    body(&properties)
    self[view] = properties
  }
}

extension SplitMix64 {
  /// An element of `array` chosen with our own bounded routine, or nil when it is empty.
  mutating func pick<Element>(_ array: [Element]) -> Element? {
    array.isEmpty ? nil : array[below(array.count)]
  }
}
