import SimScenario
import Testing

@testable import SimReport

/// The report's size follows what changes: still views are written once, not once a frame.
@Suite("HTML report: output linear in what changes")
struct ReportScalingTests {
  /// A scenario of `views` still views run for `seconds` at 60 fps.
  private func reportSize(views: Int, seconds: Double) throws -> Int {
    let children = (0..<views).map {
      #"{"id": "v\#($0)", "frame": [\#($0 % 300), \#($0 % 700), 40, 40]}"#
    }
    let text =
      #"{"root": {"id": "root", "children": ["# + children.joined(separator: ",")
      + #"]}, "duration": \#(seconds)}"#
    let scenario = try ScenarioLoader.decode(Array(text.utf8), file: "t.json", defaultName: "t")
      .get()
    return HTMLReport.render(ScenarioRunner.run(scenario, recordingViewGeometry: true)).utf8.count
  }

  @Test("Ten times the frames of a still tree adds far less than ten times the page")
  func framesOfStillViews() throws {
    let short = try reportSize(views: 500, seconds: 0.5)
    let long = try reportSize(views: 500, seconds: 5)
    // 30 vs 300 frames: each frame adds a few bytes, the 500 views are written once.
    #expect(Double(long) < 1.5 * Double(short), "\(short) → \(long) bytes")
  }

  @Test("Ten times the still views makes the page about ten times larger, not more")
  func viewsOfAStillTree() throws {
    let small = try reportSize(views: 200, seconds: 1)
    let large = try reportSize(views: 2_000, seconds: 1)
    let ratio = Double(large) / Double(small)
    #expect(ratio < 11, "\(small) → \(large) bytes (×\(ratio))")
  }
}

/// The plots read the views' geometry only at frames where it changed: a still frame shares
/// the last one's (issue 36: 100,000 still views took seconds, every view stored at every
/// frame). Counted, not timed.
@Suite("HTML report: plots read still frames once")
struct ReportPlotScalingTests {
  /// `views` still views and one view that slides for 0.5 s, run for `seconds`.
  private func plotWork(views: Int, seconds: Double) throws -> Int {
    let children = (0..<views).map { #"{"id": "v\#($0)", "frame": [\#($0 % 300), 100, 20, 20]}"# }
    let text = #"""
      {"root": {"id": "root", "children": [{"id": "card", "frame": [0, 0, 50, 50],
        "class": "UIButton", "on": {"touchUpInside": [{"animate": {"view": "card", "duration": 0.5,
        "to": {"center": [300, 300]}}}]}}, \#(children.joined(separator: ","))]},
       "touches": [{"tap": [25, 25], "t": 0.05}], "duration": \#(seconds)}
      """#
    let scenario = try ScenarioLoader.decode(Array(text.utf8), file: "t.json", defaultName: "t")
      .get()
    let run = ScenarioRunner.run(scenario, recordingViewGeometry: true)
    var work = 0
    let plots = HTMLReportPlots.build(run.simulation, work: &work)
    #expect(!plots.isEmpty)
    return work
  }

  @Test("Ten times the still frames after an animation read hardly more geometry")
  func stillFramesAreReadOnce() throws {
    let short = try plotWork(views: 300, seconds: 1)
    let long = try plotWork(views: 300, seconds: 10)
    // The animation's frames are read either way; 540 more still frames each reading 301
    // views would add more than five times as much.
    #expect(long < short + short / 2, "\(short) → \(long) geometries read")
  }
}
