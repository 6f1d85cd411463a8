import SimEngine
import SimGeometry
import Testing

/// Each helper produces the velocity, scale or rotation its documentation promises, read by the
/// recognizers themselves.
@Suite("Gesture helpers: what recognizers read from them")
struct TouchGestureTests {
  private func at(_ seconds: Double) -> Instant { Instant(seconds: seconds) }

  private func panning() -> Simulation {
    var sim = simulation()
    sim.gesture("pan", pan, on: "root")
    return sim
  }

  @Test("A straight drag's pan velocity at the lift is the distance over the duration")
  func dragVelocity() throws {
    var sim = panning()
    try sim.perform(
      .drag(
        DragGesture(
          path: [Point(100, 600), Point(100, 300)], time: at(0.1), duration: Interval(seconds: 0.25)
        )))
    let released = try #require(sim.values(of: "pan", entering: .ended)?.velocity)
    #expect(abs(released.x) < 1e-9)
    // Step times are whole nanoseconds: a few parts in 10⁸ off the exact quotient.
    #expect(abs(released.y - -1200) < 1e-4)
  }

  @Test("A drag along a bent path reads the speed along its last segment")
  func bentDragVelocity() throws {
    var sim = panning()
    // 100 pt right then 200 pt down in 0.5 s: 600 pt/s, the last part straight down.
    try sim.perform(
      .drag(
        DragGesture(
          path: [Point(100, 100), Point(200, 100), Point(200, 300)], time: at(0.1),
          duration: Interval(seconds: 0.5))))
    let released = try #require(sim.values(of: "pan", entering: .ended)?.velocity)
    #expect(abs(released.x) < 1e-6)
    #expect(abs(released.y - 600) < 1e-4)
    #expect(sim.touch(1).location == Point(200, 300))
  }

  @Test("A fling's pan velocity at the lift is its velocity, and the finger ends at 'to'")
  func flingVelocity() throws {
    var sim = panning()
    try sim.perform(
      .fling(
        FlingGesture(from: Point(200, 300), to: Point(200, 700), velocity: 2000, time: at(0.1))))
    let released = try #require(sim.values(of: "pan", entering: .ended)?.velocity)
    #expect(abs(released.y - 2000) < 1e-6)
    #expect(abs(released.x) < 1e-9)
    #expect(sim.touch(1).location == Point(200, 700))
  }

  @Test("A fling's finger speeds up: each step is at least as long as the one before")
  func flingAccelerates() throws {
    let inputs = try TouchGesture.fling(
      FlingGesture(from: Point(0, 0), to: Point(0, 400), velocity: 1500, time: at(0))
    ).inputs(fps: 60)
    let ys = inputs.filter { $0.phase == .moved }.map(\.location.y)
    let steps = zip(ys.dropFirst(), ys).map { $0 - $1 }
    #expect(steps.count >= 4)
    for (later, earlier) in zip(steps.dropFirst(), steps) { #expect(later >= earlier - 1e-9) }
    #expect(abs(steps.last! - 1500.0 / 60) < 1e-6)
  }

  @Test("A fling too short for two frames at its velocity is refused, saying how far it needs")
  func flingTooShort() {
    #expect(throws: TouchGestureError.self) {
      try TouchGesture.fling(
        FlingGesture(from: Point(0, 0), to: Point(0, 60), velocity: 2000, time: at(0))
      ).inputs(fps: 60)
    }
    do {
      _ = try TouchGesture.fling(
        FlingGesture(from: Point(0, 0), to: Point(0, 60), velocity: 2000, time: at(0))
      ).inputs(fps: 60)
    } catch {
      #expect(error.description.contains("needs more than 66.66"))
    }
  }

