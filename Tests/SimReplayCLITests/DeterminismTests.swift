import Foundation
import SimReport
import SimScenario
import Testing

@Suite("Determinism")
struct DeterminismTests {
  @Test("Running a scenario twice gives the same trace bytes", arguments: Repository.scenarioFiles)
  func sameBytesTwice(_ file: String) throws {
    let scenario = try ScenarioLoader.load(path: file).get()
    let first = TraceEncoder.encode(ScenarioRunner.run(scenario).simulation)
    let second = TraceEncoder.encode(
      ScenarioRunner.run(try ScenarioLoader.load(path: file).get()).simulation)
    #expect(first == second)
    #expect(!first.isEmpty)
  }

  /// The engine and the scenario layer must not read the wall clock, the environment or
  /// unseeded randomness; only the CLI and the benchmarks touch the outside world.
  @Test("Engine and scenario sources read no clock, environment or randomness")
  func noNondeterministicSources() throws {
    let forbidden = [
      "Date(", "Date.now", "ContinuousClock", "SuspendingClock", "DispatchTime", "ProcessInfo",
      "getenv", ".random(", "shuffled(", "SystemRandomNumberGenerator",
      "clock_gettime",
      "gettimeofday", "arc4random",
    ]
    let folders = [
      "Sources/SimGeometry", "Sources/SimEngine", "Sources/SimScenario", "Sources/SimReport",
    ]
    var offenders: [String] = []
    for folder in folders {
      let root = Repository.path(folder)
      let files = try FileManager.default.subpathsOfDirectory(atPath: root).filter {
        $0.hasSuffix(".swift")
      }
      #expect(!files.isEmpty, "no sources in \(folder)")
      for file in files.sorted() {
        let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
        for word in forbidden where text.contains(word) {
          offenders.append("\(folder)/\(file): \(word)")
        }
      }
    }
    #expect(offenders.isEmpty, "\(offenders)")
  }
}
