import SimEngine
import SimGeometry
import Testing

extension AnimationRuntimeTests {
  /// Interruptions at the edges: completions that run while a new animation starts, and
  /// `beginFromCurrentState` replacing a whole Core Animation key.
  @Suite("Interruption edge cases")
  struct InterruptionEdgeCaseTests {
    @Test(
      "A completion run by an interruption neither reuses the new animation's number nor undoes its model change"
    )
    func interruptedCompletionThatAnimates() {
      // A moves the box; its completion, when interrupted, fades the box to 0.5. B interrupts A
      // with beginFromCurrentState. UIKit runs A's completion after B's animations block has
      // set its values (completions are called back by Core Animation, never from inside the
      // block), so the fade is a third animation and every one of them ends.
      var sim = stage()
      sim.advance(to: at(1))
      var first = ViewAnimation(
        view: "box", to: frame(200, 300, 100, 100), duration: lasting(1),
        timing: .curve(.linear))
      var fade = ViewChange()
      fade.alpha = 0.5
      first.completionIfInterrupted = [
        .animate(
          ViewAnimation(view: "box", to: fade, duration: lasting(1), timing: .curve(.linear)))
      ]
      sim.perform([.animate(first)])
      sim.advance(to: at(1.5))
      sim.perform([
        animation(
          "second", to: frame(300, 300, 100, 100), duration: 1, timing: .curve(.linear),
          beginsFromCurrentState: true)
      ])
      #expect(sim.animations.map(\.number) == [1, 2, 3], "each animation gets its own number")
      #expect(sim.model("box").alpha == 0.5, "the fade's model change survives")
      sim.advance(to: at(3))
      #expect(sim.animations.allSatisfy { !$0.isRunning }, "everything has stopped by 3 s")
      #expect(sim.loggedNames.contains("secondFinished"))
      #expect(sim.drawn("box").alpha == 0.5)
      #expect(sim.hitName(350, 350) == "box", "nothing blocks the box any more")
    }

    @Test(
      "beginFromCurrentState replaces the whole center animation, not only the coordinate that changes"
    )
    func beginFromCurrentStateReplacesPosition() {
      // UIKit animates `center` as one Core Animation key, `position` (a CGPoint); a
      // beginFromCurrentState animation of it replaces the running `position` animation, x and
      // y together. A moved only the position (its size is unchanged), so it has nothing left
      // and stops at once, unfinished. The engine splits the center into independent x and y
      // channels and replaces only x, so A keeps running its y until 2 s.
      var sim = stage()
      sim.advance(to: at(1))
      sim.perform([
        animation("first", to: frame(200, 500, 100, 100), duration: 1, timing: .curve(.linear))
      ])
      sim.advance(to: at(1.5))
      var change = ViewChange()
      change.center = Point(x: 350, y: 550)
      sim.perform([
        animation(
          "second", to: change, duration: 1, timing: .curve(.linear), beginsFromCurrentState: true)
      ])
      sim.advance(to: at(3))
      #expect(sim.finishedFlags[1] == false)
      #expect(sim.animations[0].stoppedAt == at(1.5))
    }
  }
}
