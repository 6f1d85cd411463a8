import SimEngine
import SimGeometry
import SimScenario
import Testing

@Suite("Scenario runner")
struct ScenarioRunnerTests {
  func run(_ text: String) throws -> ScenarioRun {
    ScenarioRunner.run(try scenario(text))
  }

  func messages(_ run: ScenarioRun) -> [String] {
    run.failedResults.map { "\($0.expected) / \($0.actual)" }
  }

  @Test("A probe at time T sees the actions of a touch event stamped exactly at T")
  func probeSeesEventsAtItsTime() throws {
    let result = try run(
      """
      {"root": {"id": "root", "children": [
        {"id": "b", "class": "UIButton", "frame": [0, 0, 100, 100], "on": {"touchUpInside": [{"set": {"view": "b", "hidden": true}}]}}]},
       "touches": [{"tap": [50, 50], "t": 0.1}],
       "expect": [
         {"t": 0.179999999, "point": [50, 50], "hits": "b"},
         {"t": 0.18, "point": [50, 50], "hits": "root"}]}
      """)
    #expect(result.passed, "\(messages(result))")
  }

  @Test("A frame expectation compares each number within the tolerance")
  func frameTolerance() throws {
    let result = try run(
      """
      {"root": {"id": "root", "children": [{"id": "v", "frame": [10, 20, 30, 40]}]},
       "expect": [
         {"t": 0, "view": "v", "frame": [10.4, 20, 30, 40]},
         {"t": 0, "view": "v", "frame": [10.6, 20, 30, 40]},
         {"t": 0, "view": "v", "frame": [10.6, 20, 30, 40], "tolerance": 1}]}
      """)
    #expect(result.results.map(\.passed) == [true, false, true])
    #expect(result.results[1].actual == "its frame is [10, 20, 30, 40]")
  }

  @Test("An alpha expectation without a tolerance allows 0.01, not a point's 0.5")
  func alphaTolerance() throws {
    let result = try run(
      """
      {"root": {"id": "root", "children": [{"id": "v", "frame": [0, 0, 10, 10], "alpha": 0.3}]},
       "expect": [
         {"t": 0, "view": "v", "alpha": 0.305},
         {"t": 0, "view": "v", "alpha": 0.6},
         {"t": 0, "view": "v", "alpha": 0.6, "tolerance": 0.5}]}
      """)
    #expect(result.results.map(\.passed) == [true, false, true])
    #expect(result.failedResults.first?.expected == "'v' has alpha 0.6 ± 0.01")
  }

