import SimEngine
import SimGeometry
import Testing

/// Control events running the app's actions, and actions that change the control mid-touch.
@Suite("Control tracking: actions")
struct ControlActionTests {
  /// A `card` holding a button `ok` that covers [100, 200) × [300, 350) in the window.
  func sim(_ viewClass: ViewClass = .uiButton) -> Simulation {
    Simulation([
      (view("card", .uiView, rect(0, 200, 390, 300)), nil),
      (view("ok", viewClass, rect(100, 100, 100, 50)), "card"),
    ])
  }

  @Test("Actions run right after their event, in declaration order")
  func actionsRunInOrder() throws {
    var sim = sim()
    sim.on(.touchDown, of: "ok", .log("a"), .log("b"))
    sim.on(.touchUpInside, of: "ok", .log("c"))
    sim.on(.touchDown, of: "ok", .log("d"))
    try sim.tap(150, 325, at: 0.1)
    #expect(
      sim.transcript == [
        "ok.touchDown", "log:a", "log:b", "log:d", "ok.touchUpInside", "log:c",
        "ok.primaryActionTriggered",
      ])
  }

  @Test("Each tap runs the actions again, and count(log:) counts them")
  func logCounts() throws {
    var sim = sim()
    sim.on(.touchUpInside, of: "ok", .log("tapped"))
    sim.on(.primaryActionTriggered, of: "ok", .log("primary"))
    for time in [0.1, 1, 2] { try sim.tap(150, 325, at: time) }
    try sim.began(150, 325, at: 3)
    try sim.ended(380, 325, at: 3.1)  // lifted outside: touchUpOutside
    #expect(sim.count(log: "tapped") == 3)
    #expect(sim.count(log: "primary") == 3)
    #expect(sim.count(.touchUpOutside, of: sim.id("ok")) == 1)
    #expect(sim.count(log: "never") == 0)
  }

  @Test("Disabling the control in its touchDown action still ends in touchUpInside")
  func disablingMidTouch() throws {
    var sim = sim()
    sim.on(.touchDown, of: "ok", .set(view: "ok", change { $0.isEnabled = false }))
    try sim.began(150, 325, at: 0.1)
    try sim.moved(160, 325, at: 0.2)
    try sim.ended(160, 325, at: 0.3)
    #expect(!sim.tree[sim.id("ok")].isEnabled)
    #expect(
      sim.events(of: "ok") == [
        .touchDown, .touchDragInside, .touchUpInside, .primaryActionTriggered,
      ])
  }

  @Test("A control disabled mid-touch is no longer hit by a new touch")
  func disabledControlGetsNoNewTouch() throws {
    var sim = sim()
    sim.on(.touchDown, of: "ok", .set(view: "ok", change { $0.isEnabled = false }))
    try sim.tap(150, 325, at: 0.1)
    try sim.tap(150, 325, at: 1)
    #expect(sim.name(sim.touches[1].view) == "card")
    #expect(sim.count(.touchDown, of: sim.id("ok")) == 1)
  }

  @Test("Removing the control from the window in its touchDown action sends touchCancel")
  func removedOnTouchDown() throws {
    var sim = sim()
    sim.on(.touchDown, of: "ok", .remove(view: "ok"))
    try sim.began(150, 325, at: 0.1)
    try sim.moved(160, 325, at: 0.2)
    try sim.ended(160, 325, at: 0.3)
    #expect(sim.events(of: "ok") == [.touchDown, .touchCancel])
  }

  @Test("After its control leaves the window, the touch's later events are withheld")
  func removedControlWithholdsLaterEvents() throws {
    var sim = sim()
    sim.on(.touchDown, of: "ok", .remove(view: "ok"))
    try sim.began(150, 325, at: 0.1)
    try sim.moved(160, 325, at: 0.2)
    try sim.ended(160, 325, at: 0.3)
    #expect(
      sim.touchEvents(1) == [
        TouchEvent(.began, "ok"), TouchEvent(.moved, "ok", .withheld(.viewLeftWindow)),
        TouchEvent(.ended, "ok", .withheld(.viewLeftWindow)),
      ])
    let withheld = sim.journal.filter {
      if case .touchWithheld(1, sim.id("ok"), .viewLeftWindow) = $0.kind { return true }
      return false
    }
    #expect(withheld.count == 1)
  }

  @Test("Removing the control's superview also cancels its tracking")
  func superviewRemoved() throws {
    var sim = sim()
    sim.on(.touchDown, of: "ok", .remove(view: "card"))
    try sim.began(150, 325, at: 0.1)
    try sim.ended(150, 325, at: 0.2)
    #expect(sim.events(of: "ok") == [.touchDown, .touchCancel])
    #expect(sim.touches[0].delivery == .withheld(.viewLeftWindow))
  }

  @Test("A control removed by its own touchUpInside action gets no touchCancel")
  func removedOnTouchUpInside() throws {
    var sim = sim()
    sim.on(.touchUpInside, of: "ok", .remove(view: "ok"))
    try sim.tap(150, 325, at: 0.1)
    let events = sim.events(of: "ok")
    #expect(events.prefix(2) == [.touchDown, .touchUpInside])
    #expect(!events.contains(.touchCancel))
    #expect(sim.touches[0].delivery == .delivered)
    #expect(!sim.tree.isInWindow(sim.id("ok")))
  }

  @Test("A touch on an interaction-enabled subview of a button makes the button send nothing")
  func interactiveSubviewTakesTheTouch() throws {
    var sim = sim()
    sim.addView(view("badge", .uiView, rect(10, 10, 30, 30)), to: sim.id("ok"))
    try sim.tap(115, 315, at: 0.1)
    #expect(sim.name(sim.touches[0].view) == "badge")
    #expect(sim.events(of: "ok") == [])
  }

  @Test("A touch on a label inside a button goes to the button, which sends its events")
  func labelInsideButton() throws {
    var sim = sim()
    sim.addView(view("title", .uiLabel, rect(10, 10, 80, 30)), to: sim.id("ok"))
    try sim.tap(115, 315, at: 0.1)
    #expect(sim.name(sim.touches[0].view) == "ok")
    #expect(sim.events(of: "ok") == [.touchDown, .touchUpInside, .primaryActionTriggered])
  }

  @Test("A second finger withheld from a control sends no second touchDown")
  func withheldSecondFinger() throws {
    var sim = sim()
    try sim.began(150, 325, at: 0.1, finger: 1)
    try sim.began(120, 310, at: 0.2, finger: 2)
    try sim.ended(120, 310, at: 0.3, finger: 2)
    try sim.ended(150, 325, at: 0.4, finger: 1)
    #expect(sim.events(of: "ok") == [.touchDown, .touchUpInside, .primaryActionTriggered])
  }

  @Test("An action naming a view that doesn't exist records actionFailed")
  func missingView() throws {
    var sim = sim()
    sim.on(.touchDown, of: "ok", .remove(view: "nope"))
    try sim.tap(150, 325, at: 0.1)
    #expect(
      sim.journal.contains {
        $0.kind == .actionFailed("remove: no view named 'nope' exists yet at t=0.1")
      })
  }

  @Test("An add action adding an existing view moves it to the front")
  func addActionReorders() throws {
    var sim = sim()
    sim.addView(view("cover", .uiView, rect(0, 200, 390, 300)))
    sim.on(.touchUpInside, of: "ok", .log("never"))
    #expect(sim.name(sim.hitTest(Point(150, 325))) == "cover")
    sim.perform([
      .add(
        parent: "window",
        ViewTemplate(entries: [.init(properties: view("card", .uiView, .zero), parent: nil)]))
    ])
    #expect(sim.name(sim.hitTest(Point(150, 325))) == "ok")
  }
}
