import Foundation
import SimReplayCLI
import SimReport
import SimScenario
import Testing

/// Goldens across upgrades: the `{"simreplay-trace":N}` header, headerless goldens as version 1,
/// older goldens compared on what they recorded, newer ones refused.
@Suite("Golden trace format versions")
struct TraceFormatTests {
  static let scenario = "Scenarios/overlay-swallows-close-button.json"
  static let golden = "Scenarios/overlay-swallows-close-button.trace.jsonl"

  func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  @Test(
    "A golden written by the previous format, without a header, still passes and is not rewritten")
  func previousFormatStillPasses() throws {
    let folder = try temporaryCopy(of: [Self.scenario, Self.golden])
    let golden = folder + "/" + Self.golden
    let before = try read(golden)
    #expect(before.hasPrefix(#"{"frame":0,"#))
    let run = simreplay("run", folder + "/" + Self.scenario, "--record", "failed")
    #expect(run.code == .success, "\(run.out)")
    #expect(!run.out.contains("trace format"))
    #expect(try read(golden) == before)
  }

  @Test("A new recording starts with the trace format header, then the same frames, and passes")
  func newRecordingHasTheHeader() throws {
    let folder = try temporaryCopy(of: [Self.scenario])
    let file = folder + "/" + Self.scenario
    #expect(simreplay("run", file, "--record", "all").code == .success)
    let recorded = try read(folder + "/" + Self.golden)
    let old = try read(Repository.path(Self.golden))
    #expect(recorded == #"{"simreplay-trace":2}"# + "\n" + old)
    #expect(simreplay("run", file).code == .success)
    let trace = folder + "/out.jsonl"
    #expect(simreplay("run", file, "--trace", trace, "--golden", "never").code == .success)
    #expect(try read(trace) == old, "--trace writes frames only")
  }

  @Test("An older golden that differs says its format and how to bring it to the current one")
  func olderGoldenThatDiffersSaysSo() throws {
    let folder = try temporaryCopy(of: [Self.scenario, Self.golden])
    let golden = folder + "/" + Self.golden
    try read(golden).replacingOccurrences(of: #""frame":3,"#, with: #""frame":33,"#)
      .write(toFile: golden, atomically: true, encoding: .utf8)
    let run = simreplay(
      ["run", folder + "/" + Self.scenario, "--junit", folder + "/j.xml"],
      environment: Environment())
    #expect(run.code == .expectationFailed)
    #expect(
      run.out.contains(
        "recorded with trace format 1; `--record failed` brings it to 2 after you have checked the differences"
      ))
    #expect(try read(folder + "/j.xml").contains("recorded with trace format 1"))
    try (#"{"simreplay-trace":2}"# + "\n" + read(golden)).write(
      toFile: golden, atomically: true, encoding: .utf8)
    let current = simreplay("run", folder + "/" + Self.scenario)
    #expect(current.code == .expectationFailed)
    #expect(!current.out.contains("trace format"))
  }

  @Test("A golden of a newer format is an error that says so, and no mode but all writes over it")
  func newerFormatIsRefused() throws {
    let folder = try temporaryCopy(of: [Self.scenario, Self.golden])
    let golden = folder + "/" + Self.golden
    let newer = #"{"simreplay-trace":3}"# + "\n" + (try read(golden))
    try newer.write(toFile: golden, atomically: true, encoding: .utf8)
    for mode in ["missing", "failed"] {
      let run = simreplay("run", folder + "/" + Self.scenario, "--record", mode)
      #expect(run.code == .invalidScenario)
      #expect(
        run.err.contains(
          "\(golden):1:1: error: this golden trace was recorded with trace format 3, newer than this simreplay's 2"
        ))
      #expect(run.out.contains("was recorded with trace format 3"))
      #expect(try read(golden) == newer)
    }
  }

  @Test("Keys a later format added do not fail a golden of an earlier one, at any depth")
  func laterKeysAreLeftOut() throws {
    let scenario = try ScenarioLoader.load(path: Repository.path(Self.scenario)).get()
    let folder = try temporaryCopy(of: [Self.golden])
    let golden = folder + "/" + Self.golden
    // As if version 1 had recorded neither a frame's "highlighted" nor a touch's "hit".
    let older = try read(golden)
      .replacingOccurrences(
        of: #","highlighted":\[[^\]]*\]"#, with: "", options: .regularExpression
      )
      .replacingOccurrences(of: #","hit":("[^"]*"|null)"#, with: "", options: .regularExpression)
    try older.write(toFile: golden, atomically: true, encoding: .utf8)
    let added = TraceFormat.keys(
      newerThan: 1, upTo: 3, added: [2: [], 3: ["highlighted", "touches.hit"]])
    #expect(added == ["highlighted", "touches.hit"])
    #expect(TraceFormat.keys(newerThan: 3, upTo: 3, added: [3: ["highlighted"]]).isEmpty)
    func differingFrames(ignoring keys: Set<String>) throws -> Int {
      var writer = TraceWriter(
        files: [], golden: try GoldenLines.open(golden).get(), ignoredKeys: keys)
      _ = ScenarioRunner.run(scenario, streamingTo: &writer)
      _ = writer.finish()
      return writer.differingFrames
    }
    #expect(try differingFrames(ignoring: added) == 0)
    #expect(try differingFrames(ignoring: ["highlighted"]) > 0)
    #expect(try differingFrames(ignoring: []) > 0)
  }
}
