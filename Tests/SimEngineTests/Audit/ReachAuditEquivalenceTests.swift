import SimEngine
import SimGeometry
import SimReference
import Testing

/// The audit's counts are, by definition, those of a hit test at every sample of the 0.25 pt
/// grid; it runs one hit test per run of samples with equal answers. These tests run the
/// definition itself, a plain hit test per sample, on random trees with every rule (rotations,
/// scales, skews, clipping, enlarged and round hit areas, exclusions, alpha 0.009 / 0.01 / 0,
/// hidden views, interaction off, pass-through views, animations, frames on the grid's
/// samples), and compare every number.
@Suite("Audit: reachable regions equal a hit test per 0.25 pt sample")
struct ReachAuditEquivalenceTests {
  static let screen = Size(width: 60, height: 80)

  @Test(
    "On random trees every control's visible, reachable and covered samples equal brute force",
    arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func randomTreesMatchBruteForce(seed: UInt64) {
    var random = SplitMix64(seed: seed &* 7919)
    let tree = Self.randomTree(views: 40, random: &random)
    let controls = tree.allViews.filter { $0 != tree.window && tree.isInWindow($0) }
    var audit = ReachAudit()
    let reaches = audit.audit(tree, controls: controls)
    let columns = SampleGrid.count(below: Self.screen.width)
    let rows = SampleGrid.count(below: Self.screen.height)
    // The definition: one plain hit test a sample over the whole screen.
    var hits: [ViewID?] = []
    hits.reserveCapacity(columns * rows)
    for j in 0..<rows {
      for i in 0..<columns {
        hits.append(tree.hitTest(Point(SampleGrid.coordinate(i), SampleGrid.coordinate(j))))
      }
    }
    var checked = 0
    for reach in reaches {
      let control = reach.control
      var visible = 0
      var reachable = 0
      var taken: [ViewID?: Int] = [:]
      var box: (Int, Int, Int, Int)? = nil
      // Outside the box around its transformed bounds nothing of it is visible: the check
      // runs only inside, with a point to spare.
      let outline = Self.outline(of: control, in: tree)
      for j in 0..<rows {
        for i in 0..<columns {
          let point = Point(SampleGrid.coordinate(i), SampleGrid.coordinate(j))
          let hit = hits[j * columns + i]
          let lands = hit.map { $0 == control || tree.isDescendant($0, of: control) } ?? false
          if lands {
            box =
              box.map { (min($0.0, i), min($0.1, j), max($0.2, i), max($0.3, j)) } ?? (i, j, i, j)
          }
          guard outline.contains(point), Self.isVisible(point, control, tree) else { continue }
          visible += 1
          if lands { reachable += 1 } else { taken[hit, default: 0] += 1 }
        }
      }
      let name = tree.name(of: control)
      #expect(reach.visibleSamples == visible, "seed \(seed) \(name): visible")
      #expect(reach.reachableSamples == reachable, "seed \(seed) \(name): reachable")
      var shares: [ViewID?: Int] = [:]
      for share in reach.shares { shares[share.view] = share.samples }
      #expect(shares == taken, "seed \(seed) \(name): shares")
      let expectedBox = box.map {
        Rect(
          x: Double($0.0) / 4, y: Double($0.1) / 4, width: Double($0.2 - $0.0 + 1) / 4,
          height: Double($0.3 - $0.1 + 1) / 4)
      }
      #expect(reach.reachableBox == expectedBox, "seed \(seed) \(name): box")
      if visible > 0 { checked += 1 }
    }
    #expect(checked >= 1, "seed \(seed): no visible control to say anything about")
    // Fewer hit tests than samples: the runs are doing their work.
    #expect(audit.hitTests < columns * rows * reaches.count)
  }

  /// The box around a view's bounds in window coordinates, a point wider on each side.
  static func outline(of view: ViewID, in tree: ViewTree) -> Rect {
    let bounds = tree[view].bounds
    let corners = [
      Point(bounds.minX, bounds.minY), Point(bounds.maxX, bounds.minY),
      Point(bounds.minX, bounds.maxY), Point(bounds.maxX, bounds.maxY),
    ].map { tree.convert(toWindow: $0, from: view) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
      minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite
    else { return .zero }
    return Rect(x: minX - 1, y: minY - 1, width: maxX - minX + 2, height: maxY - minY + 2)
  }

  /// The visible region by its definition, through the tree's own conversions: inside the
  /// control's bounds and every clipping ancestor's.
  static func isVisible(_ point: Point, _ control: ViewID, _ tree: ViewTree) -> Bool {
    var view: ViewID? = control
    while let current = view, current != tree.window {
      if current == control || tree[current].clipsToBounds {
        guard let local = tree.convert(fromWindow: point, to: current),
          tree[current].bounds.contains(local)
        else { return false }
      }
      view = tree.superview(of: current)
    }
    return true
  }

  /// A random tree on a small screen, a third of its frames moved onto the sample grid's
  /// eighth-point lattice so edges fall on samples, some views clipping.
  static func randomTree(views: Int, random: inout SplitMix64) -> ViewTree {
    var tree = ViewTree(screenSize: screen)
    var all = [tree.window]
    for index in 0..<views {
      let parent = all[random.below(all.count)]
      var properties = RandomTree.properties("v\(index)", in: tree[parent].bounds, &random)
      if random.chance(0.35) && properties.transform == AffineTransform.identity
        && properties.anchorPoint == Point(0.5, 0.5)
      {
        let frame = properties.frame
        func snap(_ value: Double) -> Double { (value * 8).rounded() / 8 }
        properties.bounds.size = Size(width: snap(frame.width), height: snap(frame.height))
        properties.center = Point(
          snap(frame.minX) + properties.bounds.width / 2,
          snap(frame.minY) + properties.bounds.height / 2)
      }
      if random.chance(0.3) { properties.clipsToBounds = true }
      all.append(tree.addView(properties, to: parent))
    }
    for id in all.dropFirst() where random.chance(0.03) { tree.setBlockedByAnimation(id, true) }
    return tree
  }
}
