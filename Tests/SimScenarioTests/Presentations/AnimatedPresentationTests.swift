import SimEngine
import SimScenario
import Testing

@Suite("Presentations with the delegate's animators")
struct AnimatedPresentationTests {
  typealias F = PresentationFixture

  /// An `animated` presentation `viewer` whose content `photo` fades in over 1 s and out over
  /// 1 s (linear), with buttons on the root: `show` presents; on the content, `drive`'s pan
  /// begins an interactive dismissal, updates it with translation.y / 400 and at the lift
  /// `finish`es past 200 pt, else cancels.
  static func scenario(touches: [String], expect: [String] = [], extra: String = "") -> String {
    """
    {"screen": \(F.iPhone14), "duration": 4,
     "root": {"id": "root", "children": [
       {"id": "show", "class": "UIButton", "frame": [20, 100, 120, 44], "on": {"touchUpInside": [{"present": "viewer"}]}}\(extra)]},
     "presentations": {"viewer": {"style": "animated",
       "present": {"duration": 1, "curve": "linear", "animations": [{"view": "photo", "from": {"alpha": 0}, "to": {"alpha": 1}}]},
       "dismiss": {"duration": 1, "curve": "linear", "animations": [{"view": "photo", "to": {"alpha": 0}}]},
       "content": {"id": "photo", "gestures": [{"id": "drive", "type": "pan", "on": {
         "began": [{"dismiss": {"presentation": "viewer", "interactive": true}}],
         "changed": [{"transition": {"presentation": "viewer", "update": "drive.translation.y / 400"}}],
         "ended": [{"if": "drive.translation.y > 200", "then": [{"transition": {"presentation": "viewer", "finish": true}}],
                    "else": [{"transition": {"presentation": "viewer", "cancel": true}}]}]}}]}}},
     "touches": [\(touches.joined(separator: ", "))],
     "expect": [\(expect.joined(separator: ", "))]}
    """
  }

  static let show = #"{"tap": [80, 122], "t": 0.1, "duration": 0.05}"#

  /// A drag down by `distance` from (195, 500), from t = 1.5 to 2.5.
  static func drag(_ distance: Double) -> String {
    #"{"drag": {"from": [195, 500], "to": [195, \#(500 + distance)], "t": 1.5, "duration": 1}}"#
  }

  @Test("Presenting sets the animations' starting values and animates to theirs")
  func present() throws {
    let run = try F.run(
      Self.scenario(
        touches: [Self.show],
        expect: [
          #"{"t": 0.4, "view": "photo", "alpha": 0.25, "layer": "presentation", "tolerance": 1e-9}"#,
          #"{"t": 0.4, "presentation": "viewer", "state": "presenting"}"#,
          #"{"t": 1.2, "presentation": "viewer", "state": "presented"}"#,
        ]))
    #expect(F.failures(run) == [])
  }

  @Test("An interactive dismissal follows its interaction controller, and cancelled it stays up")
  func cancelled() throws {
    // At t = 2.0 the finger moved 50 pt: translation 40, progress 0.1. Released at 100 pt
    // (translation 90, 0.225) it cancels: back in 0.225 s, presented again at 2.725.
    let run = try F.run(
      Self.scenario(
        touches: [Self.show, Self.drag(100)],
        expect: [
          #"{"t": 2.0, "view": "photo", "alpha": 0.9, "layer": "presentation", "tolerance": 1e-9}"#,
          #"{"t": 2.0, "presentation": "viewer", "state": "dismissing"}"#,
          #"{"t": 3.0, "presentation": "viewer", "state": "presented"}"#,
          #"{"log": "viewer.didCancelDismiss", "between": [2.72, 2.73]}"#,
        ]))
    #expect(F.failures(run) == [])
    #expect(F.phases(run, of: "viewer") == ["presenting", "presented", "dismissing", "presented"])
  }

  @Test("A finished interactive dismissal dismisses")
  func finished() throws {
    // Released at 260 pt (translation 250, 0.625): the remaining 0.375 s at speed 1.
    let run = try F.run(
      Self.scenario(
        touches: [Self.show, Self.drag(260)],
        expect: [#"{"presentation": "viewer", "state": "dismissed", "between": [2.87, 2.88]}"#]))
    #expect(F.failures(run) == [])
  }

  @Test("An interactive dismissal of a sheet fails the run: it needs the delegate's animators")
  func sheetCannot() throws {
    let run = try F.run(
      F.sheet(
        content:
          #"{"id": "content", "children": [{"id": "b", "class": "UIButton", "frame": [0, 0, 100, 50], "on": {"touchUpInside": [{"dismiss": {"presentation": "sheet", "interactive": true}}]}}]}"#,
        touches: [#"{"tap": [50, 82], "t": 1.0}"#]))
    let messages = run.actionFailures.compactMap { failure -> String? in
      guard case .actionFailed(let message) = failure.kind else { return nil }
      return message
    }
    #expect(
      messages == [
        "dismiss: an interactive dismissal of 'sheet' needs the delegate's animators (style 'animated')"
      ])
  }

  @Test("The interaction controller with no interactive dismissal is ignored, saying so")
  func noInteraction() throws {
    let run = try F.run(
      Self.scenario(
        touches: [#"{"tap": [195, 30], "t": 0.1}"#],
        extra:
          #", {"id": "half", "class": "UIButton", "frame": [150, 10, 90, 40], "on": {"touchUpInside": [{"transition": {"presentation": "viewer", "update": 0.5}}]}}"#
      ))
    #expect(F.ignored(run) == ["viewer: no interactive dismissal is waiting for its finger"])
  }
}
