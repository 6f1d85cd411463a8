import SimEngine
import SimGeometry
import Testing

/// Binding a touch to its hit-test view at began, and UIKit's rules for withholding touches.
@Suite("Touch delivery")
struct TouchDeliveryTests {
  /// Two plain views side by side: `left` covers [0, 150) × [100, 250), `right` [200, 350).
  func sim(_ configure: (inout ViewProperties) -> Void = { _ in }) -> Simulation {
    Simulation([
      (view("left", .uiView, rect(0, 100, 150, 150), configure), nil),
      (view("right", .uiView, rect(200, 100, 150, 150)), nil),
    ])
  }

  @Test("A touch keeps the view it began on after the finger leaves it")
  func touchKeepsItsView() throws {
    var sim = sim()
    try sim.began(50, 150, at: 0.1)
    try sim.moved(250, 150, at: 0.2)  // over `right`
    try sim.moved(380, 800, at: 0.3)  // over the window
    try sim.ended(260, 160, at: 0.4)
    #expect(sim.name(sim.touches[0].view) == "left")
    #expect(
      sim.touchEvents(1) == [
        TouchEvent(.began, "left"), TouchEvent(.moved, "left"), TouchEvent(.moved, "left"),
        TouchEvent(.ended, "left"),
      ])
  }

  @Test("A touch records its latest location, phase and timestamp")
  func touchState() throws {
    var sim = sim()
    try sim.began(50, 150, at: 0.1)
    try sim.moved(60, 170, at: 0.25)
    let touch = sim.touches[0]
    #expect(touch.number == 1 && touch.finger == 1 && touch.tapCount == 1)
    #expect(touch.phase == .moved)
    #expect(touch.beganLocation == Point(50, 150) && touch.location == Point(60, 170))
    #expect(touch.beganAt == Instant(seconds: 0.1) && touch.timestamp == Instant(seconds: 0.25))
  }

  @Test("A touch outside the window has no view for its whole life")
  func touchOutsideTheWindow() throws {
    var sim = sim()
    try sim.began(-10, 150, at: 0.1)
    try sim.moved(50, 150, at: 0.2)  // now over `left`, but the touch stays unbound
    try sim.ended(50, 150, at: 0.3)
    #expect(sim.touches[0].view == nil)
    #expect(sim.touches[0].delivery == .noView)
    #expect(sim.touchEvents(1).allSatisfy { $0.view == nil && $0.delivery == .noView })
    #expect(sim.touchEvents(1).map(\.phase) == [.began, .moved, .ended])
  }

  @Test("With multipleTouchEnabled false, a second finger's touch on the same view is withheld")
  func multipleTouchDisabled() throws {
    var sim = sim()
    try sim.began(50, 150, at: 0.1, finger: 1)
    try sim.began(100, 200, at: 0.2, finger: 2)
    try sim.ended(100, 200, at: 0.3, finger: 2)
    #expect(sim.touches[1].delivery == .withheld(.multipleTouchDisabled))
    #expect(
      sim.touchEvents(2) == [
        TouchEvent(.began, "left", .withheld(.multipleTouchDisabled)),
        TouchEvent(.ended, "left", .withheld(.multipleTouchDisabled)),
      ])
    #expect(sim.touches[0].delivery == .delivered)
  }

  @Test("With multipleTouchEnabled true, a second finger's touch on the same view is delivered")
  func multipleTouchEnabled() throws {
    var sim = sim { $0.isMultipleTouchEnabled = true }
    try sim.began(50, 150, at: 0.1, finger: 1)
    try sim.began(100, 200, at: 0.2, finger: 2)
    #expect(sim.touchEvents(2) == [TouchEvent(.began, "left")])
  }

  @Test("multipleTouchEnabled false doesn't stop a second finger on another view")
  func secondFingerElsewhere() throws {
    var sim = sim()
    try sim.began(50, 150, at: 0.1, finger: 1)
    try sim.began(250, 150, at: 0.2, finger: 2)
    #expect(sim.touchEvents(2) == [TouchEvent(.began, "right")])
  }

  @Test("Once the first touch has lifted, a new touch on the same view is delivered")
  func newTouchAfterLift() throws {
    var sim = sim()
    try sim.tap(50, 150, at: 0.1, finger: 1)
    try sim.began(60, 160, at: 0.5, finger: 2)
    #expect(sim.touches[1].delivery == .delivered)
  }

  @Test("While an exclusive-touch view tracks a touch, a touch on another view is withheld")
  func exclusiveViewBlocksOthers() throws {
    var sim = sim { $0.isExclusiveTouch = true }
    try sim.began(50, 150, at: 0.1, finger: 1)
    try sim.began(250, 150, at: 0.2, finger: 2)
    let left = sim.id("left")
    #expect(sim.touchEvents(2) == [TouchEvent(.began, "right", .withheld(.exclusiveTouch(left)))])
  }

  @Test("An exclusive-touch view gets no new touch while another view is tracking one")
  func exclusiveViewIsBlockedByOthers() throws {
    var sim = sim { $0.isExclusiveTouch = true }
    try sim.began(250, 150, at: 0.1, finger: 1)  // on `right`
    try sim.began(50, 150, at: 0.2, finger: 2)  // on exclusive `left`
    let left = sim.id("left")
    #expect(sim.touchEvents(1) == [TouchEvent(.began, "right")])
    #expect(sim.touchEvents(2) == [TouchEvent(.began, "left", .withheld(.exclusiveTouch(left)))])
  }

  @Test("Without exclusive touch, two views each get their own finger's touch")
  func noExclusiveTouch() throws {
    var sim = sim()
    try sim.began(50, 150, at: 0.1, finger: 1)
    try sim.began(250, 150, at: 0.2, finger: 2)
    #expect(sim.touches.map(\.delivery) == [.delivered, .delivered])
  }

  @Test("A touch withheld by exclusive touch stays withheld after the exclusive touch lifts")
  func exclusiveWithholdingLasts() throws {
    var sim = sim { $0.isExclusiveTouch = true }
    try sim.began(50, 150, at: 0.1, finger: 1)
    try sim.began(250, 150, at: 0.2, finger: 2)
    try sim.ended(50, 150, at: 0.3, finger: 1)
    try sim.moved(260, 150, at: 0.4, finger: 2)
    #expect(
      sim.touchEvents(2).last
        == TouchEvent(.moved, "right", .withheld(.exclusiveTouch(sim.id("left")))))
  }

  @Test("A move to the same place is recorded as unchanged and leaves the touch stationary")
  func zeroDisplacementMove() throws {
    var sim = sim()
    try sim.began(50, 150, at: 0.1)
    try sim.moved(50, 150, at: 0.2)
    #expect(sim.touchEvents(1).last == TouchEvent(.moved, "left", .unchanged))
    #expect(sim.touches[0].phase == .stationary)
    try sim.moved(51, 150, at: 0.3)
    #expect(sim.touchEvents(1).last == TouchEvent(.moved, "left", .delivered))
    #expect(sim.touches[0].phase == .moved)
  }

  @Test("A stationary event is recorded as unchanged")
  func stationaryEvent() throws {
    var sim = sim()
    try sim.began(50, 150, at: 0.1)
    try sim.send(
      TouchInput(
        time: Instant(seconds: 0.2), finger: 1, phase: .stationary, location: Point(50, 150)))
    #expect(sim.touchEvents(1).last == TouchEvent(.stationary, "left", .unchanged))
    #expect(sim.touches[0].phase == .stationary)
  }

  @Test("A began for a finger already down throws fingerAlreadyDown and records nothing")
  func fingerAlreadyDown() throws {
    var sim = sim()
    try sim.began(50, 150, at: 0.1)
    let before = sim.journal
    #expect(throws: TouchSequenceError.fingerAlreadyDown(finger: 1)) {
      try sim.began(60, 150, at: 0.2)
    }
    #expect(sim.journal == before)
    #expect(sim.touches.count == 1)
  }

  @Test(
    "An event other than began for a finger that is not down throws fingerNotDown",
    arguments: [TouchPhase.moved, .stationary, .ended, .cancelled])
  func fingerNotDown(phase: TouchPhase) {
    var sim = sim()
    #expect(throws: TouchSequenceError.fingerNotDown(finger: 3, phase: phase)) {
      try sim.send(
        TouchInput(time: Instant(seconds: 0.1), finger: 3, phase: phase, location: Point(50, 150)))
    }
    #expect(sim.journal.isEmpty)
  }

  @Test("A finger that has lifted is not down any more")
  func liftedFingerIsNotDown() throws {
    var sim = sim()
    try sim.tap(50, 150, at: 0.1)
    #expect(throws: TouchSequenceError.fingerNotDown(finger: 1, phase: .moved)) {
      try sim.moved(55, 150, at: 0.3)
    }
  }

  @Test("An event earlier than the simulation's time throws timeWentBackwards")
  func timeWentBackwards() throws {
    var sim = sim()
    try sim.began(50, 150, at: 0.5)
    #expect(
      throws: TouchSequenceError.timeWentBackwards(
        event: Instant(seconds: 0.4), now: Instant(seconds: 0.5))
    ) {
      try sim.moved(55, 150, at: 0.4)
    }
    #expect(sim.now == Instant(seconds: 0.5))
  }

  @Test("An event at the simulation's current time is accepted")
  func sameTimeIsFine() throws {
    var sim = sim()
    try sim.began(50, 150, at: 0.5, finger: 1)
    try sim.began(250, 150, at: 0.5, finger: 2)
    try sim.ended(50, 150, at: 0.5, finger: 1)
    #expect(sim.touches.map(\.phase) == [.ended, .began])
  }

  @Test("Touches are numbered in began order, and a finger put down again makes a new touch")
  func touchNumbering() throws {
    var sim = sim()
    try sim.tap(50, 150, at: 0.1, finger: 7)
    try sim.began(250, 150, at: 0.3, finger: 2)
    try sim.began(60, 150, at: 0.4, finger: 7)
    #expect(sim.touches.map(\.number) == [1, 2, 3])
    #expect(sim.touches.map(\.finger) == [7, 2, 7])
  }
}
