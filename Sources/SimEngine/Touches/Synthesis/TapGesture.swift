import SimGeometry

/// Taps: `fingers` down together at `point` (side by side, `spacing` apart, centered on it),
/// held `duration`, lifted together; repeated `taps` times with `interval` from each lift to the
/// next touch-down. Nothing moves, so a tap recognizer's location is `point` and no velocity
/// arises. Fingers are numbered from `finger` up.
public struct TapGesture: Hashable, Sendable {
  public var point: Point
  public var time: Instant
  public var taps = 1
  public var fingers = 1
  /// From touch-down to lift: 80 ms unless told, a brisk human tap.
  public var duration = Interval(nanoseconds: 80_000_000)
  /// From a lift to the next tap's touch-down: 100 ms, well inside UIKit's 0.35 s multi-tap
  /// interval.
  public var interval = Interval(nanoseconds: 100_000_000)
  /// Between neighbouring fingers, in points: 40 (fingertips about 7 mm apart on a phone).
  public var spacing = 40.0
  public var finger = 1

  public init(at point: Point, time: Instant) {
    self.point = point
    self.time = time
  }

  func inputs() throws(TouchGestureError) -> [TouchInput] {
    guard (1...10).contains(fingers) else { throw .invalid("fingers must be from 1 to 10") }
    guard (1...TouchGesture.maximumSteps).contains(taps) else {
      throw .invalid("taps must be from 1 to \(TouchGesture.maximumSteps)")
    }
    guard duration >= .zero, interval >= .zero else {
      throw .invalid("a tap's duration and interval can't be negative")
    }
    let offsets = fingerOffsets(count: fingers, spacing: spacing, across: Point(x: 0, y: 1))
    var inputs: [TouchInput] = []
    inputs.reserveCapacity(taps * fingers * 2)
    var down = time
    for _ in 0..<taps {
      for (index, offset) in offsets.enumerated() {
        inputs.append(
          TouchInput(time: down, finger: finger + index, phase: .began, location: point + offset))
      }
      let up = down + duration
      for (index, offset) in offsets.enumerated() {
        inputs.append(
          TouchInput(time: up, finger: finger + index, phase: .ended, location: point + offset))
      }
      down = up + interval
    }
    return inputs
  }
}

/// Where `count` fingers sit about a point: in a row `spacing` apart, centered on it, across
/// `direction` (the row is perpendicular to it; for a downward direction finger 1 is leftmost).
func fingerOffsets(count: Int, spacing: Double, across direction: Point) -> [Point] {
  let length = (direction.x * direction.x + direction.y * direction.y).squareRoot()
  let across =
    length > 0 ? Point(x: direction.y / length, y: -direction.x / length) : Point(x: 1, y: 0)
  return (0..<count).map { index in
    let along = (Double(index) - Double(count - 1) / 2) * spacing
    return Point(x: across.x * along, y: across.y * along)
  }
}
