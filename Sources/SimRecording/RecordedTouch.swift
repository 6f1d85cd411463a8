/// One touch sample as a recording keeps it: the scenario format's raw touch event
/// (`{"t", "finger", "phase", "x", "y"}`), with the time in whole nanoseconds so that times
/// read from decimal text (getevent's microseconds, a CSV's seconds) stay exact.
///
/// This module depends on nothing, not even Foundation, so the recorder's core can be compiled
/// into an iOS app as it is (see ``TouchRecorder``).
public struct RecordedTouch: Hashable, Sendable {
  public enum Phase: String, Hashable, Sendable, CaseIterable {
    case began, moved, stationary, ended, cancelled
  }

  /// Nanoseconds from the recording's time origin.
  public var nanoseconds: Int64
  /// Fingers are numbered from 1, the lowest number not down taken by each new touch.
  public var finger: Int
  public var phase: Phase
  /// In points, from the window's top-left corner, y down.
  public var x: Double
  public var y: Double

  public init(nanoseconds: Int64, finger: Int, phase: Phase, x: Double, y: Double) {
    self.nanoseconds = nanoseconds
    self.finger = finger
    self.phase = phase
    self.x = x
    self.y = y
  }

  /// The line of a `.jsonl` touch stream: `{"t": 0.114075, "finger": 1, ...}`.
  public var jsonLine: String {
    "{\"t\": \(Self.seconds(nanoseconds)), \"finger\": \(finger), \"phase\": \"\(phase.rawValue)\", \"x\": \(Self.number(x)), \"y\": \(Self.number(y))}"
  }

  /// Exact decimal seconds: 114075000 ns → "0.114075".
  static func seconds(_ nanoseconds: Int64) -> String {
    let sign = nanoseconds < 0 ? "-" : ""
    let magnitude = nanoseconds.magnitude
    var fraction = String(magnitude % 1_000_000_000)
    fraction = String(repeating: "0", count: 9 - fraction.count) + fraction
    while fraction.count > 1 && fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(sign)\(magnitude / 1_000_000_000).\(fraction)"
  }

  /// A coordinate as JSON: integers without a fraction, others as Swift prints them.
  static func number(_ value: Double) -> String {
    if value == value.rounded(.towardZero) && abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }
}

/// Writes a stream as JSON Lines, one event a line, in order.
public func jsonLines(_ touches: [RecordedTouch]) -> String {
  var text = ""
  for touch in touches {
    text += touch.jsonLine
    text += "\n"
  }
  return text
}
