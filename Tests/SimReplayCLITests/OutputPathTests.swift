import Foundation
import SimReplayCLI
import Testing

/// Every command that writes a file checks its path before doing any work, and says what is
/// wrong with it in words, with exit 73: never a trap, never Foundation's error text.
@Suite("Output paths")
struct OutputPathTests {
  static let sheet = Repository.path("Scenarios/sheet.json")
  static let dump = Repository.path(
    "Tests/SimScenarioTests/Import/Fixtures/09-sentry-rotated-cover.txt")
  static let recording = Repository.path("Scenarios/streams/getevent-t-tap-cartucho.txt")

  /// Each writer, as the arguments that make it write to `path`, and its name in the message.
  static func writers(_ path: String) -> [(arguments: [String], what: String)] {
    [
      (["run", sheet, "--trace", path], "trace"),
      (["run", sheet, "--junit", path], "JUnit report"),
      (["report", sheet, "-o", path], "report"),
      (["import", dump, "-o", path], "scenario"),
      (["convert", recording, "--from", "getevent", "-o", path], "stream"),
    ]
  }

  /// Runs every writer with `path` and checks each refuses it before running, with `reason`.
  func expectRefused(
    _ path: String, _ reason: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (arguments, what) in Self.writers(path) {
      let result = simreplay(arguments, environment: Environment())
      #expect(result.code == .cantCreate, "\(arguments)", sourceLocation: sourceLocation)
      #expect(
        result.err == "\(path): error: can't write the \(what): \(reason)\n", "\(arguments)",
        sourceLocation: sourceLocation)
      #expect(result.out.isEmpty, "nothing ran: \(arguments)", sourceLocation: sourceLocation)
    }
  }

  @Test("'.' and './' are refused as folders, with a file in them suggested")
  func currentFolder() {
    expectRefused(".", "'.' is a folder, not a file; name a file in it, say './out.txt'")
    expectRefused("./", "'./' is a folder, not a file; name a file in it, say './out.txt'")
    expectRefused("..", "'..' is a folder, not a file; name a file in it, say '../out.txt'")
  }

  @Test("A quoted '~' is refused, saying it is not expanded")
  func tilde() {
    expectRefused(
      "~",
      "'~' is not expanded here (a shell expands it only when it is unquoted); write the folder out, say '$HOME/out.txt'"
    )
    expectRefused(
      "~/t.jsonl",
      "'~' is not expanded here (a shell expands it only when it is unquoted); write the folder out, say '$HOME/t.jsonl'"
    )
  }

  @Test("An existing folder, a missing folder and a file used as a folder are named")
  func folders() throws {
    let file = try temporaryFile("x", name: "notes.txt")
    let folder = (file as NSString).deletingLastPathComponent
    expectRefused(
      folder, "'\(folder)' is a folder, not a file; name a file in it, say '\(folder)/out.txt'")
    expectRefused(folder + "/missing/out.txt", "the folder '\(folder)/missing' does not exist")
    expectRefused(file + "/out.txt", "'\(file)' is a file, not a folder")
    expectRefused(file + "/deeper/out.txt", "'\(file)' is a file, not a folder")
  }

  @Test("A folder without write permission is refused before the run")
  func noPermission() throws {
    let file = try temporaryFile("x", name: "notes.txt")
    let folder = (file as NSString).deletingLastPathComponent
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
    }
    // Root may write anywhere: the check then rightly lets the path through.
    guard access(folder, W_OK) != 0 else { return }
    expectRefused(
      folder + "/out.txt", "no permission to create a file in the folder '\(folder)'")
  }

  @Test("A write that passes the checks and still fails says why in the system's words")
  func failedWrite() {
    // /dev/full takes no bytes: every writer's write fails after the checks.
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
    for (arguments, what) in Self.writers("/dev/full") {
      let result = simreplay(arguments, environment: Environment())
      #expect(result.code == .cantCreate, "\(arguments)")
      #expect(
        result.err.contains("/dev/full: error: can't write the \(what): No space left on device"),
        "\(result.err)")
      #expect(!result.err.contains("NSCocoaErrorDomain"))
    }
  }
}
