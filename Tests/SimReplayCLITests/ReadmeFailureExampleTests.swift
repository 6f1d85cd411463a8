import Foundation
import SimReplayCLI
import Testing

/// README.md shows what a failed run prints: it must be what the tool prints today.
@Suite("README failure example")
struct ReadmeFailureExampleTests {
  @Test("The README's failure example is byte for byte what 'run' prints for the fixture")
  func failureExampleIsCurrent() throws {
    let readme = try String(contentsOfFile: Repository.path("README.md"), encoding: .utf8)
    let relative = "Tests/SimReplayCLITests/Fixtures/wrong-expectation.json"
    let marker = "```\nFAIL \(relative)"
    let start = try #require(readme.range(of: marker))
    let rest = readme[readme.index(start.lowerBound, offsetBy: 4)...]
    let end = try #require(rest.range(of: "```"))
    let shown = String(rest[..<end.lowerBound])
    let printed = simreplay("run", Repository.path(relative)).out
      .replacingOccurrences(of: Repository.path(relative), with: relative)
    #expect(shown == printed)
  }
}
