import SimGeometry

/// A fling: one finger down at `start`, speeding up evenly from rest along the straight line to
/// `end`, then moving at `velocity` (pt/s) for the last two display frames, and lifted at `end`
/// while still moving, as a flick does. A pan reads `velocity` at the lift exactly: its two
/// newest samples both lie in the steady part. The speed-up takes whole frames, as many as
/// covering the rest of the distance at an average of half the velocity needs (at least one).
///
/// The distance must leave room for the two steady frames: at 60 fps a 2,000 pt/s fling needs
/// more than 2 × 2,000 / 60 ≈ 67 pt.
public struct FlingGesture: Hashable, Sendable {
  public var start: Point
  public var end: Point
  /// The finger's speed at the lift, in points per second.
  public var velocity: Double
  public var time: Instant
  public var finger = 1
  /// Frames at the release speed before the lift: two, the pan's two velocity samples.
  public static let steadyFrames = 2

  public init(from start: Point, to end: Point, velocity: Double, time: Instant) {
    self.start = start
    self.end = end
    self.velocity = velocity
    self.time = time
  }

  func inputs(fps: Int) throws(TouchGestureError) -> [TouchInput] {
    guard velocity > 0, velocity.isFinite else {
      throw .invalid("a fling's velocity must be a positive number of points per second")
    }
    let distance = start.distance(to: end)
    let frame = 1 / Double(fps)
    let steady = Double(Self.steadyFrames) * velocity * frame
    guard distance > steady, distance.isFinite else {
      throw .invalid(
        "a fling at \(velocity.compactDescription) pt/s needs more than \(steady.compactDescription) pt at \(fps) fps (two frames at that speed); it has \(distance.compactDescription) pt"
      )
    }
    let rampFrames = max(1, Int((2 * (distance - steady) / (velocity * frame)).rounded()))
    guard rampFrames <= TouchGesture.maximumSteps else {
      throw .invalid("a fling that long takes more than \(TouchGesture.maximumSteps) moves")
    }
    let frames = rampFrames + Self.steadyFrames
    let clock = FrameClock(fps: fps)
    // The steady part over the frames' exact (nanosecond) times, so the last move lands on `end`.
    let ramp =
      distance - velocity * (clock.time(ofFrame: frames) - clock.time(ofFrame: rampFrames)).seconds
    let direction = Point(x: (end.x - start.x) / distance, y: (end.y - start.y) / distance)
    func at(_ covered: Double) -> Point {
      Point(x: start.x + direction.x * covered, y: start.y + direction.y * covered)
    }
    var inputs = [TouchInput(time: time, finger: finger, phase: .began, location: start)]
    let rampEnd = time + (clock.time(ofFrame: rampFrames) - .zero)
    for index in 1...frames {
      let moment = time + (clock.time(ofFrame: index) - .zero)
      // Distance covered: a parabola over the speed-up, then the velocity times the time since.
      let covered: Double
      if index <= rampFrames {
        let f = (moment - time).seconds / (rampEnd - time).seconds
        covered = ramp * f * f
      } else {
        covered = ramp + velocity * (moment - rampEnd).seconds
      }
      let location = index == frames ? end : at(covered)
      inputs.append(TouchInput(time: moment, finger: finger, phase: .moved, location: location))
    }
    inputs.append(
      TouchInput(time: inputs[frames].time, finger: finger, phase: .ended, location: end))
    return inputs
  }
}
