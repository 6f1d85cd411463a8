import Foundation
import SimEngine
import SimGeometry
import Testing

/// A `UISwitch`'s knob as drawn (`UISwitchModernVisualElement`, `_UISwitchSettings`, iOS 18.2).
/// Every expected value is worked out here from the settings' constants with the damped
/// oscillator's closed form (a `CASpringAnimation` from rest: mass m, stiffness k, damping c):
/// what is left of the distance t seconds in is e^(−ζω₀t)·(cos ω_d t + (ζω₀/ω_d)·sin ω_d t),
/// ω₀ = √(k/m), ζ = c/(2√(km)), ω_d = ω₀√(1−ζ²). The knob rests with its image's outer end 6 pt
/// beyond the 51 pt track's end on its side: x = w/2 − 6 off, 51 + 6 − w/2 on, for a knob 43 pt
/// wide (50 pressed): 15.5 and 35.5, 19 and 32 pressed. `sw` is 51 × 31 at (300, 100); its
/// long press begins 0.01 s after the touch comes down.
@Suite("Switch knob")
struct SwitchKnobTests {
  /// `knobSpringAnimation…`: the position spring, and the width's going back to unpressed.
  static let knob = (k: 438.649084, c: 31.4159265, duration: 0.488013841)
  /// `knobTouchDownSpringAnimation…`: the width's going to pressed.
  static let touchDown = (k: 322.272797, c: 31.236407, duration: 0.507396551)
  static let off = 15.5, on = 35.5, offPressed = 19.0, onPressed = 32.0
  static let width = 43.0, pressedWidth = 50.0

  /// The fraction of the distance still to go `t` seconds after a spring left from rest.
  static func left(_ spring: (k: Double, c: Double, duration: Double), after t: Double) -> Double {
    let omega = spring.k.squareRoot()
    let zeta = spring.c / (2 * omega)
    let damped = omega * (1 - zeta * zeta).squareRoot()
    return exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
  }

  /// A spring from `from` to `to`, `t` seconds in.
  static func value(
    from: Double, to: Double, _ spring: (k: Double, c: Double, duration: Double), after t: Double
  ) -> Double {
    to + (from - to) * left(spring, after: t)
  }

  func sim(isOn: Bool = false) -> Simulation {
    var sim = Simulation([
      (
        view("sw", SwitchTests.switchClass, rect(300, 100, 51, 31)) {
          $0.controlValue = .toggle(SwitchValue(isOn: isOn))
        }, nil
      ),
      (view("label", .uiView, rect(20, 300, 100, 20)), nil),
    ])
    sim.addSwitching(to: sim.id("sw"))
    return sim
  }

  func knob(_ sim: Simulation) -> SwitchKnob? {
    if case .toggle(let value)? = sim.tree[sim.id("sw")].controlValue { return value.knob }
    return nil
  }

  func at(_ seconds: Double) -> Instant { Instant(seconds: seconds) }

  @Test("At rest the knob sits at 15.5 off and 35.5 on, 43 pt wide")
  func rest() {
    #expect(knob(sim())?.position(at: at(1)) == Self.off)
    #expect(knob(sim(isOn: true))?.position(at: at(1)) == Self.on)
    #expect(knob(sim())?.width(at: at(1)) == Self.width)
    #expect(knob(sim())?.progress(at: at(1)) == 0)
    #expect(knob(sim(isOn: true))?.progress(at: at(1)) == 1)
  }

  @Test(
    "Pressed, the knob widens to 50 with the touch-down spring and its centre moves in with the knob spring"
  )
  func pressWidens() throws {
    var sim = sim()
    try sim.began(325, 115, at: 0.1)
    sim.advance(to: at(0.2))
    let t = 0.05  // after the press began, at 0.11
    let width = try #require(knob(sim)?.width(at: at(0.11 + t)))
    let position = try #require(knob(sim)?.position(at: at(0.11 + t)))
    let expectedWidth = Self.value(
      from: Self.width, to: Self.pressedWidth, Self.touchDown, after: t)
    let expectedPosition = Self.value(from: Self.off, to: Self.offPressed, Self.knob, after: t)
    #expect(abs(width - expectedWidth) < 1e-9)
    #expect(abs(position - expectedPosition) < 1e-9)
    // Not the other spring: the two differ by far more than the tolerance here.
    #expect(abs(width - Self.value(from: 43, to: 50, Self.knob, after: t)) > 1e-3)
  }