  @Test("A pinch from 100 to 200 pt ends at scale 200 / 108 with velocity 100 / 0.5 / 108")
  func pinchScaleAndVelocity() throws {
    var sim = simulation()
    sim.gesture("pinch", .pinch(PinchSettings()), on: "root")
    try sim.perform(
      .twoFinger(
        TwoFingerGesture(
          center: Point(195, 400), span: 100, endSpan: 200, time: at(0.1),
          duration: Interval(seconds: 0.5))))
    let ended = try #require(sim.values(of: "pinch", entering: .ended))
    #expect(abs(ended.scale! - 200.0 / 108) < 1e-12)
    #expect(abs(ended.scaleVelocity! - 100.0 / 0.5 / 108) < 1e-6)
  }

  @Test("Rotating 90° in 0.5 s ends at 90° less the 5° hysteresis, turning at π rad/s")
  func rotateAngleAndVelocity() throws {
    var sim = simulation()
    sim.gesture("rotate", .rotation(RotationSettings()), on: "root")
    var rotate = TwoFingerGesture(
      center: Point(195, 400), span: 100, endSpan: 100, time: at(0.1),
      duration: Interval(seconds: 0.5))
    rotate.turn = 90
    try sim.perform(.twoFinger(rotate))
    let ended = try #require(sim.values(of: "rotate", entering: .ended))
    let hysteresis = Double(Float(5) * Float(0.017453))
    #expect(abs(ended.rotation! - (Double.pi / 2 - hysteresis)) < 1e-9)
    #expect(abs(ended.rotationVelocity! - Double.pi) < 1e-6)
  }

  @Test("A two-finger tap lifts both fingers in one event: a two-touch tap recognizes")
  func twoFingerTap() throws {
    var sim = simulation()
    sim.gesture("two", tap(touches: 2), on: "root")
    var gesture = TapGesture(at: Point(195, 400), time: at(0.1))
    gesture.fingers = 2
    try sim.perform(.tap(gesture))
    #expect(sim.changes(of: "two") == ["recognized"])
    #expect(sim.touch(1).location == Point(175, 400))
    #expect(sim.touch(2).location == Point(215, 400))
  }

  @Test("A double tap's two taps fall inside the 0.35 s interval: a double-tap recognizes")
  func doubleTap() throws {
    var sim = simulation()
    sim.gesture("double", tap(taps: 2), on: "root")
    var gesture = TapGesture(at: Point(195, 400), time: at(0.1))
    gesture.taps = 2
    try sim.perform(.tap(gesture))
    #expect(sim.changes(of: "double") == ["recognized"])
  }

  @Test("A long press held 0.6 s begins a long-press recognizer at 0.5 s")
  func longPressBegins() throws {
    var sim = simulation()
    sim.gesture("press", longPress, on: "root")
    try sim.perform(.longPress(at: Point(195, 400), time: at(0.1)))
    #expect(sim.time(of: "press", entering: .began) == 0.6)
    #expect(sim.changes(of: "press") == ["began", "ended"])
  }

  @Test("A three-finger swipe recognizes a three-touch swipe and not a one-touch one")
  func threeFingerSwipe() throws {
    var sim = simulation()
    var three = SwipeSettings()
    three.touches = 3
    three.directions = [.up]
    sim.gesture("three", .swipe(three), on: "root") { $0.simultaneousWith = ["one"] }
    var one = SwipeSettings()
    one.directions = [.up]
    sim.gesture("one", .swipe(one), on: "root")
    try sim.perform(
      .swipe(from: Point(195, 600), to: Point(195, 400), time: at(0.1), fingers: 3))
    #expect(sim.changes(of: "three") == ["recognized"])
    #expect(sim.changes(of: "one") == ["failed"])
  }

  @Test("An edge swipe from the left at 800 pt/s begins a screen-edge pan that reads 800 pt/s")
  func edgeSwipeVelocity() throws {
    var sim = simulation()
    sim.gesture("edge", .screenEdgePan(PanSettings(), ScreenEdgeSettings()), on: "root")
    try sim.perform(
      .edgeSwipe(
        .left, screen: Size(width: 390, height: 844), distance: 200, velocity: 800, time: at(0.1)))
    #expect(sim.touch(1).location == Point(201, 422))
    let ended = try #require(sim.values(of: "edge", entering: .ended)?.velocity)
    #expect(abs(ended.x - 800) < 1e-4)
  }
}
