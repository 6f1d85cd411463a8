/// How an animation's progress runs from 0 to 1 over its duration: a cubic timing curve
/// (scaled to the duration) or a spring (not scaled: its physics decide the shape, and the
/// duration only says when the animation stops).
public enum AnimationTiming: Hashable, Sendable {
  case curve(TimingCurve)
  case spring(Spring)

  /// `UIView.animate(withDuration:)`'s default: ease in, ease out.
  public static let `default` = AnimationTiming.curve(.easeInOut)

  /// Progress `elapsed` seconds into an animation that lasts `duration` seconds: 0 before it
  /// starts, exactly 1 from its end on (a spring stopped at its duration jumps to its target, as
  /// a Core Animation spring does).
  public func progress(elapsed: Double, duration: Double) -> Double {
    TimingSolver(self).progress(elapsed: elapsed, duration: duration)
  }
}

/// A timing made ready to evaluate (a curve's coefficients, a spring's closed form), as an
/// animation's clock keeps it.
enum TimingSolver: Hashable, Sendable {
  case curve(CurveSolver)
  case spring(Oscillation)

  init(_ timing: AnimationTiming) {
    switch timing {
    case .curve(let curve): self = .curve(CurveSolver(curve))
    case .spring(let spring): self = .spring(spring.motion)
    }
  }

  /// See ``AnimationTiming/progress(elapsed:duration:)``.
  func progress(elapsed: Double, duration: Double) -> Double {
    guard elapsed > 0 else { return 0 }
    guard elapsed < duration else { return 1 }
    switch self {
    case .curve(let curve): return curve.progress(atFraction: elapsed / duration)
    case .spring(let motion): return motion.progress(at: elapsed)
    }
  }
}

/// An `animate` action: UIKit's `UIView.animate(withDuration:delay:options:animations:
/// completion:)` and its spring variant, for one view.
public struct ViewAnimation: Hashable, Sendable {
  /// The animated view's name.
  public var view: String
  /// The animated properties' new values: frame, center, bounds, content offset, alpha,
  /// transform.
  public var to: ViewChange
  public var duration: Interval
  public var delay: Interval
  public var timing: AnimationTiming
  /// `.allowUserInteraction`: the view stays hittable while it animates.
  public var allowsUserInteraction: Bool
  /// `.beginFromCurrentState`: start from the on-screen (presentation) value and replace the
  /// property's running animations, instead of adding to them.
  public var beginsFromCurrentState: Bool
  /// Run when the animation stops, finished or not.
  public var completion: [Action]
  /// Run after ``completion`` when the animation ran to its end (`finished` true).
  public var completionIfFinished: [Action] = []
  /// Run after ``completion`` when it was cut short (`finished` false).
  public var completionIfInterrupted: [Action] = []
  /// A spring's initial velocity in points per second, converted when the animation starts;
  /// ``springParameters`` says how to rebuild the spring with it.
  public var springVelocity: SpringVelocity?
  public var springParameters: TimingParameters?
  /// How many times it plays: 1 by default, `.infinity` for `.repeat` (until it is removed), or
  /// a count, fractions allowed (`modifyAnimations(withRepeatCount:autoreverses:)`).
  public var repeatCount = 1.0
  /// `.autoreverse`: each play runs forward then back (twice the duration); at the end the view
  /// shows its model value, which for an odd autoreversing play is a jump.
  public var autoreverses = false

  public init(
    view: String, to: ViewChange, duration: Interval, delay: Interval = .zero,
    timing: AnimationTiming = .default, allowsUserInteraction: Bool = false,
    beginsFromCurrentState: Bool = false, completion: [Action] = []
  ) {
    self.view = view
    self.to = to
    self.duration = duration
    self.delay = delay
    self.timing = timing
    self.allowsUserInteraction = allowsUserInteraction
    self.beginsFromCurrentState = beginsFromCurrentState
    self.completion = completion
  }
}
