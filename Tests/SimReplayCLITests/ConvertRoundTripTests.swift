import Foundation
import SimReplayCLI
import SimScenario
import Testing

/// Everything `convert` writes, `run` accepts: every recording the repository and the shared
/// fixtures hold is converted and run, and every other fixture and every input of the
/// converter's fuzz corpus is either converted to a stream that runs or refused at a line and
/// column, never written as a stream `run` refuses.
@Suite("simreplay convert round trip")
struct ConvertRoundTripTests {
  static let shared = Repository.path("../shared/fixtures")

  static func files(in folder: String, _ suffix: String = "") -> [String] {
    let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(suffix) && !$0.hasSuffix(".md") }.sorted()
      .map { folder + "/" + $0 }
      .filter { path in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
          && !isFolder.boolValue
      }
  }

  /// Converts `recording`; on success the stream is loaded as a scenario's touches and run.
  /// Returns the exit code and what went to standard error.
  static func convertAndRun(_ recording: [UInt8], _ arguments: [String]) -> (ExitCode, String) {
    let output = CapturedOutput()
    let code = SimReplay.convertWithoutWriting(
      arguments, recording: recording, console: output.console)
    guard code == .success else { return (code, output.err) }
    let scenario = Array(#"{"root": {"id": "root"}, "touches": "stream.jsonl"}"#.utf8)
    switch ScenarioLoader.decode(
      scenario, file: "round-trip.json", defaultName: "round trip", directory: "/nonexistent",
      files: ["stream.jsonl": Array(output.out.utf8)])
    {
    case .success(let loaded):
      _ = ScenarioRunner.run(loaded)
      return (code, output.err)
    case .failure(let error):
      Issue.record("run refuses what convert wrote: \(error.diagnostics.map(\.message))")
      return (.invalidScenario, output.err)
    }
  }

  static func bytes(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  @Test("Every getevent recording converts to a stream that runs")
  func geteventRecordings() throws {
    let recordings =
      Self.files(in: Repository.path("Scenarios/streams"), ".txt")
      + Self.files(in: Self.shared + "/touches/raw", ".txt")
    #expect(recordings.count >= 2)
    for file in recordings {
      let (code, err) = Self.convertAndRun(try Self.bytes(file), ["--from", "getevent"])
      #expect(code == .success, "\(file): \(err)")
    }
  }

  @Test("Every recorded JSON Lines stream, written as CSV, converts back to the same events")
  func streamsAsCSV() throws {
    let streams =
      Self.files(in: Repository.path("Scenarios/streams"), ".jsonl")
      + Self.files(in: Self.shared + "/touches", ".jsonl")
    #expect(streams.count >= 10)
    for file in streams {
      let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
      var csv = "t,finger,phase,x,y\n"
      for line in lines {
        let event = try #require(
          try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        csv +=
          "\(event["t"]!),\(event["finger"] ?? 1),\(event["phase"]!),\(event["x"]!),\(event["y"]!)\n"
      }
      let output = CapturedOutput()
      let code = SimReplay.convertWithoutWriting(
        ["--from", "csv", "--start", "\(lines.isEmpty ? 0.1 : firstTime(lines[0]))"],
        recording: Array(csv.utf8), console: output.console)
      #expect(code == .success, "\(file): \(output.err)")
      #expect(output.out.split(separator: "\n").count == lines.count, "\(file)")
      #expect(Self.convertAndRun(Array(csv.utf8), ["--from", "csv"]).0 == .success, "\(file)")
    }
  }

  private func firstTime(_ line: Substring) -> Double {
    let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    return object?["t"] as? Double ?? 0.1
  }

  @Test("Every other fixture, read as either format, runs or is refused at a line and column")
  func otherFixtures() throws {
    let fixtures =
      Self.files(in: Repository.path("Tests/SimReplayCLITests/Fixtures"))
      + Self.files(in: Repository.path("Tests/SimScenarioTests/Import/Fixtures"))
      + Self.files(in: Self.shared + "/recursive-description")
    #expect(fixtures.count >= 20)
    for file in fixtures {
      for format in ["csv", "getevent"] {
        let (code, err) = Self.convertAndRun(try Self.bytes(file), ["--from", format])
        #expect(code == .success || code == .invalidScenario, "\(file) as \(format)")
        if code == .invalidScenario {
          #expect(err.hasPrefix("<stdin>:"), "\(file) as \(format): \(err)")
          #expect(err.contains(": error: "), "\(file) as \(format): \(err)")
        }
      }
    }
  }

  @Test("Every input of the converter's fuzz corpus runs, or is refused with a clear exit code")
  func fuzzCorpus() throws {
    let inputs = Self.files(in: Repository.path("Fuzz/Corpus/convert"))
    #expect(inputs.count >= 8)
    for file in inputs {
      let bytes = try Self.bytes(file)
      let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
      let arguments = String(decoding: bytes[..<newline], as: UTF8.self)
        .split(separator: " ").map(String.init)
      let recording = Array(bytes[min(newline + 1, bytes.count)...])
      let (code, err) = Self.convertAndRun(recording, arguments)
      #expect([.success, .usage, .invalidScenario, .cantCreate].contains(code), "\(file)")
      if code != .success { #expect(err.contains("error"), "\(file): \(err)") }
    }
  }
}
