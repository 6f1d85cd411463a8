import Foundation
import SimEngine
import SimReport
import SimScenario
import Testing

@testable import SimReplayCLI

/// The report's plots over time, its layout above the fold, and the page as Chromium runs it.
@Suite("HTML report plots")
struct HTMLPlotTests {
  static let edgeSwipe = "Scenarios/navigation/edge-swipe-back.json"

  static func page(_ file: String) throws -> String {
    HTMLReport.render(try HTMLReportTests.run(file))
  }

  /// Each chart's title and series labels.
  static func plots(_ html: String) throws -> [(title: String, series: [String])] {
    let data = try HTMLReportTests.data(html)
    let plots = try #require(data["plots"] as? [[Any]])
    return plots.map { plot in
      let series = (plot[2] as? [[Any]]) ?? []
      return (plot[0] as? String ?? "", series.map { $0[0] as? String ?? "" })
    }
  }

  @Test(
    "An animated view gets its drawn and model values by unit; a pan its translation and velocity")
  func chartsByUnit() throws {
    let plots = try Self.plots(try Self.page(Self.edgeSwipe))
    let titles = plots.map(\.title)
    #expect(
      titles == [
        "'inboxView' position in the window", "'messageView' position in the window",
        "'nav.dimming' alpha", "'nav.popGesture' translation", "'nav.popGesture' velocity",
      ])
    #expect(plots[1].series == ["x drawn", "x"])
    #expect(plots[2].series == ["alpha drawn", "alpha"])
  }

  @Test("The drawn x of the popped screen follows the finger while its model jumps to the end")
  func drawnAndModel() throws {
    let data = try HTMLReportTests.data(try Self.page(Self.edgeSwipe))
    let plots = try #require(data["plots"] as? [[Any]])
    let message = try #require(plots[1][2] as? [[Any]])
    let drawn = try #require(message[0][2] as? [Double])
    let model = try #require(message[1][2] as? [Double])
    // The model goes to 390 as the pop begins (UIKit sets model values at once); the drawn
    // value takes many frames to get anywhere near.
    #expect(model.enumerated().contains { $0.offset % 2 == 1 && $0.element == 390 })
    #expect(drawn.count > 40)
  }

  @Test("Expectations checked at a time are marks: frame, met or not, and what they say")
  func checks() throws {
    let data = try HTMLReportTests.data(try Self.page(Self.edgeSwipe))
    let checks = try #require(data["checks"] as? [[Any]])
    #expect(!checks.isEmpty)
    #expect(checks.allSatisfy { ($0[1] as? Bool) == true })
    #expect(checks.contains { ($0[2] as? String)?.hasPrefix("expect[") == true })
  }

  @Test("The scrubber, the timeline and the failures come before the stage")
  func aboveTheFold() throws {
    let html = try Self.page(Self.edgeSwipe)
    let scrubber = try #require(html.range(of: #"<section class="scrubber""#)).lowerBound
    let failures = try #require(html.range(of: #"<section class="failures""#)).lowerBound
    let stage = try #require(html.range(of: #"<main class="layout">"#)).lowerBound
    let plots = try #require(html.range(of: #"<section class="plots""#)).lowerBound
    #expect(scrubber < failures && failures < stage && stage < plots)
  }

  static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// The DOM after the page's script ran, as headless Chromium dumps it.
  static func dom(of html: String, hash: String) throws -> String {
    let file = try temporaryFile(html, name: "report.html")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(chromium))
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom",
      "file://" + file + hash,
    ]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test(
    "In Chromium the page runs without errors, draws a chart per plot, and notes an address past the last frame",
    .enabled(if: chromium != nil))
  func inChromium() throws {
    let html = try Self.page(Self.edgeSwipe)
    let dom = try Self.dom(of: html, hash: "#frame=400")
    #expect(dom.contains(#"data-status="ready""#))
    #expect(!dom.contains("data-errors"))
    #expect(dom.components(separatedBy: #"<div class="plot">"#).count - 1 == 5)
    #expect(dom.contains(#"data-frame="168""#))
    #expect(dom.contains("The address asks for frame 400, but frames go from 0 to 168"))
    let atStart = try Self.dom(of: html, hash: "#frame=60")
    #expect(atStart.contains(#"data-frame="60""#))
    #expect(atStart.contains(#"<p id="address-note" class="note" hidden="""#))
  }
}
