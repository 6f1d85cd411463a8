import SimReplay
import Testing

/// Steps start on the frame after the clock and leave it at their lift; names resolve to where
/// the view is drawn at the touch-down.
@Suite("Steps")
struct StepTests {
  static func card() throws -> Scenario {
    let root = UIView(name: "root", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = UIView(name: "card", frame: CGRect(x: 20, y: 300, width: 350, height: 400))
    card.addGestureRecognizer(.pan("pan"))
    root.addSubview(card)
    return try Scenario(name: "card", root: root)
  }

  @Test("A step begins on the first frame after the clock")
  func aStepBeginsOnTheNextFrame() throws {
    var sim = Simulation(try Self.card())
    // 60 fps: frame 1 is at round(1e9 / 60) ns.
    #expect(sim.nextStepTime == Instant(nanoseconds: 16_666_667))
    sim.advance(by: Interval(nanoseconds: 16_666_667))
    #expect(sim.nextStepTime == Instant(nanoseconds: 33_333_333))
    sim.advance(by: Interval(nanoseconds: 1))
    #expect(sim.nextStepTime == Instant(nanoseconds: 33_333_333))
  }

  @Test("A drag step leaves the clock at its lift, and the clock goes on from there")
  func aDragLeavesTheClockAtItsLift() throws {
    var sim = Simulation(try Self.card())
    try sim.drag(from: "card", by: CGPoint(x: 0, y: 100), duration: 0.4)
    // Down on frame 1, lifted 0.4 s later.
    #expect(sim.now == Instant(nanoseconds: 16_666_667) + Interval(seconds: 0.4))
    #expect(sim.touch(1).phase == .ended)
    sim.advance(by: 0.1)
    #expect(sim.now == Instant(nanoseconds: 16_666_667 + 500_000_000))
    try sim.drag(from: "card", by: CGPoint(x: 0, y: 100), duration: 0.4)
    #expect(sim.touches.count == 2)
  }

  @Test("A gesture with its own time, then advance(by:), goes on from the lift")
  func performThenAdvanceBy() throws {
    var sim = Simulation(try Self.card())
    // A fling's length in time follows from its speed-up: the lift is not at a time the test
    // wrote, so the test moves on from where the gesture left the clock.
    try sim.perform(
      .fling(FlingGesture(from: Point(195, 500), to: Point(195, 800), velocity: 2000, time: .zero)))
    let lift = sim.now
    #expect(lift > .zero)
    sim.advance(by: 0.5)
    #expect(sim.now == lift + Interval(seconds: 0.5))
  }

  @Test("A view's name is its centre as drawn when the finger comes down, mid-animation")
  func aNameIsTheDrawnCentre() throws {
    let root = UIView(name: "root", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let button = UIButton(name: "moving", frame: CGRect(x: 80, y: 80, width: 40, height: 40))
    button.addAction([.log("tapped")], for: .touchUpInside)
    root.addSubview(button)
    var sim = Simulation(try Scenario(name: "moving", root: root))
    var to = ViewChange()
    to.center = Point(300, 100)
    sim.perform([
      .animate(
        ViewAnimation(
          view: "moving", to: to, duration: Interval(seconds: 1), timing: .curve(.linear),
          allowsUserInteraction: true))
    ])
    // The step begins on frame 30 (t = 0.5): linear, halfway from x = 100 to 300. UIKit hit
    // tests the model layer, already at x = 300, so a finger aimed where the button is drawn
    // misses it, and the step says so.
    sim.advance(to: Instant(nanoseconds: 490_000_000))
    var probe = sim  // a copy: the refused step leaves the clock at its touch-down time
    #expect(throws: StepError.self) { try probe.tap("moving") }
    try sim.tap("moving", expectingMiss: true)
    #expect(sim.touch(1).beganLocation == Point(200, 100))
    #expect(sim.hit(touch: 1) == "root")
    #expect(sim.count(log: "tapped") == 0)
  }

  @Test("A point in a view's coordinates is carried to the window")
  func aPointInAView() throws {
    var sim = Simulation(try Self.card())
    try sim.tap(.view("card", at: CGPoint(x: 10, y: 20)))
    #expect(sim.touch(1).beganLocation == Point(30, 320))
  }

  @Test("A hidden view can't be tapped, and the error says why")
  func aHiddenViewIsNotTouchable() throws {
    let root = UIView(name: "root", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let hidden = UIButton(name: "hidden", frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    hidden.isHidden = true
    root.addSubview(hidden)
    var sim = Simulation(try Scenario(name: "hidden", root: root))
    #expect(
      throws: StepError.notTouchable("hidden", reason: "it is hidden")
    ) {
      try sim.tap("hidden")
    }
  }

  @Test("A step that expects to miss fails when the finger reaches the view, as the JSON step does")
  func expectingMissFailsOnAHit() throws {
    var sim = Simulation(try Self.card())
    #expect(
      throws: StepError.notMissed(
        "card", at: Point(195, 500), why: "the finger lands on 'card'")
    ) {
      try sim.tap("card", expectingMiss: true)
    }
  }

  @Test("wait(.settled) waits for an animation's end, and fails with what still runs")
  func waitSettled() throws {
    var sim = Simulation(try Self.card())
    var to = ViewChange()
    to.alpha = 0
    sim.perform([.animate(ViewAnimation(view: "card", to: to, duration: Interval(seconds: 2)))])
    #expect {
      try sim.wait(.settled, limit: 1)
    } throws: { error in
      guard case .notSettled(_, let at, let pending) = error as? StepError else { return false }
      return at == Instant(seconds: 1) && pending == ["animation 1 of 'card' (until t=2)"]
        && "\(error)"
          == "the app did not settle within 1 s: at t=1 still running: animation 1 of 'card' (until t=2)"
    }
    try sim.wait(.settled)
    // Settled on the frame that renders the animation's end: t = 2 is frame 120.
    #expect(sim.now == Instant(seconds: 2))
  }
}

/// `wait(until:)`, the Swift form of `{"wait": {"until": …}}`.
@Suite("Waiting for a condition in Swift")
struct WaitUntilTests {
  @Test("wait(until:) stops on the first frame where the condition holds, or fails at the limit")
  func waitUntilACondition() throws {
    var sim = Simulation(try StepTests.card())
    var to = ViewChange()
    to.center = Point(195, 900)
    sim.perform([
      .animate(
        ViewAnimation(
          view: "card", to: to, duration: Interval(seconds: 1), timing: .curve(.linear)))
    ])
    // Linear from y = 500 to 900 over 1 s: past 800 after 0.75 s, first on frame 46 (t = 46/60
    // s, y = 500 + 400 * 46/60 ≈ 806.7; frame 45 is exactly 800).
    try sim.wait(until: "card.presentation.center.y > 800")
    #expect(sim.now == Instant(nanoseconds: 766_666_667))
    #expect(throws: StepError.self) {
      try sim.wait(until: "card.presentation.center.y > 1000", limit: Interval(seconds: 0.5))
    }
    #expect(throws: StepError.self) { try sim.wait(until: "card.center.y >") }
  }
}

