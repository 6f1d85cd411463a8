/// UIKit's curve 7: the private `UIViewAnimationCurve` the keyboard's notifications name and the
/// navigation controller's interactive pop leaves as its completion curve. UIKit has one
/// definition of it, the default spring (`_UILoadDefaultSpringParameters`: mass 3, stiffness
/// 1000, damping 500, duration 0.5), which both ways of animating read; what differs is only
/// what each API does with a spring (docs/uikit-notes/keyboard.md §1–2, §6):
/// - a `UIView` animation with curve 7 (the keyboard) builds a `CASpringAnimation` with the
///   spring's own mass, stiffness and damping, `allowsOverdamping` NO, and the default duration
///   instead of the block's (``viewAnimationSpring``, ``duration``);
/// - `UICubicTimingParameters(animationCurve: 7)` is a default `UISpringTimingParameters`, whose
///   damping ratio a property animator continued with it re-solves for the time it has left
///   (``timingParameters``).
public enum DefaultSpring {
  /// `_UIViewDefaultSpringMass`, `…Stiffness`, `…Damping`: `_UILoadDefaultSpringParameters`'s
  /// values (UIKitCore, iOS 18.2).
  public static let mass = 3.0
  public static let stiffness = 1000.0
  public static let damping = 500.0
  /// `_UIViewDefaultSpringDuration`: `-[UIViewAnimationState setAnimationAttributes:…]` gives a
  /// curve-7 spring this duration, whatever the animation block asked for.
  public static let duration = 0.5

  /// `-[UISpringTimingParameters init]`'s damping ratio, from `_convertMass:stiffness:damping:
  /// toDampingRatio:response:`: damping / (2·√(mass·stiffness)) = 500 / (2·√3000) ≈ 4.564.
  public static var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

  /// The `CASpringAnimation` a curve-7 `UIView` animation runs: `+[UIViewSpringAnimationState
  /// defaultSpringAnimationForKey:mass:stiffness:damping:velocity:]` passes `allowsOverdamping`
  /// NO, and a spring that may not overdamp treats a ratio above 1 as critical (Apple's
  /// documentation of `allowOverDamping`: "treated as critically damped"): the default mass and
  /// stiffness, ω₀ = √(1000 / 3), with critical damping 2·√(mass·stiffness).
  public static var viewAnimationSpring: Spring {
    Spring(mass: mass, stiffness: stiffness, damping: 2 * (stiffness * mass).squareRoot())
  }

  /// `UICubicTimingParameters(animationCurve: 7)`: its default spring parameters as a property
  /// animator continued with them reads them. `-_continueWithTimingParameters:duration:` takes
  /// their `dampingRatio` and derives stiffness and damping for mass 1 and the remaining time
  /// (`+[UIViewSpringAnimationState computeDerivedSpringParameters:…]`, ε 0.001), the solver of
  /// ``Spring/uikit(duration:dampingRatio:initialVelocity:)``, which takes ratios up to 1: 4.564
  /// runs as 1.
  public static var timingParameters: TimingParameters {
    .dampingRatio(dampingRatio, initialVelocity: 0)
  }
}
