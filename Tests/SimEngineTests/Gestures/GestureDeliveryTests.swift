import SimEngine
import SimGeometry
import Testing

@Suite("What the view is told when recognizers are involved")
struct GestureDeliveryTests {
  func controlUnderRoot() -> Simulation {
    simulation([(view("control", .uiControl, rect(0, 0, 200, 200)), nil)])
  }

  @Test("A pan starting on a button cancels the button's touch when it begins")
  func panCancelsButton() throws {
    var sim = simulation([(view("button", .uiButton, rect(0, 0, 200, 100)), nil)])
    sim.gesture("pan", pan, on: "root")
    try sim.began(50, 50, at: 0.1)
    try sim.moved(50, 55, at: 0.12)
    try sim.moved(50, 70, at: 0.14)
    try sim.ended(50, 90, at: 0.16)
    #expect(sim.events(of: "button") == [.touchDown, .touchDragInside, .touchCancel])
    #expect(
      sim.touchEvents(1).last?.delivery
        == .withheld(.cancelledByGesture(sim.recognizer(named: "pan")!)))
  }

  @Test("With cancelsTouchesInView false the control keeps its touch and sends touchUpInside")
  func cancelsTouchesInViewFalse() throws {
    var sim = controlUnderRoot()
    sim.gesture("tap", tap(), on: "root") { $0.cancelsTouchesInView = false }
    try sim.tap(50, 50, at: 0.1)
    #expect(sim.changes(of: "tap") == ["recognized"])
    #expect(sim.events(of: "control") == [.touchDown, .touchUpInside])
  }

  @Test("delaysTouchesEnded holds the view's ended while a double tap waits, then cancels it")
  func delaysTouchesEndedThenCancels() throws {
    var sim = controlUnderRoot()
    sim.gesture("double", tap(taps: 2), on: "root")
    try sim.tap(50, 50, at: 0.1)
    #expect(sim.events(of: "control") == [.touchDown])
    #expect(sim.touchEvents(1).last?.delivery == .held(sim.recognizer(named: "double")!))
    try sim.tap(50, 50, at: 0.3)
    #expect(sim.events(of: "control") == [.touchDown, .touchCancel])
  }

  @Test("A held ended reaches the view late when the recognizer fails")
  func heldEndedReleasedOnFailure() throws {
    var sim = controlUnderRoot()
    sim.gesture("double", tap(taps: 2), on: "root")
    try sim.tap(50, 50, at: 0.1)
    sim.advance(to: Instant(seconds: 0.6))
    #expect(sim.events(of: "control") == [.touchDown, .touchUpInside])
    let upTime = sim.journal.first {
      if case .control(.touchUpInside, _, _, _, _) = $0.kind { return true }
      return false
    }?.time
    #expect(upTime == Instant(seconds: 0.53))
  }

  @Test("With delaysTouchesEnded false the view gets its ended at once")
  func delaysTouchesEndedFalse() throws {
    var sim = controlUnderRoot()
    sim.gesture("double", tap(taps: 2), on: "root") { $0.delaysTouchesEnded = false }
    try sim.tap(50, 50, at: 0.1)
    #expect(sim.events(of: "control") == [.touchDown, .touchUpInside])
  }

  @Test("delaysTouchesBegan holds the began until the recognizer fails, then delivers it")
  func delaysTouchesBeganReleased() throws {
    var sim = controlUnderRoot()
    sim.gesture("pan", pan, on: "root") { $0.delaysTouchesBegan = true }
    try sim.began(50, 50, at: 0.1)
    #expect(sim.events(of: "control") == [])
    try sim.ended(50, 50, at: 0.2)
    #expect(sim.events(of: "control") == [.touchDown, .touchUpInside])
  }

  @Test("delaysTouchesBegan drops the began when the recognizer recognizes: the view never hears")
  func delaysTouchesBeganDropped() throws {
    var sim = controlUnderRoot()
    sim.gesture("pan", pan, on: "root") { $0.delaysTouchesBegan = true }
    try sim.began(50, 50, at: 0.1)
    try sim.moved(50, 80, at: 0.2)
    try sim.ended(50, 80, at: 0.3)
    #expect(sim.events(of: "control") == [])
  }

  @Test("Recognizers see a touch the view is denied by multipleTouchEnabled")
  func recognizersIgnoreMultipleTouch() throws {
    var sim = controlUnderRoot()
    sim.gesture("pinch", .pinch(PinchSettings()), on: "control")
    try sim.began(50, 50, at: 0.1, finger: 1)
    try sim.began(150, 50, at: 0.1, finger: 2)
    try sim.moved(180, 50, at: 0.2, finger: 2)
    #expect(sim.touch(2).delivery == .withheld(.multipleTouchDisabled))
    #expect(sim.changes(of: "pinch") == ["began"])
  }
}
