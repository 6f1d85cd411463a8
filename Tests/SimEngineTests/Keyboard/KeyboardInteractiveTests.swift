import Foundation
import SimEngine
import SimGeometry
import Testing

/// `keyboardDismissMode = .interactive`: values worked out here from `UIScrollToDismissSupport`
/// (iOS 18.2): the transition starts on the first pan update whose touch is inside the docked
/// keyboard (top 844 − 336 = 508); later updates put the keyboard's top at
/// 508 + min(336, max(y − 508, 0)); the lift's progress is p = clamp((y − 508) / 336, 0, 1);
/// down dismisses with the curve-7 spring, up or still restores with ease in, ease out over
/// p × 0.25 s.
@Suite("The keyboard's interactive dismissal")
struct KeyboardInteractiveTests {
  static let docked = 844 - KeyboardTests.height
  static let frame = 1.0 / 60

  /// A list (0…760) with `mode` and a composer bar on the keyboard layout guide holding the
  /// text field; the field becomes first responder at t = 0 and the keyboard is docked by 0.5 s.
  static func stage(
    _ mode: ScrollSettings.KeyboardDismissMode = .interactive, padding: Double = 0
  ) -> Simulation {
    var sim = Simulation(screen: KeyboardTests.screen)
    sim.addView(ViewProperties(name: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844)))
    sim.scrollView(
      "list", frame: Rect(x: 0, y: 0, width: 390, height: 760),
      content: Size(width: 390, height: 3000)
    ) {
      $0.keyboardDismissMode = mode
    }
    sim.addView(
      ViewProperties(name: "composer", frame: Rect(x: 0, y: 760, width: 390, height: 50)),
      to: sim.id("root"))
    sim.addView(
      ViewProperties(
        name: "field", class: ViewClass.known(named: "UITextField")!,
        frame: Rect(x: 10, y: 5, width: 370, height: 40)),
      to: sim.id("composer"))
    sim.configureKeyboard(
      KeyboardSettings(
        followers: ["composer"],
        handlers: KeyboardNotification.Name.allCases.map { ($0, [.log($0.rawValue)]) },
        dismissPadding: padding))
    sim.perform([.keyboard(.becomeFirstResponder("field"))])
    sim.advance(to: Instant(seconds: 0.6))
    return sim
  }

  /// Finger 1 goes down at (195, 300) at t = 1 and moves through `ys`, one frame apart.
  static func drag(_ sim: inout Simulation, through ys: [Double]) throws {
    try sim.send(
      TouchInput(time: Instant(seconds: 1), finger: 1, phase: .began, location: Point(195, 300)))
    for (index, y) in ys.enumerated() {
      try sim.send(
        TouchInput(
          time: Instant(seconds: 1 + Double(index + 1) * frame), finger: 1, phase: .moved,
          location: Point(195, y)))
    }
  }

  /// The lift one frame after the last move, where it was.
  static func lift(_ sim: inout Simulation, after count: Int, at y: Double) throws {
    try sim.send(
      TouchInput(
        time: Instant(seconds: 1 + Double(count + 1) * frame), finger: 1, phase: .ended,
        location: Point(195, y)))
  }

  static func top(_ sim: Simulation) -> Double { sim.drawn("UIKeyboard").frame.minY }

  var notifications: (Simulation) -> [KeyboardNotification] = { sim in
    sim.journal.compactMap {
      if case .keyboard(.notification(let n)) = $0.kind { return n }
      return nil
    }
  }

  @Test("The keyboard stays docked until the drag's touch is inside it, then its top is the touch")
  func followsOnceReached() throws {
    var sim = Self.stage()
    let ys: [Double] = [320, 400, 480, 540, 600, 660, 720]
    try sim.send(
      TouchInput(time: Instant(seconds: 1), finger: 1, phase: .began, location: Point(195, 300)))
    var reached = false
    for (index, y) in ys.enumerated() {
      try sim.send(
        TouchInput(
          time: Instant(seconds: 1 + Double(index + 1) * Self.frame), finger: 1, phase: .moved,
          location: Point(195, y)))
      // The update that first finds the touch inside starts the transition and moves nothing.
      let expected = reached ? Self.docked + min(336, max(y - Self.docked, 0)) : Self.docked
      #expect(Self.top(sim) == expected, "touch at \(y)")
      reached = reached || y >= Self.docked
    }
    #expect(Self.top(sim) == 720)
    #expect(sim.drawn("composer").frame.minY == 458 + (720 - Self.docked), "on the guide's top")
  }

  @Test("While the keyboard follows the finger no keyboard notification is posted")
  func silentWhileFollowing() throws {
    var sim = Self.stage()
    let before = notifications(sim).count
    try Self.drag(&sim, through: [320, 400, 480, 540, 600, 660, 720, 780])
    #expect(notifications(sim).count == before)
    #expect(Self.top(sim) == 780)
  }

  @Test("A lift moving down dismisses from where the keyboard is, with the curve-7 spring")
  func liftDownDismisses() throws {
    var sim = Self.stage()
    let ys: [Double] = [320, 400, 480, 540, 600, 660, 720]
    try Self.drag(&sim, through: ys)
    try Self.lift(&sim, after: ys.count, at: 720)
    let lift = 1 + Double(ys.count + 1) * Self.frame
    let at = Rect(x: 0, y: 720, width: 390, height: KeyboardTests.height)
    let hidden = Rect(x: 0, y: 844, width: 390, height: KeyboardTests.height)
    let duration = (720 - Self.docked) / KeyboardTests.height * 0.25
    #expect(
      Array(notifications(sim).suffix(2)) == [
        KeyboardNotification(
          name: .willChangeFrame, begin: at, end: hidden, duration: duration, curve: 7),
        KeyboardNotification(name: .willHide, begin: at, end: hidden, duration: duration, curve: 7),
      ])
    sim.advance(to: Instant(seconds: lift + 0.25))
    let expected = 720 + 124 * KeyboardTests.progress(0.25)
    #expect(abs(Self.top(sim) - expected) < 1e-9)
    #expect(
      abs(sim.drawn("composer").frame.minY - (670 + 90 * KeyboardTests.progress(0.25))) < 1e-9)
    #expect(sim.keyboardState.firstResponder == "field", "resigned only when it is down")
    sim.advance(to: Instant(seconds: lift + 0.51))
    #expect(notifications(sim).suffix(2).map(\.name) == [.didChangeFrame, .didHide])
    #expect(notifications(sim).last?.begin == at)
    #expect(sim.keyboardState.firstResponder == nil)
    #expect(sim.keyboardState.phase == .hidden)
    #expect(sim.drawn("composer").frame.minY == 760)
  }

  @Test("A lift moving up restores: willShow hidden → docked, ease in-out over p × 0.25 s, didShow")
  func liftUpRestores() throws {
    var sim = Self.stage()
    let ys: [Double] = [320, 400, 480, 540, 600, 590, 580]
    try Self.drag(&sim, through: ys)
    #expect(Self.top(sim) == 580)
    try Self.lift(&sim, after: ys.count, at: 580)
    let lift = 1 + Double(ys.count + 1) * Self.frame
    let hidden = Rect(x: 0, y: 844, width: 390, height: KeyboardTests.height)
    let dockedFrame = Rect(x: 0, y: Self.docked, width: 390, height: KeyboardTests.height)
    #expect(
      Array(notifications(sim).suffix(2)) == [
        KeyboardNotification(
          name: .willChangeFrame, begin: hidden, end: dockedFrame, duration: 0.25, curve: 7),
        KeyboardNotification(
          name: .willShow, begin: hidden, end: dockedFrame, duration: 0.25, curve: 7),
      ])
    let duration = (580 - Self.docked) / KeyboardTests.height * 0.25
    // Ease in, ease out (0.42, 0, 0.58, 1) is symmetric about its middle: half-way in time,
    // half-way in distance (within the clock's whole nanoseconds and the curve solver's 1e-7).
    sim.advance(to: Instant(seconds: lift + duration / 2))
    #expect(abs(Self.top(sim) - (580 - 72 / 2)) < 1e-5)
    #expect(abs(sim.drawn("composer").frame.minY - (530 - 72 / 2)) < 1e-5)
    sim.advance(to: Instant(seconds: lift + duration + 0.001))
    #expect(notifications(sim).suffix(2).map(\.name) == [.didChangeFrame, .didShow])
    #expect(Self.top(sim) == Self.docked)
    #expect(sim.drawn("composer").frame.minY == 458)
    #expect(sim.keyboardState.phase == .shown && sim.keyboardState.firstResponder == "field")
  }

  @Test(
    "With a dismiss padding of 50 the drag starts 50 pt above the keyboard, which stays 50 below")
  func paddingStartsItHigher() throws {
    var sim = Self.stage(padding: 50)
    let ys: [Double] = [320, 400, 470, 500, 560]
    try Self.drag(&sim, through: ys)
    // 470 ≥ 508 − 50 starts it; then top = 508 + (y − 458): 550 at 500, 610 at 560.
    #expect(Self.top(sim) == 610)
    #expect(sim.drawn("composer").frame.minY == 458 + (610 - Self.docked))
    try Self.lift(&sim, after: ys.count, at: 560)
    let last = notifications(sim).last
    #expect(last?.name == .willHide)
    #expect(last?.begin == Rect(x: 0, y: 610, width: 390, height: KeyboardTests.height))
    // The lift's progress is measured from the keyboard's own top, without the padding.
    #expect(last?.duration == (560 - Self.docked) / KeyboardTests.height * 0.25)
  }

  @Test("A drag that never reaches the keyboard leaves it docked and posts nothing at the lift")
  func shortOfTheKeyboard() throws {
    var sim = Self.stage()
    let before = notifications(sim).count
    let ys: [Double] = [320, 360, 400, 440]
    try Self.drag(&sim, through: ys)
    try Self.lift(&sim, after: ys.count, at: 440)
    sim.advance(to: Instant(seconds: 2))
    #expect(notifications(sim).count == before)
    #expect(Self.top(sim) == Self.docked)
  }

  @Test("With keyboardDismissMode none the keyboard does not follow a drag into it")
  func noneDoesNotFollow() throws {
    var sim = Self.stage(.none)
    try Self.drag(&sim, through: [320, 400, 480, 540, 600, 660])
    #expect(Self.top(sim) == Self.docked)
  }

  @Test("A tap on the keyboard's area goes to the keyboard, not the app's button under it")
  func keyboardAreaTakesTouches() throws {
    var sim = Self.stage()
    sim.addView(
      ViewProperties(
        name: "send", class: .uiButton, frame: Rect(x: 20, y: 600, width: 350, height: 60)),
      to: sim.id("root"))
    sim.on(.touchUpInside, of: sim.id("send"), perform: [.log("sent")])
    #expect(sim.hitName(195, 630) == "UIKeyboard")
    try sim.tap(195, 630, at: 1)
    sim.advance(to: Instant(seconds: 1.2))
    let controls = sim.journal.filter {
      if case .control = $0.kind { return true }
      return false
    }
    #expect(controls.isEmpty, "the button under the keyboard gets no touch")
    #expect(!sim.loggedNames.contains("sent"))
  }
}
