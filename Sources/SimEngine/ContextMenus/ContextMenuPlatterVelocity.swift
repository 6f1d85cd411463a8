import SimGeometry

/// `_UIVelocityIntegrator`, as the platter pan controller uses it (its `-init` defaults:
/// `minimumRequiredMovement` 5, `maxNumberOfSamples` 20, no hysteresis interval, no angle
/// reset). `-addSample:` keeps the locations the pan reports at its began and changed; the
/// velocity is the translation the kept samples add up to over the time since the oldest one,
/// read when it is asked for (`-_velocity3D`: `CACurrentMediaTime()` at the read), so a finger
/// held still lowers it. At most 20 samples: its cost does not grow with the drag.
struct ContextMenuPlatterVelocity: Hashable, Sendable {
  static let minimumMovement = 5.0
  static let maximumSamples = 20

  private struct Sample: Hashable, Sendable {
    var time: Instant
    var location: Point
    /// The move from the sample before it (zero for the first).
    var delta: Point
  }

  private var samples: [Sample] = []
  private var total = Point.zero

  /// `-reset`.
  mutating func reset() {
    samples.removeAll(keepingCapacity: true)
    total = .zero
  }

  /// `-addSample:`.
  mutating func add(_ location: Point, at time: Instant) {
    var previous: (time: Instant, location: Point)?
    if let last = samples.last {
      // Less than 5 pt on both axes from the last sample: only its time moves on.
      if abs(last.location.x - location.x) < Self.minimumMovement
        && abs(last.location.y - location.y) < Self.minimumMovement
      {
        samples[samples.count - 1].time = time
        return
      }
      previous = (last.time, last.location)
      if time <= last.time {
        // A sample no later than the last replaces it.
        total = Point(x: total.x - last.delta.x, y: total.y - last.delta.y)
        samples.removeLast()
        if let before = samples.last { previous = (before.time, before.location) }
      }
    }
    guard let previous else {
      samples.append(Sample(time: time, location: location, delta: .zero))
      total = .zero
      return
    }
    let delta = Point(x: location.x - previous.location.x, y: location.y - previous.location.y)
    var sum = Point(x: total.x + delta.x, y: total.y + delta.y)
    if samples.count >= Self.maximumSamples {
      sum = Point(x: sum.x - samples[0].delta.x, y: sum.y - samples[0].delta.y)
      samples.removeFirst()
    }
    samples.append(Sample(time: time, location: location, delta: delta))
    total = sum
  }

  /// `-velocity` read at `now`, in points per second: zero with fewer than two samples or no
  /// time since the oldest.
  func velocity(at now: Instant) -> Point {
    guard samples.count >= 2 else { return .zero }
    let elapsed = (now - samples[0].time).seconds
    guard elapsed > 0 else { return .zero }
    let rate = 1 / elapsed
    return Point(x: total.x * rate, y: total.y * rate)
  }
}
