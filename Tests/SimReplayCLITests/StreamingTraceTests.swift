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

  /// The sheet's trace from a run that kept its frames.
  static func keptTrace() throws -> String {
    TraceEncoder.encode(ScenarioRunner.run(try loaded(sheet)).simulation)
  }

  /// The difference a streamed run of the sheet finds against `golden`.
  static func difference(against golden: String) throws -> TraceDifference? {
    let file = try temporaryFile(golden, name: "g.jsonl")
    var writer = TraceWriter(files: [], golden: try GoldenLines.open(file).get())
    _ = ScenarioRunner.run(try loaded(sheet), streamingTo: &writer)
    #expect(writer.finish() == nil)
    return writer.difference
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
    var lines = try Self.keptTrace().split(separator: "\n").map(String.init)
    lines[150] = lines[150].replacingOccurrences(of: "\"frame\":150,", with: "\"frame\":-1,")
    let difference = try Self.difference(against: lines.joined(separator: "\n") + "\n")
    #expect(difference?.description == "frame 150, frame: expected -1, got 150")
  }

  @Test("A golden that goes on after the run's last frame differs at the line after it")
  func goldenLongerThanTheRun() throws {
    let difference = try Self.difference(against: try Self.keptTrace() + "{\"frame\":216}\n")
    #expect(difference?.line == 217)
    #expect(difference?.actual == "the end of the trace")
  }

  @Test("A golden that ends early differs at the first frame it lacks")
  func goldenShorterThanTheRun() throws {
    let first = try Self.keptTrace().split(separator: "\n").prefix(10).joined(separator: "\n")
    let difference = try Self.difference(against: first + "\n")
    #expect(difference?.line == 11)
    #expect(difference?.expected == "the end of the trace")
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
