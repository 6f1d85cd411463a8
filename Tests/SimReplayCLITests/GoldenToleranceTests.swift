import Foundation
import SimReplayCLI
import Testing

/// Golden comparisons within a tolerance, and the summary of every difference.
@Suite("Golden tolerance and summaries")
struct GoldenToleranceTests {
  static let scenario = "Scenarios/motion/drag-to-dismiss-card.json"

  /// A copy of the scenario and its golden with `edit` applied to the golden.
  func copy(editingGolden edit: (String) -> String) throws -> String {
    let folder = try temporaryCopy(
      of: [Self.scenario, Self.scenario.replacingOccurrences(of: ".json", with: ".trace.jsonl")])
    let file = folder + "/" + Self.scenario
    let golden = file.replacingOccurrences(of: ".json", with: ".trace.jsonl")
    try edit(try String(contentsOfFile: golden, encoding: .utf8)).write(
      toFile: golden, atomically: true, encoding: .utf8)
    return file
  }

  @Test("A tolerance absorbs float noise in the golden, but not a real change")
  func toleranceAbsorbsNoiseOnly() throws {
    let noisy = try copy { $0.replacingOccurrences(of: "99.99999800000323", with: "99.9999981") }
    #expect(simreplay("run", noisy).code == .expectationFailed)
    #expect(simreplay("run", noisy, "--tolerance", "0.000001").code == .success)
    let moved = try copy {
      $0.replacingOccurrences(of: #""frame":[20,300,350,400]"#, with: #""frame":[20,301,350,400]"#)
    }
    let run = simreplay("run", moved, "--tolerance", "0.5")
    #expect(run.code == .expectationFailed)
    #expect(run.out.contains("layout['card'].frame[1]: expected 301, got 300"), "\(run.out)")
  }

  @Test("A scenario's goldenTolerance wins over the command line's")
  func scenarioTolerance() throws {
    let noisy = try copy { $0.replacingOccurrences(of: "99.99999800000323", with: "99.9999981") }
    var text = try String(contentsOfFile: noisy, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "{\n  \"name\"", with: "{\n  \"goldenTolerance\": 0.001,\n  \"name\"")
    try text.write(toFile: noisy, atomically: true, encoding: .utf8)
    #expect(simreplay("run", noisy).code == .success)
  }

  @Test("The summary counts every differing frame and value, and shows the first three")
  func summaryCountsEverything() throws {
    let file = try copy { $0.replacingOccurrences(of: "99.99999800000323", with: "99.9") }
    let occurrences =
      try String(
        contentsOfFile: Repository.path(
          Self.scenario.replacingOccurrences(of: ".json", with: ".trace.jsonl")), encoding: .utf8
      )
      .split(separator: "\n").filter { $0.contains("99.99999800000323") }.count
    let run = simreplay("run", file)
    #expect(run.code == .expectationFailed)
    #expect(run.out.contains("\(occurrences) frames differ from the golden"), "\(run.out)")
    #expect(run.out.contains("the first 3:"))
  }

  @Test("Tolerances by unit: seconds absorb a time's noise that points don't, and the reverse")
  func perUnit() throws {
    // Every frame time 0.116666667 written 0.116666668 in the golden: a time 1e-9 s off.
    let shiftedTime = try copy {
      $0.replacingOccurrences(of: #""t":0.116666667"#, with: #""t":0.116666668"#)
    }
    #expect(simreplay("run", shiftedTime, "--tolerance", "points=0.5").code == .expectationFailed)
    #expect(simreplay("run", shiftedTime, "--tolerance", "seconds=0.000001").code == .success)
    // A view 0.0000002 pt off: points absorb it, seconds and alpha don't.
    let noisy = try copy { $0.replacingOccurrences(of: "99.99999800000323", with: "99.9999981") }
    #expect(simreplay("run", noisy, "--tolerance", "seconds=1,alpha=1").code == .expectationFailed)
    #expect(simreplay("run", noisy, "--tolerance", "points=0.000001").code == .success)
  }

  @Test("A scenario's goldenTolerance may name its units")
  func scenarioUnits() throws {
    let shiftedTime = try copy {
      $0.replacingOccurrences(of: #""t":0.116666667"#, with: #""t":0.116666668"#)
    }
    var text = try String(contentsOfFile: shiftedTime, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "{\n  \"name\"", with: "{\n  \"goldenTolerance\": {\"seconds\": 0.001},\n  \"name\"")
    try text.write(toFile: shiftedTime, atomically: true, encoding: .utf8)
    #expect(simreplay("run", shiftedTime).code == .success)
  }

  @Test("A tolerance with an unknown unit is a usage error naming the units")
  func unknownUnit() {
    let run = simreplay("run", Repository.path(Self.scenario), "--tolerance", "pixels=1")
    #expect(run.code == .usage)
    #expect(run.err.contains("no unit 'pixels'; expected 'points', 'seconds' or 'alpha'"))
  }
}
