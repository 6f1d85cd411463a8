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

  @Test("presentationWhileRunning fails a run that presents while the presentation is presenting")
  func presentingWhilePresenting() throws {
    // The button presents on touchDown and on touchUpInside: the second, 0.08 s later, comes
    // while the first presentation's spring (0.5 s) still runs.
    let text = """
      {"root": {"id": "root", "children": [
        {"id": "share", "class": "UIButton", "frame": [20, 300, 350, 60],
         "on": {"touchDown": [{"present": "sheet"}], "touchUpInside": [{"present": "sheet"}]}}]},
       "presentations": {"sheet": {"style": "sheet", "detents": ["medium"], "content": {"id": "c"}}},
       "touches": [{"tap": [195, 330], "t": 0.1}],
       "checks": ["presentationWhileRunning"], "golden": false}
      """
    let run = ScenarioRunner.run(try decode(text).get())
    let result = try #require(run.results.first { $0.expectation.label == "checks[0]" })
    #expect(!result.passed)
    #expect(result.time == Instant(nanoseconds: 180_000_000))
  }
}
