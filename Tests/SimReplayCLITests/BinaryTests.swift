import Foundation
import Testing

/// The built `simreplay` executable, run as a user runs it.
@Suite("The simreplay executable")
struct BinaryTests {
  /// The executable sits beside the test bundle in the build folder.
  static let executable: URL? = {
    var url = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = url.appendingPathComponent("simreplay")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      url.deleteLastPathComponent()
    }
    return nil
  }()

  static func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
    // Unwrapped first: #require straight into the optional `executableURL` would unwrap a
    // `URL??`, never nil, and the check would be a no-op (and a compiler warning).
    let executable = try #require(Self.executable)
    return try runProcess(executable.path, arguments)
  }

  @Test("It exits 0, 1, 64, 65 and 66 as documented")
  func exitCodes() throws {
    let invalid = try temporaryFile(
      #"{"root": {"id": "root"}, "touches": [{"t": 0.1, "phase": "moved", "x": 1, "y": 1}]}"#)
    #expect(
      try Self.run(["run", Repository.path("Scenarios/overlay-swallows-close-button.json")]).status
        == 0)
    #expect(try Self.run(["run", Repository.fixtures + "/wrong-expectation.json"]).status == 1)
    #expect(try Self.run(["run"]).status == 64)
    let bad = try Self.run(["run", invalid])
    #expect(bad.status == 65)
    #expect(
      bad.err.contains(
        "\(invalid):1:38: error: finger 1 moved at t=0.1 without a began (no finger is down)"))
    #expect(try Self.run(["run", "/nonexistent.json"]).status == 66)
  }
}
