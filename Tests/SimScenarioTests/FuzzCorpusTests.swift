import Foundation
import SimGeometry
import SimScenario
import Testing

/// Every input in the fuzzers' corpora (Fuzz/Corpus) goes through the readers in the ordinary
/// build too: what the fuzzers found interesting must keep giving a result or diagnostics,
/// never a crash. A crash a fuzzer finds is added to the corpus, and so becomes a test here.
@Suite("Fuzz corpus")
struct FuzzCorpusTests {
  static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path + "/Fuzz/Corpus"
  }()

  static func files(_ folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
    return names.sorted().map { root + "/" + folder + "/" + $0 }
  }

  static var limits: ScenarioLimits {
    var limits = ScenarioLimits()
    limits.views = 2_000
    limits.touchEvents = 2_000
    limits.frames = 2_000
    return limits
  }

  @Test("Every scenario in the corpus decodes or is refused with diagnostics, and runs")
  func scenarios() throws {
    let files = Self.files("scenario")
    #expect(files.count > 10)
    for file in files {
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
      switch ScenarioLoader.decode(
        bytes, file: "fuzz.json", defaultName: "fuzz", directory: "/nonexistent",
        limits: Self.limits)
      {
      case .success(let scenario): _ = ScenarioRunner.run(scenario)
      case .failure(let error): #expect(!error.diagnostics.isEmpty, "\(file)")
      }
    }
  }

  @Test("Every touch stream in the corpus reads or is refused with diagnostics")
  func touchStreams() throws {
    let scenario = Array(#"{"root": {"id": "root"}, "touches": "stream.jsonl"}"#.utf8)
    for file in Self.files("touch-stream") {
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
      _ = ScenarioLoader.decode(
        scenario, file: "fuzz.json", defaultName: "fuzz", directory: "/nonexistent",
        limits: Self.limits, files: ["stream.jsonl": bytes])
    }
  }

  @Test("Every dump in the corpus parses or is refused with a line number")
  func dumps() throws {
    for file in Self.files("recursive-description") {
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
      switch RecursiveDescription.parse(bytes, file: "fuzz.txt") {
      case .success(let dump):
        var tree = dump.makeTree()
        _ = tree.hitTest(Point(x: 10, y: 10))
      case .failure(let error):
        #expect(!error.diagnostics.isEmpty, "\(file)")
      }
    }
  }
}
