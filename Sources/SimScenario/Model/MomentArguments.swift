import SimEngine
import SimGeometry

/// The arguments a scroll moment expectation asks of the delegate call, each nil when not
/// asked: `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`'s velocity (points
/// per millisecond, as UIKit passes it) and proposed target, and
/// `scrollViewDidEndDragging(_:willDecelerate:)`'s flag. Only the moments with these arguments
/// are counted, as `row` counts only that row's.
public struct MomentArguments: Hashable, Sendable {
  public var velocity: Point?
  public var target: Point?
  public var decelerate: Bool?
  /// For `velocity` and `target` alike; nil: 0.01 pt/ms for the velocity, 0.5 pt for the
  /// target (a velocity of 12 pt/ms is 12000 pt/s: half a point of it would be a fling's
  /// difference).
  public var tolerance: Double?

  public static let defaultVelocityTolerance = 0.01
  public static let defaultTargetTolerance = 0.5

  public init(
    velocity: Point? = nil, target: Point? = nil, decelerate: Bool? = nil,
    tolerance: Double? = nil
  ) {
    self.velocity = velocity
    self.target = target
    self.decelerate = decelerate
    self.tolerance = tolerance
  }

  public var isEmpty: Bool { velocity == nil && target == nil && decelerate == nil }

  /// Whether a moment's arguments are these; a moment without them never is (the decoder
  /// allows each only with its moment).
  public func matches(_ moment: ScrollMoment) -> Bool {
    switch moment {
    case .willEndDragging(let actualVelocity, let actualTarget):
      guard decelerate == nil else { return false }
      let velocityTolerance = tolerance ?? Self.defaultVelocityTolerance
      let targetTolerance = tolerance ?? Self.defaultTargetTolerance
      let velocityHolds = velocity.map { Self.near($0, actualVelocity, velocityTolerance) }
      let targetHolds = target.map { Self.near($0, actualTarget, targetTolerance) }
      return (velocityHolds ?? true) && (targetHolds ?? true)
    case .didEndDragging(let actual):
      return velocity == nil && target == nil && (decelerate.map { $0 == actual } ?? true)
    default:
      return isEmpty
    }
  }

  /// How the expectation's message says them: " with velocity (0, 11.98)".
  public var description: String {
    var parts: [String] = []
    let tolerance = tolerance.map { " ± \($0.compactDescription)" }
    if let velocity {
      parts.append(
        "velocity \(velocity.compactDescription)"
          + (tolerance ?? " ± \(Self.defaultVelocityTolerance.compactDescription)") + " pt/ms")
    }
    if let target {
      parts.append(
        "target \(target.compactDescription)"
          + (tolerance ?? " ± \(Self.defaultTargetTolerance.compactDescription)"))
    }
    if let decelerate { parts.append("willDecelerate \(decelerate)") }
    return parts.isEmpty ? "" : " with " + parts.joined(separator: " and ")
  }

  /// A moment's arguments as a failure lists them: " (velocity (0, 11.98), target (0, 356))".
  static func describe(_ moment: ScrollMoment) -> String {
    switch moment {
    case .willEndDragging(let velocity, let target):
      " (velocity \(velocity.compactDescription), target \(target.compactDescription))"
    case .didEndDragging(let decelerate): " (willDecelerate \(decelerate))"
    default: ""
    }
  }

  private static func near(_ expected: Point, _ actual: Point, _ tolerance: Double) -> Bool {
    abs(expected.x - actual.x) <= tolerance && abs(expected.y - actual.y) <= tolerance
  }
}
