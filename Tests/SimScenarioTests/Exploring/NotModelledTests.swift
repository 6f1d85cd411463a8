import SimScenario
import Testing

@testable import SimEngine

/// An action failure is reported as UIKit's refusal only when UIKit refuses: a case the engine
/// does not model is reported as `notModelled` (docs/explore.md).
@Suite("Built-in checks: refusals and cases the engine does not model")
struct NotModelledTests {
  static func watch() throws -> (Simulation, RunWatch) {
    let scenario = try decode(#"{"root": {"id": "root"}, "golden": false}"#).get()
    let simulation = ScenarioRunner.run(scenario).simulation
    let watch = RunWatch(scenario: scenario, checks: [], watchesRefusals: true, from: simulation)
    return (simulation, watch)
  }

  @Test("A case the engine does not model is reported as notModelled, not as UIKit's refusal")
  func notModelledIsItsOwnCheck() throws {
    var (simulation, watch) = try Self.watch()
    simulation.record(
      .actionFailed(
        "setViewControllers: an animated setViewControllers while the pages decelerate after a swipe is not modelled"
      ))
    watch.frame(simulation)
    #expect(watch.violations.map(\.check) == ["notModelled"])
  }

  @Test("A call UIKit raises on is still a refusal")
  func refusalStaysARefusal() throws {
    var (simulation, watch) = try Self.watch()
    simulation.record(
      .actionFailed(
        "push: 'photo' is already on 'nav''s stack (UIKit raises: pushing the same view controller instance more than once is not supported)"
      ))
    watch.frame(simulation)
    #expect(watch.violations.map(\.check) == ["refusal"])
  }
}
