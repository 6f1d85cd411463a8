extension Spring {
  /// SwiftUI's `Spring(response:dampingRatio:)` and `.spring(response:dampingFraction:)`.
  ///
  /// The response is the period of the undamped oscillation, so ω₀ = 2π/response, and the
  /// damping fraction is ζ: mass 1, stiffness (2π/response)², damping 4π·ζ/response (that is,
  /// 2ζ·√(k·m)). UIKit converts the same way internally
  /// (`+[UISpringTimingParameters _convertDampingRatio:response:toMass:stiffness:damping:]`),
  /// and Flutter documents the same formula as SwiftUI's (uikit-semantics.md §4).
  ///
  /// - Parameters:
  ///   - response: seconds, positive.
  ///   - dampingFraction: ζ, at least 0; above 1 is over-damped.
  ///   - initialVelocity: whole distances per second, positive toward the target.
  public static func swiftUI(
    response: Double, dampingFraction: Double, initialVelocity: Double = 0
  ) -> Spring {
    precondition(response > 0 && response.isFinite, "a spring's response must be positive")
    precondition(
      dampingFraction >= 0 && dampingFraction.isFinite,
      "a spring's damping fraction must be at least 0")
    let frequency = 2 * Double.pi / response
    return Spring(
      mass: 1, stiffness: frequency * frequency,
      damping: 4 * Double.pi * dampingFraction / response,
      initialVelocity: initialVelocity)
  }

  /// SwiftUI's `Spring(duration:bounce:)` (iOS 17), which UIKit's
  /// `UISpringTimingParameters(duration:bounce:)` and `CASpringAnimation(perceptualDuration:
  /// bounce:)` mirror.
  ///
  /// The duration is used as the response (`swiftUI(response:dampingFraction:)`), and bounce
  /// becomes the damping fraction: ζ = 1 − bounce for bounce ≥ 0, ζ = 1/(1 + bounce) for
  /// bounce < 0 (over-damped). Sources: uikit-semantics.md §4 (from UIKit's
  /// `_convertBounce:toDampingRatio:`), and Flutter's `SpringDescription.withDurationAndBounce`,
  /// documented as producing "the same result as SwiftUI's spring(duration:bounce:…)", whose
  /// code is `bounce > 0 ? (1.0 - bounce) : (1 / (bounce + 1))` (the two agree at 0). Apple's
  /// `Spring` page checks it: duration 0.5, bounce 0.3 gives mass 1, stiffness 157.9,
  /// damping 17.6.
  ///
  /// - Parameters:
  ///   - duration: seconds, positive; Apple calls it the perceptual duration.
  ///   - bounce: in (−1, 1]. 0 is critical damping, 1 never stops oscillating, and −1 (the
  ///     limit Apple documents) would need infinite damping, so it is excluded.
  ///   - initialVelocity: whole distances per second, positive toward the target.
  public static func swiftUI(duration: Double, bounce: Double, initialVelocity: Double = 0)
    -> Spring
  {
    precondition(duration > 0 && duration.isFinite, "a spring's duration must be positive")
    precondition(bounce > -1 && bounce <= 1, "a spring's bounce must be in (-1, 1]")
    let fraction = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    return swiftUI(
      response: duration, dampingFraction: fraction, initialVelocity: initialVelocity)
  }
}
