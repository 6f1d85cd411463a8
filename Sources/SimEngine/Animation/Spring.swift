import SimGeometry

/// A damped harmonic oscillator that carries progress from 0 to 1, as `CASpringAnimation`.
///
/// Every spring API on Apple platforms ends up here: `UIView.animate(…usingSpringWithDamping:…)`,
/// `UISpringTimingParameters` and SwiftUI's springs all build a Core Animation spring from a
/// mass, a stiffness, a damping coefficient and an initial velocity (see `Spring+UIKit.swift`
/// and `Spring+SwiftUI.swift` for the mappings). The engine evaluates that spring in closed
/// form, so a frame's value depends only on its time and never on the frames before it.
///
/// The displacement from the target is x = p − 1, starting at x₀ = −1, and obeys
/// m·x″ + c·x′ + k·x = 0 with x′(0) = `initialVelocity`.
public struct Spring: Sendable {
  /// The mass on the spring; Core Animation's default is 1.
  public let mass: Double
  /// The spring constant k; Core Animation's default is 100.
  public let stiffness: Double
  /// The damping coefficient c; Core Animation's default is 10.
  public let damping: Double
  /// The starting speed in whole distances per second: 1 covers the distance from the start to
  /// the target in one second. Positive moves toward the target, as Core Animation's header
  /// says ("positive values represent the object moving towards the spring attachment point").
  public let initialVelocity: Double
  /// The solution of the equation, worked out once so that evaluating is a few multiplications.
  let motion: Oscillation

  /// A spring with Core Animation's parameters; the defaults are `CASpringAnimation`'s.
  ///
  /// Mass and stiffness must be positive and damping at least 0, as Core Animation requires.
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0
  ) {
    precondition(mass > 0 && mass.isFinite, "a spring's mass must be positive")
    precondition(stiffness > 0 && stiffness.isFinite, "a spring's stiffness must be positive")
    precondition(damping >= 0 && damping.isFinite, "a spring's damping must be at least 0")
    precondition(initialVelocity.isFinite, "a spring's initial velocity must be finite")
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.motion = Oscillation(
      frequency: (stiffness / mass).squareRoot(),
      ratio: damping / (2 * (stiffness * mass).squareRoot()), velocity: initialVelocity)
  }

  /// ω₀ = √(k/m), in radians per second: how fast the spring would swing without damping.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// ζ = c / (2·√(k·m)): below 1 the spring overshoots and oscillates, at 1 (critical damping)
  /// it arrives as fast as it can without overshooting from rest, above 1 it creeps in.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// Progress `seconds` after the spring was released: 0 at the start, 1 at the target, and
  /// beyond 1 while it overshoots. Times before the start count as the start.
  public func progress(at seconds: Double) -> Double {
    motion.progress(at: seconds)
  }

  /// The rate of change of `progress(at:)`, in whole distances per second. Times before the
  /// start count as the start, where it is `initialVelocity`.
  public func velocity(at seconds: Double) -> Double {
    motion.velocity(at: max(seconds, 0))
  }
}

extension Spring: Hashable {
  // Two springs are equal when their parameters are; `motion` is derived from them.
  public static func == (lhs: Spring, rhs: Spring) -> Bool {
    lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
      && lhs.initialVelocity == rhs.initialVelocity
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(mass)
    hasher.combine(stiffness)
    hasher.combine(damping)
    hasher.combine(initialVelocity)
  }
}

extension Spring: CustomStringConvertible {
  /// The four parameters in Swift's shortest round-trip form, the same on every machine.
  public var description: String {
    "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), "
      + "initialVelocity: \(initialVelocity))"
  }
}

/// The closed-form displacement x(t) = p(t) − 1 for x₀ = −1 and x′(0) = v₀, in the three
/// regimes of the damped oscillator (see any text on the harmonic oscillator, e.g. Wikipedia's).
enum Oscillation: Hashable, Sendable {
  /// ζ < 1: x = e^(−ζω₀t)·(C·cos ω_d t + S·sin ω_d t), ω_d = ω₀√(1−ζ²), C = x₀,
  /// S = (v₀ + ζω₀x₀)/ω_d.
  case underdamped(decay: Double, frequency: Double, cosine: Double, sine: Double)
  /// ζ = 1: x = e^(−ω₀t)·(C + D·t), C = x₀, D = v₀ + ω₀x₀.
  case critical(rate: Double, constant: Double, slope: Double)
  /// ζ > 1: x = A·e^(r₁t) + B·e^(r₂t), r₁,₂ = −ω₀(ζ ∓ √(ζ²−1)), A = (v₀ − r₂x₀)/(r₁ − r₂),
  /// B = x₀ − A. r₁ is the slow root, written −ω₀/(ζ + √(ζ²−1)) to avoid cancellation.
  case overdamped(slowRate: Double, fastRate: Double, slow: Double, fast: Double)

  /// Ratios this close to 1 use the critical form: the other two divide by ω_d or r₁ − r₂,
  /// which vanish there and would magnify rounding.
  static let criticalTolerance = 1e-9

  init(frequency omega: Double, ratio zeta: Double, velocity v0: Double) {
    let x0 = -1.0
    if abs(zeta - 1) < Oscillation.criticalTolerance {
      self = .critical(rate: omega, constant: x0, slope: v0 + omega * x0)
    } else if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      self = .underdamped(
        decay: zeta * omega, frequency: damped, cosine: x0, sine: (v0 + zeta * omega * x0) / damped)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let slowRate = -omega / (zeta + root)
      let fastRate = -omega * (zeta + root)
      let slow = (v0 - fastRate * x0) / (slowRate - fastRate)
      self = .overdamped(slowRate: slowRate, fastRate: fastRate, slow: slow, fast: x0 - slow)
    }
  }

  /// The spring's progress `seconds` after its release (times before count as the release).
  func progress(at seconds: Double) -> Double {
    1 + displacement(at: max(seconds, 0))
  }

  func displacement(at t: Double) -> Double {
    switch self {
    case .underdamped(let decay, let frequency, let cosine, let sine):
      let (s, c) = PortableMath.sinCos(frequency * t)
      return PortableMath.exp(-decay * t) * (cosine * c + sine * s)
    case .critical(let rate, let constant, let slope):
      return PortableMath.exp(-rate * t) * (constant + slope * t)
    case .overdamped(let slowRate, let fastRate, let slow, let fast):
      return slow * PortableMath.exp(slowRate * t) + fast * PortableMath.exp(fastRate * t)
    }
  }

  func velocity(at t: Double) -> Double {
    switch self {
    case .underdamped(let decay, let frequency, let cosine, let sine):
      let (s, c) = PortableMath.sinCos(frequency * t)
      return PortableMath.exp(-decay * t)
        * ((frequency * sine - decay * cosine) * c - (frequency * cosine + decay * sine) * s)
    case .critical(let rate, let constant, let slope):
      return PortableMath.exp(-rate * t) * (slope - rate * (constant + slope * t))
    case .overdamped(let slowRate, let fastRate, let slow, let fast):
      return slow * slowRate * PortableMath.exp(slowRate * t) + fast * fastRate
        * PortableMath.exp(fastRate * t)
    }
  }
}
