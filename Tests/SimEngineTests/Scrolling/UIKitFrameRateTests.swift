import Foundation
import SimEngine
import SimGeometry
import Testing

/// The deceleration at 120 Hz: `-_smoothScrollSyncWithUpdateTime:` steps by the milliseconds
/// since the last display-link callback, and `-_endPanNormal:`'s step at the lift measures
/// 0.8–2.4 frames of the screen's `_maximumFramesPerSecond` (docs/uikit-notes/scroll-view.md
/// §1c, §2). The numbers from ``UIKitScroll``.
@Suite("Scroll views: the frame rate")
struct UIKitFrameRateTests {
  private func list120() -> (Simulation, ViewID) {
    var sim = Simulation(fps: 120, [(view("root", .uiView, rect(0, 0, 390, 844)), nil)])
    let list = sim.list(height: 5000)
    return (sim, list)
  }

  @Test("At 120 Hz each frame steps 8.33 ms and it stops at UIKit's frame and offset")
  func deceleratesAt120() throws {
    var (sim, list) = list120()
    try sim.stroke(UIKitScrollPhysicsTests.fling, lift: UIKitScrollPhysicsTests.liftTime)
    // Lifted 5 ms after the last update: under 0.8 frames (6.67 ms), no step at the lift.
    #expect(sim.tree[list].bounds.origin.y == 70)
    let expected = UIKitScroll.decelerate(
      from: 70, velocity: UIKitScrollPhysicsTests.flingVelocity,
      lift: Instant(seconds: UIKitScrollPhysicsTests.liftTime), rate: 0.998,
      range: 0...(5000 - 844), clock: sim.clock)
    #expect(abs((expected[2].time - expected[1].time).seconds - 1.0 / 120) < 1e-8)
    sim.follow(list, expected)
    let end = sim.journal.last { $0.kind == .scroll(list, .didEndDecelerating) }?.time
    #expect(end == expected.last!.time)
  }

  @Test("At 120 Hz a lift 10 ms after the last update steps one 120 Hz frame at the lift")
  func liftStepAt120() throws {
    var (sim, list) = list120()
    let moves = UIKitScrollPhysicsTests.fling
    try sim.stroke(moves, lift: moves.last!.t + 0.01)
    // 10 ms: over 0.8/120 s, under 2.4/120 s (it would be under 0.8 frames at 60 Hz).
    #expect(0.01 > 0.8 / 120 && 0.01 < 2.4 / 120 && 0.01 < 0.8 / 60)
    let v = UIKitScrollPhysicsTests.flingVelocity
    let d = UIKitScroll.decay(1000.0 / 120 * log(0.998))
    #expect(sim.tree[list].bounds.origin.y == UIKitScroll.pixel(70 + v * ((1 - d) / 0.002 * 0.998)))
  }
}
