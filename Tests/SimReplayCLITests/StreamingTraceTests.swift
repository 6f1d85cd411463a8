import Foundation
import SimReplayCLI
import SimReport
import SimScenario
import Testing

@Suite("Streamed traces: written and compared as the run renders them")
struct StreamingTraceTests {
  static let sheet = Repository.path("Scenarios/sheet.json")

  static func loaded(_ path: String) throws -> Scenario {
    try ScenarioLoader.load(path: path).get()
  }

  @Test("A streamed trace has the same bytes as the trace of a run that kept its frames")
  func streamedEqualsKept() throws {
    let scenario = try Self.loaded(Self.sheet)
    let kept = TraceEncoder.encode(ScenarioRunner.run(scenario).simulation)
    let path = try temporaryFile("", name: "streamed.jsonl")
    let file = try TraceFile.create(path).get()
    var writer = TraceWriter(files: [file])
    let run = ScenarioRunner.run(scenario, streamingTo: &writer)
    #expect(writer.finish() == nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == kept)
    #expect(run.simulation.frames.isEmpty)
    #expect(run.simulation.frameCount == 216)
    #expect(run.passed)
  }

  @Test("A streamed comparison names the first line that differs, even deep in the trace")
  func firstDifferenceDeepInTheTrace() throws {
    let scenario = try Self.loaded(Self.sheet)
    var lines = TraceEncoder.encode(ScenarioRunner.run(scenario).simulation)
      .split(separator: "\n").map(String.init)
    lines[150] = lines[150].replacingOccurrences(of: "\"frame\":150,", with: "\"frame\":-1,")
    let golden = try temporaryFile(lines.joined(separator: "\n") + "\n", name: "g.jsonl")
    var writer = TraceWriter(files: [], golden: try GoldenLines.open(golden).get())
    _ = ScenarioRunner.run(scenario, streamingTo: &writer)
    #expect(writer.finish() == nil)
    #expect(writer.difference?.description == "frame 150, frame: expected -1, got 150")
  }

  @Test("A golden that goes on after the run's last frame differs at the line after it")
  func goldenLongerThanTheRun() throws {
    let scenario = try Self.loaded(Self.sheet)
    let trace = TraceEncoder.encode(ScenarioRunner.run(scenario).simulation)
    let golden = try temporaryFile(trace + "{\"frame\":216}\n", name: "g.jsonl")
    var writer = TraceWriter(files: [], golden: try GoldenLines.open(golden).get())
    _ = ScenarioRunner.run(scenario, streamingTo: &writer)
    _ = writer.finish()
    #expect(writer.difference?.line == 217)
    #expect(writer.difference?.actual == "the end of the trace")
  }

  @Test("A golden that ends early differs at the first frame it lacks")
  func goldenShorterThanTheRun() throws {
    let scenario = try Self.loaded(Self.sheet)
    let trace = TraceEncoder.encode(ScenarioRunner.run(scenario).simulation)
    let first = trace.split(separator: "\n").prefix(10).joined(separator: "\n") + "\n"
    let golden = try temporaryFile(first, name: "g.jsonl")
    var writer = TraceWriter(files: [], golden: try GoldenLines.open(golden).get())
    _ = ScenarioRunner.run(scenario, streamingTo: &writer)
    _ = writer.finish()
    #expect(writer.difference?.line == 11)
    #expect(writer.difference?.expected == "the end of the trace")
  }

  @Test("Recording leaves only the golden beside the scenario, no partial file")
  func recordingLeavesNoPartialFile() throws {
    let folder = try temporaryCopy(of: [
      "Scenarios/sheet.json", "Scenarios/streams/fling-down-aosp-sailfish-fast3.jsonl",
    ])
    let file = folder + "/Scenarios/sheet.json"
    #expect(simreplay("run", file, "--record").code == .success)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/Scenarios")
    #expect(names.sorted() == ["sheet.json", "sheet.trace.jsonl", "streams"])
  }
}
