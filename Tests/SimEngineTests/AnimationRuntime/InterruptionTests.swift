import SimEngine
import SimGeometry
import Testing

extension AnimationRuntimeTests {
  /// A second animation of a property while the first runs: additive by default (iOS 8+),
  /// a replacement with `beginFromCurrentState`.
  @Suite("Interruptions")
  struct InterruptionTests {
    /// The box's drawn center x 1 ns before t = 1.5, at 1.5 before the second animation, and
    /// at 1.5 after it, with a first linear 1 s animation 50 → 250 started at t = 1.
    static func secondAnimationAtHalfTime(beginsFromCurrentState: Bool) -> (
      sim: Simulation, before: Double, atStart: Double, after: Double
    ) {
      var sim = stage()
      sim.advance(to: at(1))
      sim.perform([
        animation("first", to: frame(200, 300, 100, 100), duration: 1, timing: .curve(.linear))
      ])
      sim.advance(to: Instant(nanoseconds: at(1.5).nanoseconds - 1))
      let before = sim.drawn("box").center.x
      sim.advance(to: at(1.5))
      let atStart = sim.drawn("box").center.x
      sim.perform([
        animation(
          "second", to: frame(300, 300, 100, 100), duration: 1, timing: .curve(.linear),
          beginsFromCurrentState: beginsFromCurrentState)
      ])
      return (sim, before, atStart, sim.drawn("box").center.x)
    }

    @Test("A second animation adds to the first: the presentation is continuous when it starts")
    func additiveIsContinuous() {
      var (sim, before, atStart, after) = Self.secondAnimationAtHalfTime(
        beginsFromCurrentState: false)
      #expect(atStart == 150)
      #expect(abs(after - atStart) <= 1e-6 * 350, "jumped from \(atStart) to \(after)")
      #expect(abs(before - atStart) <= 1e-6 * 350, "moved 200 pt/s × 1 ns at most")
      // 350 − 200 × (1 − 0.75) − 100 × (1 − 0.25): both tracks still contribute.
      sim.advance(to: at(1.75))
      #expect(abs(sim.drawn("box").center.x - 225) <= 1e-9)
    }

    @Test("Both additive animations complete with finished true")
    func additiveBothFinish() {
      var (sim, _, _, _) = Self.secondAnimationAtHalfTime(beginsFromCurrentState: false)
      sim.advance(to: at(3))
      #expect(sim.finishedFlags == [1: true, 2: true])
      #expect(sim.loggedNames == ["firstFinished", "secondFinished"])
      #expect(sim.animations.map(\.stoppedAt) == [at(2), at(2.5)])
      #expect(sim.drawn("box").center.x == 350)
    }

    @Test("beginFromCurrentState starts from the presentation value")
    func beginFromCurrentStateStartsOnScreen() {
      var (sim, _, atStart, after) = Self.secondAnimationAtHalfTime(beginsFromCurrentState: true)
      #expect(after == atStart)
      // One straight line from 150 to 350 in 1 s: 200 at a quarter of the way.
      sim.advance(to: at(1.75))
      #expect(abs(sim.drawn("box").center.x - 200) <= 1e-9)
    }

    @Test("beginFromCurrentState stops the replaced animation with finished false")
    func beginFromCurrentStateInterruptsTheFirst() {
      var (sim, _, _, _) = Self.secondAnimationAtHalfTime(beginsFromCurrentState: true)
      #expect(sim.finishedFlags == [1: false])
      #expect(sim.animations[0].isRunning == false)
      #expect(sim.animations[0].stoppedAt == at(1.5))
      #expect(sim.loggedNames == ["firstInterrupted"])
      sim.advance(to: at(3))
      #expect(sim.finishedFlags == [1: false, 2: true])
      #expect(sim.loggedNames == ["firstInterrupted", "secondFinished"])
    }
  }
}