  @Test("After a tap the knob's progress follows the knob spring from where the press left it")
  func tapMovesTheKnob() throws {
    var sim = sim()
    try sim.began(325, 115, at: 0.1)
    try sim.ended(325, 115, at: 0.18)
    sim.advance(to: at(0.4))
    // Pressed at 0.11, the centre went 0.07 s of the way to 19; from there, at the lift, the
    // knob spring carries it to 35.5 (on, no longer pressed).
    let atLift = Self.value(from: Self.off, to: Self.offPressed, Self.knob, after: 0.07)
    for t in [0.0, 0.05, 0.1, 0.2, 0.3] {
      let position = Self.value(from: atLift, to: Self.on, Self.knob, after: t)
      let progress = (position - Self.off) / (Self.on - Self.off)
      let actual = try #require(knob(sim)?.progress(at: at(0.18 + t)))
      #expect(abs(actual - progress) < 1e-9, "at \(t) s after the lift")
    }
    // ζ = 0.75: it overshoots on (the progress passes 1) before it settles.
    let overshoot = try #require(knob(sim)?.progress(at: at(0.18 + 0.25)))
    #expect(overshoot > 1)
  }

  @Test("Let go, the width goes back to 43 with the knob spring, not the touch-down one")
  func releaseNarrows() throws {
    var sim = sim()
    try sim.began(325, 115, at: 0.1)
    try sim.ended(325, 115, at: 0.18)
    sim.advance(to: at(0.4))
    let atLift = Self.value(from: Self.width, to: Self.pressedWidth, Self.touchDown, after: 0.07)
    let expected = Self.value(from: atLift, to: Self.width, Self.knob, after: 0.05)
    let actual = try #require(knob(sim)?.width(at: at(0.23)))
    #expect(abs(actual - expected) < 1e-9)
    let withTouchDown = Self.value(from: atLift, to: Self.width, Self.touchDown, after: 0.05)
    #expect(abs(actual - withTouchDown) > 1e-3)
  }

  @Test(
    "At the end of its 0.488 s duration the animation is removed and the knob shows its model value"
  )
  func durationEnds() throws {
    var sim = sim()
    sim.advance(to: at(1))
    sim.perform([.setOn(view: "sw", true, animated: true)])
    let end = at(1) + Interval(nanoseconds: 488_013_841)
    let before = try #require(knob(sim)?.position(at: Instant(nanoseconds: end.nanoseconds - 1)))
    let residual = Self.value(from: Self.off, to: Self.on, Self.knob, after: Self.knob.duration)
    #expect(abs(before - residual) < 1e-6)
    #expect(before != Self.on)
    #expect(knob(sim)?.position(at: end) == Self.on)
  }

  @Test("setOn animated moves the knob with the knob spring; without animation it jumps")
  func setOnAnimatedOrNot() throws {
    var sim = sim()
    sim.advance(to: at(1))
    sim.perform([.setOn(view: "sw", true, animated: true)])
    let progress = try #require(knob(sim)?.progress(at: at(1.1)))
    #expect(abs(progress - (1 - Self.left(Self.knob, after: 0.1))) < 1e-9)
    sim.advance(to: at(2))
    sim.perform([.setOn(view: "sw", false, animated: false)])
    #expect(knob(sim)?.progress(at: at(2)) == 0)
  }

  @Test("setOn without animation while the knob springs leaves that spring running to its end")
  func unanimatedDuringASpring() throws {
    var sim = sim()
    sim.advance(to: at(1))
    sim.perform([.setOn(view: "sw", true, animated: true)])
    sim.advance(to: at(1.1))
    sim.perform([.setOn(view: "sw", false, animated: false)])
    // The running animation (toward on) overrides the model until it ends.
    let during = try #require(knob(sim)?.position(at: at(1.2)))
    #expect(abs(during - Self.value(from: Self.off, to: Self.on, Self.knob, after: 0.2)) < 1e-9)
    #expect(knob(sim)?.position(at: at(1.5)) == Self.off)
  }

