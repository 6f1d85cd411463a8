import SimEngine
import SimGeometry
import Testing

@Suite("Long press, pan, swipe and pinch")
struct ContinuousRecognizerTests {
  @Test("A long press begins 0.5 s after touch-down, changes with movement and ends at the lift")
  func longPressLifecycle() throws {
    var sim = simulation()
    sim.gesture("press", longPress, on: "root")
    try sim.began(100, 100, at: 0.1)
    sim.advance(to: Instant(seconds: 0.599))
    #expect(sim.state(of: "press") == .possible)
    sim.advance(to: Instant(seconds: 0.6))
    #expect(sim.state(of: "press") == .began)
    try sim.moved(140, 100, at: 0.7)
    try sim.ended(140, 100, at: 0.8)
    #expect(sim.changes(of: "press") == ["began", "changed", "ended"])
  }

  @Test("A long press that moves 9 pt still begins; 11 pt fails it")
  func longPressMovement() throws {
    var sim = simulation()
    sim.gesture("press", longPress, on: "root")
    try sim.began(100, 100, at: 0.1)
    try sim.moved(109, 100, at: 0.3)
    sim.advance(to: Instant(seconds: 0.6))
    try sim.ended(109, 100, at: 0.9)
    try sim.began(100, 100, at: 2.0)
    try sim.moved(111, 100, at: 2.2)
    try sim.ended(111, 100, at: 2.9)
    #expect(sim.changes(of: "press") == ["began", "ended", "failed"])
    #expect(
      sim.failureReason(of: "press")
        == "the touch moved 11 pt before the 0.5 s press, more than the 10 pt allowed")
  }

  @Test("A long press lifted before 0.5 s fails")
  func longPressTooShort() throws {
    var sim = simulation()
    sim.gesture("press", longPress, on: "root")
    try sim.began(100, 100, at: 0.1)
    try sim.ended(100, 100, at: 0.4)
    #expect(sim.changes(of: "press") == ["failed"])
  }

  @Test("A pan begins when the centroid moves 10 pt along one axis, not 8 pt diagonally")
  func panHysteresis() throws {
    var sim = simulation()
    sim.gesture("pan", pan, on: "root")
    try sim.began(100, 100, at: 0.1)
    try sim.moved(108, 108, at: 0.12)
    #expect(sim.state(of: "pan") == .possible)
    try sim.moved(110, 103, at: 0.14)
    #expect(sim.state(of: "pan") == .began)
  }

  @Test("A pan's translation has the 10 pt hysteresis taken off each axis toward zero")
  func panTranslation() throws {
    var sim = simulation()
    let id = sim.gesture("pan", pan, on: "root")
    try sim.began(100, 100, at: 0.1)
    try sim.moved(115, 103, at: 0.12)
    #expect(sim.gesture(id).translation == Point(5, 0))
    try sim.moved(135, 93, at: 0.14)
    #expect(sim.gesture(id).translation == Point(25, -10))
  }

  @Test("A pan's velocity is 0.2 × the newest sample + 0.8 × the previous one")
  func panVelocity() throws {
    var sim = simulation()
    let id = sim.gesture("pan", pan, on: "root")
    try sim.began(100, 100, at: 0.1)
    try sim.moved(100, 120, at: 0.11)  // 2,000 pt/s
    try sim.moved(100, 130, at: 0.12)  // 1,000 pt/s
    let velocity = try #require(sim.gesture(id).velocity)
    #expect(abs(velocity.y - (0.2 * 1000 + 0.8 * 2000)) < 1e-6)
    try sim.ended(100, 160, at: 0.13)  // the lift adds no sample
    let ended = try #require(sim.values(of: "pan", entering: .ended)?.velocity)
    #expect(abs(ended.y - 1800) < 1e-6)
  }

  @Test("A finger joining a pan shifts the reference so the translation does not jump")
  func panSecondFinger() throws {
    var sim = simulation()
    let id = sim.gesture("pan", pan, on: "root")
    try sim.began(100, 100, at: 0.1, finger: 1)
    try sim.moved(100, 130, at: 0.12, finger: 1)
    let before = sim.gesture(id).translation
    try sim.began(300, 500, at: 0.13, finger: 2)
    #expect(sim.gesture(id).translation == before)
  }

  @Test("A pan lifted before it began fails; after, it ends")
  func panLift() throws {
    var sim = simulation()
    sim.gesture("pan", pan, on: "root")
    try sim.tap(100, 100, at: 0.1)
    try sim.began(100, 100, at: 1.0)
    try sim.moved(100, 150, at: 1.1)
    try sim.ended(100, 150, at: 1.2)
    #expect(sim.changes(of: "pan") == ["failed", "began", "ended"])
  }

  @Test("A right swipe is recognized during the move, before the lift")
  func swipeDuringMove() throws {
    var sim = simulation()
    sim.gesture("swipe", .swipe(SwipeSettings()), on: "root")
    try sim.began(100, 300, at: 0.1)
    try sim.moved(130, 305, at: 0.15)
    #expect(sim.state(of: "swipe") == .possible)
    try sim.moved(160, 310, at: 0.2)
    #expect(sim.changes(of: "swipe") == ["recognized"])
  }

  @Test("A swipe has no timer: a finger held still past its limit fails it at the next move")
  func swipeLimitCheckedOnMoves() throws {
    // -[UISwipeGestureRecognizer touchesMoved:withEvent:] compares the time with the start only
    // when a touch moves; past maximumDuration (0.5 s here) that move fails it.
    var held = simulation()
    held.gesture("swipe", .swipe(SwipeSettings()), on: "root")
    try held.began(100, 300, at: 0.1)
    held.advance(to: Instant(seconds: 0.65))
    #expect(held.state(of: "swipe") == .possible, "held still past the limit, no move yet")
    try held.moved(160, 300, at: 0.7)
    #expect(held.changes(of: "swipe") == ["failed"])
    var edge = simulation()
    edge.gesture("swipe", .swipe(SwipeSettings()), on: "root")
    try edge.began(100, 300, at: 0.1)
    try edge.moved(101, 300, at: 0.6)
    #expect(edge.state(of: "swipe") == .possible, "exactly 0.5 s in: not past the limit")
  }

  @Test("A swipe's location is where its touch came down, not where the finger is")
  func swipeLocationIsTheStart() throws {
    // -[UISwipeGestureRecognizer locationInView:] returns the start centroid.
    var sim = simulation()
    var swipe = GestureRecognizer(name: "swipe", kind: .swipe(SwipeSettings()))
    swipe.actions = [
      (.ended, [.keep("x", .value(.gesture("swipe", .locationX(in: nil))))])
    ]
    sim.addGesture(swipe, to: sim.id("root"))
    try sim.began(100, 300, at: 0.1)
    try sim.moved(130, 305, at: 0.15)
    try sim.moved(160, 310, at: 0.2)
    #expect(sim.changes(of: "swipe") == ["recognized"])
    let kept = sim.journal.compactMap { entry -> Double? in
      if case .kept("x", let value) = entry.kind { return value }
      return nil
    }
    #expect(kept == [100])
  }

  @Test("A swipe the wrong way, or too slow, fails")
  func swipeFailures() throws {
    var sim = simulation()
    sim.gesture("swipe", .swipe(SwipeSettings()), on: "root")
    try sim.began(200, 300, at: 0.1)
    try sim.moved(140, 300, at: 0.15)
    try sim.ended(140, 300, at: 0.2)
    try sim.began(100, 300, at: 1.0)
    try sim.moved(120, 300, at: 1.3)
    // Still under 50 pt when it next moves, 0.6 s after touch-down: too slow.
    try sim.moved(130, 300, at: 1.6)
    #expect(sim.changes(of: "swipe") == ["failed", "failed"])
    #expect(sim.failureReason(of: "swipe") == "it did not travel 50 pt within 0.5 s")
  }

  @Test("A pinch begins after the distance changes by more than 8 pt, with a scale near 1")
  func pinch() throws {
    var sim = simulation()
    let id = sim.gesture("pinch", .pinch(PinchSettings()), on: "root")
    try sim.began(100, 300, at: 0.1, finger: 1)
    try sim.began(200, 300, at: 0.1, finger: 2)
    try sim.moved(208, 300, at: 0.12, finger: 2)
    #expect(sim.state(of: "pinch") == .possible)
    try sim.moved(210, 300, at: 0.14, finger: 2)
    #expect(sim.state(of: "pinch") == .began)
    #expect(abs((sim.gesture(id).scale ?? 0) - 110.0 / 108.0) < 1e-12)
    try sim.moved(316, 300, at: 0.2, finger: 2)
    #expect(abs((sim.gesture(id).scale ?? 0) - 2) < 1e-12)
  }

  @Test("A screen-edge pan begins only from a touch within 13 pt of its edge")
  func screenEdgePan() throws {
    var sim = simulation()
    sim.gesture("edge", .screenEdgePan(.screenEdge, ScreenEdgeSettings()), on: "root")
    try sim.began(12, 300, at: 0.1)
    try sim.moved(40, 300, at: 0.2)
    try sim.ended(40, 300, at: 0.3)
    try sim.began(14, 300, at: 1.0)
    try sim.moved(60, 300, at: 1.1)
    try sim.ended(60, 300, at: 1.2)
    #expect(sim.changes(of: "edge") == ["began", "ended", "failed"])
    #expect(
      sim.failureReason(of: "edge")
        == "the touch began at (14, 300), not within 13 pt of the left edge")
  }
}
