import SimGeometry

/// A pan's velocity as the decompiled `UIPanGestureRecognizer` computes it. Each move of the
/// centroid with a positive time step stores a sample (movement over that step); the two newest
/// are kept. The velocity is 0.2 × the newest + 0.8 × the one before, or the newest alone when
/// there is only one; a sample over less than 1 ms counts as zero. The lift adds no sample, so
/// the velocity at `ended` is that of the last two moves.
struct VelocityEstimator: Hashable, Sendable {
  private struct Sample: Hashable, Sendable {
    var movement: Point
    var seconds: Double

    var velocity: Point {
      seconds < 0.001 ? .zero : Point(x: movement.x / seconds, y: movement.y / seconds)
    }
  }

  private var lastPosition = Point.zero
  private var lastTime = Instant.zero
  private var newest: Sample?
  private var previous: Sample?

  mutating func reset(at time: Instant, position: Point) {
    self = VelocityEstimator()
    lastPosition = position
    lastTime = time
  }

  mutating func move(to position: Point, at time: Instant) {
    let seconds = (time - lastTime).seconds
    if seconds > 0 {
      previous = newest
      newest = Sample(movement: position - lastPosition, seconds: seconds)
    }
    lastPosition = position
    lastTime = time
  }

  /// A directional lock projects the location onto one axis: the other's movement is dropped
  /// from the samples and the last position, so it reads no velocity along it.
  mutating func project(keepingHorizontal: Bool) {
    func keep(_ p: Point) -> Point {
      keepingHorizontal ? Point(x: p.x, y: 0) : Point(x: 0, y: p.y)
    }
    lastPosition = keep(lastPosition)
    if let sample = newest { newest?.movement = keep(sample.movement) }
    if let sample = previous { previous?.movement = keep(sample.movement) }
  }

  var value: Point {
    guard let newest else { return .zero }
    guard let previous, previous.seconds > 1.19e-7 else { return newest.velocity }
    let a = newest.velocity
    let b = previous.velocity
    return Point(x: 0.2 * a.x + 0.8 * b.x, y: 0.2 * a.y + 0.8 * b.y)
  }
}
