import Dispatch
import SimEngine
import SimGeometry
import SimReference

/// Hit-test throughput: the engine (flat storage, grids) against the plain walk (every subview
/// tried, no grid) and the UIKit-shaped reference, on the same seeded points, with every answer
/// checked before any figure is printed.
enum HitBench {
  struct Case {
    /// A short name for `--only` and `--profile`: `chain-1000`, `grid-100000`, `app-2000`,
    /// `app-shaped-2000`.
    let id: String
    let name: String
    let tree: ViewTree
    /// Points timed per run.
    let points: Int
    /// The minimum ratio over the reference, or over the plain walk.
    var referenceTarget: Double?
    var plainTarget: Double?
    /// Points on which the grid's answers are compared with the plain walk's.
    var checkedPoints: Int
  }

  static let seed: UInt64 = 42

  /// The cases whose id is `only` or starts with `only` and a hyphen (`chain` picks every
  /// chain); all of them for nil. Trees are built only for the cases picked.
  static func cases(only: String?) -> [Case] {
    func wanted(_ id: String) -> Bool {
      guard let only else { return true }
      return id == only || id.hasPrefix(only + "-")
    }
    var cases: [Case] = []
    let chains = [(10, 200_000), (100, 40_000), (1_000, 4_000), (10_000, 400), (100_000, 40)]
    for (depth, points) in chains where wanted("chain-\(depth)") {
      cases.append(
        Case(
          id: "chain-\(depth)", name: "chain, \(grouped(depth)) deep",
          tree: Trees.chain(depth: depth, seed: seed), points: points, referenceTarget: 15,
          checkedPoints: points))
    }
    for count in [1_000, 10_000, 100_000] where wanted("grid-\(count)") {
      cases.append(
        Case(
          id: "grid-\(count)", name: "grid, \(grouped(count)) children",
          tree: Trees.grid(count: count), points: 100_000,
          plainTarget: count == 100_000 ? 100 : nil,
          checkedPoints: count == 100_000 ? 1_000_000 : 100_000))
    }
    if wanted("app-2000") {
      cases.append(
        Case(
          id: "app-2000", name: "app-like, 2,000 views",
          tree: Trees.appLike(views: 2_000, seed: seed), points: 200_000, referenceTarget: 15,
          checkedPoints: 200_000))
    }
    if wanted("app-shaped-2000") {
      cases.append(
        Case(
          id: "app-shaped-2000", name: "app-like, 2,000 views, turned, scaled and round",
          tree: Trees.appLike(views: 2_000, seed: seed, shaped: true), points: 200_000,
          checkedPoints: 200_000))
    }
    return cases
  }

  /// Hit-tests `count` seeded points with the engine only, untimed: for `valgrind --tool=callgrind`.
  static func profile(_ benchmark: Case, count: Int) -> HitChecksum {
    let tree = benchmark.tree
    let screen = tree[tree.window].bounds.size
    let points = hitPoints(count: count, width: screen.width, height: screen.height, seed: seed)
    var tester = HitTester()
    tester.prepare(tree)
    var checksum = HitChecksum()
    for point in points { checksum.add(tester.hitTest(point, in: tree)?.rawValue ?? -1) }
    return checksum
  }

  /// ``profile(_:count:)`` for the reference.
  static func profileReference(_ benchmark: Case, count: Int) -> HitChecksum {
    let tree = benchmark.tree
    let screen = tree[tree.window].bounds.size
    let points = hitPoints(count: count, width: screen.width, height: screen.height, seed: seed)
    guard case .success(let reference) = ReferenceTree.mirror(tree) else { return HitChecksum() }
    var checksum = HitChecksum()
    for point in points { checksum.add(reference.hitTest(point)) }
    return checksum
  }

