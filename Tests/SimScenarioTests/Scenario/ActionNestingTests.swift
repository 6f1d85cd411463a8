import SimEngine
import SimScenario
import Testing

/// Actions inside actions (an `if`'s `then`, a completion) are read and run by recursion, so
/// their depth is limited where the file sets it: ScenarioLimits.actionNesting.
@Suite("Action nesting")
struct ActionNestingTests {
  /// A button whose tap runs `levels` lists of actions, each inside the one before through
  /// `wrap`, the innermost logging "deepest".
  static func scenarioText(levels: Int, wrap: (String) -> String) -> String {
    var actions = #"[{"log": "deepest"}]"#
    for _ in 1..<levels { actions = "[" + wrap(actions) + "]" }
    return """
      {"root": {"id": "root", "children": [
        {"id": "b", "class": "UIButton", "frame": [0, 0, 100, 100], "on": {"touchUpInside": \(actions)}}]},
       "touches": [{"tap": [50, 50], "t": 0.1}],
       "expect": [{"log": "deepest", "count": 1}]}
      """
  }

  /// An `if` that always holds.
  static func nestedIf(_ actions: String) -> String { #"{"if": "1 > 0", "then": \#(actions)}"# }

  /// An animation that changes nothing, so UIKit calls its completion at once, inside it.
  static func nestedCompletion(_ actions: String) -> String {
    #"{"animate": {"view": "b", "to": {"alpha": 1}, "duration": 0.1, "completion": \#(actions)}}"#
  }

  static let limit = ScenarioLimits.standard.actionNesting

  @Test("10,000 nested ifs are an error naming the limit, at the list past it, not a crash")
  func deepIfs() {
    let rendered = diagnostics(Self.scenarioText(levels: 10_000, wrap: Self.nestedIf))
    #expect(rendered.count == 1)
    let expected =
      "then: actions nest more than \(Self.limit) levels deep here, the limit (ScenarioLimits.actionNesting)"
    #expect(rendered.first?.contains(expected) == true, "\(rendered)")
    let levels = String(repeating: ".then[0]", count: Self.limit - 1)
    #expect(rendered.first?.contains("on.touchUpInside[0]\(levels).then:") == true, "\(rendered)")
    #expect(rendered.first?.hasPrefix("test.json:2:") == true, "\(rendered)")
  }

  @Test("10,000 nested animation completions are an error naming the limit, not a crash")
  func deepCompletions() {
    let rendered = diagnostics(Self.scenarioText(levels: 10_000, wrap: Self.nestedCompletion))
    #expect(rendered.count == 1)
    #expect(
      rendered.first?.contains(
        "completion: actions nest more than \(Self.limit) levels deep here, the limit") == true,
      "\(rendered)")
  }

  @Test("Ifs nested as deep as the limit load and run to the innermost action")
  func ifsAtTheLimit() throws {
    let run = ScenarioRunner.run(
      try scenario(Self.scenarioText(levels: Self.limit, wrap: Self.nestedIf)))
    #expect(run.passed, "\(run.failedResults.map(\.actual))")
  }

  @Test("Completions nested as deep as the limit load and run to the innermost action")
  func completionsAtTheLimit() throws {
    let run = ScenarioRunner.run(
      try scenario(Self.scenarioText(levels: Self.limit, wrap: Self.nestedCompletion)))
    #expect(run.passed, "\(run.failedResults.map(\.actual))")
  }

  @Test("One level past the limit is refused")
  func onePastTheLimit() {
    let rendered = diagnostics(Self.scenarioText(levels: Self.limit + 1, wrap: Self.nestedIf))
    #expect(rendered.count == 1)
    #expect(rendered.first?.contains("actions nest more than \(Self.limit) levels") == true)
  }

  @Test("1,000 completions each removing the next animated view fail the run, not the stack")
  func longChainAtRunTime() throws {
    // Two levels in the file; at run time each removal stops an animation whose completion
    // removes the next view, one inside the other.
    let count = 1_000
    let views = (0...count).map { #"{"id": "v\#($0)", "frame": [0, 0, 1, 1]}"# }
    let animations = (0..<count).map {
      #"{"animate": {"view": "v\#($0)", "to": {"alpha": 0}, "duration": 10, "completion": [{"log": "c"}, {"remove": "v\#($0 + 1)"}]}}"#
    }
    let text = """
      {"root": {"id": "root", "children": [
        {"id": "b", "class": "UIButton", "frame": [100, 100, 50, 50], "on": {"touchUpInside": [\(animations.joined(separator: ", "))]}},
        {"id": "c", "class": "UIButton", "frame": [200, 200, 50, 50], "on": {"touchUpInside": [{"remove": "v0"}]}},
        \(views.joined(separator: ", "))]},
       "touches": [{"tap": [120, 120], "t": 0.1}, {"tap": [220, 220], "t": 0.5}],
       "duration": 1}
      """
    let run = ScenarioRunner.run(try scenario(text))
    let failures = run.actionFailures.compactMap {
      if case .actionFailed(let message) = $0.kind { message } else { nil }
    }
    #expect(!run.passed)
    #expect(failures.count == 1)
    #expect(
      failures.contains {
        $0.contains("actions run inside actions more than \(Simulation.maximumActionDepth) deep")
      }, "\(failures)")
  }

  @Test("The load limit is below the run's, so a file at the limit runs whole")
  func loadLimitBelowRunLimit() {
    #expect(Self.limit * 2 < Simulation.maximumActionDepth)
  }
}
