import Foundation
import SimReplayCLI
import Testing

/// What `run` takes for a scenario: never a mistyped record mode, never a JSON file found in a
/// folder that is not a scenario; and it writes no golden beside either.
@Suite("What run takes for a scenario")
struct RecordWordTests {
  static let scenario = "Scenarios/overlay-swallows-close-button.json"
  static let golden = "Scenarios/overlay-swallows-close-button.trace.jsonl"

  var exists: (String) -> Bool { { FileManager.default.fileExists(atPath: $0) } }

  @Test(
    "A mistyped mode after --record is a usage error that suggests the mode, and nothing is written"
  )
  func mistypedModeIsRefused() throws {
    let folder = try temporaryCopy(of: [Self.scenario])
    let file = folder + "/" + Self.scenario
    let run = simreplay("run", file, "--record", "nevr")
    #expect(run.code == .usage)
    #expect(run.err.contains("unknown record mode 'nevr'"))
    #expect(run.err.contains("Did you mean 'never'?"))
    #expect(!exists(folder + "/" + Self.golden))
    #expect(!exists(folder + "/" + Self.golden + ".recording"))
  }

  @Test("A word after --record that is neither a mode nor a path is refused even far from any mode")
  func unrelatedWordIsRefused() {
    let run = simreplay("run", "x.json", "--record", "everything")
    #expect(run.code == .usage)
    #expect(run.err.contains("unknown record mode 'everything'"))
  }

  @Test("A folder after a bare --record is still a folder to run, in record-all mode")
  func folderAfterRecordIsAPath() throws {
    let folder = try temporaryCopy(of: [Self.scenario])
    let run = simreplay("run", "--record", folder + "/Scenarios")
    #expect(run.code == .success, "\(run.out)\(run.err)")
    #expect(exists(folder + "/" + Self.golden))
  }

  @Test(
    "A folder run skips JSON files that are not scenarios, names them, and writes nothing beside them"
  )
  func folderRunSkipsOtherJSON() throws {
    let folder = try temporaryCopy(of: [Self.scenario, Self.golden])
    try #"{"name": "my-app", "version": "1.0.0"}"#.write(
      toFile: folder + "/Scenarios/package.json", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: folder + "/Scenarios/data", withIntermediateDirectories: true)
    try "[1, 2, 3]".write(
      toFile: folder + "/Scenarios/data/list.json", atomically: true, encoding: .utf8)
    let run = simreplay("run", folder + "/Scenarios", "--record", "missing")
    #expect(run.code == .success, "\(run.out)\(run.err)")
    #expect(run.err.contains("skipped 2 .json files found in a folder that are not scenarios"))
    #expect(run.err.contains("Scenarios/data/list.json, \(folder)/Scenarios/package.json"))
    #expect(run.out.contains("1 passed"))
    #expect(!exists(folder + "/Scenarios/package.trace.jsonl"))
    #expect(!exists(folder + "/Scenarios/data/list.trace.jsonl"))
  }

  @Test("A broken scenario in a folder is still reported, not skipped")
  func brokenScenarioIsReported() throws {
    let folder = try temporaryCopy(of: [Self.scenario, Self.golden])
    try #"{"name": "half", "root": {"id": "root""#.write(
      toFile: folder + "/Scenarios/half.json", atomically: true, encoding: .utf8)
    try #"{"name": "no root", "touches": []}"#.write(
      toFile: folder + "/Scenarios/rootless.json", atomically: true, encoding: .utf8)
    let run = simreplay("run", folder + "/Scenarios")
    #expect(run.code == .invalidScenario)
    #expect(run.err.contains("half.json:1:"))
    #expect(run.err.contains("skipped 1 .json file found in a folder that is not a scenario"))
    #expect(!exists(folder + "/Scenarios/half.trace.jsonl"))
  }

  @Test("A folder of JSON files none of which is a scenario runs nothing and fails with exit 66")
  func folderWithoutScenarios() throws {
    let folder = try temporaryFile(#"{"compilerOptions": {}}"#, name: "tsconfig.json")
    let run = simreplay("run", (folder as NSString).deletingLastPathComponent)
    #expect(run.code == .noInput)
    #expect(run.err.contains("none of the .json files found is a scenario"))
  }

  @Test("A file named on the command line is a scenario even without a root: its error is shown")
  func namedFileIsAlwaysAScenario() throws {
    let file = try temporaryFile(#"{"compilerOptions": {}}"#, name: "tsconfig.json")
    let run = simreplay("run", file)
    #expect(run.code == .invalidScenario)
    #expect(run.err.contains("root"))
  }
}
