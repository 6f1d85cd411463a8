import SimEngine
import SimScenario
import Testing

@Suite("Partial geometry checks and selection")
struct PartialGeometryTests {
  /// `card` at (20, 300, 350, 400) sliding to y = 100 over 1 s, linear, from t = 0.
  static func scenario(_ expect: [String]) -> String {
    """
    {"root": {"id": "root", "children": [
       {"id": "go", "class": "UIButton", "frame": [0, 0, 50, 50], "on": {"touchUpInside": [
         {"animate": {"view": "card", "to": {"frame": [20, 100, 350, 400]}, "duration": 1, "curve": "linear"}}]}},
       {"id": "card", "frame": [20, 300, 350, 400]}]},
     "touches": [{"tap": [25, 25], "t": 0, "duration": 0.05}],
     "duration": 1.5, "expect": [\(expect.joined(separator: ", "))]}
    """
  }

  func failures(_ expect: [String]) throws -> [String] {
    let run = ScenarioRunner.run(try SimScenarioTests.scenario(Self.scenario(expect)))
    return run.failedResults.map { "\($0.expected) / \($0.actual)" }
  }

  @Test("One field of the frame with a comparison or a range, on screen or in the model")
  func comparisons() throws {
    // At t = 0.55 the card is drawn half-way: minY 200; its model is already at 100.
    #expect(
      try failures([
        #"{"t": 0.55, "view": "card", "minY": {">": 150}, "maxY": [550, 650], "width": 350}"#,
        #"{"t": 0.55, "view": "card", "minY": {"<=": 100}, "layer": "model"}"#,
        #"{"t": 1.2, "view": "card", "midY": 300}"#,
      ]) == [])
  }

  @Test("A failed comparison says the value, without a tolerance it doesn't use")
  func failureMessage() throws {
    #expect(
      try failures([#"{"t": 0.55, "view": "card", "minY": {"<": 150}}"#])
        == ["'card' has minY < 150 / its minY is 200"])
    #expect(
      try failures([#"{"t": 0.55, "view": "card", "height": [100, 200]}"#])
        == ["'card' has height in [100, 200] / its height is 400"])
  }

  @Test("A comparison needs one operator, a range low before high")
  func badBounds() {
    let both = Self.scenario([#"{"t": 0.5, "view": "card", "minY": {">": 1, "<": 2}}"#])
    #expect(diagnostics(both).contains { $0.contains("exactly one of '<', '<=', '>' or '>='") })
    let backwards = Self.scenario([#"{"t": 0.5, "view": "card", "width": [300, 200]}"#])
    #expect(diagnostics(backwards).contains { $0.contains("the range ends before it starts") })
  }
}
