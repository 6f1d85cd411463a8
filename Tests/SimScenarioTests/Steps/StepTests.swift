import SimEngine
import SimGeometry
import SimScenario
import Testing

/// Step-style touch lists. Times: 60 fps, so frame k is at round(k × 10⁹ / 60) ns; a tap's
/// default duration is 0.08 s; the first step starts at frame 1 (1/60 s = 16,666,667 ns), so a
/// first tap lifts at 96,666,667 ns and the next frame after that is frame 6, at 0.1 s.
@Suite("Steps")
struct StepTests {
  /// A button `b` with frame [40, 100, 100, 50] (centre (90, 125)), a button `go` at [0, 0,
  /// 100, 50] whose lift runs `goActions`, a view `target` at [75, 75, 50, 50] (centre (100,
  /// 100)), `more` views, and the touch list `touches`.
  static func text(
    touches: [String], goActions: String = "[]", more: String = "", expect: String = "[]"
  ) -> String {
    """
    {"root": {"id": "root", "children": [
      {"id": "b", "class": "UIButton", "frame": [40, 100, 100, 50], "on": {"touchUpInside": [{"log": "bTapped"}]}},
      {"id": "go", "class": "UIButton", "frame": [0, 0, 100, 50], "on": {"touchUpInside": \(goActions)}},
      {"id": "target", "frame": [75, 75, 50, 50]}\(more)
    ]},
     "touches": [\(touches.joined(separator: ", "))],
     "expect": \(expect)}
    """
  }

  /// `go`'s tap moves `target`'s centre from (100, 100) to (300, 100) over 1 s, linear.
  static let slide =
    #"[{"animate": {"view": "target", "to": {"center": [300, 100]}, "duration": 1, "curve": "linear"}}]"#

  func run(_ text: String) throws -> ScenarioRun {
    ScenarioRunner.run(try scenario(text))
  }

  func ns(_ run: ScenarioRun, touch number: Int) -> Int64 {
    run.simulation.touch(number).beganAt.nanoseconds
  }

