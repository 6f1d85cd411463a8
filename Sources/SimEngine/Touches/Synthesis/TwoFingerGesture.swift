import SimGeometry

/// Two fingers about `center`: down `span` apart on a line turned `orientation` degrees
/// clockwise from horizontal (finger 1 on the left end at 0°), then moved together once a
/// display frame for `duration` while the span grows linearly to `endSpan` and the line turns
/// linearly by `turn` degrees (clockwise positive), then lifted together. `pinch` and `rotate`
/// are this gesture.
///
/// What recognizers read: a pinch begins once the span has changed by 8 pt and that 8 pt comes
/// off the starting distance, so at the lift `scale` = endSpan / (span ± 8) and the scale
/// velocity is (endSpan − span) / duration / (span ± 8) per second (the scale grows linearly,
/// every step alike). A rotation with the span held begins past 5° and reads `turn` − 5° at the
/// lift (in radians), with velocity turn / duration in radians per second. Turning while
/// pinching, UIKit's transform analyser lets each recognizer change only on the steps that are
/// mostly its own.
public struct TwoFingerGesture: Hashable, Sendable {
  public var center: Point
  public var span: Double
  public var endSpan: Double
  public var orientation = 0.0
  public var turn = 0.0
  public var time: Instant
  public var duration: Interval
  public var finger = 1

  public init(center: Point, span: Double, endSpan: Double, time: Instant, duration: Interval) {
    self.center = center
    self.span = span
    self.endSpan = endSpan
    self.time = time
    self.duration = duration
  }

  func inputs(fps: Int) throws(TouchGestureError) -> [TouchInput] {
    guard span > 0, endSpan > 0, span.isFinite, endSpan.isFinite else {
      throw .invalid("the distance between the two fingers must be a positive number of points")
    }
    guard orientation.isFinite, turn.isFinite, abs(turn) <= 36_000 else {
      throw .invalid("the angles must be numbers of degrees, a turn at most 100 full turns")
    }
    guard duration > .zero else { throw .invalid("a two-finger gesture needs a duration") }
    let perFrame = (duration.seconds * Double(fps)).rounded()
    guard perFrame <= Double(TouchGesture.maximumSteps) else {
      throw .invalid("it takes more than \(TouchGesture.maximumSteps) moves at \(fps) fps")
    }
    let count = max(1, Int(perFrame))
    var inputs: [TouchInput] = []
    inputs.reserveCapacity(2 * (count + 2))
    func add(_ moment: Instant, _ phase: TouchPhase, fraction: Double) {
      let radius = (span + (endSpan - span) * fraction) / 2
      let radians = (orientation + turn * fraction) * Double.pi / 180
      let (sine, cosine) = PortableMath.sinCos(radians)
      let dx = radius * cosine
      let dy = radius * sine
      inputs.append(
        TouchInput(
          time: moment, finger: finger, phase: phase,
          location: Point(x: center.x - dx, y: center.y - dy)))
      inputs.append(
        TouchInput(
          time: moment, finger: finger + 1, phase: phase,
          location: Point(x: center.x + dx, y: center.y + dy)))
    }
    add(time, .began, fraction: 0)
    for step in 1...count {
      add(time + duration.fraction(step, of: count), .moved, fraction: Double(step) / Double(count))
    }
    add(time + duration, .ended, fraction: 1)
    return inputs
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
