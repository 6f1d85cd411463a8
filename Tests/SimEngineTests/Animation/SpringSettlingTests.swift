import SimEngine
import Testing

extension AnimationTests {
  /// `Spring.settlingDuration`: the earliest time after which progress stays within 0.001 of 1.
  @Suite("Spring settling")
  struct SpringSettlingTests {
    /// (label, spring) in every regime, with and without a starting velocity.
    static let springs: [(String, Spring)] = [
      ("Core Animation default", Spring()),
      ("damping 5 (Apple's example)", Spring(mass: 1, stiffness: 100, damping: 5)),
      ("damping 15 (Apple's example)", Spring(mass: 1, stiffness: 100, damping: 15)),
      ("under-damped, toward", Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 6)),
      ("under-damped, away", Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: -4)),
      ("barely damped", Spring(mass: 1, stiffness: 400, damping: 0.8)),
      ("stiff", Spring(mass: 1, stiffness: 90_000, damping: 60)),
      ("critical", Spring(mass: 1, stiffness: 100, damping: 20)),
      ("critical, overshooting", Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 30)),
      ("critical, away", Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -5)),
      ("over-damped", Spring(mass: 1, stiffness: 100, damping: 35)),
      (
        "over-damped, overshooting",
        Spring(mass: 1, stiffness: 100, damping: 25, initialVelocity: 40)
      ),
      ("over-damped, away", Spring(mass: 1, stiffness: 100, damping: 35, initialVelocity: -8)),
      ("UIKit's default spring", Spring(mass: 3, stiffness: 1_000, damping: 500)),
      ("seed 001", Spring.uikit(duration: 0.35, dampingRatio: 0.8, initialVelocity: 0.8)),
      ("SwiftUI bouncy", Spring.swiftUI(duration: 0.5, bounce: 0.3)),
    ]

    @Test(
      "After settlingDuration progress stays within 0.001 of 1, and just before it does not",
      arguments: springs)
    func settledByDefinition(name: String, spring: Spring) {
      let settled = spring.settlingDuration
      #expect(settled > 0 && settled.isFinite)
      #expect(abs(1 - spring.progress(at: settled)) <= 0.001, "\(name) at \(settled)")
      #expect(abs(1 - spring.progress(at: settled - 1e-7)) > 0.001, "\(name) before \(settled)")
      let end = settled + max(1, 3 * settled)
      for time in stride(from: settled, through: end, by: 1e-4) {
        #expect(abs(1 - spring.progress(at: time)) <= 0.001, "\(name) strays at \(time)")
      }
    }

    @Test(
      "settlingDuration agrees with a brute-force scan at 10 µs to within one step",
      arguments: springs)
    func agreesWithScan(name: String, spring: Spring) {
      let settled = spring.settlingDuration
      let step = 1e-5
      var lastOutside = 0.0
      var time = 0.0
      while time <= settled + 1 {
        if abs(1 - spring.progress(at: time)) > 0.001 { lastOutside = time }
        time += step
      }
      #expect(lastOutside < settled, "\(name): outside at \(lastOutside) after \(settled)")
      #expect(settled - lastOutside <= step + 1e-12, "\(name): \(lastOutside) vs \(settled)")
    }

    @Test("A tighter threshold takes longer to reach", arguments: springs)
    func thresholdOrdering(name: String, spring: Spring) {
      let loose = spring.settlingDuration(epsilon: 0.01)
      let standard = spring.settlingDuration
      let tight = spring.settlingDuration(epsilon: 1e-5)
      #expect(loose <= standard && standard <= tight, "\(name): \(loose), \(standard), \(tight)")
      #expect(standard == spring.settlingDuration(epsilon: 0.001))
    }

    @Test("An undamped spring never settles")
    func undamped() {
      #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
    }

    @Test("More damping settles an under-damped spring sooner, as in Apple's example")
    func moreDampingSettlesSooner() {
      let durations = [5.0, 10, 15].map {
        Spring(mass: 1, stiffness: 100, damping: $0).settlingDuration
      }
      #expect(durations[0] > durations[1] && durations[1] > durations[2])
      // The values this definition gives (Apple quotes ≈ 2.85 s and "just over 1 s").
      #expect(abs(durations[0] - 2.687_869) <= 1e-6)
      #expect(abs(durations[2] - 0.799_866) <= 1e-6)
    }
  }
}
