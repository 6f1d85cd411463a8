import SimEngine
import SimGeometry
import Testing

/// UIControl's tracking of its touch: the control events it sends, and the actions they run.
@Suite("Control tracking")
struct ControlTrackingTests {
  /// A button `ok` covering [100, 200) × [300, 350); with the 70 pt margin, "mostly inside" is
  /// [30, 270) × [230, 420).
  func sim(
    _ viewClass: ViewClass = .uiButton, margin: Double? = nil,
    _ configure: (inout ViewProperties) -> Void = { _ in }
  ) -> Simulation {
    var parameters = UIKitParameters()
    if let margin { parameters.controlTrackingMargin = margin }
    return Simulation(
      parameters: parameters, [(view("ok", viewClass, rect(100, 300, 100, 50), configure), nil)])
  }

  @Test(
    "A tap inside sends touchDown and touchUpInside, and a button adds primaryActionTriggered",
    arguments: [
      (ViewClass.uiButton, [ControlEvent.touchDown, .touchUpInside, .primaryActionTriggered]),
      (.uiControl, [.touchDown, .touchUpInside]),
      (ViewClass(name: "UISwitch", kind: .control), [.touchDown, .touchUpInside]),
    ])
  func tapInside(viewClass: ViewClass, expected: [ControlEvent]) throws {
    var sim = sim(viewClass)
    try sim.tap(150, 325, at: 0.1)
    #expect(sim.events(of: "ok") == expected)
  }

  @Test(
    "Dragging more than 70 pt out exits, then drags outside, and lifting there is touchUpOutside")
  func dragOutBeyondTheMargin() throws {
    var sim = sim()
    try sim.began(150, 325, at: 0.1)
    try sim.moved(180, 325, at: 0.2)  // inside the button
    try sim.moved(271, 325, at: 0.3)  // 71 pt right of it
    try sim.moved(300, 325, at: 0.4)
    try sim.ended(300, 325, at: 0.5)
    #expect(
      sim.events(of: "ok") == [
        .touchDown, .touchDragInside, .touchDragExit, .touchDragOutside, .touchDragOutside,
        .touchUpOutside,
      ])
  }

  @Test("Dragging 50 pt out stays inside the margin, and lifting there is touchUpInside")
  func dragOutWithinTheMargin() throws {
    var sim = sim()
    try sim.began(150, 325, at: 0.1)
    try sim.moved(250, 325, at: 0.2)  // 50 pt right of the button
    try sim.ended(250, 325, at: 0.3)
    #expect(
      sim.events(of: "ok") == [
        .touchDown, .touchDragInside, .touchUpInside, .primaryActionTriggered,
      ])
  }

  /// Points 69.9 pt and 71 pt beyond each edge of the button (window coordinates).
  @Test(
    "The 70 pt margin applies on every side",
    arguments: [
      (269.9, 325.0, true), (271, 325, false),  // right
      (30.1, 325, true), (29, 325, false),  // left
      (150, 230.1, true), (150, 229, false),  // above
      (150, 419.9, true), (150, 421, false),  // below
    ])
  func marginOnEverySide(x: Double, y: Double, inside: Bool) throws {
    var sim = sim()
    try sim.began(150, 325, at: 0.1)
    try sim.moved(x, y, at: 0.2)
    #expect(sim.events(of: "ok").last == (inside ? .touchDragInside : .touchDragOutside))
  }

  @Test("Dragging out and back sends touchDragExit then touchDragEnter, and ends inside")
  func dragOutAndBack() throws {
    var sim = sim()
    try sim.began(150, 325, at: 0.1)
    try sim.moved(300, 325, at: 0.2)
    try sim.moved(150, 330, at: 0.3)
    try sim.ended(150, 330, at: 0.4)
    #expect(
      sim.events(of: "ok") == [
        .touchDown, .touchDragExit, .touchDragOutside, .touchDragEnter, .touchDragInside,
        .touchUpInside, .primaryActionTriggered,
      ])
  }

  @Test("Lifting outside with no move in between sends touchDragExit before touchUpOutside")
  func liftOutsideWithoutMoving() throws {
    var sim = sim()
    try sim.began(150, 325, at: 0.1)
    try sim.ended(300, 325, at: 0.2)
    #expect(sim.events(of: "ok") == [.touchDown, .touchDragExit, .touchUpOutside])
  }

  @Test("A cancelled touch sends touchCancel and no up event")
  func cancelled() throws {
    var sim = sim()
    try sim.began(150, 325, at: 0.1)
    try sim.cancelled(150, 325, at: 0.2)
    #expect(sim.events(of: "ok") == [.touchDown, .touchCancel])
  }

  @Test("A move to the same place sends no drag event")
  func zeroMoveSendsNothing() throws {
    var sim = sim()
    try sim.began(150, 325, at: 0.1)
    try sim.moved(150, 325, at: 0.2)
    #expect(sim.events(of: "ok") == [.touchDown])
  }

  @Test(
    "A second tap soon enough and close enough sends touchDownRepeat",
    arguments: [
      (0.1, 0.0, true), (0.35, 0.0, true), (0.351, 0.0, false), (0.5, 0.0, false),
      (0.1, 44.0, true), (0.1, 45.0, true), (0.1, 46.0, false),
    ])
  func doubleTap(gap: Double, distance: Double, repeats: Bool) throws {
    // A wide button so both taps land on it: [50, 350) × [300, 400).
    var sim = Simulation([(view("ok", .uiButton, rect(50, 300, 300, 100)), nil)])
    try sim.tap(100, 320, at: 0.1)  // ends at 0.18
    try sim.tap(100 + distance, 320, at: 0.18 + gap)
    #expect(sim.touches[1].tapCount == (repeats ? 2 : 1))
    let second = Array(sim.events(of: "ok").dropFirst(3))
    #expect(
      second
        == (repeats
          ? [.touchDown, .touchDownRepeat, .touchUpInside, .primaryActionTriggered]
          : [.touchDown, .touchUpInside, .primaryActionTriggered]))
  }

  @Test("A third quick tap counts 3 and sends touchDownRepeat again")
  func tripleTap() throws {
    var sim = sim()
    for time in [0.1, 0.3, 0.5] { try sim.tap(150, 325, at: time) }
    #expect(sim.touches.map(\.tapCount) == [1, 2, 3])
    #expect(sim.count(.touchDownRepeat, of: sim.id("ok")) == 2)
  }

  @Test(
    "The controlTrackingMargin parameter changes the exit distance",
    arguments: [
      (30.0, 50.0, false), (100, 90, true), (100, 101, false), (0, 1, false), (0, -0.5, true),
    ])
  func marginParameter(margin: Double, distance: Double, inside: Bool) throws {
    var sim = sim(margin: margin)
    try sim.began(150, 325, at: 0.1)
    try sim.ended(200 + distance, 325, at: 0.2)
    #expect(
      sim.events(of: "ok").last(where: { $0 != .primaryActionTriggered })
        == (inside ? .touchUpInside : .touchUpOutside))
  }
}
