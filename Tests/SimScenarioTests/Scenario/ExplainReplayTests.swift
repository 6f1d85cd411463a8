import Foundation
import SimEngine
import Testing

@testable import SimScenario

/// `explain` replays a scenario to a moment: it keeps no frames, stops for a touch where its
/// answer is known, and is held to the limits a run is.
@Suite("Explain's replays")
struct ExplainReplayTests {
  static let scenarios: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path + "/Scenarios"
  }()

  /// Three taps on a button, at 0.1, 1 and 50 s, in a run of 100 s.
  static let taps = """
    {"root": {"id": "root", "children": [
      {"id": "b", "class": "UIButton", "frame": [0, 0, 100, 100], "on": {"touchUpInside": [{"log": "tapped"}]},
       "gestures": [{"type": "tap", "id": "b.tap"}]}]},
     "touches": [{"tap": [50, 50], "t": 0.1}, {"tap": [50, 50], "t": 1}, {"tap": [50, 50], "t": 50}],
     "duration": 100}
    """

  @Test("Explaining a touch replays to the next touch that begins after it lifted, not to the end")
  func touchStopsAtTheNextTouch() throws {
    let scenario = try scenario(Self.taps)
    let replay = ScenarioReplay.untilAnswered(touch: 1, of: scenario)
    #expect(replay.now == Instant(nanoseconds: 1_000_000_000))
    #expect(replay.frameCount == 60)
    #expect(replay.frames.count == 0)
    let full = ScenarioRunner.run(scenario).simulation
    for touch in 1...3 {
      #expect(
        HitExplainer.explainReplaying(touch: touch, in: scenario)
          == HitExplainer.explain(touch: touch, in: scenario, finished: full))
    }
  }

  @Test("Every scenario's every touch is explained as the full run explains it")
  func sameAnswersAsTheFullRun() throws {
    let files = FileManager.default.enumerator(atPath: Self.scenarios)!
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted()
    #expect(files.count > 50)
    var touches = 0
    for file in files {
      guard case .success(let scenario) = ScenarioLoader.load(path: Self.scenarios + "/" + file)
      else { continue }
      guard scenario.touchCount > 1 else { continue }
      let full = ScenarioRunner.run(scenario).simulation
      for touch in 1...scenario.touchCount {
        touches += 1
        let replayed = HitExplainer.explainReplaying(touch: touch, in: scenario)
        let expected = HitExplainer.explain(touch: touch, in: scenario, finished: full)
        #expect(replayed == expected, "\(file) touch \(touch)")
      }
    }
    #expect(touches > 50)
  }

  @Test("A probe's replay drops its frames as it renders them")
  func probeKeepsNoFrames() throws {
    var text = Self.taps
    text.replace(
      #""root": {"id": "root""#,
      with: #""screen": {"width": 390, "height": 844, "fps": 1000}, "root": {"id": "root""#)
    let replay = ScenarioReplay.at(Instant(nanoseconds: 20_000_000_000), of: try scenario(text))
    #expect(replay.frameCount == 20_001)
    #expect(replay.frames.count == 0)
  }

  @Test("A probe past the frames or the time a run may have is refused, naming the limit")
  func probeLimits() throws {
    var text = Self.taps
    text.replace(
      #""root": {"id": "root""#,
      with: #""screen": {"width": 390, "height": 844, "fps": 1000}, "root": {"id": "root""#)
    let scenario = try scenario(text)
    #expect(HitExplainer.refusal(at: Instant(nanoseconds: 1_000_000_000_000), in: scenario) == nil)
    #expect(
      HitExplainer.refusal(at: Instant(nanoseconds: 1_000_001_000_000), in: scenario)
        == "replaying to t=1000.001 s would render 1000001 frames at 1000 fps, more than the 1000000 a run may (ScenarioLimits.frames)"
    )
    #expect(
      HitExplainer.refusal(at: Instant(nanoseconds: 3_601_000_000_000), in: scenario)
        == "t=3601 s is past the 3600 s a scenario may last (ScenarioLimits.seconds)")
  }

  @Test("One pass over the journal lists each recognizer's changes as a scan per recognizer did")
  func onePassAsTheScan() throws {
    let files = FileManager.default.enumerator(atPath: Self.scenarios)!
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted()
    var compared = 0
    for file in files {
      guard case .success(let scenario) = ScenarioLoader.load(path: Self.scenarios + "/" + file)
      else { continue }
      let full = ScenarioRunner.run(scenario).simulation
      for touch in stride(from: 1, through: scenario.touchCount, by: 1) {
        let lines = GestureExplainer.explain(touch: touch, in: full)
        let scanned = Self.scanned(touch: touch, in: full)
        #expect(Array(lines.prefix(scanned.count)) == scanned, "\(file) touch \(touch)")
        compared += scanned.isEmpty ? 0 : 1
      }
    }
    #expect(compared > 20)
  }

  /// The explanation's recognizer lines as they were made before: the whole journal scanned
  /// for each recognizer.
  static func scanned(touch number: Int, in simulation: Simulation) -> [String] {
    guard number <= simulation.touches.count else { return [] }
    let touch = simulation.touch(number)
    guard !touch.recognizers.isEmpty else { return [] }
    var lines = ["  recognizers that saw touch \(number) (hit view's first):"]
    let end = simulation.touches.dropFirst(number).first { $0.beganAt > touch.timestamp }?.beganAt
    for id in touch.recognizers {
      var changes: [String] = []
      // A run of `changed` without notes is one entry: its count and its first and last times.
      var run: (first: Instant, last: Instant, count: Int)?
      func closeRun() {
        guard let open = run else { return }
        changes.append(
          open.count == 1
            ? "t=\(open.first) changed" : "t=\(open.first)…\(open.last) changed ×\(open.count)")
        run = nil
      }
      for occurrence in simulation.journal where occurrence.time >= touch.beganAt {
        if let end, occurrence.time >= end { break }
        guard case .gesture(let change) = occurrence.kind, change.recognizer == id, !change.isReset
        else { continue }
        if change.state == .changed, change.note == nil {
          run = (run?.first ?? occurrence.time, occurrence.time, (run?.count ?? 0) + 1)
          continue
        }
        closeRun()
        let note = change.note.map { " (\($0))" } ?? ""
        changes.append("t=\(occurrence.time) \(simulation.stateName(change.state, of: id))\(note)")
      }
      closeRun()
      let view = simulation.tree.name(of: simulation.view(of: id))
      lines.append(
        "    '\(simulation.name(of: id))' on '\(view)': "
          + (changes.isEmpty ? "stayed possible" : changes.joined(separator: ", ")))
    }
    return lines
  }

  /// The `if` and `let` actions that ran while the touch was down (its lift included), with the

}
