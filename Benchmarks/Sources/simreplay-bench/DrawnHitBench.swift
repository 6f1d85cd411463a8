import SimEngine
import SimGeometry
import SimReference

/// Hit tests while a property animator moves views that UIKit hit-tests where they are drawn:
/// the tester handed the drawn values (the model untouched, the flat storage kept) against the
/// way the engine did it before, writing the drawn values into the model for the test and back
/// after it (two tree changes a test, so the flat storage went stale). Answers checked equal.
enum DrawnHitBench {
  static func row() -> WholeRunBench.Row {
    let tree = Trees.appLike(views: 2_000, seed: HitBench.seed)
    // Four views drawn 30 pt to the right of their model, as an animator halfway through.
    let moved = stride(from: 100, to: 2_000, by: 500).map { ViewID(rawValue: Int32($0)) }
    let drawn = moved.map { view -> ViewProperties in
      var properties = tree[view]
      properties.center.x += 30
      return properties
    }
    let points = hitPoints(count: 20_000, width: 390, height: 844, seed: HitBench.seed)
    var engine = HitTester()
    var written = HitTester()
    var writtenTree = tree
    let (now, before) = measurePair(
      rounds: 5, smallRuns: 1, largeRuns: 1,
      small: {
        var sum: UInt64 = 0
        for point in points {
          let hit = engine.hitTest(point, in: tree, drawing: moved, at: drawn)
          sum &+= UInt64(bitPattern: Int64(hit?.rawValue ?? -1))
        }
        return sum
      },
      large: {
        var sum: UInt64 = 0
        for point in points {
          let models = moved.map { writtenTree[$0] }
          for (view, properties) in zip(moved, drawn) { writtenTree[view] = properties }
          let hit = written.hitTest(point, in: writtenTree)
          for (view, properties) in zip(moved, models) { writtenTree[view] = properties }
          sum &+= UInt64(bitPattern: Int64(hit?.rawValue ?? -1))
        }
        return sum
      })
    check(now.checksum == before.checksum, "drawn hit tests disagree with the model written")
    let perHit = now.nanoseconds / Double(points.count)
    let perHitBefore = before.nanoseconds / Double(points.count)
    let ratio = perHit / perHitBefore
    return WholeRunBench.Row(
      name: "hit test with 4 views drawn by an animator, app-like 2,000 views",
      engine: "\(significant(perHit)) ns a hit test, the tree untouched",
      compared: "\(significant(perHitBefore)) ns writing the drawn values into the model",
      ratio: ratio, target: "≤1×", met: ratio <= 1,
      checked: "\(points.count) points, same answers")
  }
}
