import Foundation
import SimReplayCLI
import Testing

@Suite("simreplay run")
struct RunCommandTests {
  @Test("A passing scenario prints PASS with its name and exits 0")
  func passingScenario() {
    let result = simreplay("run", Repository.path("Scenarios/overlay-swallows-close-button.json"))
    #expect(result.code == .success)
    #expect(result.out.hasPrefix("PASS "))
    #expect(result.out.contains("overlay swallows the close button"))
  }

  @Test("A wrong expectation exits 1 and names the expectation, what happened and when")
  func wrongExpectationFails() {
    let file = Repository.fixtures + "/wrong-expectation.json"
    let result = simreplay("run", file)
    #expect(result.code == .expectationFailed)
    #expect(result.out.hasPrefix("FAIL \(file)"))
    #expect(result.out.contains("2 of 3 expectations failed"))
    #expect(result.out.contains("expect[0] at \(file):19:5"))
    #expect(result.out.contains("expected: touch 1 hits 'close'"))
    #expect(result.out.contains("actual:   it hit 'overlay' (touch 1 began at (300, 360))"))
    #expect(result.out.contains("time:     t=0.1"))
    #expect(result.out.contains("expect[1] at \(file):20:5"))
    #expect(result.out.contains("expected: 'closeTapped' is logged 1 time"))
    #expect(!result.out.contains("expect[2]"))
  }

  @Test("A scenario expecting the wrong gesture winner exits 1 and says who won instead and why")
  func wrongGestureWinner() {
    let file = Repository.fixtures + "/wrong-gesture-winner.json"
    let result = simreplay("run", file)
    #expect(result.code == .expectationFailed)
    #expect(result.out.contains("expected: 'single' is recognized 1 time"))
    #expect(
      result.out.contains(
        "actual:   it was recognized 0 times; its changes: t=0.38 failed (it requires 'double' to fail, and 'double' recognized)"
      ))
  }

  @Test("An invalid scenario exits 65 and prints file:line:column, key path and message")
  func invalidScenario() throws {
    let file = try temporaryFile(
      #"{"root": {"id": "root", "children": [{"id": "a", "frame": [1, 2, 3]}]}}"#)
    let result = simreplay("run", file)
    #expect(result.code == .invalidScenario)
    #expect(
      result.err.contains(
        "\(file):1:59: error: root.children[0].frame: expected 4 numbers [x, y, width, height], got 3"
      ))
    #expect(
      result.out.contains(
        "ERROR \(file): invalid scenario (1 error)\n  rerun: simreplay run \(file)\n"))
  }

  @Test("A missing file exits 66")
  func missingFile() {
    let result = simreplay("run", "/nonexistent/scenario.json")
    #expect(result.code == .noInput)
    #expect(result.err.contains("/nonexistent/scenario.json: error: no such file"))
  }

  @Test("With several scenarios the most severe outcome sets the exit code")
  func mostSevereWins() throws {
    let invalid = try temporaryFile(#"{"root": {"id": "root"}, "bogus": 1}"#)
    let failing = Repository.fixtures + "/wrong-expectation.json"
    let result = simreplay("run", failing, invalid)
    #expect(result.code == .invalidScenario)
    #expect(result.out.contains("2 scenarios: 0 passed, 1 failed, 1 invalid"))
  }

  @Test("--trace writes one JSON object per frame and is byte-for-byte repeatable")
  func traceIsDeterministic() throws {
    let scenario = Repository.path("Scenarios/overlay-swallows-close-button.json")
    let first = try temporaryFile("", name: "first.jsonl")
    let second = try temporaryFile("", name: "second.jsonl")
    #expect(simreplay("run", scenario, "--trace", first).code == .success)
    #expect(simreplay("run", "--trace=\(second)", scenario).code == .success)
    let bytes = try String(contentsOfFile: first, encoding: .utf8)
    #expect(bytes == (try String(contentsOfFile: second, encoding: .utf8)))
    let lines = bytes.split(separator: "\n")
    #expect(lines.count == 12)
    #expect(
      lines[6].hasPrefix(
        #"{"frame":6,"t":0.1,"touches":[{"touch":1,"finger":1,"phase":"began","x":300,"y":360,"view":"overlay","hit":"overlay","delivery":"delivered"}]"#
      ))
  }

  @Test("--trace with two scenarios is a usage error")
  func traceNeedsOneScenario() {
    let file = Repository.path("Scenarios/overlay-swallows-close-button.json")
    let result = simreplay("run", file, file, "--trace", "/tmp/never-written.jsonl")
    #expect(result.code == .usage)
    #expect(
      result.err.contains("'--trace' writes one scenario's trace, but 2 scenarios were given"))
  }

  @Test("--trace to an unwritable place exits 73")
  func unwritableTrace() {
    let file = Repository.path("Scenarios/overlay-swallows-close-button.json")
    let result = simreplay("run", file, "--trace", "/nonexistent-dir/trace.jsonl")
    #expect(result.code == .cantCreate)
  }

  @Test("--json prints a machine-readable summary with each expectation")
  func jsonSummary() throws {
    let file = Repository.fixtures + "/wrong-expectation.json"
    let result = simreplay("run", "--json", file)
    #expect(result.code == .expectationFailed)
    let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
    #expect(object?["failed"] as? Int == 1)
    let scenarios = object?["scenarios"] as? [[String: Any]]
    #expect(scenarios?.first?["status"] as? String == "fail")
    let expectations = scenarios?.first?["expectations"] as? [[String: Any]]
    #expect(expectations?.map { $0["passed"] as? Bool } == [false, false, true])
    #expect(expectations?.first?["line"] as? Int == 19)
  }
}

@Suite("simreplay run: why a control's touch was lost")
struct ScrollCancellationMessageTests {
  @Test(
    "A row expected to be selected after a drag fails, naming the list's pan that took the touch")
  func rowAfterADrag() {
    let result = simreplay(
      "run",
      Repository.path("Tests/SimReplayCLITests/Fixtures/wrong-row-selected-after-a-drag.json"))
    #expect(result.code == .expectationFailed)
    #expect(
      result.out.contains(
        "it sent it 0 times; touch 1 never reached it: 'list.pan' began at t=0.116666666 and took the touch while its began was held back"
      ), "\(result.out)")
  }
}