/// A navigation controller built in Swift, driven by steps.
@Suite("Navigation in Swift")
struct NavigationInSwiftTests {
  @Test("A button on the root screen pushes the detail screen; the back swipe pops it")
  func pushThenSwipeBack() throws {
    let home = UIView(name: "home")
    let open = UIButton(name: "open", frame: CGRect(x: 20, y: 200, width: 120, height: 44))
    open.addAction([.navigation("nav", .push("detail", animated: true))], for: .touchUpInside)
    home.addSubview(open)
    let detail = UIView(name: "detailView")
    let navigation = Navigation(
      name: "nav",
      screens: [
        NavigationScreen(name: "home", content: home),
        NavigationScreen(name: "detail", content: detail),
      ], stack: ["home"])
    let root = UIView(name: "root", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var sim = Simulation(try Scenario(name: "push", root: root, navigations: [navigation]))
    try sim.tap("open")
    try sim.wait(.settled)
    #expect(sim.stack(ofNavigation: "nav") == ["home", "detail"])
    // From the left edge, 300 pt in at 1,000 pt/s: past half the screen, the pop completes.
    try sim.edgeSwipe(.left, distance: 300, velocity: 1000)
    try sim.wait(.settled)
    #expect(sim.stack(ofNavigation: "nav") == ["home"])
  }
}
