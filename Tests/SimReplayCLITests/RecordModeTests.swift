import Foundation
import SimReplayCLI
import Testing

/// `--record missing | all | failed | never`, `SIMREPLAY_RECORD`, a scenario's own `"record"`,
/// and CI=true, which never writes.
@Suite("Record modes")
struct RecordModeTests {
  static let scenario = "Scenarios/overlay-swallows-close-button.json"

  /// A copy of the scenario without its golden, and where its golden goes.
  func freshCopy() throws -> (file: String, golden: String) {
    let folder = try temporaryCopy(of: [Self.scenario])
    let file = folder + "/" + Self.scenario
    return (file, file.replacingOccurrences(of: ".json", with: ".trace.jsonl"))
  }

  var exists: (String) -> Bool { { FileManager.default.fileExists(atPath: $0) } }

  @Test("By default a missing golden is recorded and the run fails saying so; the next run passes")
  func missingIsRecordedAndFails() throws {
    let (file, golden) = try freshCopy()
    let first = simreplay("run", file)
    #expect(first.code == .expectationFailed)
    #expect(first.out.contains("no golden trace: recorded \(golden); check it in and run again"))
    #expect(exists(golden))
    let second = simreplay("run", file)
    #expect(second.code == .success, "\(second.out)")
  }

  @Test("Under CI=true a missing golden fails without being written")
  func missingUnderCIIsNotWritten() throws {
    let (file, golden) = try freshCopy()
    let run = simreplay(["run", file], environment: Environment(isCI: true))
    #expect(run.code == .expectationFailed)
    #expect(run.out.contains("no golden trace at \(golden) (not recorded under CI=true)"))
    #expect(!exists(golden))
  }

  @Test("never fails on a missing golden and writes nothing")
  func neverWritesNothing() throws {
    let (file, golden) = try freshCopy()
    let run = simreplay("run", file, "--record", "never")
    #expect(run.code == .expectationFailed)
    #expect(run.out.contains("(record mode 'never')"))
    #expect(!exists(golden))
  }

  @Test("failed rewrites a golden that differs and fails; a matching golden is left alone")
  func failedRerecordsOnlyDifferences() throws {
    let (file, golden) = try freshCopy()
    #expect(simreplay("run", file, "--record", "all").code == .success)
    let good = try String(contentsOfFile: golden, encoding: .utf8)
    #expect(simreplay("run", file, "--record=failed").code == .success)
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == good)
    try good.replacingOccurrences(of: #""frame":3,"#, with: #""frame":3 ,"#).write(
      toFile: golden, atomically: true, encoding: .utf8)
    let rerecorded = simreplay("run", file, "--record", "failed")
    #expect(rerecorded.code == .expectationFailed)
    #expect(rerecorded.out.contains("re-recorded it"))
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == good)
  }

  @Test("all rewrites every golden and passes on the expectations; a bare --record means all")
  func allRecords() throws {
    let (file, golden) = try freshCopy()
    let run = simreplay("run", "--record", file)
    #expect(run.code == .success, "\(run.out)")
    #expect(run.out.contains("recorded \(golden)"))
  }

  @Test("all under CI=true is refused as a usage error")
  func allUnderCIIsRefused() throws {
    let (file, _) = try freshCopy()
    let run = simreplay(["run", file, "--record", "all"], environment: Environment(isCI: true))
    #expect(run.code == .usage)
  }

  @Test(
    "SIMREPLAY_RECORD sets the mode when the command line doesn't; a bad value is a usage error")
  func environmentVariable() throws {
    let (file, golden) = try freshCopy()
    let never = simreplay(["run", file], environment: Environment(recordMode: "never"))
    #expect(never.code == .expectationFailed && !exists(golden))
    let bad = simreplay(["run", file], environment: Environment(recordMode: "sometimes"))
    #expect(bad.code == .usage)
    #expect(bad.err.contains("SIMREPLAY_RECORD is 'sometimes', not a record mode"))
    let flagWins = simreplay(
      ["run", file, "--record", "all"], environment: Environment(recordMode: "never"))
    #expect(flagWins.code == .success && exists(golden))
  }

  @Test("A scenario's own record mode wins over the command line's")
  func scenarioModeWins() throws {
    let (file, golden) = try freshCopy()
    var text = try String(contentsOfFile: file, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "{\n  \"name\"", with: "{\n  \"record\": \"never\",\n  \"name\"")
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let run = simreplay("run", file, "--record", "all")
    #expect(run.code == .expectationFailed, "\(run.out)")
    #expect(!exists(golden))
  }

  @Test("An unknown mode is a usage error naming the modes")
  func unknownMode() {
    let run = simreplay("run", "--record=sometimes", "x.json")
    #expect(run.code == .usage)
    #expect(run.err.contains("unknown record mode 'sometimes'"))
  }
}
