import Foundation
import SimEngine
import Testing

extension AnimationTests {
  /// How UIKit's and SwiftUI's spring parameters become mass, stiffness and damping.
  @Suite("Spring mappings")
  struct SpringMappingTests {
    /// (T, ζ, v) for `UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:)`.
    static let uikitCases: [(Double, Double, Double)] = [
      (0.35, 0.8, 0.8),  // seed 001
      (0.5, 0.5, 0), (0.3, 0.7, 0), (1, 0.9, 2), (0.6, 0.3, -1), (0.25, 0.95, 0.1),
      (2, 0.8, 2),  // Newton settles on the smaller of two roots; UIKit does the same
      (0.01, 0.05, 5),  // Newton meets a zero derivative; bisection takes over
      (10, 0.01, 20),  // Newton has not converged after 12 steps
      (0.25, 1, 0), (0.4, 1, 3), (0.5, 1, 10), (1, 1, -4),
    ]

    @Test(
      "The UIKit spring's envelope is 0.001 at t = T, to 1e-9",
      arguments: uikitCases)
    func uikitEnvelopeAtDuration(duration: Double, ratio: Double, velocity: Double) {
      let spring = Spring.uikit(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
      let envelope = uikitEnvelope(
        omega: spring.naturalFrequency, zeta: ratio, velocity: velocity, duration: duration)
      #expect(abs(envelope - 0.001) <= 1e-9, "envelope \(envelope)")
      #expect(spring.mass == 1)
      #expect(spring.initialVelocity == velocity)
      #expect(abs(spring.dampingRatio - ratio) <= 1e-12)
      #expect(abs(spring.damping - 2 * ratio * spring.naturalFrequency) <= 1e-9 * spring.damping)
    }

    @Test("Seed 001's spring (T 0.35, ζ 0.8, v 0.8) has stiffness 653.080029 and damping 40.888689")
    func seed001() {
      let spring = Spring.uikit(duration: 0.35, dampingRatio: 0.8, initialVelocity: 0.8)
      #expect(abs(spring.stiffness - 653.080_028_911_537_4) <= 1e-9)
      #expect(abs(spring.damping - 40.888_688_827_272_71) <= 1e-9)
      #expect(abs(spring.naturalFrequency - 25.555_430_517_045_44) <= 1e-11)
    }

    @Test("Where UIKit's Newton steps stop on a smaller root, the engine keeps that root")
    func keepsUIKitsRoot() {
      // T 2, ζ 0.8, v 2: both ω ≈ 2.6335 and ω ≈ 3.8388 solve the equation.
      let spring = Spring.uikit(duration: 2, dampingRatio: 0.8, initialVelocity: 2)
      #expect(abs(spring.naturalFrequency - 2.633_523_630_431_39) <= 1e-9)
    }

    @Test(
      "When Newton fails, the engine takes the largest root",
      arguments: [(0.01, 0.05, 5), (10, 0.01, 20), (0.1, 0.05, 0.8)] as [(Double, Double, Double)])
    func largestRootFallback(duration: Double, ratio: Double, velocity: Double) {
      let omega = Spring.uikit(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
        .naturalFrequency
      for step in 1...2_000 {
        let larger = omega * (1 + Double(step) * 1e-3)
        let envelope = uikitEnvelope(
          omega: larger, zeta: ratio, velocity: velocity, duration: duration)
        #expect(envelope < 0.001, "ω \(larger) also reaches 0.001")
      }
    }

    @Test(
      "UIKit clamps the damping ratio to [FLT_EPSILON, 1]: it cannot overdamp",
      arguments: [(0.35, 0.8), (0.5, 0), (1, -2)] as [(Double, Double)])
    func uikitClampsRatio(duration: Double, velocity: Double) {
      let critical = Spring.uikit(duration: duration, dampingRatio: 1, initialVelocity: velocity)
      for ratio in [1.000_1, 1.5, 4, 100] {
        let spring = Spring.uikit(
          duration: duration, dampingRatio: ratio, initialVelocity: velocity)
        #expect(spring == critical)
        #expect(spring.dampingRatio == 1)
      }
      let smallest = Spring.uikit(
        duration: duration, dampingRatio: Double(Float.ulpOfOne), initialVelocity: velocity)
      for ratio in [0, -0.5] {
        let spring = Spring.uikit(
          duration: duration, dampingRatio: ratio, initialVelocity: velocity)
        #expect(spring == smallest)
      }
    }

    @Test("UIKit clamps the duration to [0.01 s, 10 s]")
    func uikitClampsDuration() {
      #expect(
        Spring.uikit(duration: 0, dampingRatio: 0.8, initialVelocity: 0)
          == Spring.uikit(duration: 0.01, dampingRatio: 0.8, initialVelocity: 0))
      #expect(
        Spring.uikit(duration: 0.001, dampingRatio: 0.8, initialVelocity: 1)
          == Spring.uikit(duration: 0.01, dampingRatio: 0.8, initialVelocity: 1))
      #expect(
        Spring.uikit(duration: 60, dampingRatio: 0.5, initialVelocity: 0)
          == Spring.uikit(duration: 10, dampingRatio: 0.5, initialVelocity: 0))
    }

