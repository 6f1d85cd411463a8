import Foundation
import SimEngine
import SimGeometry
import Testing

@Suite("UIRotationGestureRecognizer")
struct RotationRecognizerTests {
  /// Two fingers `2 × radius` apart about (195, 400), the line from finger 1 to finger 2 at
  /// `degrees` turned clockwise on screen from horizontal.
  private func fingers(
    _ phase: TouchPhase, clockwise degrees: Double, radius: Double = 50, at t: Double
  )
    -> [TouchInput]
  {
    let a = degrees * Double.pi / 180
    let dx = radius * cos(a)
    let dy = radius * sin(a)
    return [
      TouchInput(
        time: Instant(seconds: t), finger: 1, phase: phase, location: Point(195 - dx, 400 - dy)),
      TouchInput(
        time: Instant(seconds: t), finger: 2, phase: phase, location: Point(195 + dx, 400 + dy)),
    ]
  }

  private func rotation(_ sim: Simulation) -> GestureSnapshot {
    sim.gesture(sim.recognizer(named: "rotate")!)
  }

  private func rotating() -> Simulation {
    var sim = simulation()
    sim.gesture("rotate", .rotation(RotationSettings()), on: "root")
    return sim
  }

  @Test("It begins once the fingers' line turns more than 5°, the 5° taken off the rotation")
  func beginsPastFiveDegrees() throws {
    var sim = rotating()
    try sim.send(fingers(.began, clockwise: 0, at: 0.1))
    try sim.send(fingers(.moved, clockwise: 4.9, at: 0.12))
    #expect(sim.state(of: "rotate") == .possible)
    try sim.send(fingers(.moved, clockwise: 8, at: 0.14))
    #expect(sim.state(of: "rotate") == .began)
    #expect(abs(rotation(sim).rotation! - 3 * Double.pi / 180) < 1e-5)
  }

  @Test(
    "A counter-clockwise turn is negative, a clockwise one positive, measured from the start less the hysteresis"
  )
  func clockwiseIsPositive() throws {
    var sim = rotating()
    try sim.send(fingers(.began, clockwise: 0, at: 0.1))
    try sim.send(fingers(.moved, clockwise: -20, at: 0.2))
    // It began turning counter-clockwise: -20° less the 5° hysteresis.
    #expect(abs(rotation(sim).rotation! + 15 * Double.pi / 180) < 1e-5)
    // The hysteresis stays taken toward where it began: 30° clockwise from the start is 35°.
    try sim.send(fingers(.moved, clockwise: 30, at: 0.3))
    #expect(abs(rotation(sim).rotation! - 35 * Double.pi / 180) < 1e-5)
  }

  @Test("Turning at a steady 90°/s reports a velocity of π/2 rad/s")
  func steadyVelocity() throws {
    var sim = rotating()
    try sim.send(fingers(.began, clockwise: 0, at: 0.1))
    for frame in 1...12 {
      try sim.send(fingers(.moved, clockwise: 1.5 * Double(frame), at: 0.1 + Double(frame) / 60))
    }
    #expect(abs(rotation(sim).rotationVelocity! - Double.pi / 2) < 1e-4)
  }

  @Test("Once the fingers' distance has doubled, the hysteresis is 10°: 9° is not enough")
  func hysteresisGrowsWithPinching() throws {
    var sim = rotating()
    try sim.send(fingers(.began, clockwise: 0, radius: 50, at: 0.1))
    try sim.send(fingers(.moved, clockwise: 0, radius: 100, at: 0.2))
    for degree in 1...9 {
      try sim.send(
        fingers(.moved, clockwise: Double(degree), radius: 100, at: 0.2 + Double(degree) / 60))
    }
    #expect(sim.state(of: "rotate") == .possible)
    try sim.send(fingers(.moved, clockwise: 10.5, radius: 100, at: 0.4))
    #expect(sim.state(of: "rotate") == .began)
  }

