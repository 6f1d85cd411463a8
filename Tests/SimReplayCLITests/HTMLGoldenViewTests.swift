import Foundation
import Testing

@testable import SimReplayCLI

/// `simreplay report` beside a golden trace: the frames that differ, on the timeline and in a
/// card, and the header's count.
@Suite("HTML report against the golden")
struct HTMLGoldenViewTests {
  static let scenario = "Scenarios/motion/drag-to-dismiss-card.json"

  /// A copy of the scenario and its golden, the card moved by 1 pt in the golden.
  func movedCopy() throws -> String {
    let golden = Self.scenario.replacingOccurrences(of: ".json", with: ".trace.jsonl")
    let folder = try temporaryCopy(of: [Self.scenario, golden])
    let path = folder + "/" + golden
    let text = try String(contentsOfFile: path, encoding: .utf8)
      .replacingOccurrences(of: #""frame":[20,300,350,400]"#, with: #""frame":[20,301,350,400]"#)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return folder + "/" + Self.scenario
  }

  func report(_ file: String) throws -> String {
    let out = try temporaryFile("", name: "report.html")
    let result = simreplay("report", file, "-o", out)
    #expect(result.code == .success)
    return try String(contentsOfFile: out, encoding: .utf8)
  }

  @Test("Frames that differ from the golden are listed with their first difference")
  func differingFrames() throws {
    let html = try report(try movedCopy())
    let data = try HTMLReportTests.data(html)
    let golden = try #require(data["golden"] as? [Any])
    let frames = try #require(golden[2] as? [[Any]])
    let first = try #require(frames.first)
    #expect(first[0] as? Int == 0)
    #expect(first[2] as? String == "layout['card'].frame[1]")
    #expect(first[3] as? String == "301")
    #expect(first[4] as? String == "300")
    #expect((first[5] as? [Any])?.first as? String == "card")
    #expect((first[5] as? [Any])?.dropFirst().compactMap { $0 as? Double } == [20, 301, 350, 400])
    #expect(html.contains("differ from its golden"))
  }

  @Test("A run that matches its golden says so, and one without a golden has no golden view")
  func matchesOrNone() throws {
    let matching = try report(Repository.path(Self.scenario))
    #expect(matching.contains("matches its golden"))
    let folder = try temporaryCopy(of: [Self.scenario])
    let bare = try report(folder + "/" + Self.scenario)
    let data = try HTMLReportTests.data(bare)
    #expect(data["golden"] is NSNull)
  }

  @Test(
    "In Chromium the golden card names the difference at a differing frame",
    .enabled(if: HTMLPlotTests.chromium != nil))
  func inChromium() throws {
    let dom = try HTMLPlotTests.dom(of: try report(try movedCopy()), hash: "#frame=0")
    #expect(dom.contains(#"data-status="ready""#))
    #expect(dom.contains("first layout['card'].frame[1]: golden 301, this run 300."))
    // The golden's frame for the card, outlined where the golden has it.
    #expect(dom.contains(#"<rect class="golden-outline" x="20" y="301" width="350" height="400">"#))
  }
}
