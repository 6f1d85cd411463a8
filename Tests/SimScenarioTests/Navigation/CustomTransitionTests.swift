import SimEngine
import SimScenario
import Testing

@Suite("Custom navigation transitions")
struct CustomTransitionTests {
  typealias F = NavigationFixture

  /// `nav` with a custom pop that fades `messageView` out over 1 s, linear, driven by the pan
  /// `drive` on `messageView`: it begins the interactive pop, updates it with
  /// translation.y / 400, and at the lift finishes past 200 pt or cancels, with `speed` and
  /// `curve`.
  static func interactive(
    speed: Double = 1, curve: String = "linear", touches: [String], expect: [String] = [],
    duration: Double = 4
  ) -> String {
    let end = { (call: String) in
      #"{"transition": {"navigation": "nav", "\#(call)": true, "completionSpeed": \#(speed), "timingCurve": "\#(curve)"}}"#
    }
    return F.scenario(
      stack: ["inbox", "message"],
      settings:
        #""transitions": {"pop": {"duration": 1, "curve": "linear", "animations": [{"view": "messageView", "to": {"alpha": 0}}]}}"#,
      messageChildren:
        #"{"id": "pad", "frame": [0, 400, 390, 400], "gestures": [{"id": "drive", "type": "pan", "on": {"began": [{"pop": {"navigation": "nav", "interactive": true}}], "changed": [{"transition": {"navigation": "nav", "update": "drive.translation.y / 400"}}], "ended": [{"if": "drive.translation.y > 200", "then": [\#(end("finish"))], "else": [\#(end("cancel"))]}]}}]}"#,
      touches: touches, expect: expect, duration: duration)
  }

  /// A drag down by `distance` from (195, 450), from t = 0.1 to 1.1.
  static func drag(_ distance: Double) -> String {
    #"{"drag": {"from": [195, 450], "to": [195, \#(450 + distance)], "t": 0.1, "duration": 1}}"#
  }

  static func tap(_ y: Int, at t: Double) -> String {
    #"{"tap": [195, \#(y + 20)], "t": \#(t), "duration": 0.05}"#
  }

  @Test("An interactive custom pop follows the interaction controller's updates")
  func updateScrubs() throws {
    // At t = 1.0 the finger has moved 189 pt: translation 179, progress 0.4475.
    let run = try F.run(
      Self.interactive(
        touches: [Self.drag(210)],
        expect: [
          #"{"t": 1.0, "view": "messageView", "alpha": 0.5525, "layer": "presentation", "tolerance": 1e-9}"#,
          #"{"t": 1.0, "navigation": "nav", "stack": ["inbox"], "transition": "pop"}"#,
        ]))
    #expect(F.failures(run) == [])
  }

  @Test("finish runs the rest at completionSpeed: 0.375 of 1 s at speed 2 takes 0.1875 s")
  func finishAtSpeed() throws {
    let run = try F.run(Self.interactive(speed: 2, touches: [Self.drag(260)]))
    let done = try #require(F.times(of: "pop completed", in: run).first)
    #expect(abs(done - (1.1 + 0.1875)) < 1e-6)
    #expect(run.simulation.stack(ofNavigation: "nav") == ["inbox"])
  }

  @Test("cancel plays the timing curve back from where it has the progress, and restores the stack")
  func cancelAlongTheCurve() throws {
    // Released at p = 0.25 of the 1 s linear pop, cancelled with timingCurve easeOut, speed 1:
    // reversed (the stored share 0.75), continued with F = p / 1 = 0.25, so internalDuration
    // = 0.25 / (1 − 0.75) = 1 s; ease-out has progress 0.25 at time t = easeOut⁻¹(0.25), and
    // the rest is 1 × t back along ease-out: 0.05 s in, drawn at easeOut(t − 0.05).
    let easeOut = { (t: Double) -> Double in
      var low = 0.0
      var high = 1.0
      for _ in 0..<200 {
        let mid = (low + high) / 2
        let x = 3 * (1 - mid) * mid * mid * 0.58 + mid * mid * mid
        if x < t { low = mid } else { high = mid }
      }
      let s = (low + high) / 2
      // Ease-out is (0, 0), (0.58, 1): y = 3(1 − s)s² + s³.
      return 3 * (1 - s) * s * s + s * s * s
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if easeOut(mid) < 0.25 { low = mid } else { high = mid }
    }
    let t = (low + high) / 2
    let alpha = 1 - easeOut(t - 0.05)
    let run = try F.run(
      Self.interactive(
        curve: "easeOut", touches: [Self.drag(110)],
        expect: [
          #"{"t": 1.15, "view": "messageView", "alpha": \#(alpha), "layer": "presentation", "tolerance": 1e-6}"#
        ]))
    #expect(F.failures(run) == [])
    #expect(F.times(of: "pop cancelled", in: run).map { abs($0 - (1.1 + t)) < 1e-6 } == [true])
    #expect(run.simulation.stack(ofNavigation: "nav") == ["inbox", "message"])
  }

  @Test("A custom pop turns the built-in back swipe off")
  func noBackSwipe() throws {
    let run = try F.run(
      Self.interactive(
        touches: [#"{"drag": {"from": [1, 300], "to": [300, 300], "t": 0.1, "duration": 0.2}}"#]))
    #expect(F.events(run) == [])
  }

  @Test("An interactive pop without a custom pop transition fails the run, saying why")
  func interactiveNeedsACustomPop() throws {
    let run = try F.run(
      F.scenario(
        stack: ["inbox", "message"],
        messageChildren:
          #"{"id": "begin", "class": "UIButton", "frame": [20, 300, 350, 40], "on": {"touchUpInside": [{"pop": {"navigation": "nav", "interactive": true}}]}}"#,
        touches: [Self.tap(300, at: 0.1)]))
    #expect(F.failures(run).contains { $0.contains("needs a custom pop transition") })
  }

  @Test("update with no interactive transition is ignored, saying so")
  func updateWithoutATransition() throws {
    let run = try F.run(
      F.scenario(
        inboxChildren:
          #"{"id": "half", "class": "UIButton", "frame": [20, 350, 350, 40], "on": {"touchUpInside": [{"transition": {"navigation": "nav", "update": 0.5}}]}}"#,
        touches: [Self.tap(350, at: 0.1)]))
    #expect(
      F.events(run) == ["nav: ignored updateInteractiveTransition with no interactive transition"]
    )
  }

  @Test("A custom push sets its starting values, then animates to its own")
  func customPush() throws {
    let run = try F.run(
      F.scenario(
        settings:
          #""transitions": {"push": {"duration": 1, "curve": "linear", "animations": [{"view": "messageView", "from": {"alpha": 0}, "to": {"alpha": 1}}]}}"#,
        touches: [#"{"tap": [195, 230], "t": 0.1, "duration": 0.05}"#],
        expect: [
          #"{"t": 0.4, "view": "messageView", "alpha": 0.25, "layer": "presentation", "tolerance": 1e-9}"#,
          #"{"t": 0.4, "view": "messageView", "frame": [0, 0, 390, 844], "layer": "presentation"}"#,
          #"{"t": 1.2, "navigation": "nav", "stack": ["inbox", "message"], "transition": "none"}"#,
        ], duration: 1.5))
    #expect(F.failures(run) == [])
  }
}
