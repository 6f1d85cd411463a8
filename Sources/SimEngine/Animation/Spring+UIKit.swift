import SimGeometry

extension Spring {
  /// The spring `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:
  /// options:animations:completion:)` runs.
  ///
  /// UIKit does not stretch a spring over the duration T. It picks the stiffness so that the
  /// motion has died down by T, then builds a `CASpringAnimation` (UIKit's
  /// `-[UIViewSpringAnimationState generateSpringPropertiesForDuration:damping:velocity:]` calls
  /// `parametersOfSpringAnimation(…, 0.001)` in decompiled UIKitCore, iOS 18.2; the solver is
  /// reconstructed in OpenUXKit's `UXViewAnimationContext.m`; uikit-semantics.md §4):
  /// - mass m = 1; the velocity is passed through unchanged;
  /// - ζ is clamped to [FLT_EPSILON, 1] (this API cannot overdamp) and T to [0.01 s, 10 s];
  /// - ω solves envelope(ω) = 0.001, with 12 Newton steps from ω = 5/T;
  /// - stiffness k = m·ω², damping c = 2ζ·√(k·m) = 2ζω.
  ///
  /// With x₀ = −1 and x′(0) = v the displacement is
  /// x(t) = e^(−ζωt)·[−cos ω_d t + ((v − ζω)/ω_d)·sin ω_d t] when ζ < 1, and
  /// x(t) = e^(−ωt)·[−1 + (v − ω)·t] when ζ = 1. The "envelope" UIKit solves for is
  /// - ζ < 1: |(ζω − v) / (ω·√(1−ζ²))| · e^(−ζωT) = 0.001 — the size of the *sine* term only;
  ///   the true amplitude, √(1 + ((ζω − v)/ω_d)²)·e^(−ζωT), is larger;
  /// - ζ = 1: |1 + (ω − v)·T| · e^(−ωT) = 0.001 — exactly |x(T)|.
  ///
  /// UIKit's Newton iteration sometimes lands on a smaller root when the equation has several
  /// (for T = 2 s, ζ = 0.8, v = 2 it finds ω ≈ 2.63 though ω ≈ 3.84 solves it too); the engine
  /// keeps whatever those 12 steps converge to, because that is the spring UIKit builds. When
  /// they do not converge (the derivative vanishes, the result is not a positive number, or the
  /// equation is still off by more than 1e-12), UIKit would use the unconverged value; the
  /// engine instead takes the largest root, found by bisection (an engine choice; see
  /// `UIKitSpringSolver`).
  public static func uikit(duration: Double, dampingRatio: Double, initialVelocity: Double)
    -> Spring
  {
    precondition(duration.isFinite, "a spring animation's duration must be finite")
    precondition(dampingRatio.isFinite, "a spring animation's damping ratio must be finite")
    precondition(initialVelocity.isFinite, "a spring animation's velocity must be finite")
    let zeta = min(max(dampingRatio, Double(Float.ulpOfOne)), 1)
    let clampedDuration = min(max(duration, 0.01), 10)
    let solver = UIKitSpringSolver(
      duration: clampedDuration, dampingRatio: zeta, velocity: initialVelocity)
    let omega = solver.naturalFrequency()
    return Spring(
      mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega,
      initialVelocity: initialVelocity)
  }
}

/// Solves UIKit's envelope equation (see `Spring.uikit`) for the natural frequency ω.
struct UIKitSpringSolver {
  /// T, already clamped to [0.01, 10].
  let duration: Double
  /// ζ, already clamped to [FLT_EPSILON, 1].
  let dampingRatio: Double
  let velocity: Double
  /// How far from the target UIKit wants the envelope to be at T.
  static let threshold = 0.001

  /// ω: UIKit's 12 Newton steps, or the largest root when they fail.
  func naturalFrequency() -> Double {
    var omega = 5 / duration
    for _ in 0..<12 {
      let (value, slope) = newtonStep(omega)
      guard slope != 0, value.isFinite, slope.isFinite else { return largestRoot() }
      omega -= value / slope
    }
    guard omega.isFinite, omega > 0, abs(envelope(omega) - Self.threshold) <= 1e-12 else {
      return largestRoot()
    }
    return omega
  }

  /// The left side of the equation: the envelope of the displacement at T for a given ω.
  func envelope(_ omega: Double) -> Double {
    let (zeta, v, t) = (dampingRatio, velocity, duration)
    if zeta < 1 {
      let sine = (zeta * omega - v) / (omega * (1 - zeta * zeta).squareRoot())
      return abs(sine) * PortableMath.exp(-zeta * omega * t)
    }
    return abs(1 + (omega - v) * t) * PortableMath.exp(-omega * t)
  }

