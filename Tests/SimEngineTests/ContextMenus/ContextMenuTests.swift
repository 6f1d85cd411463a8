import SimGeometry
import Testing

@testable import SimEngine

/// A photo with a context menu of two actions. Numbers come from UIKit's constants
/// (`ContextMenuTiming`, docs/uikit-notes/context-menus.md), never from what the engine printed.
@Suite("Context menus")
struct ContextMenuTests {
  static let photoFrame = rect(40, 100, 200, 150)
  /// A point inside the photo.
  static let press = Point(x: 140, y: 175)

  static func menu() -> ContextMenu {
    var menu = ContextMenu(items: [
      .init(title: "Copy", actions: [.log("copied")]),
      .init(title: "Delete", actions: [.log("deleted")]),
    ])
    menu.willDisplay = [.log("willDisplay")]
    menu.willEnd = [.log("willEnd")]
    menu.willPerformPreviewAction = [.log("previewAction")]
    return menu
  }

  /// A root with the photo (its menu on) and a button beside it.
  static func photo(_ configure: (inout Simulation) -> Void = { _ in }) -> Simulation {
    var sim = simulation([
      (view("photo", .uiView, photoFrame), nil),
      (view("button", .uiButton, rect(40, 700, 300, 44)), nil),
    ])
    sim.addContextMenu(menu(), to: sim.id("photo"))
    sim.on(.touchUpInside, of: sim.id("button"), perform: [.log("button")])
    configure(&sim)
    return sim
  }

  static func touch(_ phase: TouchPhase, _ point: Point, at seconds: Double, finger: Int = 1)
    -> TouchInput
  {
    TouchInput(time: Instant(seconds: seconds), finger: finger, phase: phase, location: point)
  }

  /// When the menu opened (`willDisplayMenu`), if it did.
  static func opened(_ sim: Simulation) -> Instant? {
    sim.journal.first { if case .contextMenu(_, .willDisplay) = $0.kind { true } else { false } }?
      .time
  }

  static func failure(_ sim: Simulation) -> String? {
    for entry in sim.journal {
      if case .contextMenu(_, .pressFailed(let reason)) = entry.kind { return reason }
    }
    return nil
  }

  /// The logs, in order.
  static func logs(_ sim: Simulation) -> [String] {
    sim.journal.compactMap { if case .log(let name) = $0.kind { name } else { nil } }
  }

  /// The first frame at or after `start` + `clickDownDuration`: the display link opens the
  /// menu there (`-_updateForActiveGestureRecognizer`: touchDuration / clickDownDuration ≥ 1).
  static func openingFrame(after start: Instant, in sim: Simulation) -> Instant {
    let due = start + ContextMenuTiming.clickDownDuration
    var frame = 0
    while sim.clock.time(ofFrame: frame) < due { frame += 1 }
    return sim.clock.time(ofFrame: frame)
  }

  @Test("The menu opens at the first frame the press reaches clickDownDuration, and not before")
  func opensAtTheClickDownDuration() throws {
    // Off the frame grid: 0.105 + 0.4 = 0.505 s, between frames 30 (0.5) and 31 (0.5167).
    let start = Instant(seconds: 0.105)
    var sim = Self.photo()
    try sim.send(Self.touch(.began, Self.press, at: start.seconds))
    let due = Self.openingFrame(after: start, in: sim)
    // UIKit's phone value, not UILongPressGestureRecognizer's 0.5 s: 0.505 s → frame 31.
    #expect(ContextMenuTiming.clickDownDuration == Interval(nanoseconds: 400_000_000))
    #expect(due == sim.clock.time(ofFrame: 31))
    sim.advance(before: due)
    #expect(Self.opened(sim) == nil, "open before the frame at \(due)")
    #expect(sim.hitTest(Self.press) == sim.id("photo"))
    sim.advance(to: due)
    #expect(Self.opened(sim) == due)
    #expect(Self.logs(sim) == ["willDisplay"])
    // The blur now covers the app.
    #expect(sim.hitTest(Point(x: 100, y: 720)) == sim.id("photo.contextMenu.background"))
  }

