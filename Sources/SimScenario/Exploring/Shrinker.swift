import SimEngine
import SimGeometry

/// Shrinks a failing stream, as QuickCheck and Hypothesis shrink inputs: it keeps trying a
/// smaller stream and takes it whenever it still fails the same way (the same check at the same
/// place, ``Violation/key``), until nothing smaller does. First fewer gestures (each left out
/// in turn), then simpler ones: fewer taps and fingers, a long press or a fling as a tap or a
/// drag, shorter and nearer, times rounded to 10 and 100 ms and points to 10 pt. Every step is
/// a replay, deterministic, so the same failure shrinks to the same stream every time.
public struct Shrinker {
  public let explorer: Explorer
  /// At most this many replays (a bound on the time a shrink takes).
  public var budget = 400
  public private(set) var replays = 0

  public init(_ explorer: Explorer) { self.explorer = explorer }

  public mutating func shrink(_ outcome: StreamOutcome, key: String) -> StreamOutcome {
    var best = outcome
    var improved = true
    while improved && replays < budget {
      improved = false
      // Fewer gestures: each left out in turn, the last first (later ones depend on less).
      var index = best.gestures.count - 1
      while index >= 0 && best.gestures.count > 1 && replays < budget {
        var candidate = best.gestures
        candidate.remove(at: index)
        if let found = attempt(candidate, key) {
          best = found
          improved = true
        }
        index -= 1
      }
      // Simpler gestures, one at a time, the simplest version first.
      for position in best.gestures.indices where replays < budget {
        for simpler in simplifications(of: best.gestures, at: position) where replays < budget {
          if let found = attempt(simpler, key) {
            best = found
            improved = true
            break
          }
        }
      }
    }
    return best
  }

  private mutating func attempt(_ gestures: [ExploreGesture], _ key: String) -> StreamOutcome? {
    replays += 1
    let outcome = explorer.replay(gestures, stopAt: key)
    guard outcome.gestures.count == gestures.count,
      outcome.violations.contains(where: { $0.key == key })
    else { return nil }
    return outcome
  }

  /// Streams with the gesture at `position` made simpler, simplest first; only those that are
  /// simpler by ``ExploreGesture/complexity`` or rounder, and that keep the stream in order.
  func simplifications(of gestures: [ExploreGesture], at position: Int) -> [[ExploreGesture]] {
    let gesture = gestures[position]
    var variants: [ExploreGesture] = []
    func with(_ shape: ExploreGesture.Shape) {
      var variant = gesture
      variant.shape = shape
      if variant.complexity < gesture.complexity { variants.append(variant) }
    }
    let tapDuration = Interval(nanoseconds: 80_000_000)
    switch gesture.shape {
    case .tap(let point, let taps, let fingers, let duration):
      if fingers > 1 || taps > 1 {
        with(.tap(point, taps: 1, fingers: 1, duration: duration))
      }
      if fingers > 1 { with(.tap(point, taps: taps, fingers: 1, duration: duration)) }
      if taps > 1 { with(.tap(point, taps: taps - 1, fingers: fingers, duration: duration)) }
      with(.tap(point, taps: taps, fingers: fingers, duration: rounded(duration, 50)))
    case .longPress(let point, _):
      with(.tap(point, taps: 1, fingers: 1, duration: tapDuration))
      with(.longPress(point, duration: Interval(nanoseconds: 600_000_000)))
    case .drag(let from, let to, let duration, let fingers):
      with(.tap(from, taps: 1, fingers: 1, duration: tapDuration))
      if fingers > 1 { with(.drag(from: from, to: to, duration: duration, fingers: 1)) }
      with(.drag(from: from, to: to, duration: rounded(duration, 100), fingers: fingers))
      with(.drag(from: from, to: halfway(from, to), duration: duration, fingers: fingers))
    case .fling(let from, let to, let velocity):
      with(.tap(from, taps: 1, fingers: 1, duration: tapDuration))
      with(.drag(from: from, to: to, duration: Interval(nanoseconds: 150_000_000), fingers: 1))
      let rounder = (velocity / 500).rounded() * 500
      if rounder > 0, rounder != velocity {
        var variant = gesture
        variant.shape = .fling(from: from, to: to, velocity: rounder)
        variants.append(variant)
      }
    case .edgeSwipe(let edge, let position, let distance, let velocity):
      with(
        .edgeSwipe(edge, position: position, distance: (distance / 2).rounded(), velocity: velocity)
      )
    case .pinch(let center, _, _, _):
      with(.tap(center, taps: 1, fingers: 2, duration: tapDuration))
      with(.tap(center, taps: 1, fingers: 1, duration: tapDuration))
    }
    // Rounder: the time to 10 ms, then 100 ms; the points to 10 pt.
    for step in [10_000_000, 100_000_000] as [Int64] {
      var variant = gesture
      let nanoseconds = gesture.time.nanoseconds
      variant.time = Instant(nanoseconds: (nanoseconds + step / 2) / step * step)
      if variant.time != gesture.time, variant.time >= explorer.earliestStart {
        variants.append(variant)
      }
    }
    var round = gesture
    round.shape = roundedPoints(gesture.shape)
    if round.shape != gesture.shape { variants.append(round) }
    return variants.compactMap { variant in
      var stream = gestures
      stream[position] = variant
      let inOrder = zip(stream, stream.dropFirst()).allSatisfy { $0.time <= $1.time }
      return inOrder ? stream : nil
    }
  }

  private func rounded(_ interval: Interval, _ milliseconds: Int64) -> Interval {
    let step = milliseconds * 1_000_000
    return Interval(nanoseconds: max(step, (interval.nanoseconds + step / 2) / step * step))
  }

  private func halfway(_ a: Point, _ b: Point) -> Point {
    Point(x: ((a.x + b.x) / 2).rounded(), y: ((a.y + b.y) / 2).rounded())
  }

  private func roundedPoints(_ shape: ExploreGesture.Shape) -> ExploreGesture.Shape {
    func r(_ p: Point) -> Point {
      Point(x: (p.x / 10).rounded() * 10, y: (p.y / 10).rounded() * 10)
    }
    switch shape {
    case .tap(let point, let taps, let fingers, let duration):
      return .tap(r(point), taps: taps, fingers: fingers, duration: duration)
    case .longPress(let point, let duration): return .longPress(r(point), duration: duration)
    case .drag(let from, let to, let duration, let fingers):
      return .drag(from: r(from), to: r(to), duration: duration, fingers: fingers)
    case .fling(let from, let to, let velocity):
      return .fling(from: r(from), to: r(to), velocity: velocity)
    case .edgeSwipe(let edge, let position, let distance, let velocity):
      return .edgeSwipe(
        edge, position: (position / 10).rounded() * 10, distance: distance, velocity: velocity)
    case .pinch(let center, let from, let to, let duration):
      return .pinch(center: r(center), from: from, to: to, duration: duration)
    }
  }
}
