import Foundation
import SimEngine
import Testing

// Independent references for the animation suites: a numerical integrator for springs and a
// brute-force inversion for Bézier curves. Neither shares code with the engine, so agreement
// means something.

/// Position (progress) and velocity of `spring` at each of `times` (ascending), integrating
/// m·x″ + c·x′ + k·x = 0 from x = −1, x′ = initialVelocity with classic fourth-order
/// Runge–Kutta at a fixed step.
func integrate(_ spring: Spring, at times: [Double], step: Double = 1e-5) -> [(
  progress: Double, velocity: Double
)] {
  let (m, k, c) = (spring.mass, spring.stiffness, spring.damping)
  func acceleration(_ x: Double, _ v: Double) -> Double { -(c * v + k * x) / m }
  var x = -1.0
  var v = spring.initialVelocity
  var now = 0.0
  var results: [(progress: Double, velocity: Double)] = []
  for time in times {
    while now < time {
      let h = min(step, time - now)
      let (k1x, k1v) = (v, acceleration(x, v))
      let (k2x, k2v) = (v + h / 2 * k1v, acceleration(x + h / 2 * k1x, v + h / 2 * k1v))
      let (k3x, k3v) = (v + h / 2 * k2v, acceleration(x + h / 2 * k2x, v + h / 2 * k2v))
      let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      now += h
      if time - now < 1e-12 { now = time }
    }
    results.append((1 + x, v))
  }
  return results
}

/// UIKit's envelope at T, straight from uikit-semantics.md §4:
/// ζ < 1: |(ζω − v)/(ω√(1−ζ²))|·e^(−ζωT); ζ = 1: |1 + (ω − v)T|·e^(−ωT).
func uikitEnvelope(omega: Double, zeta: Double, velocity v: Double, duration t: Double) -> Double {
  if zeta < 1 {
    return abs((zeta * omega - v) / (omega * (1 - zeta * zeta).squareRoot()))
      * exp(-zeta * omega * t)
  }
  return abs(1 + (omega - v) * t) * exp(-omega * t)
}

/// Progress of `curve` at `t`, by bisecting the Bernstein form of x(s) = t with no shortcuts,
/// and how far that answer can be trusted.
///
/// It finds both ends of the set of s where x(s) rounds to t and takes the middle. Where the
/// curve is flat in time (x′(s) = 0, as (1, 0, 0, 1) at t = 0.5) that set is wide, about
/// (ulp/4)^(1/3) ≈ 4e-6, and `uncertainty` (the spread of y over it) says so; elsewhere it is
/// a few ulps.
func bruteForceProgress(_ curve: TimingCurve, at t: Double) -> (
  value: Double, uncertainty: Double
) {
  let p = curve.controlPoints
  func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
    let r = 1 - s
    return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
  }
  func boundary(_ below: (Double) -> Bool) -> Double {
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if below(bernstein(p.x1, p.x2, middle)) { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }
  let first = boundary { $0 < t }
  let last = boundary { $0 <= t }
  let spread = abs(bernstein(p.y1, p.y2, last) - bernstein(p.y1, p.y2, first))
  return (bernstein(p.y1, p.y2, (first + last) / 2), spread)
}

/// The animation suites, grouped so that `swift test --filter Animation` selects all of them.
@Suite("Animation")
enum AnimationTests {}
