import Foundation
import SimEngine
import SimGeometry
import Testing

/// The step `-_endPanNormal:` takes at the lift: lifted more than 0.8 and less than 2.4 frames
/// after the last drag update (`_lastUpdateTime`, stamped by `-_updatePanGesture`), a
/// decelerating scroll view moves once at once, a whole frame's worth
/// (docs/uikit-notes/scroll-view.md §1c; docs/semantics.md "Scroll views: the step at the
/// lift"). The numbers from ``UIKitScroll``.
@Suite("Scroll views: the step at the lift")
struct UIKitLiftStepTests {
  /// The physics tests' fling (the content at 70 after its last move at 0.14), lifted `after`
  /// seconds later on a 5,000 pt list at 60 fps.
  private func fling(liftedAfter after: Double) throws -> (Simulation, ViewID, Instant) {
    var sim = simulation()
    let list = sim.list(height: 5000)
    let moves = UIKitScrollPhysicsTests.fling
    let lift = moves.last!.t + after
    try sim.stroke(moves, lift: lift)
    return (sim, list, Instant(seconds: lift))
  }

  @Test("Lifted 1.2 frames after the last drag update, it steps a whole frame at the lift")
  func stepsAtTheLift() throws {
    let (sim0, list, lift) = try fling(liftedAfter: 0.02)
    var sim = sim0
    // 20 ms: more than 0.8/60 s, less than 2.4/60 s.
    #expect(0.02 > 0.8 / 60 && 0.02 < 2.4 / 60)
    let v = UIKitScrollPhysicsTests.flingVelocity
    let r = 0.998
    let d = UIKitScroll.decay(1000.0 / 60 * log(r))
    let atLift = 70 + v * ((1 - d) / (1 - r) * r)
    #expect(sim.tree[list].bounds.origin.y == UIKitScroll.pixel(atLift))
    // Then the frames go on from the lift, from that offset and velocity.
    let range = 0.0...(5000 - 844)
    let expected = UIKitScroll.decelerate(
      from: atLift, velocity: v * d, lift: lift, rate: r, range: range, clock: sim.clock)
    sim.follow(list, expected)
  }

  @Test("Lifted 2.4 frames or more after the last drag update, nothing moves until a frame")
  func noStepAfterALongerWait() throws {
    let (sim, list, _) = try fling(liftedAfter: 0.045)
    #expect(0.045 >= 2.4 / 60)
    #expect(sim.tree[list].bounds.origin.y == 70)
  }

  @Test("Lifted within 0.8 frames of the last drag update, nothing moves until a frame")
  func noStepRightAfterAnUpdate() throws {
    let (sim, list, _) = try fling(liftedAfter: 0.005)
    #expect(0.005 <= 0.8 / 60)
    #expect(sim.tree[list].bounds.origin.y == 70)
  }
}