  @Test("A transform's scale is checked within 0.01 and its translation within 0.5 by default")
  func transformTolerance() throws {
    let result = try run(
      """
      {"root": {"id": "root", "children": [
        {"id": "v", "frame": [0, 0, 10, 10], "transform": [1.2, 0, 0, 1.2, 5, 0]}]},
       "expect": [
         {"t": 0, "view": "v", "transform": [1.2, 0, 0, 1.2, 5.4, 0]},
         {"t": 0, "view": "v", "transform": [1.4, 0, 0, 1.2, 5, 0]}]}
      """)
    #expect(result.results.map(\.passed) == [true, false])
    #expect(
      result.failedResults.first?.expected.hasSuffix("± 0.5 (alpha and scale ± 0.01)") == true)
  }

  @Test("The responder chain passes a controller's root view, the window and the app delegate")
  func respondersWithControllers() throws {
    let result = try run(
      """
      {"uikit": {"appDelegate": "AppDelegate"},
       "root": {"id": "root", "viewController": "MainViewController", "children": [
         {"id": "card", "frame": [0, 0, 200, 200], "viewController": "CardViewController", "children": [
           {"id": "button", "class": "UIButton", "frame": [10, 10, 50, 50]}]}]},
       "touches": [{"tap": [20, 20], "t": 0.1}],
       "expect": [{"touch": 1, "responders": ["button", "card", "CardViewController", "root", "MainViewController", "window", "application", "AppDelegate"]}]}
      """)
    #expect(result.passed, "\(messages(result))")
  }

  @Test(
    "An add action creates views that later touches hit, and running it again moves the view to the front"
  )
  func addAction() throws {
    let result = try run(
      """
      {"root": {"id": "root", "children": [
        {"id": "show", "class": "UIButton", "frame": [0, 0, 50, 50], "on": {"touchUpInside": [
          {"add": {"parent": "root", "view": {"id": "popup", "frame": [0, 100, 100, 100], "children": [
            {"id": "ok", "class": "UIButton", "frame": [10, 10, 20, 20], "on": {"touchUpInside": [{"log": "ok"}]}}]}}}]}},
        {"id": "other", "frame": [0, 100, 100, 100]}]},
       "touches": [{"tap": [25, 25], "t": 0.1}, {"tap": [15, 115], "t": 0.5}],
       "expect": [
         {"t": 0.05, "point": [15, 115], "hits": "other"},
         {"touch": 2, "hits": "ok"},
         {"log": "ok", "count": 1}]}
      """)
    #expect(result.passed, "\(messages(result))")
  }

  @Test("An action on a view that does not exist yet fails the run with its time")
  func actionFailure() throws {
    let result = try run(
      """
      {"root": {"id": "root", "children": [
        {"id": "b", "class": "UIButton", "frame": [0, 0, 50, 50], "on": {"touchUpInside": [{"set": {"view": "later", "hidden": true}}]}},
        {"id": "c", "class": "UIButton", "frame": [0, 60, 50, 50], "on": {"touchUpInside": [{"add": {"parent": "root", "view": {"id": "later"}}}]}}]},
       "touches": [{"tap": [25, 25], "t": 0.1}]}
      """)
    #expect(!result.passed)
    #expect(result.actionFailures.map(\.time) == [Instant(nanoseconds: 180_000_000)])
  }

  @Test("A count left out means at least once")
  func countDefault() throws {
    let result = try run(
      """
      {"root": {"id": "root", "children": [{"id": "b", "class": "UIButton", "frame": [0, 0, 50, 50]}]},
       "touches": [{"tap": [25, 25], "t": 0.1}, {"tap": [25, 25], "t": 0.3}],
       "expect": [{"event": "touchUpInside", "view": "b"}, {"event": "touchDownRepeat", "view": "b"}, {"event": "touchCancel", "view": "b"}]}
      """)
    #expect(result.results.map(\.passed) == [true, true, false])
  }

  @Test("The run ends at the first frame at or after the last event or probe")
  func runLength() throws {
    let result = try run(
      #"{"root": {"id": "root"}, "touches": [{"tap": [1, 1], "t": 0.1}], "expect": [{"t": 0.25, "point": [1, 1], "hits": "root"}]}"#
    )
    #expect(result.simulation.frames.count == 16)
    #expect(result.simulation.frames.last?.time == Instant(nanoseconds: 250_000_000))
  }

  @Test(
    "settledBy fails while any animation of the view is still running, even after another stopped")
  func settledByWaitsForEveryAnimation() throws {
    let result = try run(
      """
      {"root": {"id": "root", "children": [
        {"id": "b", "class": "UIButton", "frame": [0, 0, 50, 50], "on": {"touchUpInside": [
          {"animate": {"view": "box", "to": {"alpha": 0.5}, "duration": 0.1}},
          {"animate": {"view": "box", "to": {"center": [200, 900]}, "duration": 10}}]}},
        {"id": "box", "frame": [100, 100, 50, 50]}]},
       "touches": [{"tap": [25, 25], "t": 0.1}],
       "expect": [{"view": "box", "settledBy": 2.5}, {"t": 2.5, "view": "box", "alpha": 0.5}]}
      """)
    #expect(result.results.map(\.passed) == [false, true])
    #expect(result.results[0].actual == "animation 2 is still running at the end of the run")
  }

  @Test("A 100,000-deep tree from a scenario file runs: the touch hits the deepest view")
  func deepTreeRuns() throws {
    var text = #"{"root": "#
    for level in 0..<100_000 { text += #"{"id": "v\#(level)", "children": ["# }
    text += #"{"id": "leaf"}"#
    text += String(repeating: "]}", count: 100_000)
    text +=
      #", "touches": [{"tap": [5, 5], "t": 0.1}], "expect": [{"touch": 1, "hits": "leaf"}, {"t": 0.2, "point": [-1, 5], "hits": null}]}"#
    let result = try run(
      text.replacingOccurrences(of: #"{"id": "v"#, with: #"{"frame": [0, 0, 10, 10], "id": "v"#)
        .replacingOccurrences(
          of: #"{"id": "leaf"}"#, with: #"{"id": "leaf", "frame": [0, 0, 10, 10]}"#))
    #expect(result.passed, "\(messages(result))")
  }
}
