import SimGeometry
import Testing

@testable import SimEngine

/// A long press on a view with a context menu waits for the menu's failure relationship
/// recognizer (`com.apple.UIKit.clickPresentationFailure`): `-[_UIClickPresentationInteraction
/// gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:]` answers YES for every gesture
/// of type 1 (`-[UILongPressGestureRecognizer _isGestureType:]` is `== 1`). The recognizer
/// succeeds at the click down and fails when the press stops first. Times come from UIKit's
/// numbers (`ContextMenuTiming`, the long press's `minimumPressDuration`), never from what the
/// engine printed.
@Suite("Context menus: long presses wait for the menu")
struct ContextMenuLongPressTests {
  static let relationship = "photo.contextMenu.clickPresentationFailure"
  /// A long press shorter than the menu's 0.4 s.
  static let pressDuration = 0.2

  /// The photo of ``ContextMenuTests`` with a 0.2 s long press on it (allowable movement
  /// `movement`).
  static func photo(movement: Double = 10) -> Simulation {
    ContextMenuTests.photo { sim in
      sim.gesture("press", longPress(movement: movement), on: "photo")
    }
  }

  /// A long press of ``pressDuration`` allowing `movement` points.
  static func longPress(movement: Double = 10) -> GestureKind {
    var settings = LongPressSettings()
    settings.minimumPressDuration = Interval(seconds: pressDuration)
    settings.allowableMovement = movement
    return .longPress(settings)
  }

  static func touch(_ phase: TouchPhase, _ point: Point, at seconds: Double) -> TouchInput {
    ContextMenuTests.touch(phase, point, at: seconds)
  }

  @Test("The menu's view gets the failure relationship recognizer, named after the view")
  func theRelationshipRecognizerIsOnTheView() {
    let sim = Self.photo()
    let id = sim.recognizer(named: Self.relationship)
    #expect(id != nil)
    if let id { #expect(sim.gesture(id).state == .possible) }
  }

  @Test("A long press shorter than clickDownDuration waits, then fails when the menu opens")
  func aShorterLongPressFailsWhenTheMenuOpens() throws {
    var sim = Self.photo()
    let start = Instant(seconds: 0.105)
    try sim.send(Self.touch(.began, ContextMenuTests.press, at: start.seconds))
    // At 0.305 s its 0.2 s are up: it wants to begin but waits for the relationship.
    sim.advance(to: Instant(seconds: start.seconds + Self.pressDuration + 0.01))
    let id = try #require(sim.recognizer(named: "press"))
    let waited = sim.journal.contains {
      if case .gestureWaiting(id, let others) = $0.kind { return others == [Self.relationship] }
      return false
    }
    #expect(waited)
    #expect(sim.changes(of: "press") == [])
    // At frame 31 (0.505 s rounded up to the frame grid) the press clicks down: the
    // relationship succeeds, so the long press fails without having begun.
    let opening = ContextMenuTests.openingFrame(after: start, in: sim)
    sim.advance(to: opening)
    #expect(ContextMenuTests.opened(sim) == opening)
    #expect(sim.changes(of: Self.relationship) == ["recognized"])
    #expect(sim.changes(of: "press") == ["failed"])
    #expect(sim.time(of: "press", entering: .failed) == opening.seconds)
    #expect(
      sim.failureReason(of: "press")
        == "it requires '\(Self.relationship)' to fail, and '\(Self.relationship)' recognized")
  }

  @Test("A long press begins when the menu's press fails by moving past 10 pt on an axis")
  func theLongPressBeginsWhenThePressFails() throws {
    // 40 pt allowed to the long press: 15 pt along x fails the menu's press (more than 10 pt on
    // one axis) and not the long press.
    var sim = Self.photo(movement: 40)
    try sim.send(Self.touch(.began, ContextMenuTests.press, at: 0.1))
    sim.advance(to: Instant(seconds: 0.32))
    #expect(sim.changes(of: "press") == [])
    let moved = Point(x: ContextMenuTests.press.x + 15, y: ContextMenuTests.press.y)
    try sim.send(Self.touch(.moved, moved, at: 0.35))
    #expect(ContextMenuTests.failure(sim) == "the touch moved more than 10 pt along an axis")
    #expect(sim.changes(of: Self.relationship) == ["failed"])
    #expect(sim.changes(of: "press") == ["began"])
    #expect(sim.time(of: "press", entering: .began) == 0.35)
    sim.advance(to: Instant(seconds: 1))
    #expect(ContextMenuTests.opened(sim) == nil)
  }

  @Test("A pan on the view does not wait for the menu: only long presses do")
  func aPanDoesNotWait() throws {
    var sim = ContextMenuTests.photo { sim in
      sim.gesture("pan", .pan(PanSettings()), on: "photo")
    }
    try sim.send(Self.touch(.began, ContextMenuTests.press, at: 0.1))
    // 10 pt along x: the pan's hysteresis is reached (|dx| ≥ 10) but the press's allowance
    // is not passed (|dx| > 10 fails it), so only the pan can end the press.
    let moved = Point(
      x: ContextMenuTests.press.x + ContextMenuTiming.allowableMovement,
      y: ContextMenuTests.press.y)
    try sim.send(Self.touch(.moved, moved, at: 0.2))
    #expect(sim.changes(of: "pan") == ["began"])
    #expect(sim.time(of: "pan", entering: .began) == 0.2)
    #expect(ContextMenuTests.failure(sim) == "'pan' recognized first")
    #expect(sim.changes(of: Self.relationship) == ["failed"])
  }

  @Test("A long press on a view without a menu begins at its own minimumPressDuration")
  func withoutAMenuTheLongPressBeginsOnTime() throws {
    var sim = simulation([(view("plain", .uiView, ContextMenuTests.photoFrame), nil)])
    sim.gesture("press", Self.longPress(), on: "plain")
    try sim.send(Self.touch(.began, ContextMenuTests.press, at: 0.1))
    sim.advance(to: Instant(seconds: 0.5))
    #expect(sim.changes(of: "press") == ["began"])
    let due = Instant(seconds: 0.1) + Interval(seconds: Self.pressDuration)
    #expect(sim.time(of: "press", entering: .began) == due.seconds)
  }
}
