/// The constants and formulas of scrolling that UIKit does not publish, each an engine choice
/// written in docs/semantics.md with its source.
enum ScrollPhysics {
  /// The rubber band's coefficient: past an edge, a drag of x moves the content
  /// (1 − 1/(x·c/d + 1))·d, d the view's size on that axis (the formula widely attributed to
  /// UIScrollView; slope c at the edge, never more than d).
  static let rubberBandCoefficient = 0.55

  /// A motion is at rest when less than half a point is left (and, for a spring, it moves
  /// slower than ``restSpeed``): a distance no screen draws.
  static let restDistance = 0.5
  static let restSpeed = 10.0
  /// Release speeds are bounded to this, beyond any finger (a flick is a few thousand pt/s), so
  /// the closed forms stay finite whatever a touch stream holds.
  static let maximumSpeed = 100_000.0

  /// The spring of a bounce back to an edge and of a page settling: Flutter's
  /// `BouncingScrollPhysics` spring (its iOS imitation), mass 0.5, stiffness 100, damping
  /// ratio 1.1. UIKit's own is not public.
  static let springMass = 0.5
  static let springStiffness = 100.0
  static let springRatio = 1.1

  static func rubberBand(_ distance: Double, dimension: Double) -> Double {
    guard dimension > 0 else { return 0 }
    return (1 - 1 / (distance * rubberBandCoefficient / dimension + 1)) * dimension
  }

  /// The spring's displacement from its target and its velocity, `t` seconds after it started
  /// `x0` away moving at `v0`. By linearity from the engine's unit oscillator (which starts at
  /// −1): x(t) = −x0·D₀(t) + v0·(D₁(t) − D₀(t)), Dᵥ starting at −1 with velocity v.
  static func displacement(from x0: Double, velocity v0: Double, at t: Double)
    -> (value: Double, velocity: Double)
  {
    let omega = (springStiffness / springMass).squareRoot()
    let still = Oscillation(frequency: omega, ratio: springRatio, velocity: 0)
    let moving = Oscillation(frequency: omega, ratio: springRatio, velocity: 1)
    let d0 = still.displacement(at: t)
    let d1 = moving.displacement(at: t)
    let value = -x0 * d0 + v0 * (d1 - d0)
    let velocity =
      -x0 * still.velocity(at: t) + v0 * (moving.velocity(at: t) - still.velocity(at: t))
    return (value, velocity)
  }
}
