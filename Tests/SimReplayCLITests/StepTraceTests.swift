import SimReport
import SimScenario
import Testing

@Suite("Steps in the trace")
struct StepTraceTests {
  static let text = """
    {"root": {"id": "root", "children": [
      {"id": "b", "class": "UIButton", "frame": [40, 100, 100, 50]}]},
     "touches": [{"tap": "b"}, {"wait": 0.1}]}
    """

  @Test("Each step is an event of the frame it starts in, before the touches it makes")
  func stepEvents() throws {
    let scenario = try ScenarioLoader.decode(
      Array(Self.text.utf8), file: "steps.json", defaultName: "steps"
    ).get()
    let lines = TraceEncoder.encode(ScenarioRunner.run(scenario).simulation)
      .split(separator: "\n")
    // The tap starts at frame 1 (1/60 s), its lift at 0.096666667; the wait at frame 6 (0.1).
    #expect(
      lines[1].contains(
        #""events":[{"t":0.016666667,"type":"step","step":"touches[0]: tap \"b\""},{"t":0.016666667,"type":"touch","touch":1"#
      ), "\(lines[1])")
    #expect(
      lines[6].contains(#"{"t":0.1,"type":"step","step":"touches[1]: wait 0.1"}"#), "\(lines[6])")
  }
}