  @Test("A tap on a view's name lands on the centre of the view")
  func tapOnName() throws {
    let run = try run(Self.text(touches: [#"{"tap": "b"}"#]))
    // Frame [40, 100, 100, 50]: centre (40 + 50, 100 + 25).
    #expect(run.simulation.touch(1).beganLocation == Point(x: 90, y: 125))
    #expect(run.passed, "\(run.failedResults.map(\.actual))")
  }

  @Test("A place in a view's coordinates is converted to the window")
  func placeInView() throws {
    let run = try run(Self.text(touches: [#"{"tap": {"view": "b", "at": [10, 5]}}"#]))
    #expect(run.simulation.touch(1).beganLocation == Point(x: 50, y: 105))
  }

  @Test("A drag from a named view by an offset ends at the centre plus the offset")
  func dragBy() throws {
    let run = try run(
      Self.text(touches: [#"{"drag": {"from": "b", "by": [0, 200], "duration": 0.3}}"#]))
    let touch = run.simulation.touch(1)
    #expect(touch.beganLocation == Point(x: 90, y: 125))
    #expect(touch.location == Point(x: 90, y: 325))
  }

  @Test("The first step starts at the first frame, the next a frame after the previous ended")
  func stepsFollow() throws {
    let run = try run(Self.text(touches: [#"{"tap": "b"}"#, #"{"tap": "b"}"#]))
    #expect(ns(run, touch: 1) == 16_666_667)
    // The first lifts at 16,666,667 + 80,000,000 = 96,666,667 ns; the next frame is 6.
    #expect(ns(run, touch: 2) == 100_000_000)
  }

  @Test("'after' delays a step from where the previous one ended")
  func after() throws {
    let run = try run(Self.text(touches: [#"{"tap": "b"}"#, #"{"tap": "b", "after": 0.25}"#]))
    #expect(ns(run, touch: 2) == 100_000_000 + 250_000_000)
  }

  @Test("A wait of 0.5 s moves the next step 0.5 s and a frame later")
  func waitSeconds() throws {
    let run = try run(
      Self.text(touches: [#"{"tap": "b"}"#, #"{"wait": 0.5}"#, #"{"tap": "b"}"#]))
    // The wait starts at frame 6 (0.1) and ends at 0.6, frame 36; the tap at frame 37.
    #expect(ns(run, touch: 2) == (37 * 1_000_000_000 + 30) / 60)
  }

  @Test("Waiting until settled ends at the first frame after the animation's end")
  func waitSettled() throws {
    let fade =
      #"[{"animate": {"view": "target", "to": {"alpha": 0.5}, "duration": 0.3, "curve": "linear"}}]"#
    let run = try run(
      Self.text(
        touches: [#"{"tap": "go"}"#, #"{"wait": "settled"}"#, #"{"tap": "b"}"#], goActions: fade))
    // The fade runs from the lift, 0.096667, to 0.396667; settled at frame 24 (0.4); the next
    // tap at frame 25.
    #expect(ns(run, touch: 2) == (25 * 1_000_000_000 + 30) / 60)
    #expect(run.passed, "\(run.failedResults.map(\.actual))")
  }

  @Test("Waiting until settled fails at its limit with what still runs")
  func waitSettledLimit() throws {
    let forever =
      #"[{"animate": {"view": "target", "to": {"alpha": 0.5}, "duration": 0.3, "options": ["repeat"]}}]"#
    let run = try run(
      Self.text(
        touches: [#"{"tap": "go"}"#, #"{"wait": {"settled": true, "limit": 0.5}}"#],
        goActions: forever))
    let failure = try #require(run.failedResults.first)
    #expect(failure.expectation.label == "touches[1]: wait settled")
    #expect(
      failure.actual.contains("animation 1 of 'target' (repeats forever)"), "\(failure.actual)")
    // From frame 6 (0.1) to the limit, 0.6.
    #expect(failure.time == Instant(nanoseconds: 600_000_000))
  }

  @Test("Waiting until a condition ends at the first frame it holds")
  func waitUntil() throws {
    let run = try run(
      Self.text(
        touches: [
          #"{"tap": "go"}"#, #"{"wait": {"until": "target.presentation.center.x > 200"}}"#,
          #"{"tap": "b"}"#,
        ], goActions: Self.slide))
    // x = 100 + 200 (t − 0.0966667) > 200 from t > 0.5966667: frame 36 (0.6); the tap at 37.
    #expect(ns(run, touch: 2) == (37 * 1_000_000_000 + 30) / 60)
  }

  @Test("A named touch goes where the view is drawn when its step starts")
  func drawnPlace() throws {
    let run = try run(
      Self.text(
        touches: [#"{"tap": "go"}"#, #"{"tap": "target", "after": 0.5, "expectMiss": true}"#],
        goActions: Self.slide))
    // Started at 0.1 + 0.5 = 0.6: drawn x = 100 + 200 × (0.6 − 0.096666667) = 200.666667.
    let location = run.simulation.touch(2).beganLocation
    #expect(abs(location.x - (100 + 200 * (0.6 - 0.096666667))) < 1e-6)
    #expect(location.y == 100)
    // Hit testing uses the model, already at x 275…325: the finger misses, as expected.
    #expect(run.passed, "\(run.failedResults.map(\.actual))")
  }

  static let covered = #", {"id": "cover", "frame": [0, 90, 200, 100], "alpha": 0.1}"#

  @Test("A named touch on a covered view fails its step with the hit-test walk")
  func coveredFails() throws {
    let run = try run(Self.text(touches: [#"{"tap": "b"}"#], more: Self.covered))
    let failure = try #require(run.failedResults.first)
    #expect(failure.expectation.label == #"touches[0]: tap "b""#)
    #expect(failure.actual == "the finger lands on 'cover', which covers 'b' there")
    #expect(failure.explanation.contains { $0.contains("cover at (90, 35): hit") })
    // The touch is still made, as a real finger would land: on the cover.
    #expect(run.simulation.touch(1).view == run.simulation.view(named: "cover"))
  }

  @Test("expectMiss passes when the view is covered")
  func expectMissCovered() throws {
    let run = try run(
      Self.text(touches: [#"{"tap": "b", "expectMiss": true}"#], more: Self.covered))
    #expect(run.passed, "\(run.failedResults.map(\.actual))")
  }

  @Test("expectMiss fails when the finger reaches the view")
  func expectMissReached() throws {
    let run = try run(Self.text(touches: [#"{"tap": "b", "expectMiss": true}"#]))
    #expect(run.failedResults.first?.actual == "the finger lands on 'b'")
  }

  @Test("A named touch on a hidden view fails, saying it is hidden")
  func hiddenFails() throws {
    let run = try run(
      Self.text(
        touches: [#"{"tap": "hid"}"#],
        more: #", {"id": "hid", "frame": [200, 400, 50, 50], "hidden": true}"#))
    #expect(
      run.failedResults.first?.actual
        == "the finger lands on 'root': 'hid' can't be touched, it is hidden")
  }

  @Test("A check in the list is made at its step's moment and named by the step")
  func expectStep() throws {
    let run = try run(
      Self.text(
        touches: [
          #"{"tap": "go"}"#, #"{"expect": [{"view": "target", "center": [100, 100]}]}"#,
        ], goActions: Self.slide))
    // At 0.1 the target is drawn at x = 100 + 200 × (0.1 − 0.096666667) = 100.667.
    let failure = try #require(run.failedResults.first)
    #expect(failure.expectation.label == "touches[1]: expect[0]")
    #expect(failure.time == Instant(nanoseconds: 100_000_000))
    #expect(run.failedResults.count == 1)
  }

  @Test("A check of a touch that has not begun yet fails instead of trapping")
  func expectLaterTouch() throws {
    let run = try run(Self.text(touches: [#"{"expect": [{"touch": 1, "hits": "b"}]}"#]))
    #expect(run.failedResults.first?.actual == "0 times began so far")
  }

  @Test("A check in a step refuses a 't'")
  func expectStepRefusesT() {
    let found = diagnostics(
      Self.text(touches: [#"{"expect": [{"t": 1, "view": "b", "alpha": 1}]}"#]))
    #expect(found.contains { $0.contains("a check in a step is made at the step's moment") })
  }

  @Test("An absolute t before the steps have reached fails the step, naming both times")
  func tInThePast() throws {
    let run = try run(
      Self.text(touches: [#"{"tap": "b"}"#, #"{"wait": 1}"#, #"{"tap": "b", "t": 0.5}"#]))
    let failure = try #require(run.failedResults.first)
    // The wait ends at 0.1 + 1 = 1.1.
    #expect(failure.actual.hasPrefix("the steps before it had already reached t=1.1"))
    #expect(run.simulation.touches.count == 1)
  }

  @Test("An absolute t before the entry above ends is a load error")
  func tInThePastAtLoad() {
    let found = diagnostics(
      Self.text(touches: [
        #"{"tap": [10, 10], "t": 1, "duration": 0.5}"#, #"{"tap": [10, 10], "t": 1.2}"#,
        #"{"wait": 0.1}"#,
      ]))
    #expect(found.contains { $0.contains("t=1.2 is before the entry above ends (t=1.5)") })
  }

  @Test("Waits that could run past the frame limit are refused at load")
  func waitsPastTheFrameLimit() {
    // 30 waits of up to 600 s: 18,000 s, 1,080,000 frames at 60 fps, past the 1,000,000.
    let waits = Array(repeating: #"{"wait": {"settled": true, "limit": 600}}"#, count: 30)
    let found = diagnostics(Self.text(touches: waits))
    #expect(found.contains { $0.contains("more than the 1000000 limit") }, "\(found)")
  }

  @Test("An unknown view name in a step is a load error with a suggestion")
  func unknownName() {
    let found = diagnostics(Self.text(touches: [#"{"tap": "tagret"}"#]))
    #expect(found.contains { $0.contains("'tagret'") })
    #expect(found.contains { $0.contains("did you mean 'target'?") })
  }

  @Test("The journal names the step each touch came from, and explain says it")
  func stepNames() throws {
    let loaded = try scenario(Self.text(touches: [#"{"tap": "b"}"#, #"{"tap": "go"}"#]))
    let run = ScenarioRunner.run(loaded)
    #expect(run.simulation.step(ofTouch: 2) == #"touches[1]: tap "go""#)
    let lines = HitExplainer.explainReplaying(touch: 2, in: loaded.resolvingSteps())
    #expect(lines.first?.hasPrefix(#"touch 2 (touches[1]: tap "go") began at (50, 25)"#) == true)
  }

  @Test("A list of absolute touches with window points has no steps")
  func absoluteListHasNoSteps() throws {
    let loaded = try scenario(Self.text(touches: [#"{"tap": [90, 125], "t": 0.1}"#]))
    #expect(loaded.steps.isEmpty)
    #expect(loaded.touches.count == 2)
  }
}
