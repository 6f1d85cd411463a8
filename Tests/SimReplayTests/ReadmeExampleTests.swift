import SimReplay
import Testing

/// README.md's Swift example is Tests/SimReplayTests/ReadmeExample.swift, compiled and run
/// with the other tests; this checks the README shows that file as it is.
@Suite("README's Swift example")
struct ReadmeExampleTests {
  static func text(_ relative: String) throws -> String {
    String(
      decoding: try PlainFile.read(DescriptionTests.root + "/" + relative, limit: 1 << 20).get(),
      as: UTF8.self)
  }

  @Test("README's block under 'Checks in Swift' is ReadmeExample.swift, verbatim")
  func theReadmeShowsTheCompiledExample() throws {
    let readme = try Self.text("README.md")
    let example = try Self.text("Tests/SimReplayTests/ReadmeExample.swift")
    let marker = "<!-- Tests/SimReplayTests/ReadmeExample.swift -->\n```swift\n"
    let start = try #require(readme.firstRange(of: marker)?.upperBound)
    let end = try #require(readme[start...].firstRange(of: "```\n")?.lowerBound)
    #expect(String(readme[start..<end]) == example)
  }
}
