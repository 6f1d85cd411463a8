import SimEngine
import SimGeometry
import Testing

/// A `UISwitch` (`UISwitchModernVisualElement` and `UISwitchMVEGestureTrackingSession`, iOS
/// 18.2): `sw` is 51 × 31 at (300, 100). Its visual element's long press begins 0.01 s after
/// the touch-down; its pan begins after 10 pt (the default hysteresis, taken off its
/// translation), and proposes the other side once its translation since the last proposal is
/// more than 25 pt toward it. `pointMostlyInside:` is the bounds grown by 70 pt.
@Suite("Switch values")
struct SwitchTests {
  static let switchClass = ViewClass.known(named: "UISwitch")!
  /// `_updateMovementVectorForPanInitiatedChanges`: 25 pt.
  static let panDistance = 25.0
  /// `PanSettings.hysteresis`, which the pan takes off its translation.
  static let hysteresis = 10.0
  static let startX = 305.0
  static let y = 115.0

  func sim(isOn: Bool = false, enabled: Bool = true) -> Simulation {
    var sim = Simulation([
      (
        view("sw", Self.switchClass, rect(300, 100, 51, 31)) {
          $0.controlValue = .toggle(SwitchValue(isOn: isOn))
          $0.isEnabled = enabled
        }, nil
      )
    ])
    sim.addSwitching(to: sim.id("sw"))
    return sim
  }

  func state(_ sim: Simulation) -> SwitchValue? {
    if case .toggle(let value)? = sim.tree[sim.id("sw")].controlValue { return value }
    return nil
  }

  /// The window x at which the pan's translation is `translation`, from a touch that began at
  /// `startX` and moved right.
  func x(translation: Double) -> Double { Self.startX + Self.hysteresis + translation }

  /// The values `valueChanged` carried, in order.
  func sentValues(_ sim: Simulation) -> [Double?] {
    sim.journal.compactMap {
      if case .control(.valueChanged, _, _, let value, _) = $0.kind { return value }
      return nil
    }
  }

  @Test("A tap toggles at the lift: valueChanged with the new value, then touchUpInside")
  func tapToggles() throws {
    var sim = sim()
    try sim.tap(325, Self.y, at: 0.1)
    #expect(state(sim)?.isOn == true)
    #expect(sim.events(of: "sw") == [.valueChanged, .touchUpInside])
    #expect(sentValues(sim) == [1])
  }

  @Test("A touch lifted before the long press's 0.01 s toggles nothing")
  func tooShort() throws {
    var sim = sim()
    try sim.began(325, Self.y, at: 0.1)
    try sim.ended(325, Self.y, at: 0.1 + SwitchValue.longPressDuration / 2)
    #expect(state(sim)?.isOn == false)
    #expect(sim.events(of: "sw") == [])
  }

  @Test("During the press the thumb stays, pressed, and isOn waits for the lift")
  func pressedUntilTheLift() throws {
    var sim = sim()
    try sim.began(325, Self.y, at: 0.1)
    sim.advance(to: Instant(seconds: 0.2))
    #expect(state(sim)?.isPressed == true)
    #expect(state(sim)?.displayedOn == false)
    #expect(state(sim)?.isOn == false)
  }

  @Test(
    "A pan more than 25 pt toward on shows on at the press's next change; the lift sends valueChanged alone"
  )
  func panPastTheDistance() throws {
    var sim = sim()
    try sim.began(Self.startX, Self.y, at: 1.0)
    try sim.moved(x(translation: 5), Self.y, at: 1.05)  // the pan begins
    try sim.moved(x(translation: Self.panDistance + 1), Self.y, at: 1.1)  // proposes on
    try sim.moved(x(translation: Self.panDistance + 2), Self.y, at: 1.15)
    #expect(state(sim)?.displayedOn == true)
    #expect(state(sim)?.isOn == false)
    try sim.ended(x(translation: Self.panDistance + 2), Self.y, at: 1.2)
    #expect(state(sim)?.isOn == true)
    #expect(sim.events(of: "sw") == [.valueChanged])
  }

  @Test("A pan of exactly 25 pt proposes nothing, so the lift toggles as a press does")
  func panOfExactlyTheDistance() throws {
    var sim = sim()
    try sim.began(Self.startX, Self.y, at: 1.0)
    try sim.moved(x(translation: 5), Self.y, at: 1.05)
    try sim.moved(x(translation: Self.panDistance), Self.y, at: 1.1)
    try sim.moved(x(translation: Self.panDistance), Self.y, at: 1.15)
    #expect(state(sim)?.displayedOn == false)
    try sim.ended(x(translation: Self.panDistance), Self.y, at: 1.2)
    #expect(sim.events(of: "sw") == [.valueChanged, .touchUpInside])
  }

  @Test("Past 25 pt one way and then 25 pt back, the lift sends nothing")
  func backAndForth() throws {
    var sim = sim()
    try sim.began(Self.startX, Self.y, at: 1.0)
    try sim.moved(x(translation: 5), Self.y, at: 1.05)
    try sim.moved(x(translation: 30), Self.y, at: 1.1)  // proposes on; the origin is now 30
    try sim.moved(x(translation: 28), Self.y, at: 1.15)  // shown on; movement -2
    #expect(state(sim)?.displayedOn == true)
    try sim.moved(x(translation: 30 - Self.panDistance - 1), Self.y, at: 1.2)  // proposes off
    try sim.moved(x(translation: 0), Self.y, at: 1.25)  // shown off
    #expect(state(sim)?.displayedOn == false)
    try sim.ended(x(translation: 0), Self.y, at: 1.3)
    #expect(state(sim)?.isOn == false)
    #expect(sim.events(of: "sw") == [])
  }

  @Test("Sliding off shows the other side, and the lift outside commits it without touchUpInside")
  func slideOff() throws {
    var sim = sim(isOn: true)
    try sim.began(325, Self.y, at: 1.0)
    // 71 pt below the bottom edge (y 131): outside the 70 pt margin.
    try sim.moved(325, 131 + 71, at: 1.1)
    #expect(state(sim)?.displayedOn == false)
    #expect(state(sim)?.isPressed == false)
    #expect(state(sim)?.isOn == true)
    try sim.ended(325, 131 + 71, at: 1.2)
    #expect(state(sim)?.isOn == false)
    #expect(sim.events(of: "sw") == [.valueChanged])
    #expect(sentValues(sim) == [0])
  }

  @Test("Within the 70 pt margin the press stays inside and the lift is a touchUpInside")
  func withinTheMargin() throws {
    var sim = sim()
    try sim.began(325, Self.y, at: 1.0)
    try sim.moved(325, 131 + 69, at: 1.1)
    #expect(state(sim)?.displayedOn == false)
    try sim.ended(325, 131 + 69, at: 1.2)
    #expect(sim.events(of: "sw") == [.valueChanged, .touchUpInside])
  }

  @Test("setOn changes isOn and the thumb and sends nothing")
  func setOn() throws {
    var sim = sim()
    sim.perform([.setOn(view: "sw", true, animated: true)])
    #expect(state(sim)?.isOn == true)
    #expect(state(sim)?.displayedOn == true)
    #expect(sim.events(of: "sw") == [])
    // The next tap starts from the new value.
    try sim.tap(325, Self.y, at: 0.1)
    #expect(sentValues(sim) == [0])
  }

  @Test("A disabled switch's visual element takes no touches: a tap toggles nothing")
  func disabled() throws {
    var sim = sim(enabled: false)
    try sim.tap(325, Self.y, at: 0.1)
    #expect(state(sim)?.isOn == false)
    #expect(sim.events(of: "sw") == [])
  }
}
