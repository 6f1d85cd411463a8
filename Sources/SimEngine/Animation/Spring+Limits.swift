/// The ranges a spring's parameters are read in, and the cap on a spring's own run time.
///
/// Inside these ranges every value the closed form derives (ω₀, ζ, the decay and the
/// coefficients) is finite, so a spring can't overflow while it is made, sampled or settled;
/// outside them a scenario gets an error at the key. They are far beyond any spring an app
/// writes: UIKit's own duration-driven springs clamp their duration to [0.01, 10] s.
public enum SpringLimits {
  public static let mass: ClosedRange<Double> = 1e-6...1e6
  public static let stiffness: ClosedRange<Double> = 1e-6...1e9
  public static let damping: ClosedRange<Double> = 0...1e9
  /// Initial velocity in whole distances per second, every form.
  public static let velocity: ClosedRange<Double> = -1e6...1e6
  /// SwiftUI's response and iOS 17's perceptual duration, seconds.
  public static let response: ClosedRange<Double> = 1e-3...1e3
  public static let dampingFraction: ClosedRange<Double> = 0...1e3
  /// The longest a spring runs on its own settling time (SwiftUI's forms, and Core Animation's
  /// without a duration). An undamped spring never settles, and a barely damped one settles
  /// after hours; UIKit plays such an animation for its estimated settling duration, so the
  /// engine plays it for this long, warns, and then puts the value at its target. Engine
  /// choice, documented in docs/semantics.md.
  public static let settlingCap = 60.0

  /// A velocity moved into ``velocity``'s range: for a velocity the engine derives (a sheet's
  /// release speed over the distance still to go), which can be huge when the distance is tiny.
  public static func clamped(velocity value: Double) -> Double {
    guard value.isFinite else { return value > 0 ? velocity.upperBound : velocity.lowerBound }
    return min(max(value, velocity.lowerBound), velocity.upperBound)
  }
}

extension Spring {
  /// The spring's settling duration, at most ``SpringLimits/settlingCap``, and whether the cap
  /// cut it short.
  public var cappedSettlingDuration: (seconds: Double, capped: Bool) {
    let settling = settlingDuration
    guard settling.isFinite, settling <= SpringLimits.settlingCap else {
      return (SpringLimits.settlingCap, true)
    }
    return (settling, false)
  }
}