  @Test("A two-finger drag that tilts the fingers' line by 5.7° is mostly a drag: no rotation")
  func dragIsNotATurn() throws {
    var sim = rotating()
    let t0 = Instant(seconds: 0.1)
    try sim.send([
      TouchInput(time: t0, finger: 1, phase: .began, location: Point(145, 400)),
      TouchInput(time: t0, finger: 2, phase: .began, location: Point(245, 400)),
    ])
    // Both fingers move 50 pt right; the second also 10 pt up: the line turns 5.7°, past the
    // 5.35° hysteresis for that small change of distance, but the movement is mostly a drag.
    let t1 = Instant(seconds: 0.2)
    try sim.send([
      TouchInput(time: t1, finger: 1, phase: .moved, location: Point(195, 400)),
      TouchInput(time: t1, finger: 2, phase: .moved, location: Point(295, 390)),
    ])
    #expect(sim.state(of: "rotate") == .possible)
  }

  @Test("A pinch after the rotation began holds the angle and zeroes the velocity")
  func pinchHoldsTheAngle() throws {
    var sim = rotating()
    try sim.send(fingers(.began, clockwise: 0, radius: 50, at: 0.1))
    for frame in 1...6 {
      try sim.send(
        fingers(.moved, clockwise: 3 * Double(frame), radius: 50, at: 0.1 + Double(frame) / 60))
    }
    let held = try #require(rotation(sim).rotation)
    for frame in 1...6 {
      try sim.send(
        fingers(
          .moved, clockwise: 18, radius: 50 + 10 * Double(frame), at: 0.2 + Double(frame) / 60))
    }
    #expect(sim.state(of: "rotate") == .changed)
    #expect(abs(rotation(sim).rotation! - held) < 1e-12)
    #expect(rotation(sim).rotationVelocity == 0)
  }

  @Test("Lifting one finger holds the rotation; lifting the other ends it")
  func endsWhenBothLift() throws {
    var sim = rotating()
    try sim.send(fingers(.began, clockwise: 0, at: 0.1))
    try sim.send(fingers(.moved, clockwise: 20, at: 0.2))
    let held = try #require(rotation(sim).rotation)
    let moved = fingers(.moved, clockwise: 40, at: 0.3)
    try sim.send([
      TouchInput(time: moved[0].time, finger: 1, phase: .ended, location: moved[0].location)
    ])
    try sim.send([moved[1]])
    // One finger down: UIKit's driver ignores the moves (no change, the angle held).
    #expect(rotation(sim).rotation == held)
    #expect(sim.changes(of: "rotate") == ["began"])
    try sim.send([
      TouchInput(time: Instant(seconds: 0.4), finger: 2, phase: .ended, location: moved[1].location)
    ])
    #expect(sim.changes(of: "rotate").last == "ended")
  }

  @Test("Turning past half a turn keeps counting: 200° clockwise is 195° after the hysteresis")
  func wrapsPastHalfATurn() throws {
    var sim = rotating()
    try sim.send(fingers(.began, clockwise: 0, at: 0.1))
    for step in 1...20 {
      try sim.send(fingers(.moved, clockwise: 10 * Double(step), at: 0.1 + Double(step) / 60))
    }
    #expect(abs(rotation(sim).rotation! - 195 * Double.pi / 180) < 1e-5)
  }

  @Test("A pinch and a rotation that allow each other both recognize the same two fingers")
  func simultaneousWithPinch() throws {
    var sim = rotating()
    sim.gesture("pinch", .pinch(PinchSettings()), on: "root") { $0.simultaneousWith = ["rotate"] }
    try sim.send(fingers(.began, clockwise: 0, radius: 50, at: 0.1))
    for step in 1...10 {
      try sim.send(
        fingers(
          .moved, clockwise: 3 * Double(step), radius: 50 + 3 * Double(step),
          at: 0.1 + Double(step) / 60))
    }
    #expect(sim.state(of: "rotate") == .changed)
    #expect(sim.state(of: "pinch") == .changed)
  }

  @Test("Without simultaneity, the one that begins first makes the other fail")
  func exclusiveWithPinch() throws {
    var sim = rotating()
    sim.gesture("pinch", .pinch(PinchSettings()), on: "root")
    try sim.send(fingers(.began, clockwise: 0, radius: 50, at: 0.1))
    for step in 1...10 {
      try sim.send(fingers(.moved, clockwise: 3 * Double(step), at: 0.1 + Double(step) / 60))
    }
    #expect(sim.state(of: "rotate") == .changed)
    #expect(sim.state(of: "pinch") == .failed)
  }
}
