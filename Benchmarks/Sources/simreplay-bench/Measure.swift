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

/// The best of each of two bodies over `rounds` rounds that alternate them (`smallRuns` runs of
/// the small one, then `largeRuns` of the large one): a ratio of the two is then not the ratio
/// of a quiet moment of the shared machine to a busy one, as it can be when one is timed after
/// the other.
///
/// With `smallRepeats`, each timed run of the small body runs it that many times back to back,
/// and its time is divided by that: ten runs of the small case against one of a case ten times
/// larger make each timed run the same work and about as long. A best of many short runs
/// against a best of few long ones favoured the small side (more draws, each less exposed to
/// the machine's noise), and inflated the ratio.
func measurePair(
  rounds: Int, smallRuns: Int = 3, largeRuns: Int = 1, smallRepeats: Int = 1,
  small: () -> UInt64, large: () -> UInt64
) -> (small: Timing, large: Timing) {
  var smallBest = Timing(nanoseconds: .infinity, checksum: 0)
  var largeBest = Timing(nanoseconds: .infinity, checksum: 0)
  for _ in 0..<rounds {
    var s = measure(runs: smallRuns) {
      var checksum: UInt64 = 0
      for _ in 0..<smallRepeats { checksum = small() }
      return checksum
    }
    s.nanoseconds /= Double(smallRepeats)
    let l = measure(runs: largeRuns, large)
    if s.nanoseconds < smallBest.nanoseconds { smallBest = s }
    if l.nanoseconds < largeBest.nanoseconds { largeBest = l }
  }
  return (smallBest, largeBest)
}

func nanoseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

/// Stops the benchmark: a figure from code that gives wrong answers is worse than none.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("check failed: \(message())") }
}
