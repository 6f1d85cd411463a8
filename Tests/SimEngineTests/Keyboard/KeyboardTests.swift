import Foundation
import SimEngine
import SimGeometry
import Testing

/// The keyboard room and its wiring: values computed here from UIKit's constants
/// (`_UIViewDefaultSpringMass` 3, `…Stiffness` 1000, `…Damping` 500 read without overdamping,
/// `_UIViewDefaultSpringDuration` 0.5 s; the notifications' 0.25 s and curve 7), never read back
/// from the engine.
@Suite("The keyboard")
struct KeyboardTests {
  static let screen = Screen(
    size: Size(width: 390, height: 844), fps: 60,
    safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
  /// 336 pt: the default on a screen with a home indicator.
  static let height = 336.0

  /// A text field, a button whose bottom sits on the keyboard layout guide (the bottom of the
  /// safe area, 810), and a plain view under where the keyboard docks.
  static func stage() -> Simulation {
    var sim = Simulation(screen: screen)
    sim.addView(ViewProperties(name: "backdrop", frame: Rect(x: 0, y: 0, width: 390, height: 844)))
    sim.addView(
      ViewProperties(
        name: "field", class: ViewClass.known(named: "UITextField")!,
        frame: Rect(x: 20, y: 300, width: 350, height: 44)))
    sim.addView(
      ViewProperties(
        name: "login", class: .uiButton, frame: Rect(x: 20, y: 760, width: 350, height: 50)))
    sim.configureKeyboard(
      KeyboardSettings(
        followers: ["login"],
        handlers: KeyboardNotification.Name.allCases.map { ($0, [.log($0.rawValue)]) }))
    return sim
  }

  /// UIKit's keyboard progress `t` seconds into its move: the critically damped spring
  /// 1 − (1 + ω₀t)·e^(−ω₀t), ω₀ = √(1000 / 3), cut to 1 at 0.5 s.
  static func progress(_ t: Double) -> Double {
    guard t < 0.5 else { return 1 }
    let omega = (1000.0 / 3).squareRoot()
    return 1 - (1 + omega * t) * exp(-omega * t)
  }

  var notifications: (Simulation) -> [KeyboardNotification] = { sim in
    sim.journal.compactMap {
      if case .keyboard(.notification(let n)) = $0.kind { return n }
      return nil
    }
  }

  @Test("The keyboard's frame at every frame of its show follows UIKit's curve-7 spring")
  func showFollowsTheSpring() {
    var sim = Self.stage()
    let start = Instant(seconds: 0.1)
    sim.advance(to: start)
    sim.perform([.keyboard(.becomeFirstResponder("field"))])
    let first = sim.clock.frame(containing: start) + 1
    for index in first...(first + 40) {
      let time = sim.clock.time(ofFrame: index)
      sim.advance(to: time)
      let t = (time - start).seconds
      let expected = 844 - Self.height * Self.progress(t)
      let drawn = sim.presentation(of: sim.view(named: "UIKeyboard")!).frame
      #expect(abs(drawn.minY - expected) < 1e-9, "frame \(index), t = \(t)")
      #expect(drawn.height == Self.height && drawn.width == 390 && drawn.minX == 0)
    }
  }

  @Test(
    "Showing posts willChangeFrame and willShow at once, then didChangeFrame and didShow 0.5 s later"
  )
  func showNotifications() {
    var sim = Self.stage()
    sim.advance(to: Instant(seconds: 0.1))
    sim.perform([.keyboard(.becomeFirstResponder("field"))])
    let hidden = Rect(x: 0, y: 844, width: 390, height: Self.height)
    let docked = Rect(x: 0, y: 844 - Self.height, width: 390, height: Self.height)
    #expect(
      notifications(sim) == [
        KeyboardNotification(
          name: .willChangeFrame, begin: hidden, end: docked, duration: 0.25, curve: 7),
        KeyboardNotification(name: .willShow, begin: hidden, end: docked, duration: 0.25, curve: 7),
      ])
    sim.advance(to: Instant(seconds: 0.59))
    #expect(notifications(sim).count == 2, "nothing more before the 0.5 s spring ends")
    sim.advance(to: Instant(seconds: 0.6))
    #expect(
      notifications(sim).map(\.name) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
    #expect(sim.loggedNames == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    #expect(sim.keyboardState.phase == .shown)
  }