  /// The function UIKit's Newton iteration drives to 0, and its derivative.
  ///
  /// ζ < 1: envelope − 0.001, whose derivative is sign(u)·(u′ − ζT·u)·e^(−ζωT) for
  /// u = (ζω − v)/(ω√(1−ζ²)), u′ = v/(ω²√(1−ζ²)). ζ = 1: UIKit drops the absolute value and
  /// flips the threshold's sign instead, solving w·e^(−ωT) = ±0.001 with w = 1 + (ω − v)·T and
  /// + when ω ≥ v; the derivative is −T²·(ω − v)·e^(−ωT). The two agree except where
  /// v − 1/T < ω < v, which only changes the path Newton takes. The derivatives are the exact
  /// ones; the reconstruction's ζ < 1 derivative is garbled by decompilation, so that UIKit
  /// steps exactly this way there is an assumption.
  func newtonStep(_ omega: Double) -> (value: Double, slope: Double) {
    let (zeta, v, t) = (dampingRatio, velocity, duration)
    if zeta < 1 {
      let root = (1 - zeta * zeta).squareRoot()
      let u = (zeta * omega - v) / (omega * root)
      let du = v / (omega * omega * root)
      let decay = PortableMath.exp(-zeta * omega * t)
      let sign: Double = u < 0 ? -1 : 1
      return (abs(u) * decay - Self.threshold, sign * (du - zeta * t * u) * decay)
    }
    let decay = PortableMath.exp(-omega * t)
    let target = omega >= v ? Self.threshold : -Self.threshold
    return ((1 + (omega - v) * t) * decay - target, -t * t * (omega - v) * decay)
  }

  /// The largest ω > 0 with envelope(ω) = 0.001, found by bisection on an interval where the
  /// envelope falls steadily: beyond it the motion at T is always within 0.001.
  ///
  /// ζ < 1: for v ≤ 0 the envelope falls for all ω > 0. For v > 0 it is 0 at ω_c = v/ζ, rises
  /// to a peak at ω_p = (Tv + √(T²v² + 4Tv)) / (2ζT) and falls after it; the root is past ω_p if
  /// the peak reaches 0.001, and below ω_c otherwise (where the envelope falls from ∞ to 0).
  /// With v = 0 and ζ/√(1−ζ²) < 0.001 (ζ below about 0.001) the envelope never reaches 0.001
  /// and there is no root; the engine then uses the full amplitude 1/√(1−ζ²) instead,
  /// ω = ln(1/(0.001·√(1−ζ²))) / (ζT).
  /// ζ = 1: the envelope falls for ω ≥ max(v, 0), from e^(−vT) (v ≥ 0) or 1 + |v|T (v < 0);
  /// if that start is below 0.001 (vT > ln 1000) the root lies in [0, v − 1/T], where the
  /// envelope falls from vT − 1 to 0.
  func largestRoot() -> Double {
    let (zeta, v, t, epsilon) = (dampingRatio, velocity, duration, Self.threshold)
    var low: Double
    var high: Double?
    if zeta < 1 {
      if v > 0 {
        let peak = (t * v + (t * t * v * v + 4 * t * v).squareRoot()) / (2 * zeta * t)
        (low, high) = envelope(peak) >= epsilon ? (peak, nil) : (0, v / zeta)
      } else {
        let root = (1 - zeta * zeta).squareRoot()
        if v == 0 && zeta / root < epsilon {
          return PortableMath.log(1 / (epsilon * root)) / (zeta * t)
        }
        (low, high) = (0, nil)
      }
    } else {
      let start = max(v, 0)
      (low, high) = envelope(start) >= epsilon ? (start, nil) : (0, v - 1 / t)
    }
    // Doubling or halving 2,100 times spans every positive Double, so the walks always end.
    var upper = high ?? max(2 * low, 1 / t)
    var steps = 0
    while high == nil && envelope(upper) >= epsilon && steps < 2_100 {
      upper *= 2
      steps += 1
    }
    if !(envelope(low) >= epsilon) {
      // low = 0 where the envelope is 0/0: walk down from upper instead.
      low = upper / 2
      steps = 0
      while !(envelope(low) >= epsilon) && steps < 2_100 {
        low /= 2
        steps += 1
      }
    }
    for _ in 0..<200 {
      let middle = low + (upper - low) / 2
      guard middle > low && middle < upper else { break }
      if envelope(middle) >= epsilon { low = middle } else { upper = middle }
    }
    return low
  }
}