  @Test("A drag past 25 pt shows on while held: the knob springs to the pressed on place, 32")
  func dragShowsOn() throws {
    var sim = sim()
    try sim.began(305, 115, at: 1.0)
    try sim.moved(320, 115, at: 1.05)  // the pan begins (translation 5)
    try sim.moved(346, 115, at: 1.1)  // translation 31: proposes on
    try sim.moved(347, 115, at: 1.15)  // the press's change shows it
    sim.advance(to: at(1.2))
    // Pressed at 1.01 toward 19; at 1.15 the knob spring carries it toward 32.
    let atShow = Self.value(from: Self.off, to: Self.offPressed, Self.knob, after: 0.14)
    let expected = Self.value(from: atShow, to: Self.onPressed, Self.knob, after: 0.05)
    let actual = try #require(knob(sim)?.position(at: at(1.2)))
    #expect(abs(actual - expected) < 1e-9)
    let resting = try #require(knob(sim)?.progress(at: at(3)))
    #expect(abs(resting - (Self.onPressed - Self.off) / (Self.on - Self.off)) < 1e-12)
  }

  @Test("The press's changes that show nothing new leave the springs running: nothing restarts")
  func changesWithoutANewStateKeepTheSprings() throws {
    var sim = sim()
    try sim.began(325, 115, at: 0.1)
    try sim.moved(327, 115, at: 0.13)  // the press changes, inside, nothing pending from the pan
    try sim.moved(329, 115, at: 0.16)
    sim.advance(to: at(0.2))
    let width = try #require(knob(sim)?.width(at: at(0.2)))
    let expected = Self.value(from: Self.width, to: Self.pressedWidth, Self.touchDown, after: 0.09)
    #expect(abs(width - expected) < 1e-9)
  }

  @Test("Sliding off shows the other side unpressed: the knob springs to 35.5 and narrows to 43")
  func slidingOff() throws {
    var sim = sim()
    try sim.began(325, 115, at: 1.0)
    try sim.moved(325, 260, at: 1.1)  // 145 pt below the switch's bottom: outside the 70 pt margin
    sim.advance(to: at(1.2))
    // Pressed at 1.01 toward 19 and 50; at 1.1, outside: on shown, not pressed.
    let positionAt = Self.value(from: Self.off, to: Self.offPressed, Self.knob, after: 0.09)
    let widthAt = Self.value(from: Self.width, to: Self.pressedWidth, Self.touchDown, after: 0.09)
    let position = try #require(knob(sim)?.position(at: at(1.2)))
    let width = try #require(knob(sim)?.width(at: at(1.2)))
    #expect(abs(position - Self.value(from: positionAt, to: Self.on, Self.knob, after: 0.1)) < 1e-9)
    #expect(abs(width - Self.value(from: widthAt, to: Self.width, Self.knob, after: 0.1)) < 1e-9)
  }

  @Test("Expressions read the knob as drawn now; reading it of a view that is no switch fails")
  func expressions() throws {
    var sim = sim()
    sim.advance(to: at(1))
    sim.perform([.setOn(view: "sw", true, animated: true)])
    sim.advance(to: at(1.05))
    let progress = try sim.read(.view("sw", .knobProgress, presentation: false))
    #expect(abs(progress - (1 - Self.left(Self.knob, after: 0.05))) < 1e-9)
    let width = try sim.read(.view("sw", .knobWidth, presentation: false))
    #expect(width == Self.width)
    let position = try sim.read(.view("sw", .knobPosition, presentation: false))
    #expect(abs(position - (Self.off + 20 * progress)) < 1e-9)
    #expect(throws: ExpressionFailure.self) {
      try sim.read(.view("label", .knobProgress, presentation: false))
    }
  }
}