    @Test(
      "SwiftUI's response r and damping fraction ζ give stiffness (2π/r)² and damping 4πζ/r",
      arguments: [
        (0.5, 0.825, 157.913_670_417_429_73, 20.734_511_513_692_635),  // .spring defaults
        (0.15, 0.86, 1_754.596_337_971_441_7, 72.047_191_522_325_92),  // .interactiveSpring
        (0.55, 1, 130.507_165_634_239_4, 22.847_946_571_562_13),
        (1, 0, 39.478_417_604_357_43, 0),
      ] as [(Double, Double, Double, Double)])
    func swiftUIResponse(response: Double, fraction: Double, stiffness: Double, damping: Double) {
      let spring = Spring.swiftUI(response: response, dampingFraction: fraction)
      #expect(spring.mass == 1)
      #expect(abs(spring.stiffness - stiffness) <= 1e-9 * stiffness)
      #expect(abs(spring.damping - damping) <= 1e-9 * max(damping, 1))
      #expect(abs(spring.dampingRatio - fraction) <= 1e-12)
      #expect(
        abs(spring.naturalFrequency - 2 * Double.pi / response) <= 1e-12 * spring.naturalFrequency)
    }

    @Test(
      "SwiftUI's bounce becomes ζ = 1 − bounce, or 1/(1 + bounce) when negative",
      arguments: [
        (0.3, 0.7), (0, 1), (0.5, 0.5), (1, 0), (-0.5, 2), (-0.2, 1.25), (-0.75, 4),
      ] as [(Double, Double)])
    func swiftUIBounce(bounce: Double, ratio: Double) {
      let spring = Spring.swiftUI(duration: 0.4, bounce: bounce, initialVelocity: 0.25)
      #expect(abs(spring.dampingRatio - ratio) <= 1e-12)
      #expect(
        spring == Spring.swiftUI(response: 0.4, dampingFraction: ratio, initialVelocity: 0.25))
    }

    @Test(
      "Apple's examples: (0.5 s, bounce 0.3) is (1, 157.9, 17.6); (1, 100, 10) is (0.63 s, 0.5)")
    func appleExamples() {
      let spring = Spring.swiftUI(duration: 0.5, bounce: 0.3)
      #expect(spring.mass == 1)
      #expect((spring.stiffness * 10).rounded() / 10 == 157.9)
      #expect((spring.damping * 10).rounded() / 10 == 17.6)
      let inverse = Spring.swiftUI(duration: 2 * Double.pi / 10, bounce: 0.5)
      #expect(abs(inverse.stiffness - 100) <= 1e-9)
      #expect(abs(inverse.damping - 10) <= 1e-9)
    }
  }
}