  static func run(_ benchmark: Case) -> Row {
    let tree = benchmark.tree
    let screen = tree[tree.window].bounds.size
    let points = hitPoints(
      count: benchmark.points, width: screen.width, height: screen.height, seed: seed)

    // The answers first: the grid against the plain walk, and both against the tree's links.
    var indexed = HitTester(mode: .indexed)
    var flat = HitTester(mode: .flat)
    var linked = HitTester(mode: .plain)
    indexed.prepare(tree)
    flat.prepare(tree)
    let checked = compareWithPlainWalk(tree, count: benchmark.checkedPoints)
    let linkedCount = min(points.count, 1_000)
    for point in points.prefix(linkedCount) {
      check(
        flat.hitTest(point, in: tree) == linked.hitTest(point, in: tree),
        "\(benchmark.name): the flat walk and the walk over the links disagree at \(point)")
    }

    var visited = 0
    var checksum = HitChecksum()
    for point in points {
      checksum.add(indexed.hitTest(point, in: tree, visited: &visited)?.rawValue ?? -1)
    }
    let engine = measure(runs: 5) {
      var sum = HitChecksum()
      for point in points { sum.add(indexed.hitTest(point, in: tree)?.rawValue ?? -1) }
      return sum.value
    }
    check(engine.checksum == checksum.value, "\(benchmark.name): the engine is not deterministic")
    let plain = measure(runs: benchmark.plainTarget == nil ? 3 : 1, count: plainCount(benchmark)) {
      count in
      var sum = HitChecksum()
      for point in points.prefix(count) { sum.add(flat.hitTest(point, in: tree)?.rawValue ?? -1) }
      return sum.value
    }

    var row = Row(
      name: benchmark.name, views: tree.count, depth: ReferenceTree.depthOfWindow(tree),
      engineNs: engine.nanoseconds / Double(points.count),
      visitedPerHit: Double(visited) / Double(points.count),
      plainNs: plain.nanoseconds / Double(plainCount(benchmark)), checkedPoints: checked,
      checksum: checksum.hex, referenceTarget: benchmark.referenceTarget,
      plainTarget: benchmark.plainTarget)

    switch ReferenceTree.mirror(tree) {
    case .failure(let refusal):
      row.referenceSkipped = refusal.reason
    case .success(let reference):
      let count = referenceCount(benchmark)
      let result = ReferenceTree.onLargeStack {
        var referenceVisits = 0
        var sum = HitChecksum()
        for point in points {
          sum.add(reference.window.hitTest(point, visits: &referenceVisits)?.id ?? -1)
        }
        let timing = measure(runs: 3, count: count) { count in
          var sum = HitChecksum()
          for point in points.prefix(count) { sum.add(reference.hitTest(point)) }
          return sum.value
        }
        return (sum, referenceVisits, timing)
      }
      check(
        result.0 == checksum,
        "\(benchmark.name): the engine and the reference disagree (checksums \(checksum.hex), \(result.0.hex))"
      )
      row.referenceNs = result.2.nanoseconds / Double(count)
      row.referenceVisitedPerHit = Double(result.1) / Double(points.count)
    }
    return row
  }

  /// The plain walk is timed on fewer points where it is slow.
  static func plainCount(_ benchmark: Case) -> Int {
    benchmark.tree.count > 50_000 ? min(benchmark.points, 2_000) : benchmark.points
  }

  static func referenceCount(_ benchmark: Case) -> Int {
    benchmark.tree.count > 5_000 ? min(benchmark.points, 2_000) : benchmark.points
  }

  /// Compares the indexed walk with the plain walk at `count` seeded points (a different seed
  /// from the timed points), on both cores; returns `count`.
  static func compareWithPlainWalk(_ tree: ViewTree, count: Int) -> Int {
    let screen = tree[tree.window].bounds.size
    let points = hitPoints(count: count, width: screen.width, height: screen.height, seed: seed + 1)
    let chunks = 8
    let mismatches = Mismatches()
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
      var indexed = HitTester(mode: .indexed)
      var flat = HitTester(mode: .flat)
      indexed.prepare(tree)
      flat.prepare(tree)
      let range = (count * chunk / chunks)..<(count * (chunk + 1) / chunks)
      for index in range
      where indexed.hitTest(points[index], in: tree) != flat.hitTest(points[index], in: tree) {
        mismatches.record(points[index])
      }
    }
    if let first = mismatches.first {
      fatalError("the grid and the plain walk disagree at \(first)")
    }
    return count
  }

}

/// The first point where two walks disagreed, from any thread.
final class Mismatches: @unchecked Sendable {
  private let lock = DispatchSemaphore(value: 1)
  private(set) var first: Point?

  func record(_ point: Point) {
    lock.wait()
    if first == nil { first = point }
    lock.signal()
  }
}
