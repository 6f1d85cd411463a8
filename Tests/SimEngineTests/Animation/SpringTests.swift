import SimEngine
import Testing

extension AnimationTests {
  /// The closed-form damped oscillator, checked against numerical integration.
  @Suite("Spring")
  struct SpringTests {
    /// (label, mass, stiffness, damping, initial velocity), covering every regime with and
    /// without a starting velocity, including ratios right next to critical.
    static let springs: [(String, Double, Double, Double, Double)] = [
      ("Core Animation default, ζ 0.5", 1, 100, 10, 0),
      ("under-damped, toward the target", 1, 100, 10, 5),
      ("under-damped, away from the target", 1, 100, 10, -3),
      ("under-damped, heavy", 2, 300, 5, 1),
      ("under-damped, barely damped", 1, 400, 0.5, 0),
      ("under-damped, ζ 1 − 1e-6", 1, 100, 20 * (1 - 1e-6), 2),
      ("undamped", 1, 100, 0, 0.5),
      ("critical", 1, 100, 20, 0),
      ("critical, toward the target", 1, 100, 20, 4),
      ("critical, away from the target", 1, 100, 20, -2),
      ("critical, mass 4", 4, 100, 40, 0),
      ("critical within 1e-9", 1, 100, 20 * (1 + 5e-10), 1),
      ("over-damped, ζ 1 + 1e-6", 1, 100, 20 * (1 + 1e-6), 2),
      ("over-damped, ζ 1.5", 1, 100, 30, 0),
      ("over-damped, toward the target", 1, 100, 30, 8),
      ("over-damped, away from the target", 1, 100, 30, -6),
      ("UIKit's default spring, ζ ≈ 4.56", 3, 1_000, 500, 0),
      ("UIView seed 001", 1, 653.080_028_911_537_4, 40.888_688_827_272_71, 0.8),
    ]

    @Test(
      "Progress and velocity match RK4 integration (step 1e-5 s) to 1e-6",
      arguments: springs)
    func matchesIntegration(
      name: String, mass: Double, stiffness: Double, damping: Double, velocity: Double
    ) {
      let spring = Spring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
      let times = (0...300).map { Double($0) / 100 }
      let reference = integrate(spring, at: times)
      for (time, expected) in zip(times, reference) {
        #expect(
          abs(spring.progress(at: time) - expected.progress) <= 1e-6,
          "\(name): progress at \(time) is \(spring.progress(at: time)), RK4 \(expected.progress)")
        // Velocity scales with ω₀, so allow the same relative accuracy.
        let tolerance = 1e-6 * max(1, spring.naturalFrequency)
        #expect(
          abs(spring.velocity(at: time) - expected.velocity) <= tolerance,
          "\(name): velocity at \(time) is \(spring.velocity(at: time)), RK4 \(expected.velocity)")
      }
    }

    @Test("Every spring starts exactly at 0 with its initial velocity", arguments: springs)
    func startsAtRest(
      name: String, mass: Double, stiffness: Double, damping: Double, velocity: Double
    ) {
      let spring = Spring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
      #expect(spring.progress(at: 0) == 0)
      #expect(abs(spring.velocity(at: 0) - velocity) <= 1e-9 * max(1, spring.naturalFrequency))
    }

    @Test("Times before the start count as the start")
    func negativeTime() {
      let spring = Spring(initialVelocity: 3)
      #expect(spring.progress(at: -1) == 0)
      #expect(spring.velocity(at: -1) == spring.velocity(at: 0))
    }

    @Test("A damped spring ends exactly on its target")
    func endsOnTarget() {
      for damping in [1.0, 10, 20, 60] {
        let spring = Spring(mass: 1, stiffness: 100, damping: damping)
        #expect(spring.progress(at: 10_000) == 1)
        #expect(spring.velocity(at: 10_000) == 0)
      }
    }

    @Test(
      "Natural frequency is √(k/m) and damping ratio is c/(2√(km))",
      arguments: [
        (1, 100, 10, 10, 0.5), (1, 100, 20, 10, 1), (4, 100, 40, 5, 1),
        (3, 1_000, 500, 18.257_418_583_505_537, 4.564_354_645_876_384),
        (2, 50, 0, 5, 0),
      ] as [(Double, Double, Double, Double, Double)])
    func derivedQuantities(
      mass: Double, stiffness: Double, damping: Double, frequency: Double, ratio: Double
    ) {
      let spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
      #expect(abs(spring.naturalFrequency - frequency) <= 1e-12 * frequency)
      #expect(abs(spring.dampingRatio - ratio) <= 1e-12)
    }

    @Test("The defaults are CASpringAnimation's: mass 1, stiffness 100, damping 10, velocity 0")
    func coreAnimationDefaults() {
      let spring = Spring()
      #expect(spring == Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
      #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
      #expect(spring.initialVelocity == 0)
    }

    @Test("Ratios within 1e-9 of critical follow the critical curve, and nearby ones stay close")
    func nearCritical() {
      let critical = Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 1.5)
      for offset in [-1e-6, -1e-8, -4e-10, 4e-10, 1e-8, 1e-6] {
        let nearby = Spring(
          mass: 1, stiffness: 100, damping: 20 * (1 + offset), initialVelocity: 1.5)
        for step in 0...200 {
          let time = Double(step) / 100
          #expect(abs(nearby.progress(at: time) - critical.progress(at: time)) <= 1e-5)
          #expect(abs(nearby.velocity(at: time) - critical.velocity(at: time)) <= 1e-4)
        }
      }
    }

    @Test("Equal parameters make equal springs, with equal hashes")
    func hashable() {
      let a = Spring(mass: 1, stiffness: 200, damping: 12, initialVelocity: 0.5)
      let b = Spring(mass: 1, stiffness: 200, damping: 12, initialVelocity: 0.5)
      #expect(a == b)
      #expect(a.hashValue == b.hashValue)
      #expect(a != Spring(mass: 1, stiffness: 200, damping: 12, initialVelocity: 0.6))
    }
  }
}
