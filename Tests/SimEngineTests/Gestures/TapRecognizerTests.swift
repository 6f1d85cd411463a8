import SimEngine
import SimGeometry
import Testing

@Suite("Tap recognizer")
struct TapRecognizerTests {
  @Test("A tap is recognized at the lift, not at touch-down")
  func recognizedAtLift() throws {
    var sim = simulation()
    sim.gesture("tap", tap(), on: "root")
    try sim.began(100, 100, at: 0.1)
    #expect(sim.state(of: "tap") == .possible)
    try sim.ended(100, 100, at: 0.2)
    #expect(sim.changes(of: "tap") == ["recognized"])
    #expect(sim.time(of: "tap", entering: .ended) == 0.2)
  }

  @Test("Moving the centroid more than 45 pt fails the tap; 45 pt exactly does not")
  func allowableMovement() throws {
    var sim = simulation()
    sim.gesture("tap", tap(), on: "root")
    try sim.began(100, 100, at: 0.1)
    try sim.moved(145, 100, at: 0.15)
    try sim.ended(145, 100, at: 0.2)
    #expect(sim.changes(of: "tap") == ["recognized"])
    try sim.began(100, 100, at: 1.0)
    try sim.moved(145.5, 100, at: 1.05)
    #expect(sim.changes(of: "tap") == ["recognized", "failed"])
    #expect(sim.failureReason(of: "tap") == "the touch moved 45.5 pt, more than the 45 pt allowed")
  }

  @Test("A touch held longer than 0.75 s fails the tap when the timer fires")
  func maximumDuration() throws {
    var sim = simulation()
    sim.gesture("tap", tap(), on: "root")
    try sim.began(100, 100, at: 0.1)
    sim.advance(to: Instant(seconds: 0.84))
    #expect(sim.state(of: "tap") == .possible)
    sim.advance(to: Instant(seconds: 0.85))
    #expect(sim.state(of: "tap") == .failed)
    try sim.ended(100, 100, at: 0.9)
    #expect(sim.changes(of: "tap") == ["failed"])
  }

  @Test("A double tap needs the second touch-down within 0.35 s of the first lift")
  func multiTapInterval() throws {
    var sim = simulation()
    sim.gesture("double", tap(taps: 2), on: "root")
    try sim.tap(100, 100, at: 0.1)
    try sim.tap(100, 100, at: 0.53)
    #expect(sim.changes(of: "double") == ["recognized"])
    try sim.tap(100, 100, at: 1.0)
    try sim.tap(100, 100, at: 1.431)
    #expect(sim.changes(of: "double") == ["recognized", "failed"])
    #expect(sim.failureReason(of: "double") == "tap 2 of 2 did not begin within 0.35 s")
  }

  @Test("The second tap of a double tap must begin within 45 pt of the first")
  func secondTapPlacement() throws {
    var sim = simulation()
    sim.gesture("double", tap(taps: 2), on: "root")
    try sim.tap(100, 100, at: 0.1)
    try sim.tap(150, 100, at: 0.3)
    #expect(sim.changes(of: "double") == ["failed"])
    #expect(
      sim.failureReason(of: "double")
        == "tap 2 began 50 pt from the first, more than the 45 pt allowed")
  }

  @Test("A two-finger tap needs both fingers down before either lifts")
  func twoFingerTap() throws {
    var sim = simulation()
    sim.gesture("two", tap(touches: 2), on: "root")
    try sim.began(100, 100, at: 0.1, finger: 1)
    try sim.began(150, 100, at: 0.12, finger: 2)
    try sim.ended(100, 100, at: 0.2, finger: 1)
    try sim.ended(150, 100, at: 0.21, finger: 2)
    #expect(sim.changes(of: "two") == ["recognized"])
    try sim.tap(100, 100, at: 1.0)
    #expect(sim.changes(of: "two") == ["recognized", "failed"])
  }

  @Test("A two-finger tap with fingers 100 pt apart is recognized when they lift one by one")
  func farApartFingersLiftOneByOne() throws {
    var sim = simulation()
    sim.gesture("two", tap(touches: 2), on: "root")
    try sim.began(100, 400, at: 0.1, finger: 1)
    try sim.began(200, 400, at: 0.1, finger: 2)
    // The start point is the centroid (150, 400); the right finger alone is 50 pt from it,
    // more than the 45 pt allowed, but UIKit's centroid keeps the lifted finger.
    try sim.ended(100, 400, at: 0.15, finger: 1)
    try sim.ended(200, 400, at: 0.18, finger: 2)
    #expect(sim.changes(of: "two") == ["recognized"])
  }

  @Test("A finger left down moves the centroid of both: half its move counts against 45 pt")
  func movementIsTheCentroidOfEveryTouch() throws {
    for (move, expected) in [(88.0, ["recognized"]), (92.0, ["failed"])] {
      var sim = simulation()
      sim.gesture("two", tap(touches: 2), on: "root")
      try sim.began(100, 400, at: 0.1, finger: 1)
      try sim.began(200, 400, at: 0.1, finger: 2)
      try sim.ended(100, 400, at: 0.15, finger: 1)
      // The lifted finger stays at (100, 400): the centroid moves by move / 2 (44 or 46 pt).
      try sim.moved(200 + move, 400, at: 0.16, finger: 2)
      try sim.ended(200 + move, 400, at: 0.18, finger: 2)
      #expect(sim.changes(of: "two") == expected, "moved \(move) pt")
    }
  }

  @Test("More fingers than the tap needs fail it")
  func tooManyFingers() throws {
    var sim = simulation()
    sim.gesture("tap", tap(), on: "root")
    try sim.began(100, 100, at: 0.1, finger: 1)
    try sim.began(150, 100, at: 0.12, finger: 2)
    #expect(sim.changes(of: "tap") == ["failed"])
    #expect(sim.failureReason(of: "tap") == "2 touches are down, and it takes 1")
  }

  @Test("A recognized tap resets to possible once its touches have lifted, and recognizes again")
  func resetsAfterLift() throws {
    var sim = simulation()
    sim.gesture("tap", tap(), on: "root")
    try sim.tap(100, 100, at: 0.1)
    #expect(sim.state(of: "tap") == .possible)
    try sim.tap(300, 600, at: 1.0)
    #expect(sim.changes(of: "tap") == ["recognized", "recognized"])
  }

  @Test("A recognized tap runs its actions after the event, in order")
  func actions() throws {
    var sim = simulation([(view("button", .uiButton, rect(0, 0, 50, 50)), nil)])
    sim.on(.touchUpInside, of: "button", .log("button"))
    sim.gesture("tap", tap(), on: "root") {
      $0.actions = [(.ended, [.log("first"), .log("second")])]
    }
    try sim.tap(200, 200, at: 0.1)
    #expect(sim.logs == ["first", "second"])
  }
}
