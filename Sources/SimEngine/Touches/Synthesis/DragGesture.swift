import SimGeometry

/// Fingers put down at the start of `path`, moved along it at a steady speed and lifted at its
/// end: down at `time`, `steps` evenly timed moves (one per display frame unless told) with the
/// last at `time + duration`, then the lift there. With several fingers they sit in a row
/// `spacing` apart across the first segment and move together, one `UIEvent` a step.
///
/// A pan reads the steady speed: on a straight path its velocity at the lift is
/// `(end − start) / duration` (each of its last two samples is one step over one step's time;
/// step times are whole nanoseconds, so it is off by a few parts in 10⁸).
/// On a bent path it is the speed along the last segment, as long as the last two steps lie on
/// it.
public struct DragGesture: Hashable, Sendable {
  /// At least two points; the fingers' centroid follows it.
  public var path: [Point]
  public var time: Instant
  public var duration: Interval
  /// Moves after the touch-down; nil for one per display frame (at least one).
  public var steps: Int?
  public var fingers = 1
  /// Between neighbouring fingers, in points.
  public var spacing = 40.0
  public var finger = 1

  public init(path: [Point], time: Instant, duration: Interval) {
    self.path = path
    self.time = time
    self.duration = duration
  }

  /// The path's length in points.
  public var length: Double {
    zip(path, path.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
  }

  func inputs(fps: Int) throws(TouchGestureError) -> [TouchInput] {
    guard path.count >= 2 else { throw .invalid("a drag's path needs at least two points") }
    guard (1...10).contains(fingers) else { throw .invalid("fingers must be from 1 to 10") }
    guard duration >= .zero else { throw .invalid("a drag's duration can't be negative") }
    let perFrame = (duration.seconds * Double(fps)).rounded()
    guard perFrame <= Double(TouchGesture.maximumSteps) else {
      throw .invalid(
        "a drag of \(duration) at \(fps) fps takes more than \(TouchGesture.maximumSteps) moves")
    }
    let count = steps ?? max(1, Int(perFrame))
    guard (1...TouchGesture.maximumSteps).contains(count) else {
      throw .invalid("steps must be from 1 to \(TouchGesture.maximumSteps)")
    }
    let offsets = fingerOffsets(count: fingers, spacing: spacing, across: path[1] - path[0])
    var inputs: [TouchInput] = []
    inputs.reserveCapacity((count + 2) * fingers)
    func add(_ time: Instant, _ phase: TouchPhase, _ location: Point) {
      for (index, offset) in offsets.enumerated() {
        inputs.append(
          TouchInput(time: time, finger: finger + index, phase: phase, location: location + offset))
      }
    }
    add(time, .began, path[0])
    let total = length
    for step in 1...count {
      let fraction = Double(step) / Double(count)
      let at = time + duration.fraction(step, of: count)
      add(at, .moved, point(at: fraction, total: total))
    }
    add(time + duration, .ended, path[path.count - 1])
    return inputs
  }

  /// The point `fraction` of the way along the path by length.
  private func point(at fraction: Double, total: Double) -> Point {
    if path.count == 2 || total == 0 {
      let (a, b) = (path[0], path[path.count - 1])
      return Point(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
    }
    var remaining = fraction * total
    for (a, b) in zip(path, path.dropFirst()) {
      let segment = a.distance(to: b)
      if remaining <= segment && segment > 0 {
        let f = remaining / segment
        return Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
      }
      remaining -= segment
    }
    return path[path.count - 1]
  }
}

extension Interval {
  /// `self × part / whole`, truncated to the nanosecond, without overflow.
  func fraction(_ part: Int, of whole: Int) -> Interval {
    let product = nanoseconds.multipliedFullWidth(by: Int64(part))
    return Interval(nanoseconds: Int64(whole).dividingFullWidth(product).quotient)
  }
}