  @Test(
    "A view on the layout guide rises by the height less the bottom safe area, on the same curve")
  func followerMovesWithTheGuide() {
    var sim = Self.stage()
    sim.advance(to: Instant(seconds: 0.1))
    sim.perform([.keyboard(.becomeFirstResponder("field"))])
    let rise = Self.height - 34
    sim.advance(to: Instant(seconds: 0.25))
    let expected = 760 - rise * Self.progress(0.15)
    #expect(abs(sim.drawn("login").frame.minY - expected) < 1e-9)
    #expect(sim.model("login").frame.minY == 760 - rise, "the model jumps to the end")
    sim.advance(to: Instant(seconds: 0.6))
    #expect(sim.drawn("login").frame.maxY == 844 - Self.height, "its bottom on the keyboard's top")
  }

  @Test("A touch in the keyboard's frame lands on the keyboard, even while it moves")
  func keyboardTakesItsTouches() {
    var sim = Self.stage()
    sim.advance(to: Instant(seconds: 0.1))
    sim.perform([.keyboard(.becomeFirstResponder("field"))])
    sim.advance(to: Instant(seconds: 0.2))
    #expect(sim.hitName(195, 700) == "UIKeyboard", "moving, hit where it docks (the model)")
    #expect(sim.hitName(195, 483) == "backdrop", "the moving button is not hittable")
    sim.advance(to: Instant(seconds: 0.7))
    #expect(sim.hitName(195, 700) == "UIKeyboard")
    #expect(sim.hitName(195, 483) == "login")
  }

  @Test("endEditing hides it: willChangeFrame and willHide, the spring down, then didHide")
  func hide() {
    var sim = Self.stage()
    sim.perform([.keyboard(.becomeFirstResponder("field"))])
    sim.advance(to: Instant(seconds: 1))
    sim.perform([.keyboard(.endEditing)])
    sim.advance(to: Instant(seconds: 1.2))
    let expected = 844 - Self.height + Self.height * Self.progress(0.2)
    #expect(abs(sim.drawn("UIKeyboard").frame.minY - expected) < 1e-9)
    sim.advance(to: Instant(seconds: 1.5))
    #expect(
      notifications(sim).map(\.name) == [
        .willChangeFrame, .willShow, .didChangeFrame, .didShow,
        .willChangeFrame, .willHide, .didChangeFrame, .didHide,
      ])
    #expect(sim.drawn("login").frame.minY == 760)
    #expect(sim.keyboardState.firstResponder == nil)
  }

  @Test("Resigning a view that is not first responder moves nothing")
  func resignOther() {
    var sim = Self.stage()
    sim.perform([.keyboard(.becomeFirstResponder("field"))])
    sim.advance(to: Instant(seconds: 1))
    sim.perform([.keyboard(.resignFirstResponder("login"))])
    #expect(sim.keyboardState.phase == .shown)
    #expect(sim.keyboardState.firstResponder == "field")
  }

  @Test("A view that is not a text input cannot become first responder")
  func refused() {
    var sim = Self.stage()
    sim.perform([.keyboard(.becomeFirstResponder("login"))])
    #expect(sim.keyboardState.phase == .hidden)
    #expect(notifications(sim).isEmpty)
  }

  @Test("Hiding midway through the show reverses from where it is drawn, without a jump")
  func interruptedShow() {
    var sim = Self.stage()
    sim.perform([.keyboard(.becomeFirstResponder("field"))])
    sim.advance(to: Instant(seconds: 0.1))
    let before = sim.drawn("UIKeyboard").frame.minY
    sim.perform([.keyboard(.endEditing)])
    #expect(abs(sim.drawn("UIKeyboard").frame.minY - before) < 1e-9)
    sim.advance(to: Instant(seconds: 0.55))
    #expect(
      !notifications(sim).contains { $0.name == .didShow },
      "the interrupted show's end does not post didShow")
    sim.advance(to: Instant(seconds: 0.7))
    #expect(notifications(sim).last?.name == .didHide)
    #expect(sim.drawn("UIKeyboard").frame.minY == 844)
  }

  @Test("The keyboard's spring is the 3 / 1000 / 500 default read as critically damped")
  func springConstants() {
    #expect(abs(KeyboardSettings.spring.dampingRatio - 1) < 1e-12)
    #expect(abs(KeyboardSettings.spring.naturalFrequency - (1000.0 / 3).squareRoot()) < 1e-12)
    #expect(KeyboardSettings.defaultHeight(for: Self.screen) == 336)
  }
}
