/// A moment on the simulation's virtual clock, in whole nanoseconds since the scenario began.
///
/// Integer ticks, not `Double` seconds: a touch recorded at t = 0.1 s and frame 6 of a 60 fps
/// clock are both exactly 100,000,000 ns, so "events at a frame's time come before that frame"
/// holds exactly instead of depending on how 0.1 and 6/60 round.
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var nanoseconds: Int64

  @inlinable
  public init(nanoseconds: Int64) {
    self.nanoseconds = nanoseconds
  }

  /// The instant nearest to `seconds`; for exact input, parse the decimal text instead.
  public init(seconds: Double) {
    self.nanoseconds = Int64((seconds * 1e9).rounded())
  }

  public static let zero = Instant(nanoseconds: 0)
  /// Later than any moment a run reaches: the end of an animation that repeats forever.
  public static let never = Instant(nanoseconds: .max)

  @inlinable
  public var seconds: Double { Double(nanoseconds) / 1e9 }

  @inlinable
  public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

  @inlinable
  public static func + (lhs: Instant, rhs: Interval) -> Instant {
    Instant(nanoseconds: lhs.nanoseconds + rhs.nanoseconds)
  }

  @inlinable
  public static func - (lhs: Instant, rhs: Instant) -> Interval {
    Interval(nanoseconds: lhs.nanoseconds - rhs.nanoseconds)
  }

  /// Seconds with up to nine decimals and no trailing zeros: "0.1", "2", "0.119365483".
  /// Exact and locale-free, so traces print the same bytes on every machine.
  public var description: String { Interval(nanoseconds: nanoseconds).description }
}

/// A span of virtual time in whole nanoseconds. (Named `Interval` to stay clear of the
/// standard library's `Duration`.)
public struct Interval: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var nanoseconds: Int64

  @inlinable
  public init(nanoseconds: Int64) {
    self.nanoseconds = nanoseconds
  }

  public init(seconds: Double) {
    self.nanoseconds = Int64((seconds * 1e9).rounded())
  }

  public static let zero = Interval(nanoseconds: 0)

  @inlinable
  public var seconds: Double { Double(nanoseconds) / 1e9 }

  @inlinable
  public static func < (lhs: Interval, rhs: Interval) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

  public var description: String {
    let sign = nanoseconds < 0 ? "-" : ""
    let magnitude = nanoseconds.magnitude
    let whole = magnitude / 1_000_000_000
    var fraction = magnitude % 1_000_000_000
    guard fraction != 0 else { return "\(sign)\(whole)" }
    var digits = 9
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let text = String(fraction)
    return "\(sign)\(whole)." + String(repeating: "0", count: digits - text.count) + text
  }
}
