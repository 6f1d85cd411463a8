/// Timing: the best of several runs, since on a shared machine the noise only ever adds time.
struct Timing {
  var nanoseconds: Double
  var checksum: UInt64
}

/// Keeps a result alive so the optimizer can't drop the work.
@inline(never) func blackHole<T>(_ value: T) {}

/// The best of `runs` runs of `body` (after one untimed run to warm caches and build the
/// tester's storage).
func measure(runs: Int, _ body: () -> UInt64) -> Timing {
  measure(runs: runs, count: 0) { _ in body() }
}

/// The best of `runs` runs of `body(count)`.
func measure(runs: Int, count: Int, _ body: (Int) -> UInt64) -> Timing {
  let clock = ContinuousClock()
  var best = Double.infinity
  var checksum = body(count)
  for _ in 0..<runs {
    let start = clock.now
    checksum = body(count)
    let elapsed = clock.now - start
    blackHole(checksum)
    best = min(best, nanoseconds(elapsed))
  }
  return Timing(nanoseconds: best, checksum: checksum)
}

func nanoseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

/// Stops the benchmark: a figure from code that gives wrong answers is worse than none.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("check failed: \(message())") }
}
