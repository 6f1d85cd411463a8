import SimEngine
import SimGeometry
import Testing

extension AnimationRuntimeTests {
  /// How animations stop: at their end, when their view leaves the window, at once when they
  /// change nothing; and that user interaction follows the options.
  @Suite("Animation lifecycle")
  struct AnimationLifecycleTests {
    @Test("allowUserInteraction keeps the view hittable at its model position, not its drawn one")
    func allowUserInteractionHitsTheModel() {
      var sim = stage()
      sim.advance(to: at(1))
      sim.perform([
        animation(
          "move", to: frame(200, 300, 100, 100), duration: 1, timing: .curve(.linear),
          allowsUserInteraction: true)
      ])
      sim.advance(to: at(1.5))
      #expect(sim.drawn("box").frame.minX == 100, "drawn half way, over x 100..200")
      #expect(sim.hitName(250, 350) == "box", "the model place, x 200..300")
      #expect(sim.hitName(150, 350) == "backdrop", "drawn there, but not there in the model")
    }

    @Test("Without allowUserInteraction a moving view is hittable nowhere until it stops")
    func animatingViewIsSkipped() {
      var sim = stage()
      sim.advance(to: at(1))
      sim.perform([animation("move", to: frame(200, 300, 100, 100), duration: 1)])
      sim.advance(to: at(1.5))
      #expect(sim.hitName(250, 350) == "backdrop")
      #expect(sim.hitName(150, 350) == "backdrop")
      sim.advance(to: at(2))
      #expect(sim.hitName(250, 350) == "box")
    }

    @Test("Removing an animating view stops its animation with finished false")
    func removalStopsTheAnimation() {
      var sim = stage()
      sim.advance(to: at(1))
      sim.perform([animation("move", to: frame(200, 300, 100, 100), duration: 1)])
      sim.advance(to: at(1.4))
      sim.perform([.remove(view: "box")])
      #expect(sim.animations[0].isRunning == false)
      #expect(sim.animations[0].finished == false)
      #expect(sim.animations[0].stoppedAt == at(1.4))
      #expect(sim.finishedFlags == [1: false])
      #expect(sim.loggedNames == ["moveInterrupted"])
      #expect(sim.animatingViews.isEmpty)
      sim.advance(to: at(3))
      #expect(sim.loggedNames == ["moveInterrupted"], "nothing more runs at the old end time")
    }

    @Test("An animation that changes nothing completes at once with finished true")
    func noChangeCompletesAtOnce() {
      var sim = stage()
      sim.advance(to: at(1))
      sim.perform([animation("still", to: frame(0, 300, 100, 100), duration: 1)])
      #expect(sim.animations.count == 1)
      #expect(sim.animations[0].isRunning == false)
      #expect(sim.animations[0].finished == true)
      #expect(sim.animations[0].stoppedAt == at(1))
      #expect(sim.loggedNames == ["stillFinished"])
      #expect(sim.hitName(50, 350) == "box", "a finished animation blocks nothing")
    }

    static let springs: [(String, Spring, Double)] = [
      (
        "seed 001's UIKit spring",
        Spring.uikit(duration: 0.35, dampingRatio: 0.8, initialVelocity: 0.8), 0.35
      ),
      (
        "UIKit spring, damping 0.5",
        Spring.uikit(duration: 1, dampingRatio: 0.5, initialVelocity: 0), 1
      ),
      ("Core Animation default cut short at 0.3 s", Spring(), 0.3),
      ("over-damped ζ 1.5 cut at 0.5 s", Spring(mass: 1, stiffness: 100, damping: 30), 0.5),
    ]

    @Test("A spring stops exactly on its target at its duration", arguments: springs)
    func springStopsOnTarget(name: String, spring: Spring, duration: Double) {
      var sim = stage()
      sim.advance(to: at(1))
      sim.perform([
        animation(
          "spring", to: frame(200, 300, 100, 100), duration: duration, timing: .spring(spring))
      ])
      let end = sim.animations[0].end
      sim.advance(to: Instant(nanoseconds: end.nanoseconds - 1))
      let elapsed = (Instant(nanoseconds: end.nanoseconds - 1) - at(1)).seconds
      let expected = 250 + (50 - 250) * (1 - spring.progress(at: elapsed))
      #expect(abs(sim.drawn("box").center.x - expected) <= 1e-9, "\(name): the spring's own value")
      #expect(sim.drawn("box").center.x != 250, "\(name): not yet on the target 1 ns before")
      sim.advance(to: end)
      #expect(sim.drawn("box").center.x == 250, "\(name): exactly on the target at the end")
      #expect(sim.finishedFlags == [1: true])
    }

    @Test("A spring runs on elapsed seconds: its duration only says when it stops")
    func springIsNotScaledToItsDuration() {
      func drawnX(after elapsed: Double, duration: Double) -> Double {
        var sim = stage()
        sim.advance(to: at(1))
        sim.perform([
          animation(
            "spring", to: frame(200, 300, 100, 100), duration: duration, timing: .spring(Spring()))
        ])
        sim.advance(to: at(1 + elapsed))
        return sim.drawn("box").center.x
      }
      let expected = 250 - 200 * (1 - Spring().progress(at: 0.3))
      #expect(abs(drawnX(after: 0.3, duration: 1) - expected) <= 1e-9)
      #expect(drawnX(after: 0.3, duration: 1) == drawnX(after: 0.3, duration: 3))
    }
  }
}
