import Foundation
import SimReplayCLI
import Testing

/// `--junit-cases scenario | expectation`: a JUnit test case per scenario, or per expectation.
@Suite("JUnit test cases per expectation")
struct JUnitCasesTests {
  static let failing = "Tests/SimReplayCLITests/Fixtures/wrong-expectation.json"

  func report(_ arguments: String...) throws -> (code: ExitCode, xml: String) {
    let folder = try temporaryFile("", name: "placeholder")
    let path = (folder as NSString).deletingLastPathComponent + "/junit.xml"
    let run = simreplay(["run"] + arguments + ["--junit", path], environment: Environment())
    return (run.code, try String(contentsOfFile: path, encoding: .utf8))
  }

  func testCases(_ xml: String) -> [Substring] {
    xml.split(separator: "\n").filter { $0.hasPrefix("    <testcase ") }
  }

  @Test(
    "With --junit-cases expectation each expectation is a test case, and only the failed ones fail")
  func oneCasePerExpectation() throws {
    let (code, xml) = try report(Repository.path(Self.failing), "--junit-cases", "expectation")
    #expect(code == .expectationFailed)
    let cases = testCases(xml)
    // Three expectations and the golden trace.
    #expect(cases.count == 4)
    #expect(xml.contains(#"tests="4" failures="2""#))
    #expect(
      cases.contains {
        $0.contains(#"name="expect[2]: a touch at (20, 20) hits &apos;root&apos;""#)
          && $0.hasSuffix("/>")
      })
    #expect(
      xml.contains(#"<failure message="expect[1]: &apos;closeTapped&apos; is logged 1 time""#))
    #expect(
      cases.allSatisfy {
        $0.contains(#"SimReplayCLITests.Fixtures.wrong-expectation" name="#)
      })
  }

  @Test("Without --junit-cases, or with scenario, a scenario is one test case")
  func oneCasePerScenarioByDefault() throws {
    #expect(testCases(try report(Repository.path(Self.failing)).xml).count == 1)
    #expect(
      testCases(try report(Repository.path(Self.failing), "--junit-cases", "scenario").xml).count
        == 1)
  }

  @Test("A golden trace that differs is a failed test case of its own")
  func goldenIsACase() throws {
    let scenario = "Scenarios/overlay-swallows-close-button"
    let folder = try temporaryCopy(of: [scenario + ".json", scenario + ".trace.jsonl"])
    let golden = folder + "/" + scenario + ".trace.jsonl"
    try String(contentsOfFile: golden, encoding: .utf8)
      .replacingOccurrences(of: #""frame":3,"#, with: #""frame":33,"#)
      .write(toFile: golden, atomically: true, encoding: .utf8)
    let (code, xml) = try report(folder + "/" + scenario + ".json", "--junit-cases=expectation")
    #expect(code == .expectationFailed)
    #expect(xml.contains(#"failures="1""#))
    #expect(xml.contains(#"name="golden trace""#))
    #expect(xml.contains("<failure message=\"trace differs from \(golden)\""))
  }

  @Test("A scenario's time is on one of its cases, so such a report balances shards as well")
  func timesStayPerScenario() throws {
    let a = Repository.path("Scenarios/overlay-swallows-close-button.json")
    let b = Repository.path("Scenarios/round-button.json")
    let folder = try temporaryFile("", name: "placeholder")
    let path = (folder as NSString).deletingLastPathComponent + "/junit.xml"
    #expect(
      simreplay("run", a, b, "--junit", path, "--junit-cases", "expectation").code == .success)
    let xml = try String(contentsOfFile: path, encoding: .utf8)
    #expect(testCases(xml).count > 4)
    #expect(testCases(xml).filter { $0.contains(" time=") }.count == 2)
    #expect(
      xml.contains(
        "<testsuites name=\"simreplay\" tests=\"\(testCases(xml).count)\" failures=\"0\" errors=\"0\" time="
      ))
    let shard = simreplay("run", a, b, "--shard", "1/2", "--timings", path)
    #expect(shard.code == .success, "\(shard.err)")
  }

  @Test("--junit-cases needs --junit, and an unknown value suggests the right one")
  func usage() {
    let alone = simreplay("run", "x.json", "--junit-cases", "expectation")
    #expect(alone.code == .usage)
    #expect(alone.err.contains("give '--junit <file>' too"))
    let typo = simreplay("run", "x.json", "--junit", "j.xml", "--junit-cases", "expectations")
    #expect(typo.code == .usage)
    #expect(typo.err.contains("Did you mean 'expectation'?"))
  }
}
