/// A property animator's timing, as a `UITimingCurveProvider` gives it: a cubic curve, a
/// spring whose stiffness comes from the duration it runs for, or a spring that runs for its own
/// settling time.
public enum TimingParameters: Hashable, Sendable {
  /// `UICubicTimingParameters`: a named curve or control points.
  case cubic(TimingCurve)
  /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`: UIKit solves the stiffness for
  /// the duration (the `UIView` spring solver, mass 1), so the same parameters continued over a
  /// shorter remaining time make a stiffer spring.
  case dampingRatio(Double, initialVelocity: Double)
  /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`: the animator's duration
  /// is ignored and the spring runs until it settles.
  case spring(Spring)

  /// The timing of a run that the animator gives `duration` seconds, and how long it lasts.
  func timing(over duration: Double) -> (timing: AnimationTiming, duration: Double) {
    switch self {
    case .cubic(let curve):
      return (.curve(curve), duration)
    case .dampingRatio(let ratio, let velocity):
      guard duration > 0 else { return (.curve(.linear), 0) }
      let spring = Spring.uikit(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
      return (.spring(spring), duration)
    case .spring(let spring):
      return (.spring(spring), spring.cappedSettlingDuration.seconds)
    }
  }

  /// The same parameters with another initial velocity (relative to the distance still to go).
  func withInitialVelocity(_ velocity: Double) -> TimingParameters {
    switch self {
    case .cubic: self
    case .dampingRatio(let ratio, _): .dampingRatio(ratio, initialVelocity: velocity)
    case .spring(let s):
      .spring(
        Spring(mass: s.mass, stiffness: s.stiffness, damping: s.damping, initialVelocity: velocity))
    }
  }

  /// Whether it runs for its own settling time rather than the animator's duration.
  public var hasImplicitDuration: Bool {
    if case .spring = self { return true }
    return false
  }
}
