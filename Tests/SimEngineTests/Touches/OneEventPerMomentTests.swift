import SimEngine
import SimGeometry
import Testing

/// UIKit delivers every touch that changed at one moment in one `UIEvent`, and a recognizer
/// sees its share of it at once.
@Suite("One UIEvent per moment")
struct OneEventPerMomentTests {
  private func input(_ phase: TouchPhase, _ x: Double, _ y: Double, at t: Double, finger: Int)
    -> TouchInput
  {
    TouchInput(time: Instant(seconds: t), finger: finger, phase: phase, location: Point(x, y))
  }

  /// Two fingers 40 pt apart move 4 pt right on every 60 Hz frame, in one event a frame.
  private func twoFingerDrag(_ sim: inout Simulation, frames: Int) throws {
    try sim.send([
      input(.began, 100, 300, at: 0.1, finger: 1), input(.began, 140, 300, at: 0.1, finger: 2),
    ])
    for frame in 1...frames {
      let t = 0.1 + Double(frame) / 60
      let dx = 4 * Double(frame)
      try sim.send([
        input(.moved, 100 + dx, 300, at: t, finger: 1),
        input(.moved, 140 + dx, 300, at: t, finger: 2),
      ])
    }
  }

  @Test("A two-finger pan whose fingers move together has the velocity of their movement")
  func twoFingerPanVelocity() throws {
    var sim = simulation()
    sim.gesture("pan", pan, on: "root")
    try twoFingerDrag(&sim, frames: 8)
    let velocity = try #require(sim.gesture(sim.recognizer(named: "pan")!).velocity)
    #expect(abs(velocity.x - 240) < 1e-3)
    #expect(velocity.y == 0)
  }

  @Test("Fed one finger at a time, the same movement halves the pan's velocity samples")
  func oneFingerAtATimeDiffers() throws {
    var sim = simulation()
    sim.gesture("pan", pan, on: "root")
    try sim.began(100, 300, at: 0.1, finger: 1)
    try sim.began(140, 300, at: 0.1, finger: 2)
    for frame in 1...8 {
      let t = 0.1 + Double(frame) / 60
      let dx = 4 * Double(frame)
      try sim.moved(100 + dx, 300, at: t, finger: 1)
      try sim.moved(140 + dx, 300, at: t, finger: 2)
    }
    let velocity = try #require(sim.gesture(sim.recognizer(named: "pan")!).velocity)
    #expect(abs(velocity.x - 120) < 1e-3)
  }

  @Test("A two-finger pan begins on the event where the centroid has moved 10 pt")
  func twoFingerPanHysteresis() throws {
    var sim = simulation()
    sim.gesture("pan", pan, on: "root")
    try twoFingerDrag(&sim, frames: 3)
    // Moves of 4, 8, 12 pt: the third crosses 10 pt; the translation starts at 12 - 10.
    #expect(sim.time(of: "pan", entering: .began).map { ($0 * 60).rounded() } == 9)
    #expect(sim.values(of: "pan", entering: .began)?.translation == Point(2, 0))
  }

  @Test("A two-finger tap whose fingers lift together is recognized once, at that lift")
  func twoFingerTapLiftingTogether() throws {
    var sim = simulation()
    sim.gesture("tap2", tap(touches: 2), on: "root")
    try sim.send([
      input(.began, 100, 300, at: 0.1, finger: 1), input(.began, 140, 300, at: 0.1, finger: 2),
    ])
    try sim.send([
      input(.ended, 100, 300, at: 0.18, finger: 1), input(.ended, 140, 300, at: 0.18, finger: 2),
    ])
    #expect(sim.changes(of: "tap2") == ["recognized"])
    #expect(sim.time(of: "tap2", entering: .ended) == 0.18)
  }

  @Test(
    "A second finger joining a pan later shifts the reference, so the translation does not jump")
  func fingerJoiningLate() throws {
    var sim = simulation()
    sim.gesture("pan", pan, on: "root")
    try sim.began(100, 300, at: 0.1)
    try sim.moved(120, 300, at: 0.12)
    let before = sim.gesture(sim.recognizer(named: "pan")!).translation
    try sim.send([
      input(.moved, 124, 300, at: 0.14, finger: 1), input(.began, 200, 400, at: 0.14, finger: 2),
    ])
    let after = sim.gesture(sim.recognizer(named: "pan")!).translation
    // The new finger's place moves the centroid, not the pan; finger 1's 4 pt, one of two
    // fingers now, moves the centroid 2 pt.
    #expect(before == Point(10, 0))
    #expect(after == Point(12, 0))
  }

  @Test("A stream splits into events at each new time and where a finger would appear twice")
  func streamSplitting() {
    let stream = [
      input(.began, 0, 0, at: 0.1, finger: 1), input(.began, 0, 0, at: 0.1, finger: 2),
      input(.ended, 0, 0, at: 0.2, finger: 1), input(.began, 0, 0, at: 0.2, finger: 1),
      input(.ended, 0, 0, at: 0.3, finger: 2),
    ]
    #expect(TouchInput.events(in: stream) == [0..<2, 2..<3, 3..<4, 4..<5])
  }

  @Test("An event with two times, or one finger twice, is refused")
  func malformedEvents() {
    var sim = simulation()
    #expect(
      throws: TouchSequenceError.mixedTimesInOneEvent(Instant(seconds: 0.1), Instant(seconds: 0.2))
    ) {
      try sim.send([
        input(.began, 0, 0, at: 0.1, finger: 1), input(.began, 0, 0, at: 0.2, finger: 2),
      ])
    }
    #expect(throws: TouchSequenceError.fingerTwiceInOneEvent(finger: 1)) {
      try sim.send([
        input(.began, 0, 0, at: 0.1, finger: 1), input(.ended, 0, 0, at: 0.1, finger: 1),
      ])
    }
    #expect(sim.touches.isEmpty)
  }
}
