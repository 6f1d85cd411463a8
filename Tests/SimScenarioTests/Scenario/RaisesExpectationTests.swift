import SimEngine
import Testing

@testable import SimScenario

/// A call UIKit raises on can be expected, so a test checks the refusal itself instead of only
/// failing the run (issue 38).
@Suite("Expecting a call to raise")
struct RaisesExpectationTests {
  /// A button whose tap pauses a non-interruptible animator: UIKit asserts.
  static func pausingNonInterruptible(expect: String) -> String {
    #"""
    {"root": {"id": "b", "class": "UIButton", "frame": [0, 0, 100, 100], "on": {"touchUpInside": [
      {"animator": {"name": "a", "create": {"duration": 1, "interruptible": false,
        "animations": [{"view": "b", "to": {"alpha": 0.5}}]}}},
      {"animator": {"name": "a", "start": true}},
      {"animator": {"name": "a", "pause": true}}]}},
     "touches": [{"tap": [50, 50], "t": 0.1}], "duration": 0.5,
     "expect": [\#(expect)]}
    """#
  }

  static func run(_ text: String) throws -> ScenarioRun {
    ScenarioRunner.run(try scenario(text))
  }

  @Test("An expected raise passes and doesn't fail the run")
  func expectedRaisePasses() throws {
    let run = try Self.run(
      Self.pausingNonInterruptible(expect: #"{"raises": "pauseAnimation", "count": 1}"#))
    #expect(run.passed)
    #expect(run.actionFailures.isEmpty)
  }

  @Test("Without the expectation the same raise fails the run")
  func unexpectedRaiseFails() throws {
    let run = try Self.run(Self.pausingNonInterruptible(expect: #"{"log": "x", "count": 0}"#))
    #expect(!run.passed)
    #expect(run.actionFailures.count == 1)
  }

  @Test("Expecting a raise that doesn't happen fails, saying none did")
  func missingRaiseFails() throws {
    let run = try Self.run(
      Self.pausingNonInterruptible(expect: #"{"raises": "stopAnimation", "count": 1}"#))
    #expect(!run.passed)
    #expect(run.results.first?.actual == "none did")
  }

  @Test("An empty text is refused at its place")
  func emptyTextRefused() {
    let text = diagnostics(Self.pausingNonInterruptible(expect: #"{"raises": ""}"#))
      .joined(separator: "\n")
    #expect(text.contains("expected a part of the refusal's message"), "\(text)")
  }
}
