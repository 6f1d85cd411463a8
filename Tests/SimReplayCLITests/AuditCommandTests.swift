import Foundation
import Testing

@testable import SimReplayCLI

/// `simreplay audit`: exit codes, the JSON's shape and order, and bad input.
@Suite("simreplay audit")
struct AuditCommandTests {
  static let broken = Repository.path("Scenarios/overlay-swallows-close-button.json")

  @Test("Findings exit 1, and the JSON starts with the issue's keys in order")
  func brokenLayoutJSON() {
    let result = simreplay("audit", Self.broken, "--json")
    #expect(result.code == .expectationFailed)
    #expect(
      result.out.hasPrefix(
        #"{"findings":[{"view":"close","kind":"covered","reachable":0,"by":["overlay"],"from":0.18,"to":0.18,"#
      ))
    // The same bytes every time.
    #expect(simreplay("audit", Self.broken, "--json").out == result.out)
  }

  @Test("No findings exit 0")
  func cleanLayout() {
    let result = simreplay(
      "audit", Repository.path("Scenarios/pass-through-view-returns-nil-for-itself.json"))
    #expect(result.code == .success)
    #expect(result.out.contains("2 controls, 0 findings"))
  }

  @Test("A bad suppressions file is exit 65 with its line and column")
  func badSuppressions() throws {
    let file = try temporaryFile("close tiny\n", name: "suppress.txt")
    let result = simreplay("audit", Self.broken, "--suppressions", file)
    #expect(result.code == .invalidScenario)
    #expect(result.err.contains(":1:7: error: unknown kind 'tiny'"))
  }

  @Test("--at on a dump and an unknown option are usage errors")
  func usageErrors() {
    let dump = Repository.path(
      "Tests/SimScenarioTests/Import/Fixtures/03-owasp-cycript-uncrackable.txt")
    #expect(simreplay("audit", dump, "--at", "1").code == .usage)
    #expect(simreplay("audit", Self.broken, "--every-frame", "--at", "1").code == .usage)
    #expect(simreplay("audit", Self.broken, "--min-siz", "40").code == .usage)
  }

  @Test("JUnit has a test case per control, failing with its findings")
  func junit() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "audit-junit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("audit.xml").path
    let result = simreplay(
      "audit", Repository.path("Scenarios/overlay-user-interaction-disabled.json"), "--junit",
      path)
    #expect(result.code == .expectationFailed)
    let xml = try String(contentsOfFile: path, encoding: .utf8)
    #expect(xml.contains(#"tests="2""#))
    #expect(xml.contains("unreachable, 0% reachable"))
  }
}
