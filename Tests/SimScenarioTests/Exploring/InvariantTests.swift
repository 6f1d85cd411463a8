import SimEngine
import SimScenario
import Testing

/// `"invariants"` and `"checks"`: read as expectations, checked by `run` after every frame.
@Suite("Invariants and built-in checks in a run")
struct InvariantTests {
  static let pager = """
    {"root": {"id": "root", "children": [
      {"id": "pages", "frame": [0, 100, 780, 500], "userInteractionEnabled": false},
      {"id": "next", "class": "UIButton", "frame": [270, 700, 100, 44],
       "on": {"touchUpInside": [{"set": {"view": "pages", "center": ["pages.center.x - 390", 350]}}]}}
    ]},
    "invariants": ["pages.center.x >= 0"],
    "touches": [TOUCHES],
    "golden": false}
    """

  @Test("An invariant fails at the first frame after the action that breaks it")
  func invariantFailsAtItsFrame() throws {
    // Taps lifted at 0.18 and 0.58: the second lift sets center.x to 390 - 2 × 390 = -390.
    let text = Self.pager.replacingOccurrences(
      of: "TOUCHES", with: #"{"tap": [320, 720], "t": 0.1}, {"tap": [320, 720], "t": 0.5}"#)
    let scenario = try decode(text).get()
    let run = ScenarioRunner.run(scenario)
    let result = try #require(run.results.first { $0.expectation.label == "invariants[0]" })
    #expect(!result.passed)
    // The first frame rendered at or after the lift at 0.58 s, at 60 fps.
    let clock = FrameClock(fps: 60)
    let frame = clock.time(ofFrame: clock.frame(containing: Instant(nanoseconds: 580_000_000)))
    #expect(result.time == frame)
  }

  @Test("An invariant that holds on every frame passes")
  func invariantHolds() throws {
    let text = Self.pager.replacingOccurrences(
      of: "TOUCHES", with: #"{"tap": [320, 720], "t": 0.1}"#)
    let run = ScenarioRunner.run(try decode(text).get())
    #expect(run.passed)
  }

  @Test("An invariant must be a condition, and a check must be a built-in one")
  func badEntriesAreErrors() {
    let number = decode(#"{"root": {"id": "r"}, "invariants": ["r.alpha + 1"]}"#)
    guard case .failure(let error) = number else {
      Issue.record("a number was accepted as an invariant")
      return
    }
    #expect(error.diagnostics.contains { $0.message.contains("is a number, not a condition") })
    let check = decode(#"{"root": {"id": "r"}, "checks": ["viewLeftOutsid"]}"#)
    guard case .failure(let checkError) = check else {
      Issue.record("an unknown check was accepted")
      return
    }
    #expect(checkError.diagnostics.contains { $0.message.contains("'viewLeftOutside'") })
  }

  @Test(
    "A present asked for while the presentation is already presenting loses nothing and fails no check"
  )
  func presentingWhilePresenting() throws {
    // The button presents on touchDown and on touchUpInside: the second, 0.08 s later, comes
    // while the first presentation's spring (0.5 s) still runs. UIKit's
    // -_presentViewController:withAnimationController:completion: logs "Attempt to present …
    // while a presentation is in progress." and returns (the presenter's currentAction is
    // set); the sheet it asked for is coming up.
    let text = """
      {"root": {"id": "root", "children": [
        {"id": "share", "class": "UIButton", "frame": [20, 300, 350, 60],
         "on": {"touchDown": [{"present": "sheet"}], "touchUpInside": [{"present": "sheet"}]}}]},
       "presentations": {"sheet": {"style": "sheet", "detents": ["medium"], "content": {"id": "c"}}},
       "touches": [{"tap": [195, 330], "t": 0.1}],
       "checks": ["presentationWhileRunning"], "duration": 2, "golden": false}
      """
    let run = ScenarioRunner.run(try decode(text).get())
    #expect(
      Self.ignored(run, withTimes: true)
        == ["sheet: it is already presenting at \(Instant(nanoseconds: 180_000_000))"])
    #expect(run.simulation.presentationStates.first?.phase == .presented)
    #expect(run.passed, "\(run.failedResults.map(\.actual))")
  }

  @Test("presentationWhileRunning fails a run that presents while the presentation is dismissing")
  func presentingWhileDismissing() throws {
    // The sheet's button dismisses it and presents it again at once (t = 1.08, its lift): the
    // present comes while the dismissal runs; UIKit logs "while a presentation is in progress"
    // (the presenter's currentAction is the DismissModal action) and the sheet goes away.
    let text = Self.dismissTwice.replacingOccurrences(
      of: #"[{"dismiss": "sheet"}, {"dismiss": "sheet"}]"#,
      with: #"[{"dismiss": "sheet"}, {"present": "sheet"}]"#)
    let run = ScenarioRunner.run(try decode(text).get())
    let result = try #require(run.results.first { $0.expectation.label == "checks[0]" })
    #expect(!result.passed)
    #expect(result.time == Instant(nanoseconds: 1_080_000_000))
    #expect(run.simulation.presentationStates.first?.phase == .dismissed)
  }

  /// The presents and dismisses the run ignored, as "name: reason" (and " at t" with times).
  static func ignored(_ run: ScenarioRun, withTimes: Bool = false) -> [String] {
    run.simulation.journal.compactMap { entry -> String? in
      guard case .presentationIgnored(let name, let reason) = entry.kind else { return nil }
      return "\(name): \(reason)" + (withTimes ? " at \(entry.time)" : "")
    }
  }

  /// A medium sheet (its top at 433 on an iPhone 14) with a button that dismisses it twice:
  /// the second dismiss comes while the first has it dismissing.
  static let dismissTwice = """
    {"screen": \(PresentationFixture.iPhone14), "duration": 3,
     "root": {"id": "root", "children": [
       {"id": "a", "class": "UIButton", "frame": [0, 0, 100, 50],
        "on": {"touchUpInside": [{"present": "sheet"}]}}]},
     "presentations": {"sheet": {"style": "sheet", "detents": ["medium"], "content": {"id": "content", "children": [
       {"id": "b", "class": "UIButton", "frame": [0, 0, 100, 50],
        "on": {"touchUpInside": [{"dismiss": "sheet"}, {"dismiss": "sheet"}]}}]}}},
     "touches": [{"tap": [50, 25], "t": 0.1}, {"tap": [50, 458], "t": 1.0}],
     "checks": ["presentationWhileRunning"], "golden": false}
    """

  @Test(
    "A dismiss asked for while the sheet is already dismissing loses nothing and fails no check")
  func dismissWhileDismissing() throws {
    let run = ScenarioRunner.run(try decode(Self.dismissTwice).get())
    // UIKit logs "Attempt to dismiss … while a presentation or dismiss is in progress!" and
    // does nothing; the sheet goes away as the first dismiss asked.
    #expect(Self.ignored(run) == ["sheet: it is already dismissing"])
    #expect(run.simulation.presentationStates.first?.phase == .dismissed)
    #expect(run.passed, "\(run.failedResults.map(\.actual))")
  }

  @Test("A pop asked for during a push runs when the push ends and fails no check")
  func popDuringPush() throws {
    let text = """
      {"root": {"id": "bg"},
       "navigation": {"nav": {"stack": ["a"], "screens": {
         "a": {"view": {"id": "aView", "children": [{"id": "go", "class": "UIButton",
           "frame": [20, 200, 350, 60],
           "on": {"touchUpInside": [{"push": {"navigation": "nav", "screen": "b"}}, {"pop": "nav"}]}}]}},
         "b": {"view": {"id": "bView"}}}}},
       "touches": [{"tap": [195, 230], "t": 0.1}],
       "checks": ["presentationWhileRunning"], "duration": 2, "golden": false}
      """
    let run = ScenarioRunner.run(try decode(text).get())
    let events = run.simulation.journal.compactMap { entry -> String? in
      guard case .navigation(let record) = entry.kind else { return nil }
      switch record.event {
      case .began(let operation, _, _, _): return "\(operation.rawValue) began"
      case .completed(let operation): return "\(operation.rawValue) completed"
      case .deferred(let call): return "deferred \(call)"
      default: return nil
      }
    }
    #expect(
      events == ["push began", "deferred pop", "push completed", "pop began", "pop completed"])
    #expect(run.simulation.stack(ofNavigation: "nav") == ["a"])
    #expect(run.passed, "\(run.failedResults.map(\.actual))")
  }
}
