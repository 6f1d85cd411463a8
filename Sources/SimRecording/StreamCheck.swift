/// What a scenario's touch stream may hold: `simreplay run` refuses a stream past any of these,
/// so a converter checks what it writes against them and refuses the recording at the line
/// that would cross one, instead of writing a stream that `run` then refuses without saying
/// which recorded line was the cause. The values are `ScenarioLimits.standard`'s (this module
/// depends on nothing, so the CLI's tests hold the two together).
public struct StreamLimits: Hashable, Sendable {
  /// The latest time, in seconds.
  public var seconds: Int64 = 3_600
  /// The highest finger number.
  public var finger = 10_000
  /// Touch events in the stream.
  public var events = 1_000_000
  /// Bytes of the stream's JSON Lines file.
  public var bytes = 64 * 1024 * 1024
  /// How far from 0 a coordinate may be, in points: past it a recording's scale is wrong.
  public var coordinate = 1e6

  public init() {}
}

/// Checks a converted stream touch by touch, as it is made, against what `run` accepts: finite
/// coordinates within ``StreamLimits/coordinate``, times from 0 to the limit that never go
/// backwards (`run` wants a stream in time order), each finger beginning before it moves or
/// lifts and not twice, and the stream's size. Its memory is the fingers down, so it is linear
/// in the stream.
struct StreamCheck {
  /// The part of a recorded line a problem is about, so the reader can give its column.
  enum Field { case time, finger, x, y }

  let limits: StreamLimits
  private var previous: Int64?
  private var down = Set<Int>()
  private var events = 0
  private var bytes = 0

  init(limits: StreamLimits) { self.limits = limits }

  /// Why `run` would refuse `touch` after the touches checked so far, and which field it is
  /// about; nil when it accepts it (then the touch counts as written).
  mutating func problem(_ touch: RecordedTouch) -> (message: String, field: Field)? {
    let t = touch.nanoseconds
    let seconds = RecordedTouch.seconds(t)
    if t < 0 {
      return ("the clock goes backwards: this event would be at t=\(seconds) s, before 0", .time)
    }
    if let previous, t < previous {
      return (
        "the clock goes backwards: this event would be at t=\(seconds) s, after one at t=\(RecordedTouch.seconds(previous)) s",
        .time
      )
    }
    if t > limits.seconds * 1_000_000_000 {
      return (
        "this event would be at t=\(seconds) s, past the \(limits.seconds) s a scenario may last (ScenarioLimits.seconds); lower --start or cut the recording",
        .time
      )
    }
    for (name, value, field) in [("x", touch.x, Field.x), ("y", touch.y, Field.y)]
    where !(abs(value) <= limits.coordinate) {
      return (
        "\(name) would be \(value) points, not within ±\(RecordedTouch.number(limits.coordinate)) points; check --scale, or --x-range, --y-range and --size",
        field
      )
    }
    guard (0...limits.finger).contains(touch.finger) else {
      return (
        "finger \(touch.finger) is past the \(limits.finger) a scenario may number (ScenarioLimits.finger)",
        .finger
      )
    }
    switch touch.phase {
    case .began:
      guard down.insert(touch.finger).inserted else {
        return ("finger \(touch.finger) began while it was already down", .finger)
      }
    case .moved, .stationary, .ended, .cancelled:
      guard down.contains(touch.finger) else {
        return ("finger \(touch.finger) \(touch.phase.rawValue) without a began", .finger)
      }
      if touch.phase == .ended || touch.phase == .cancelled { down.remove(touch.finger) }
    }
    events += 1
    bytes += touch.jsonLine.utf8.count + 1
    if events > limits.events {
      return (
        "the stream would have more than \(limits.events) touch events, the most a scenario may hold (ScenarioLimits.touchEvents)",
        .time
      )
    }
    if bytes > limits.bytes {
      return (
        "the stream would be more than \(limits.bytes) bytes, the most a touch-stream file may have (ScenarioLimits.fileSize)",
        .time
      )
    }
    previous = t
    return nil
  }
}
