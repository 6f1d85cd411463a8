import Foundation
import SimReplayCLI
import SimScenario
import Testing

@Suite("The scenarios in Scenarios/")
struct ScenarioSuiteTests {
  @Test("There are scenarios to run")
  func thereAreScenarios() {
    #expect(Repository.scenarioFiles.count >= 10)
  }

  @Test("Every scenario in Scenarios/ passes", arguments: Repository.scenarioFiles)
  func scenarioPasses(_ file: String) throws {
    let scenario = try ScenarioLoader.load(path: file).get()
    let run = ScenarioRunner.run(scenario)
    let failures = run.failedResults.map {
      "expect[\($0.expectation.index)]: expected \($0.expected); \($0.actual)"
    }
    #expect(run.passed, "\(file):\n\(failures.joined(separator: "\n"))")
    #expect(!run.results.isEmpty, "\(file) checks nothing")
  }

  @Test("Running the Scenarios folder passes and exits 0")
  func folderRunPasses() {
    let result = simreplay("run", Repository.scenarios)
    #expect(result.code == .success, "\(result.out)\n\(result.err)")
    #expect(!result.out.contains("FAIL"))
    #expect(result.out.contains("0 failed, 0 invalid"))
  }
}
