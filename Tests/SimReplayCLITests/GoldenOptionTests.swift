import Foundation
import SimReplayCLI
import Testing

/// `--golden never | auto`: whether golden traces take part in a run at all.
@Suite("--golden")
struct GoldenOptionTests {
  static let scenario = "Scenarios/overlay-swallows-close-button.json"
  static let golden = "Scenarios/overlay-swallows-close-button.trace.jsonl"

  var exists: (String) -> Bool { { FileManager.default.fileExists(atPath: $0) } }

  @Test(
    "With --golden never a scenario without a golden passes on its expectations and none is written"
  )
  func neverWritesNoGolden() throws {
    let folder = try temporaryCopy(of: [Self.scenario])
    let run = simreplay("run", folder + "/" + Self.scenario, "--golden", "never")
    #expect(run.code == .success, "\(run.out)\(run.err)")
    #expect(!run.out.contains("golden"))
    #expect(!exists(folder + "/" + Self.golden))
  }

  @Test("With --golden never a golden that differs is not compared and is left as it was")
  func neverDoesNotCompare() throws {
    let folder = try temporaryCopy(of: [Self.scenario, Self.golden])
    let golden = folder + "/" + Self.golden
    let changed = try String(contentsOfFile: golden, encoding: .utf8)
      .replacingOccurrences(of: #""frame":3,"#, with: #""frame":33,"#)
    try changed.write(toFile: golden, atomically: true, encoding: .utf8)
    let never = simreplay("run", folder + "/" + Self.scenario, "--golden=never")
    #expect(never.code == .success, "\(never.out)")
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == changed)
    let auto = simreplay("run", folder + "/" + Self.scenario, "--golden", "auto")
    #expect(auto.code == .expectationFailed)
    #expect(auto.out.contains("its trace differs from \(golden)"))
  }

  @Test("--golden never still writes the --trace it is asked for")
  func neverKeepsTheTrace() throws {
    let folder = try temporaryCopy(of: [Self.scenario, Self.golden])
    let trace = folder + "/out.jsonl"
    let run = simreplay("run", folder + "/" + Self.scenario, "--golden", "never", "--trace", trace)
    #expect(run.code == .success)
    let written = try String(contentsOfFile: trace, encoding: .utf8)
    let golden = try String(contentsOfFile: folder + "/" + Self.golden, encoding: .utf8)
    #expect(golden.hasSuffix(written))
  }

  @Test(
    "--golden never with a --record mode is a usage error: one turns goldens off, the other writes them"
  )
  func neverWithRecordIsRefused() {
    let run = simreplay("run", "x.json", "--golden", "never", "--record", "all")
    #expect(run.code == .usage)
    #expect(run.err.contains("'--golden never' turns off"))
  }

  @Test("A scenario's own \"golden\": false leaves its golden out, as --golden never does")
  func scenarioKey() throws {
    let folder = try temporaryCopy(of: [Self.scenario])
    let file = folder + "/" + Self.scenario
    let text = try String(contentsOfFile: file, encoding: .utf8)
    try text.replacingOccurrences(of: "{\n  \"name\"", with: "{\n  \"golden\": false,\n  \"name\"")
      .write(toFile: file, atomically: true, encoding: .utf8)
    let run = simreplay("run", file, "--record", "all")
    #expect(run.code == .success, "\(run.out)\(run.err)")
    #expect(!exists(folder + "/" + Self.golden))
    try text.replacingOccurrences(of: "{\n  \"name\"", with: "{\n  \"golden\": \"no\",\n  \"name\"")
      .write(toFile: file, atomically: true, encoding: .utf8)
    #expect(simreplay("run", file).code == .invalidScenario)
  }

  @Test("An unknown --golden value is a usage error that suggests the value")
  func unknownValue() {
    let run = simreplay("run", "x.json", "--golden", "nevr")
    #expect(run.code == .usage)
    #expect(
      run.err.contains("'--golden' takes 'never' or 'auto', got 'nevr'. Did you mean 'never'?"))
  }
}
