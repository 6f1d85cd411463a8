import SimEngine
import SimScenario
import Testing

/// `at`, `between`, `before`, `after`, `never` and `sequence`: each passing, and failing with
/// the times it did happen.
@Suite("Timed expectations")
struct TimedExpectationTests {
  /// A button 'b' tapped at 0.1 (touchDown at 0.1, touchUpInside and the log 'tapped' at the lift,
  /// 0.18) and again at 1.0 (lift 1.08); a tap recognizer 'tap' on 'v' tapped at 2.0 (recognized
  /// at the lift, 2.08, logging 'seen').
  func run(_ expectations: String) throws -> ScenarioRun {
    ScenarioRunner.run(
      try scenario(
        """
        {"root": {"id": "root", "children": [
          {"id": "b", "class": "UIButton", "frame": [0, 0, 100, 100], "on": {"touchUpInside": [{"log": "tapped"}]}},
          {"id": "v", "frame": [0, 200, 100, 100], "gestures": [{"id": "tap", "type": "tap", "on": {"recognized": [{"log": "seen"}]}}]}]},
         "touches": [{"tap": [50, 50], "t": 0.1}, {"tap": [50, 50], "t": 1.0}, {"tap": [50, 250], "t": 2.0}],
         "expect": \(expectations)}
        """))
  }

  func outcomes(_ run: ScenarioRun) -> [Bool] { run.results.map(\.passed) }

  @Test("'at' matches an occurrence in the frame containing the time")
  func at() throws {
    let result = try run(
      #"[{"log": "tapped", "at": 0.18}, {"log": "tapped", "at": 0.175}, {"log": "tapped", "at": 0.5}]"#
    )
    // 0.175 is in the frame that ends at 0.18333 (60 fps), as 0.18 is.
    #expect(outcomes(result) == [true, true, false])
    #expect(result.results[2].actual == "it happened at t=0.18, t=1.08")
  }

  @Test("'between' is inclusive, and 'never' inverts it")
  func between() throws {
    let result = try run(
      #"[{"event": "touchUpInside", "view": "b", "between": [0.18, 0.5]}, {"log": "seen", "between": [0, 1.5]}, {"log": "seen", "never": true, "between": [0, 1.5]}, {"log": "tapped", "never": true, "between": [0.5, 1.5]}]"#
    )
    #expect(outcomes(result) == [true, false, true, false])
    #expect(result.results[3].actual == "it happened at t=1.08 in that window")
  }

  @Test("'before' and 'after' compare with the other's first occurrence")
  func order() throws {
    let result = try run(
      #"[{"log": "tapped", "before": {"log": "seen"}}, {"log": "seen", "before": {"log": "tapped"}}, {"gesture": "tap", "state": "recognized", "after": {"log": "tapped"}}, {"log": "tapped", "after": {"log": "missing"}}]"#
    )
    #expect(outcomes(result) == [true, false, true, false])
    #expect(result.results[1].actual == "it happened at t=2.08")
    #expect(result.results[3].actual.hasPrefix("log 'missing' never happened"))
  }

  @Test("A sequence passes in order and says where it broke off")
  func sequence() throws {
    let result = try run(
      #"[{"sequence": [{"event": "touchDown", "view": "b"}, {"log": "tapped"}, {"log": "seen"}]}, {"sequence": [{"log": "seen"}, {"log": "tapped"}]}]"#
    )
    #expect(outcomes(result) == [true, false])
    #expect(
      result.results[1].actual
        == "log 'seen' at t=2.08; then log 'tapped' did not follow: it happened at t=0.18, t=1.08")
  }

  @Test("notHits fails when the touch lands on the view or inside it")
  func notHits() throws {
    let result = try run(
      #"[{"touch": 1, "notHits": "v"}, {"touch": 1, "notHits": "b"}, {"touch": 1, "notHits": "root"}, {"t": 0.5, "point": [50, 250], "notHits": "b"}, {"t": 0.5, "point": [50, 250], "notHits": "v"}]"#
    )
    #expect(outcomes(result) == [true, false, false, true, false])
    #expect(result.results[2].actual == "it hit 'b'")
  }

  @Test("highlighted reads whether the button is drawn highlighted at T")
  func highlighted() throws {
    let result = try run(
      #"[{"t": 0.15, "view": "b", "highlighted": true}, {"t": 0.5, "view": "b", "highlighted": false}, {"t": 0.5, "view": "b", "highlighted": true}]"#
    )
    #expect(outcomes(result) == [true, true, false])
    #expect(result.results[2].actual == "it is not highlighted")
  }

  @Test("Bad timed expectations are errors at their keys")
  func errors() {
    let rendered = diagnostics(
      #"{"root": {"id": "root"}, "expect": [{"log": "x", "at": 1, "between": [0, 1]}, {"log": "x", "between": [2, 1]}, {"never": true}, {"sequence": [{"log": "x"}]}, {"animator": "a", "event": "finish", "at": 1}]}"#
    ).joined(separator: "\n")
    #expect(rendered.contains("give one of 'at', 'between', 'before' or 'after'"), "\(rendered)")
    #expect(rendered.contains("the window ends before it starts"))
    #expect(rendered.contains("a timed expectation names what happens"))
    #expect(rendered.contains("at least two occurrences"))
    #expect(rendered.contains("unknown animator event 'finish'"))
  }
}
