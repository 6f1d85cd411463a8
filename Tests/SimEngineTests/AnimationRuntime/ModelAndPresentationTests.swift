import SimEngine
import SimGeometry
import Testing

extension AnimationRuntimeTests {
  /// What UIKit's properties say (the model) against what is drawn (the presentation).
  @Suite("Model and presentation")
  struct ModelAndPresentationTests {
    @Test("The model value jumps to the target when the animation starts")
    func modelJumps() {
      var sim = stage()
      sim.advance(to: at(1))
      sim.perform([animation("move", to: frame(200, 300, 100, 100), duration: 1)])
      #expect(sim.model("box").frame == Rect(x: 200, y: 300, width: 100, height: 100))
      #expect(sim.drawn("box").frame == Rect(x: 0, y: 300, width: 100, height: 100))
      #expect(sim.animations.count == 1)
      #expect(sim.animations[0].isRunning)
      #expect(sim.animations[0].start == at(1) && sim.animations[0].end == at(2))
      sim.advance(to: at(1.5))
      #expect(sim.model("box").frame.minX == 200, "the model stays at the target while it moves")
    }

    @Test("The presentation follows easeInOut exactly: model + delta × (1 − progress)")
    func presentationFollowsEaseInOut() {
      var sim = stage()
      sim.advance(to: at(1))
      sim.perform([animation("move", to: frame(200, 300, 100, 100), duration: 1)])
      // Center x goes 50 → 250; elapsed k/16 s of a 1 s animation is exact in binary.
      for k in 1..<16 {
        let fraction = Double(k) / 16
        sim.advance(to: at(1 + fraction))
        let progress = TimingCurve.easeInOut.progress(atFraction: fraction)
        let expected = 250 + (50 - 250) * (1 - progress)
        let drawn = sim.drawn("box").center.x
        #expect(
          abs(drawn - expected) <= 1e-12 * 250,
          "at \(fraction) of the way the center is \(drawn), easeInOut gives \(expected)")
      }
      sim.advance(to: at(2))
      #expect(sim.drawn("box").center.x == 250)
    }

    @Test("A delay keeps the presentation at the from-value until the animation starts")
    func delayHoldsTheFromValue() {
      var sim = stage()
      sim.advance(to: at(1))
      sim.perform([animation("move", to: frame(200, 300, 100, 100), duration: 1, delay: 0.5)])
      #expect(sim.animations[0].start == at(1.5) && sim.animations[0].end == at(2.5))
      for time in [1.0, 1.25, 1.5] {
        sim.advance(to: at(time))
        #expect(sim.drawn("box").frame.minX == 0, "at \(time) the box is still drawn at x = 0")
        #expect(sim.model("box").frame.minX == 200, "at \(time) the model is already at 200")
      }
      sim.advance(to: at(2))
      let progress = TimingCurve.easeInOut.progress(atFraction: 0.5)
      #expect(abs(sim.drawn("box").frame.minX - 200 * progress) <= 1e-9)
    }

    @Test("A view waiting out its animation's delay is not hittable, at its model or drawn place")
    func delayBlocksHitTesting() {
      var sim = stage()
      sim.advance(to: at(1))
      #expect(sim.hitName(50, 350) == "box")
      sim.perform([animation("move", to: frame(200, 300, 100, 100), duration: 1, delay: 0.5)])
      sim.advance(to: at(1.25))
      #expect(sim.hitName(250, 350) == "backdrop", "the model place, during the delay")
      #expect(sim.hitName(50, 350) == "backdrop", "the drawn place, during the delay")
      sim.advance(to: at(2.5))
      #expect(sim.hitName(250, 350) == "box", "hittable again once it has stopped")
    }
  }
}
