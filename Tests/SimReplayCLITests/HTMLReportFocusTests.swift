import Foundation
import SimEngine
import SimReport
import SimScenario
import Testing

/// Issue 39's report: it opens at the first failure, draws a nearly see-through view that is
/// hit over the views behind it, prints times to the millisecond and explains its marks.
@Suite("HTML report: failure, alpha, times, legend")
struct HTMLReportFocusTests {
  static let overlay = "Tests/SimReplayCLITests/Fixtures/wrong-expectation.json"

  @Test(
    "A failing run's report opens at its first failure and says so; a passing one at frame 0",
    .enabled(if: HTMLReportBrowserTests.browser != nil, HTMLReportBrowserTests.noBrowser))
  func opensAtTheFirstFailure() throws {
    let run = try HTMLReportTests.run(Self.overlay)
    // The first failure is expect[0], checked when touch 1 began at t = 0.1 s: at 60 fps,
    // frame 0.1 × 60 = 6 (the later one, the log count, is at the end).
    let first = run.simulation.clock.frame(containing: Instant(seconds: 0.1))
    #expect(first == 6)
    let dom = try HTMLReportBrowserTests.dumpDOM(try HTMLReportBrowserTests.write(run))
    HTMLReportBrowserTests.expectReady(dom, frame: first)
    #expect(dom.contains("Opened at the first failure, frame 6 (t = 0.100 s)"))
    // An address still wins.
    let asked = try HTMLReportBrowserTests.dumpDOM(
      try HTMLReportBrowserTests.write(run), fragment: "#frame=2")
    HTMLReportBrowserTests.expectReady(asked, frame: 2)

    let passing = try HTMLReportTests.run("Scenarios/overlay-swallows-close-button.json")
    let passed = try HTMLReportBrowserTests.dumpDOM(try HTMLReportBrowserTests.write(passing))
    HTMLReportBrowserTests.expectReady(passed, frame: 0)
  }

  @Test(
    "An overlay at alpha 0.1 that swallows the button is hatched over it and labelled with its alpha",
    .enabled(if: HTMLReportBrowserTests.browser != nil, HTMLReportBrowserTests.noBrowser))
  func seeThroughOverlayInFront() throws {
    let run = try HTMLReportTests.run(Self.overlay)
    let dom = try HTMLReportBrowserTests.dumpDOM(
      try HTMLReportBrowserTests.write(run), fragment: "#frame=6")
    HTMLReportBrowserTests.expectReady(dom, frame: 6)
    // Back to front: the close button, then the overlay's polygon, then its hatching, so the
    // hatching lies over the button. Only the overlay (alpha 0.1 < 0.5) is hatched.
    let close = try #require(dom.range(of: #"data-view="close""#)).lowerBound
    let overlay = try #require(dom.range(of: #"data-view="overlay""#)).lowerBound
    let hatch = try #require(dom.range(of: #"<polygon class="translucent""#)).lowerBound
    #expect(close < overlay && overlay < hatch)
    #expect(dom.components(separatedBy: #"<polygon class="translucent""#).count - 1 == 1)
    #expect(dom.contains(">overlay α 0.1</text>"))
  }

  @Test(
    "Times print to the millisecond: frame 19 at 60 fps is t = 0.317 s, not 0.316666667",
    .enabled(if: HTMLReportBrowserTests.browser != nil, HTMLReportBrowserTests.noBrowser))
  func millisecondTimes() throws {
    let run = try HTMLReportTests.run("Scenarios/navigation/edge-swipe-back.json")
    let dom = try HTMLReportBrowserTests.dumpDOM(
      try HTMLReportBrowserTests.write(run), fragment: "#frame=19")
    HTMLReportBrowserTests.expectReady(dom, frame: 19)
    // 19 / 60 = 0.31666… s, rounded to 0.317.
    #expect(dom.contains("of 169 · t = 0.317 s"))
    #expect(!dom.contains("0.316666667 s"))
  }

  @Test("The legend explains the hatching, the alpha after a name and the ≠ of the touches table")
  func legendExplainsTheMarks() throws {
    let html = HTMLReport.render(try HTMLReportTests.run(Self.overlay))
    let start = try #require(html.range(of: "<h2>Legend</h2>")).upperBound
    let legend = String(html[start...].prefix(6_000))
    #expect(legend.contains("nearly see-through (alpha below 0.5) yet hit: hatched"))
    #expect(legend.contains(">α 0.1</text>"))
    #expect(legend.contains(">≠</text>"))
    #expect(legend.contains("returns another view than the one the touch is bound to"))
    #expect(legend.contains("seconds to the millisecond"))
  }
}