  @Test("A press whose touch moves 10 pt along each axis still opens the menu")
  func movementWithinTheAllowanceOnEachAxis() throws {
    var sim = Self.photo()
    let limit = ContextMenuTiming.allowableMovement
    try sim.send(Self.touch(.began, Self.press, at: 0.1))
    // 10 pt on both axes: 14.1 pt away, but each axis is within the allowance.
    try sim.send(
      Self.touch(.moved, Point(x: Self.press.x + limit, y: Self.press.y + limit), at: 0.2))
    sim.advance(to: Instant(seconds: 0.6))
    #expect(Self.failure(sim) == nil)
    #expect(Self.opened(sim) == Self.openingFrame(after: Instant(seconds: 0.1), in: sim))
  }

  @Test("A press whose touch moves more than 10 pt along one axis fails before the menu opens")
  func movementPastTheAllowanceFails() throws {
    var sim = Self.photo()
    try sim.send(Self.touch(.began, Self.press, at: 0.1))
    try sim.send(
      Self.touch(
        .moved, Point(x: Self.press.x, y: Self.press.y + ContextMenuTiming.allowableMovement + 0.5),
        at: 0.2))
    sim.advance(to: Instant(seconds: 1))
    #expect(Self.failure(sim) == "the touch moved more than 10 pt along an axis")
    #expect(Self.opened(sim) == nil)
  }

  @Test("Lifting before clickDownDuration fails the press")
  func liftingEarlyFails() throws {
    var sim = Self.photo()
    try sim.send(Self.touch(.began, Self.press, at: 0.1))
    try sim.send(Self.touch(.ended, Self.press, at: 0.45))
    sim.advance(to: Instant(seconds: 1))
    #expect(Self.failure(sim) == "the touch lifted before the menu opened")
    #expect(Self.opened(sim) == nil)
  }

  @Test("A second touch fails the press")
  func secondTouchFails() throws {
    var sim = Self.photo()
    try sim.send(Self.touch(.began, Self.press, at: 0.1))
    try sim.send(Self.touch(.began, Point(x: 200, y: 500), at: 0.2, finger: 2))
    sim.advance(to: Instant(seconds: 1))
    #expect(Self.failure(sim) == "a second touch came down")
    #expect(Self.opened(sim) == nil)
  }

  /// The photo's menu opened by a press from 0.1 s lifted at 0.7 s.
  static func openMenu() throws -> Simulation {
    var sim = photo()
    try sim.send(touch(.began, press, at: 0.1))
    try sim.send(touch(.ended, press, at: 0.7))
    sim.advance(to: Instant(seconds: 0.8))
    return sim
  }

  @Test("Tapping an action ends the menu, then runs the action's handler")
  func tappingAnAction() throws {
    var sim = try Self.openMenu()
    let copy = sim.id("photo.contextMenu.action.Copy")
    let point = sim.tree.convert(toWindow: Point(x: 125, y: 22), from: copy)
    #expect(sim.hitTest(point) == copy)
    try sim.tap(at: point, time: Instant(seconds: 1))
    // Past the dismissal spring (ContextMenuDismissalTests).
    sim.advance(to: Instant(seconds: 1.6))
    #expect(Self.logs(sim) == ["willDisplay", "willEnd", "copied"])
    #expect(!sim.tree.isInWindow(sim.id("photo.contextMenu")))
    #expect(sim.hitTest(Self.press) == sim.id("photo"))
  }

  @Test("Tapping outside the menu dismisses it, and the tap doesn't reach the app")
  func tappingOutside() throws {
    var sim = try Self.openMenu()
    // Over the button, under the blur.
    try sim.tap(at: Point(x: 100, y: 720), time: Instant(seconds: 1))
    // Past the dismissal spring (ContextMenuDismissalTests).
    sim.advance(to: Instant(seconds: 1.6))
    #expect(Self.logs(sim) == ["willDisplay", "willEnd"])
    #expect(!sim.tree.isInWindow(sim.id("photo.contextMenu")))
    // The button works again once the menu is gone.
    try sim.tap(at: Point(x: 100, y: 720), time: Instant(seconds: 1.7))
    #expect(Self.logs(sim).last == "button")
  }

  @Test("Tapping the preview performs the preview action and dismisses the menu")
  func tappingThePreview() throws {
    var sim = try Self.openMenu()
    try sim.tap(at: Self.press, time: Instant(seconds: 1))
    #expect(Self.logs(sim) == ["willDisplay", "previewAction", "willEnd"])
  }

