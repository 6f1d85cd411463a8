import SimEngine

/// How one expectation fared.
public struct ExpectationResult: Hashable, Sendable {
  public let expectation: Expectation
  public let passed: Bool
  /// What should have happened, as a sentence: "touch 1 hits 'close'".
  public let expected: String
  /// What did happen: "it hit 'overlay'".
  public let actual: String
  /// The time the expectation is about, when it has one.
  public let time: Instant?
  /// For a failed hit expectation: the hit-test walk that explains it, one line each.
  public var explanation: [String] = []

  public init(
    expectation: Expectation, passed: Bool, expected: String, actual: String, time: Instant?,
    explanation: [String] = []
  ) {
    self.expectation = expectation
    self.passed = passed
    self.expected = expected
    self.actual = actual
    self.time = time
    self.explanation = explanation
  }
}

/// The outcome of running one scenario.
public struct ScenarioRun: Sendable {
  public let scenario: Scenario
  /// The simulation as the run left it: its journal, frames and touches.
  public let simulation: Simulation
  /// One result per expectation, in the order of `expect`.
  public let results: [ExpectationResult]
  /// Actions that could not run (for example `set` on a view no `add` had created yet).
  public let actionFailures: [Occurrence]

  public var passed: Bool { actionFailures.isEmpty && results.allSatisfy(\.passed) }
  public var failedResults: [ExpectationResult] { results.filter { !$0.passed } }
}
