import Foundation
import SimEngine
import SimReport
import SimScenario

/// Replay throughput: simulated seconds per wall-clock second, end to end (building the
/// simulation, delivering every touch, rendering every frame, checking every expectation), with
/// and without writing the trace.
enum ReplayBench {
  struct Row {
    var name: String
    var simulatedSeconds: Double
    var frames: Int
    var wallNanoseconds: Double
    var target: Double?
    var checked: String
    /// The replay without a trace, for a row whose cost is bounded against it.
    var baselineNanoseconds: Double? = nil
    /// The most this row may cost, as a multiple of ``baselineNanoseconds``.
    var costBound: Double? = nil

    var costRatio: Double? { baselineNanoseconds.map { wallNanoseconds / $0 } }
    var met: Bool {
      if let target, realTimeRatio < target { return false }
      if let costBound, let costRatio, costRatio > costBound { return false }
      return true
    }

    var realTimeRatio: Double { simulatedSeconds * 1e9 / wallNanoseconds }
  }

  /// The repository's root, found from this file's place in it.
  static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }()

  static func sheet() -> [Row] {
    let path = root + "/Scenarios/sheet.json"
    guard case .success(let scenario) = ScenarioLoader.load(path: path) else {
      fatalError("check failed: can't load \(path)")
    }
    // The golden's first line names its trace format (`{"simreplay-trace":2}`); the encoder
    // writes the frames only.
    let golden = (try? String(contentsOfFile: sheetGolden, encoding: .utf8)).map { text in
      text.hasPrefix("{\"simreplay-trace\"")
        ? String(text[text.index(after: text.firstIndex(of: "\n")!)...]) : text
    }
    let first = ScenarioRunner.run(scenario)
    check(first.passed, "sheet.json does not pass")
    let trace = TraceEncoder.encode(first.simulation)
    check(golden == nil || golden == trace, "sheet.json's trace differs from its golden trace")
    let simulated = Double(first.simulation.now.nanoseconds) / 1e9
    let frames = first.simulation.frameCount
    let expectations = first.results.count
    let runs = 200
    // The replay without a trace and with it streamed against the golden take turns, five
    // rounds, so that both see the same moments of the shared machine.
    let (plain, traced) = measurePair(
      rounds: 5, smallRuns: 1, largeRuns: 1,
      small: { sheetRuns(scenario, runs, traced: false) },
      large: { sheetRuns(scenario, runs, traced: true) })
    let checked =
      "\(expectations) expectations met" + (golden == nil ? "" : "; trace = golden trace")
    return [
      Row(
        name: "replay Scenarios/sheet.json", simulatedSeconds: simulated, frames: frames,
        wallNanoseconds: plain.nanoseconds / Double(runs), target: 1_000, checked: checked),
      Row(
        name: "replay Scenarios/sheet.json, its trace streamed against the golden",
        simulatedSeconds: simulated, frames: frames,
        wallNanoseconds: traced.nanoseconds / Double(runs), target: nil, checked: checked,
        baselineNanoseconds: plain.nanoseconds / Double(runs), costBound: 2),
    ]
  }

  static let sheetGolden = root + "/Scenarios/sheet.trace.jsonl"

  /// `runs` replays of the sheet; `traced`, each as `simreplay run` makes it with a golden
  /// beside the scenario: every frame's line streamed and compared with the golden's, neither
  /// trace held. The checksum counts frames.
  static func sheetRuns(_ scenario: Scenario, _ runs: Int, traced: Bool) -> UInt64 {
    var sum: UInt64 = 0
    for _ in 0..<runs {
      guard traced else {
        sum &+= UInt64(ScenarioRunner.run(scenario).simulation.frameCount)
        continue
      }
      guard case .success(let lines) = GoldenLines.open(sheetGolden) else {
        fatalError("check failed: can't read \(sheetGolden)")
      }
      var writer = TraceWriter(files: [], golden: lines)
      let run = ScenarioRunner.run(scenario, streamingTo: &writer)
      _ = writer.finish()
      check(writer.difference == nil, "sheet.json's streamed trace differs from its golden")
      sum &+= UInt64(run.simulation.frameCount)
    }
    return sum
  }

  /// `--sheet-run <runs> [traced]`: the sheet's replays, untimed, for callgrind.
  static func sheetProfile(runs: Int, traced: Bool) -> UInt64 {
    let path = root + "/Scenarios/sheet.json"
    guard case .success(let scenario) = ScenarioLoader.load(path: path) else {
      fatalError("check failed: can't load \(path)")
    }
    return sheetRuns(scenario, runs, traced: traced)
  }

  /// 1,000 views, each with a spring and a fade running, one simulated second at 120 fps.
  static func animation() -> [Row] {
    let start = AnimationBench.simulation()
    var first = start
    first.advance(to: Instant(seconds: 1))
    check(first.frameCount == 121, "the animation run rendered \(first.frameCount) frames")
    let trace = TraceEncoder.encode(first)
    var again = start
    again.advance(to: Instant(seconds: 1))
    check(TraceEncoder.encode(again) == trace, "the animation run is not deterministic")
    let plain = measure(runs: 5) {
      var run = start
      run.advance(to: Instant(seconds: 1))
      return UInt64(run.frameCount)
    }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "simreplay-bench-animation-\(ProcessInfo.processInfo.processIdentifier).jsonl")
    defer { try? FileManager.default.removeItem(at: output) }
    let traced = measure(runs: 5) {
      var run = start
      run.advance(to: Instant(seconds: 1))
      let text = TraceEncoder.encode(run)
      try? Data(text.utf8).write(to: output)
      return UInt64(text.utf8.count)
    }
    let checked = "121 frames; same trace twice"
    let name = "replay 1,000 views animating, 120 fps"
    return [
      Row(
        name: name, simulatedSeconds: 1, frames: 121, wallNanoseconds: plain.nanoseconds,
        target: nil, checked: checked),
      Row(
        name: name + ", writing the trace", simulatedSeconds: 1, frames: 121,
        wallNanoseconds: traced.nanoseconds, target: nil, checked: checked),
    ]
  }
}