  @Test("Releasing the press on an action chooses it")
  func dragToSelect() throws {
    var sim = Self.photo()
    try sim.send(Self.touch(.began, Self.press, at: 0.1))
    sim.advance(to: Instant(seconds: 0.6))
    let delete = sim.id("photo.contextMenu.action.Delete")
    let point = sim.tree.convert(toWindow: Point(x: 125, y: 22), from: delete)
    try sim.send(Self.touch(.moved, point, at: 0.7))
    try sim.send(Self.touch(.ended, point, at: 0.8))
    #expect(Self.logs(sim) == ["willDisplay", "willEnd", "deleted"])
  }

  @Test("The press's view is told its touch was cancelled when the menu opens")
  func pressedControlIsCancelled() throws {
    var sim = Self.photo()
    sim.addContextMenu(Self.menu(), to: sim.id("button"))
    let point = Point(x: 100, y: 720)
    try sim.send(Self.touch(.began, point, at: 0.1))
    sim.advance(to: Instant(seconds: 0.6))
    try sim.send(Self.touch(.ended, point, at: 0.7))
    #expect(sim.count(.touchCancel, of: sim.id("button")) == 1)
    #expect(sim.count(.touchUpInside, of: sim.id("button")) == 0)
  }

  @Test("A scroll view's pan that begins before the menu opens stops the press")
  func scrollingFirstCancels() throws {
    var sim = simulation()
    let list = sim.list()
    sim.addView(view("row", .uiView, rect(0, 100, 390, 80)), to: list)
    sim.addContextMenu(Self.menu(), to: sim.id("row"))
    try sim.send(Self.touch(.began, Point(x: 100, y: 140), at: 0.1))
    // Up 5 pt at a time: the pan begins past its 10 pt hysteresis, before 0.5 s.
    for step in 1...6 {
      try sim.send(
        Self.touch(.moved, Point(x: 100, y: 140 - 5 * Double(step)), at: 0.1 + 0.016 * Double(step))
      )
    }
    sim.advance(to: Instant(seconds: 1))
    #expect(Self.failure(sim) != nil)
    #expect(Self.opened(sim) == nil)
  }

  @Test("A long press with UIKit's 0.5 s on the same view never begins: the menu opens at 0.4 s")
  func menuBeatsADefaultLongPress() throws {
    var sim = Self.photo()
    let press = sim.addGesture(
      GestureRecognizer(name: "press", kind: .longPress(LongPressSettings())), to: sim.id("photo"))
    try sim.send(Self.touch(.began, Self.press, at: 0.1))
    sim.advance(to: Instant(seconds: 0.8))
    try sim.send(Self.touch(.ended, Self.press, at: 0.9))
    // 0.1 + 0.4 = 0.5: frame 30, before the long press's timer at 0.1 + 0.5 = 0.6.
    #expect(Self.opened(sim) == sim.clock.time(ofFrame: 30))
    #expect(sim.count(.began, of: press) == 0)
    #expect(sim.count(.failed, of: press) == 1)
  }

  @Test("A still press on a row in a scroll view opens the menu: the content-touch delay fails")
  func stillPressInAScrollView() throws {
    var sim = simulation()
    let list = sim.list()
    sim.addView(view("row", .uiView, rect(0, 100, 390, 80)), to: list)
    sim.addContextMenu(Self.menu(), to: sim.id("row"))
    try sim.send(Self.touch(.began, Point(x: 100, y: 140), at: 0.1))
    sim.advance(to: Instant(seconds: 0.6))
    #expect(Self.failure(sim) == nil)
    #expect(Self.opened(sim) == Self.openingFrame(after: Instant(seconds: 0.1), in: sim))
  }

  @Test("A press whose view leaves the window before the menu opens fails")
  func pressedViewRemoved() throws {
    var sim = Self.photo()
    try sim.send(Self.touch(.began, Self.press, at: 0.1))
    sim.advance(to: Instant(seconds: 0.2))
    sim.tree.removeFromSuperview(sim.id("photo"))
    sim.advance(to: Instant(seconds: 1))
    #expect(Self.opened(sim) == nil)
    #expect(Self.failure(sim) == "the view left the window")
  }
}
