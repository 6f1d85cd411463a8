import SimReport
import SimScenario
import Testing

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
