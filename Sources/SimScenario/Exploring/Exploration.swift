import SimEngine

/// What exploring a range of streams found: the failing streams in stream order, and the
/// distinct failures among them (the first stream of each, by what failed and where),
/// shrunk. Callers split the streams over cores and hand the failing ones back in order: the
/// result depends only on the seed and the streams tried, never on how they were split.
public enum Exploration {
  /// The streams in `streams` that fail, in order.
  public static func failingStreams(_ explorer: Explorer, seed: UInt64, streams: Range<Int>)
    -> [FailingStream]
  {
    var result: [FailingStream] = []
    for number in streams {
      let outcome = explorer.explore(seed: seed, stream: number)
      if let first = outcome.violations.first {
        result.append(FailingStream(stream: number, outcome: outcome, violation: first))
      }
    }
    return result
  }

  /// The first failing stream of each failure (by ``Violation/key``), in stream order.
  public static func distinct(_ failing: [FailingStream]) -> [FailingStream] {
    var seen: Set<String> = []
    return failing.filter { seen.insert($0.violation.key).inserted }
  }

  /// Shrinks a failing stream and says what it came to.
  public static func shrink(_ failing: FailingStream, with explorer: Explorer) -> Finding {
    var shrinker = Shrinker(explorer)
    let shrunk = shrinker.shrink(failing.outcome, key: failing.violation.key)
    let violation = shrunk.violations.first { $0.key == failing.violation.key } ?? failing.violation
    return Finding(
      stream: failing.stream, original: failing.outcome, shrunk: shrunk, violation: violation,
      replays: shrinker.replays)
  }
}

/// A stream that failed, and its first failure.
public struct FailingStream: Sendable {
  public var stream: Int
  public var outcome: StreamOutcome
  public var violation: Violation

  public init(stream: Int, outcome: StreamOutcome, violation: Violation) {
    self.stream = stream
    self.outcome = outcome
    self.violation = violation
  }
}

/// A distinct failure, shrunk.
public struct Finding: Sendable {
  public var stream: Int
  public var original: StreamOutcome
  public var shrunk: StreamOutcome
  /// The failure as the shrunk stream shows it.
  public var violation: Violation
  public var replays: Int
}
