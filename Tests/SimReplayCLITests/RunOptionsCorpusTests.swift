import Foundation
import SimReplayCLI
import Testing

/// Fuzz/Corpus/run-options, fuzz-run-options' corpus (the first line a `--tolerance` value, the
/// rest a `--timings` report), read in the ordinary build as the fuzz target reads it: issue 36's
/// reproducers are refused with the documented exit code and their message, the seeds read.
@Suite("Fuzz corpus: run's options")
struct RunOptionsCorpusTests {
  static let folder: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path + "/Fuzz/Corpus/run-options"
  }()

  /// The exit code and what was said on standard error, for the corpus input `name`.
  static func read(_ name: String) throws -> (code: ExitCode, err: String) {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
    let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
    let err = ErrorText()
    let code = SimReplay.readRunOptions(
      tolerance: String(decoding: bytes[..<newline], as: UTF8.self),
      timings: Array(bytes[min(newline + 1, bytes.count)...]),
      console: Console(out: { _ in }, err: { err.text += $0 }))
    return (code, err.text)
  }

  @Test("Every input is read or refused as its name says, with its message")
  func everyInput() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder).sorted()
    #expect(names.count >= 14)
    for name in names {
      let (code, err) = try Self.read(name)
      if name.hasPrefix("seed-") {
        #expect(code == .success && err.isEmpty, "\(name): \(err)")
      } else if name.hasPrefix("tolerance-") {
        #expect(code == .usage && err.hasPrefix("Error: '--tolerance' "), "\(name): \(err)")
      } else {
        #expect(name.hasPrefix("timings-"), "\(name): a corpus input is named for what it is")
        #expect(code == .invalidScenario && err.hasPrefix("timings.xml:"), "\(name): \(err)")
      }
    }
  }

  @Test("Issue 36's reproducers say what is wrong, and where")
  func reproducers() throws {
    #expect(try Self.read("tolerance-repeated-unit").err.contains("names 'points' twice"))
    #expect(try Self.read("tolerance-trailing-comma").err.contains("has an empty entry"))
    #expect(
      try Self.read("tolerance-hex-float").err.contains("(a hex float); did you mean '0.125'?"))
    #expect(try Self.read("tolerance-underflows-to-0").err.contains("too small to tell from 0"))
    #expect(
      try Self.read("timings-bad-time").err
        == "timings.xml:3:54: error: not a JUnit report with times: the time of 'Scenarios/a.json' is 'fast', not a number of seconds\n"
    )
    #expect(try Self.read("timings-unclosed-testcase").err.hasPrefix("timings.xml:3:5: error:"))
    #expect(
      try Self.read("timings-infinite-time-after-multibyte").err.hasPrefix(
        "timings.xml:1:52: error:"))
  }
}

/// What the command said on standard error.
private final class ErrorText: @unchecked Sendable {
  var text = ""
}
