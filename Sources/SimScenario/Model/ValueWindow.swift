import SimEngine
import SimGeometry

/// `{"from": T1, "to": T2, "stays": "list.contentOffset.y", "within": [low, high]}`: a value of
/// the expression language that stays in a range at every frame rendered from T1 to T2, both
/// included. A timed view expectation sees one instant and `invariants` the whole run; an
/// overshoot, a bounce or a dip happens between two checked instants, and only for a while.
public struct ValueWindow: Hashable, Sendable {
  public var from: Instant
  public var to: Instant
  public var expression: Expression
  /// The expression as written, for messages.
  public var text: String
  public var low: Double
  public var high: Double

  public init(
    from: Instant, to: Instant, expression: Expression, text: String, low: Double, high: Double
  ) {
    self.from = from
    self.to = to
    self.expression = expression
    self.text = text
    self.low = low
    self.high = high
  }

  /// Whether the frame at `time` is one it checks.
  public func covers(_ time: Instant) -> Bool { from <= time && time <= to }

  public func holds(_ value: Double) -> Bool { low <= value && value <= high }

  public var rangeDescription: String {
    "[\(low.compactDescription), \(high.compactDescription)]"
  }
}
