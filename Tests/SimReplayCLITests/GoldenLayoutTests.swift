import Foundation
import SimEngine
import SimReport
import SimScenario
import Testing

/// The golden trace holds the layout, so a static view moved by a point fails its golden, with
/// a message that names the view and the field.
@Suite("Layout in golden traces")
struct GoldenLayoutTests {
  /// How a run of `scenario` differs from the golden beside `file`.
  static func difference(_ scenario: Scenario, golden file: String) throws -> TraceDifference? {
    var writer = TraceWriter(files: [], golden: try GoldenLines.open(file).get())
    _ = ScenarioRunner.run(scenario, streamingTo: &writer)
    _ = writer.finish()
    return writer.difference
  }

  @Test(
    "Moving the last view of any checked-in scenario by 1 pt fails its golden, naming the view",
    arguments: Repository.scenarioFiles)
  func onePointMoveIsCaught(_ file: String) throws {
    var scenario = try ScenarioLoader.load(path: file).get()
    let golden = file.replacingOccurrences(of: ".json", with: ".trace.jsonl")
    #expect(try Self.difference(scenario, golden: golden) == nil, "the golden matches unchanged")
    let last = scenario.root.entries.count - 1
    let name = scenario.root.entries[last].properties.name
    scenario.root.entries[last].properties.center.x += 1
    let difference = try #require(try Self.difference(scenario, golden: golden))
    #expect(difference.line == 1, "caught at frame 0: \(difference)")
    #expect(difference.keyPath.hasPrefix("layout['\(name)'].frame"), "\(difference)")
  }

  @Test("A view that leaves the window is recorded as such, once")
  func removalIsRecorded() throws {
    let scenario = try ScenarioLoader.decode(
      Array(
        """
        {"root": {"id": "root", "children": [
          {"id": "b", "class": "UIButton", "frame": [0, 0, 50, 50], "on": {"touchUpInside": [{"remove": "b"}]}}]},
         "touches": [{"tap": [10, 10], "t": 0.1}], "duration": 0.5}
        """.utf8), file: "t.json", defaultName: "t"
    ).get()
    let run = ScenarioRunner.run(scenario)
    let entries = run.simulation.frames.flatMap { frame in frame.layout.map { (frame.index, $0) } }
    let names = entries.map {
      "\($0.0):\(run.simulation.tree.name(of: $0.1.view)):\($0.1.inWindow)"
    }
    #expect(names == ["0:root:true", "0:b:true", "11:b:false"])
  }
}
