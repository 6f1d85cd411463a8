/// How far a number of a golden trace may be from the run's and still count as equal, by
/// unit: points (positions, sizes, offsets, translations and velocities), seconds (times) and
/// fractions (alpha, an animator's or transition's progress). Zero everywhere (the default)
/// compares the trace byte for byte.
public struct GoldenTolerance: Hashable, Sendable, CustomStringConvertible {
  public var points: Double
  public var seconds: Double
  public var alpha: Double

  public init(points: Double = 0, seconds: Double = 0, alpha: Double = 0) {
    self.points = points
    self.seconds = seconds
    self.alpha = alpha
  }

  /// The same tolerance for every unit.
  public init(all value: Double) {
    self.init(points: value, seconds: value, alpha: value)
  }

  public static let exact = GoldenTolerance()

  public var isExact: Bool { points == 0 && seconds == 0 && alpha == 0 }

  /// The units by name, as `--tolerance points=0.5,seconds=0.001` and a scenario's
  /// `"goldenTolerance": {...}` write them.
  public static let units = unitFields.map(\.name)
  /// Each unit's name and the number it sets: a table, so no unit is read as another.
  static let unitFields:
    [(name: String, field: WritableKeyPath<GoldenTolerance, Double> & Sendable)] = [
      ("points", \.points), ("seconds", \.seconds), ("alpha", \.alpha),
    ]

  /// The trace keys whose numbers are times, and those that are fractions of 0…1; every other
  /// number is in points.
  static let secondKeys: Set<String> = ["t", "start", "end", "time"]
  static let fractionKeys: Set<String> = [
    "alpha", "fractionComplete", "progress", "projected", "threshold",
  ]

  /// The tolerance for a number at `keyPath` in a trace line (`events[2].t`,
  /// `layout['card'].frame[1]`): its unit comes from its last key.
  public func value(at keyPath: String) -> Double {
    var key = keyPath[...]
    if let dot = key.lastIndex(of: ".") { key = key[key.index(after: dot)...] }
    if let bracket = key.firstIndex(of: "[") { key = key[..<bracket] }
    if Self.secondKeys.contains(String(key)) { return seconds }
    if Self.fractionKeys.contains(String(key)) { return alpha }
    return points
  }

  public var description: String {
    if points == seconds && seconds == alpha { return "\(points)" }
    return "points \(points), seconds \(seconds), alpha \(alpha)"
  }
}
