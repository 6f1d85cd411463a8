import SimGeometry

/// One raw touch event from a recorded stream: a finger at a place and time, in window
/// coordinates.
public struct TouchInput: Hashable, Sendable {
  public var time: Instant
  /// The finger, as the recording numbers it. One finger makes one touch per began…ended.
  public var finger: Int
  public var phase: TouchPhase
  public var location: Point

  public init(time: Instant, finger: Int, phase: TouchPhase, location: Point) {
    self.time = time
    self.finger = finger
    self.phase = phase
    self.location = location
  }
}

/// Why a touch event can't be fed to a simulation. A scenario file is checked for all of these
/// before it runs, with file positions; the Swift API reports them here.
public enum TouchSequenceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The event is earlier than the simulation's current time.
  case timeWentBackwards(event: Instant, now: Instant)
  /// A `began` for a finger that is already down.
  case fingerAlreadyDown(finger: Int)
  /// A `moved`, `stationary`, `ended` or `cancelled` for a finger that is not down.
  case fingerNotDown(finger: Int, phase: TouchPhase)
  /// The touches of one event must share one timestamp.
  case mixedTimesInOneEvent(Instant, Instant)
  /// One event has at most one touch per finger.
  case fingerTwiceInOneEvent(finger: Int)

  public var description: String {
    switch self {
    case .timeWentBackwards(let event, let now):
      "event at t=\(event) is earlier than the simulation's time t=\(now)"
    case .fingerAlreadyDown(let finger):
      "finger \(finger) began while it was already down"
    case .fingerNotDown(let finger, let phase):
      "finger \(finger) \(phase.rawValue) without a began"
    case .mixedTimesInOneEvent(let first, let other):
      "one event holds touches at t=\(first) and t=\(other); an event's touches share its time"
    case .fingerTwiceInOneEvent(let finger):
      "finger \(finger) appears twice in one event"
    }
  }
}

extension TouchInput {
  /// Splits a time-ordered stream into `UIEvent`s: runs of events at the same time, a new
  /// event starting where a finger would appear twice (a touch that begins and ends at one
  /// instant is two events, as it is in UIKit). Returns the ranges of `inputs`, in order.
  public static func events(in inputs: [TouchInput]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    var fingers: Set<Int> = []
    for index in inputs.indices {
      let input = inputs[index]
      if index > start && (input.time != inputs[start].time || fingers.contains(input.finger)) {
        ranges.append(start..<index)
        start = index
        fingers.removeAll(keepingCapacity: true)
      }
      fingers.insert(input.finger)
    }
    if start < inputs.count { ranges.append(start..<inputs.count) }
    return ranges
  }
}
