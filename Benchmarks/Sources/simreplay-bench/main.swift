import SimEngine
import SimGeometry

// simreplay-bench: hit-test throughput of the engine against a UIKit-shaped reference (a class
// per view, an array of subviews, recursion), on the same trees and the same seeded points, in
// one process. Timings are noisy on a shared machine; the ratio is what to read. See
// Benchmarks/README.md.

#if SIM_INTERNAL_CHECKS
  print("WARNING: built with SIM_INTERNAL_CHECKS; timings are not representative")
#endif

struct Case {
  let name: String
  let tree: ViewTree
  let points: Int
}

let seed: UInt64 = 42
let cases = [
  Case(name: "chain, 1,000 deep", tree: Trees.chain(depth: 1_000), points: 2_000),
  Case(
    name: "app-like, 2,000 views", tree: Trees.appLike(views: 2_000, seed: seed), points: 200_000),
  Case(name: "fan, 10,000 siblings", tree: Trees.wide(width: 10_000), points: 2_000),
]

/// Keeps a result alive so the optimizer can't drop the work.
@inline(never) func blackHole<T>(_ value: T) {}

func measure(_ body: () -> UInt64) -> (nanoseconds: Double, checksum: UInt64) {
  let clock = ContinuousClock()
  var best = Double.infinity
  var checksum: UInt64 = 0
  for _ in 0..<5 {
    let start = clock.now
    checksum = body()
    let elapsed = clock.now - start
    let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    best = min(best, ns)
  }
  return (best, checksum)
}

func pad(_ text: String, _ width: Int) -> String {
  text + String(repeating: " ", count: max(1, width - text.count))
}

print("case                          engine ns/hit   reference ns/hit   reference / engine")
for benchmark in cases {
  var random = SplitMix64(seed: seed)
  let points = (0..<benchmark.points).map { _ in Point(random.unit(390), random.unit(844)) }
  var tester = HitTester()
  let engine = measure {
    var sum: UInt64 = 0
    for point in points {
      sum =
        sum &* 31
        &+ UInt64(bitPattern: Int64(tester.hitTest(point, in: benchmark.tree)?.rawValue ?? -1))
    }
    return sum
  }
  let reference = ReferenceView.mirror(benchmark.tree)
  let naive = measure {
    var sum: UInt64 = 0
    for point in points {
      sum = sum &* 31 &+ UInt64(bitPattern: Int64(reference.hitTest(point)?.id ?? -1))
    }
    return sum
  }
  precondition(
    engine.checksum == naive.checksum, "the engine and the reference disagree on \(benchmark.name)")
  let count = Double(points.count)
  let engineNs = engine.nanoseconds / count
  let referenceNs = naive.nanoseconds / count
  let ratio = (referenceNs / engineNs * 10).rounded() / 10
  print(
    pad(benchmark.name, 30) + pad(String(Int(engineNs.rounded())), 16)
      + pad(String(Int(referenceNs.rounded())), 19) + "\(ratio)×  (checksum \(engine.checksum))")
  blackHole(reference)
}

AnimationBench.run()
