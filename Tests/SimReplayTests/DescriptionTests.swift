import SimReplay
import Testing

/// What a failed `#expect` prints for a run: the failed expectations, short.
@Suite("A run's description")
struct DescriptionTests {
  /// The repository's root, three folders above this file.
  static let root = String(
    "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
      .joined(separator: "/"))

  /// Scenarios/sheet.json (216 frames, 42 expectations) with one expectation that can't hold
  /// added: a log nothing writes.
  static func failingSheetRun() throws -> ScenarioRun {
    var scenario = try ScenarioLoader.load(path: root + "/Scenarios/sheet.json").get()
    scenario.expectations.append(
      Expectation(
        index: scenario.expectations.count, source: scenario.expectations[0].source,
        kind: .log("neverLogged", count: .exactly(1))))
    return ScenarioRunner.run(scenario)
  }

  @Test("A failed run describes itself in under 2 KB, with the command line's failure lines")
  func aFailedRunIsShort() throws {
    let run = try Self.failingSheetRun()
    #expect(!run.passed)
    let text = String(describing: run)
    #expect(text.utf8.count < 2_000)
    #expect(text.contains("expected: 'neverLogged' is logged 1 time"))
    #expect(text.contains("actual:   it was logged 0 times"))
    #expect(String(reflecting: run).utf8.count < 2_000)
    #expect(String(describing: run.simulation).utf8.count < 200)
    #expect(String(describing: run.scenario).utf8.count < 200)
  }

  @Test("A failing #expect(run.passed) records an issue under 2 KB")
  func aFailingExpectIsShort() throws {
    let run = try Self.failingSheetRun()
    // An issue that doesn't match is recorded as a failure of this test.
    withKnownIssue {
      #expect(run.passed)
    } matching: { issue in
      String(describing: issue).utf8.count < 2_000 && String(reflecting: issue).utf8.count < 2_000
        && String(reflecting: issue).contains("neverLogged")
    }
  }

  @Test("A failing #expect on a simulation's count records an issue under 2 KB")
  func aFailingExpectOnASimulationIsShort() throws {
    let run = try Self.failingSheetRun()
    let sim = run.simulation
    withKnownIssue {
      #expect(sim.count(log: "neverLogged") == 1)
    } matching: { issue in
      String(describing: issue).utf8.count < 2_000 && String(reflecting: issue).utf8.count < 2_000
    }
  }

  @Test("A long list of failures is cut, saying how to see the rest")
  func manyFailuresAreCut() throws {
    var scenario = try ScenarioLoader.load(path: Self.root + "/Scenarios/sheet.json").get()
    for index in 0..<100 {
      scenario.expectations.append(
        Expectation(
          index: scenario.expectations.count, source: scenario.expectations[0].source,
          kind: .log("neverLogged\(index)", count: .exactly(1))))
    }
    let text = String(describing: ScenarioRunner.run(scenario))
    #expect(text.utf8.count < 2_000)
    #expect(text.contains("more lines (simreplay run"))
  }
}
