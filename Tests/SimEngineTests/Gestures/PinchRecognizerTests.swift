import SimEngine
import SimGeometry
import Testing

@Suite("UIPinchGestureRecognizer")
struct PinchRecognizerTests {
  /// Fingers 1 and 2 at (195 ∓ span/2, 400 + dy), an event of both.
  private func fingers(_ phase: TouchPhase, span: Double, dy: Double = 0, at t: Double)
    -> [TouchInput]
  {
    [
      TouchInput(
        time: Instant(seconds: t), finger: 1, phase: phase,
        location: Point(195 - span / 2, 400 + dy)),
      TouchInput(
        time: Instant(seconds: t), finger: 2, phase: phase,
        location: Point(195 + span / 2, 400 + dy)),
    ]
  }

  private func pinching() -> (Simulation, RecognizerID) {
    var sim = simulation()
    let id = sim.gesture("pinch", .pinch(PinchSettings()), on: "root")
    return (sim, id)
  }

  @Test("The velocity is 0.75 × the previous step's + 0.25 × the newest step's rate of scale")
  func velocityBlendsTheLastTwoSteps() throws {
    var (sim, id) = pinching()
    try sim.send(fingers(.began, span: 100, at: 0.1))
    // Begins at 120 (start 108): scale 120/108 over 0.1 s.
    try sim.send(fingers(.moved, span: 120, at: 0.2))
    try sim.send(fingers(.moved, span: 150, at: 0.3))
    let first = (120.0 / 108 - 1) / 0.1
    let second = (150.0 / 108 - 120.0 / 108) / 0.1
    #expect(abs(sim.gesture(id).scaleVelocity! - (0.75 * first + 0.25 * second)) < 1e-9)
  }

  @Test("A two-finger drag after the pinch began holds the scale and zeroes the velocity")
  func dragHoldsTheScale() throws {
    var (sim, id) = pinching()
    try sim.send(fingers(.began, span: 100, at: 0.1))
    try sim.send(fingers(.moved, span: 140, at: 0.2))
    let held = try #require(sim.gesture(id).scale)
    for frame in 1...5 {
      try sim.send(fingers(.moved, span: 140, dy: 20 * Double(frame), at: 0.2 + Double(frame) / 60))
    }
    #expect(sim.state(of: "pinch") == .changed)
    #expect(sim.gesture(id).scale == held)
    #expect(sim.gesture(id).scaleVelocity == 0)
  }

  @Test("A fast drag that also spreads the fingers 2 pt is not a pinch: the scale holds")
  func mostlyDragDoesNotScale() throws {
    var (sim, id) = pinching()
    try sim.send(fingers(.began, span: 100, at: 0.1))
    try sim.send(fingers(.moved, span: 120, at: 0.2))
    let held = try #require(sim.gesture(id).scale)
    // 60 pt down while the span grows 2 pt. Filtered: translation 0.4 × 60 = 24, scale
    // 0.4 × 1 + 0.6 × 4 = 2.8 (the spread before still counts); weighted 12 against 11.2,
    // neither 1.4 times the other, so the movement is not a pinch and the scale holds.
    try sim.send(fingers(.moved, span: 122, dy: 60, at: 0.25))
    #expect(sim.gesture(id).scale == held)
  }

  @Test("Lifting one finger holds the pinch; lifting the other ends it")
  func endsWhenBothLift() throws {
    var (sim, _) = pinching()
    try sim.send(fingers(.began, span: 100, at: 0.1))
    try sim.send(fingers(.moved, span: 140, at: 0.2))
    let lift = fingers(.ended, span: 140, at: 0.3)
    try sim.send([lift[0]])
    #expect(sim.changes(of: "pinch") == ["began"])
    try sim.send([lift[1]])
    #expect(sim.changes(of: "pinch") == ["began", "ended"])
  }

  @Test("A third finger is not taken: the pinch keeps measuring the first two")
  func thirdFingerIgnored() throws {
    var (sim, id) = pinching()
    try sim.send(fingers(.began, span: 100, at: 0.1))
    try sim.send(fingers(.moved, span: 140, at: 0.2))
    try sim.send(
      TouchInput(time: Instant(seconds: 0.25), finger: 3, phase: .began, location: Point(195, 600)))
    try sim.send(
      TouchInput(time: Instant(seconds: 0.3), finger: 3, phase: .moved, location: Point(195, 700)))
    #expect(abs(sim.gesture(id).scale! - 140.0 / 108) < 1e-12)
  }
}
