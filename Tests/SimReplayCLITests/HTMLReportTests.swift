import Foundation
import SimEngine
import SimGeometry
import SimReport
import SimScenario
import Testing

@testable import SimReplayCLI

/// `simreplay report`: the page's content, the command, and the geometry it draws.
@Suite("HTML report")
struct HTMLReportTests {
  static let sheet = "Scenarios/sheet.json"

  static func run(_ file: String, geometry: Bool = true) throws -> ScenarioRun {
    let scenario = try ScenarioLoader.load(path: Repository.path(file)).get()
    return ScenarioRunner.run(scenario, recordingViewGeometry: geometry)
  }

  /// The page's embedded data, parsed as a browser would.
  static func data(_ html: String) throws -> [String: Any] {
    let start = try #require(
      html.range(of: #"<script type="application/json" id="simreplay-data">"#))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let json = Data(html[start.upperBound..<end.lowerBound].utf8)
    return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
  }

  @Test("The page loads nothing from outside: no URLs, no src or href, no imports")
  func selfContained() throws {
    let html = HTMLReport.render(try Self.run(Self.sheet))
    for forbidden in ["http://", "https://", "src=", "href=", "@import", "@font-face"] {
      #expect(!html.contains(forbidden), "the report contains \(forbidden)")
    }
    // url() only for the page's own SVG patterns (`url(#translucent-hatch)`), which load nothing.
    for use in html.components(separatedBy: "url(").dropFirst() {
      #expect(use.hasPrefix("#"), "the report contains url(\(use.prefix(30))")
    }
  }

  @Test("The same run gives the same bytes, with or without geometry recorded beforehand")
  func deterministic() throws {
    let first = HTMLReport.render(try Self.run(Self.sheet))
    let second = HTMLReport.render(try Self.run(Self.sheet))
    #expect(first == second)
    #expect(HTMLReport.render(try Self.run(Self.sheet, geometry: false)) == first)
  }

  @Test("The page has the stage, the slider, the frame count and valid data for every frame")
  func expectedElements() throws {
    let html = HTMLReport.render(try Self.run(Self.sheet))
    #expect(html.hasPrefix("<!doctype html>"))
    #expect(html.contains(#"<svg id="stage""#))
    #expect(html.contains(#"<input type="range" id="slider" min="0" max="215""#))
    #expect(html.contains("216 frames · 7 touches · 42 expectations · all met"))
    #expect(html.contains(#"data-frames="216""#))
    let data = try Self.data(html)
    #expect((data["frames"] as? [Any])?.count == 216)
    #expect((data["views"] as? [[Any]])?.contains { $0.first as? String == "sheet.sheet" } == true)
  }

  @Test("The sheet's report is compact: geometry only when it changes, rounded to 0.01")
  func compact() throws {
    let html = HTMLReport.render(try Self.run(Self.sheet))
    #expect(html.utf8.count < 200_000, "\(html.utf8.count) bytes")
  }

  @Test("Text from the scenario can't end the script or inject markup")
  func escaping() throws {
    let file = try temporaryFile(
      #"""
      {"name": "</script><script>alert(1)</script> & <b>", "screen": {"width": 100, "height": 100},
       "root": {"id": "a</script>", "frame": [0, 0, 100, 100]}, "touches": []}
      """#)
    let scenario = try ScenarioLoader.load(path: file).get()
    let html = HTMLReport.render(ScenarioRunner.run(scenario))
    #expect(html.components(separatedBy: "</script>").count == 4)  // the page's own three
    #expect(!html.contains("<b>"))
    #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;"))
    let views = try #require(try Self.data(html)["views"] as? [[Any]])
    #expect(views.contains { $0.first as? String == "a</script>" })
  }

  @Test("Failed expectations are listed with their time and frame")
  func failures() throws {
    let run = try Self.run("Tests/SimReplayCLITests/Fixtures/wrong-expectation.json")
    let failures = try #require(try Self.data(HTMLReport.render(run))["failures"] as? [[Any]])
    #expect(failures.count == 2)
    #expect(failures.first?[1] as? Int == 6)  // touch 1 began at t = 0.1: frame 6
    #expect(failures.first?[3] as? String == "touch 1 hits 'close'")
  }
}

/// The `report` command's arguments, outputs and exit codes.
@Suite("HTML report command")
struct HTMLReportCommandTests {
  func report(_ arguments: String...) -> (code: ExitCode, out: String, err: String) {
    let output = CapturedOutput()
    let code = SimReplay.main(arguments: ["report"] + arguments, console: output.console)
    return (code, output.out, output.err)
  }

  @Test("It writes the page and says how many frames it shows")
  func writes() throws {
    let target = try temporaryFile("", name: "report.html")
    let result = report(Repository.path(HTMLReportTests.sheet), "-o", target)
    #expect(result.code == .success)
    #expect(result.out == "wrote \(target) (216 frames)\n")
    let html = try String(contentsOfFile: target, encoding: .utf8)
    // The sheet has a golden trace beside it: the report compares with it.
    let scenario = try ScenarioLoader.load(path: Repository.path(HTMLReportTests.sheet)).get()
    let golden = GoldenComparison.compare(
      scenario, golden: Repository.path("Scenarios/sheet.trace.jsonl"))
    #expect(
      html == HTMLReport.render(try HTMLReportTests.run(HTMLReportTests.sheet), golden: golden))
    #expect(html.contains("matches its golden"))
    #expect(report(Repository.path(HTMLReportTests.sheet), "--output=\(target)").code == .success)
  }

  @Test(
    "Command-line mistakes exit 64 with the usage",
    arguments: [
      [], ["a.json"], ["a.json", "-o"], ["a.json", "b.json", "-o", "x.html"],
      ["a.json", "--ouput", "x"],
    ])
  func usage(_ arguments: [String]) {
    let output = CapturedOutput()
    let code = SimReplay.main(arguments: ["report"] + arguments, console: output.console)
    #expect(code == .usage)
    #expect(output.err.hasPrefix("Error: "))
    #expect(output.err.contains("Usage: simreplay report <file> -o <out.html>"))
  }

  @Test("A missing scenario exits 66, an invalid one 65, an unwritable output 73")
  func exitCodes() throws {
    let target = try temporaryFile("", name: "report.html")
    #expect(report("/no/such/scenario.json", "-o", target).code == .noInput)
    let invalid = try temporaryFile(#"{"name": 3}"#)
    #expect(report(invalid, "-o", target).code == .invalidScenario)
    let unwritable = report(Repository.path(HTMLReportTests.sheet), "-o", "/no/such/dir/r.html")
    #expect(unwritable.code == .cantCreate)
    #expect(unwritable.err.contains("can't write the report"))
  }

  @Test("--help prints the help")
  func help() {
    let result = report("--help")
    #expect(result.code == .success)
    #expect(result.out == ReportCommand.help)
  }
}

/// The geometry the report draws: `Simulation.recordsViewGeometry`.
@Suite("HTML report geometry")
struct HTMLReportGeometryTests {
  @Test("Off by default: frames record no views, and recording changes nothing else")
  func optIn() throws {
    let plain = try HTMLReportTests.run(HTMLReportTests.sheet, geometry: false)
    let drawn = try HTMLReportTests.run(HTMLReportTests.sheet)
    #expect(plain.simulation.frames.allSatisfy { $0.views.isEmpty })
    #expect(drawn.simulation.frames.allSatisfy { !$0.views.isEmpty })
    #expect(TraceEncoder.encode(plain.simulation) == TraceEncoder.encode(drawn.simulation))
    #expect(plain.results == drawn.results)
  }

  @Test("Corners go through transforms and anchor points, in hit-test order")
  func transformedCorners() throws {
    let run = try HTMLReportTests.run("Scenarios/transformed-view.json")
    let tree = run.simulation.tree
    let views = run.simulation.frames[0].views
    #expect(views.map { tree.name(of: $0.view) } == ["window", "root", "rotated", "scaled"])
    #expect(views.map(\.depth) == [0, 1, 2, 2])
    func near(_ corners: [Point], _ expected: [(Double, Double)]) -> Bool {
      zip(corners, expected).allSatisfy { abs($0.x - $1.0) < 0.01 && abs($0.y - $1.1) < 0.01 }
    }
    // 'rotated' turns 45° about its centre (195, 250): its top left corner is the top tip.
    #expect(near(views[2].corners, [(195, 179.29), (265.71, 250), (195, 320.71), (124.29, 250)]))
    // 'scaled' doubles about its top left corner (anchor [0, 0]) at (40, 450).
    #expect(near(views[3].corners, [(40, 450), (160, 450), (160, 530), (40, 530)]))
    #expect(views[3].isControl && views[3].isEnabled && views[3].isUserInteractionEnabled)
  }

  @Test("Views are drawn at their presentation values while they animate")
  func presentationValues() throws {
    let run = try HTMLReportTests.run(HTMLReportTests.sheet)
    let sheet = try #require(run.simulation.view(named: "sheet.sheet"))
    // At 0.3 s the sheet slides up, drawn with its top at 577.13 (the model is at 433).
    let frame = run.simulation.frames[run.simulation.clock.frame(containing: Instant(seconds: 0.3))]
    let drawn = try #require(frame.views.first { $0.view == sheet })
    #expect(abs(drawn.topLeft.y - 577.13) < 0.01)
  }

  @Test("A 100,000-deep chain is walked without recursion")
  func deepTree() {
    var sim = Simulation(screen: Screen(size: Size(390, 844)))
    sim.recordsViewGeometry = true
    var parent = sim.window
    for index in 1...100_000 {
      parent = sim.addView(
        ViewProperties(name: "v\(index)", frame: Rect(x: 1, y: 0, width: 10, height: 10)),
        to: parent)
    }
    sim.advance(to: Instant(seconds: 0))
    let views = sim.frames[0].views
    #expect(views.count == 100_001)
    #expect(views.last?.depth == 100_000)
    #expect(views.last?.topLeft == Point(100_000, 0))
  }
}

/// The page really rendered: headless Chromium loads it, runs its script and dumps the DOM.
@Suite("HTML report in Chromium")
struct HTMLReportBrowserTests {
  /// A Chromium or Chrome on the PATH (or in the usual places).
  static let browser: String? = {
    let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
    for name in names {
      for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name)
      {
        return folder + "/" + name
      }
    }
    return nil
  }()

  static let noBrowser: Comment = """
    no Chromium found (chromium, chromium-browser or google-chrome on the PATH); on Debian: \
    apt-get install chromium (.ci/run installs it)
    """

  /// The DOM after the page's script ran, from `chromium --headless --dump-dom`.
  static func dumpDOM(_ file: String, fragment: String = "") throws -> String {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("simreplay-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let output = scratch.appendingPathComponent("dom.html")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    let handle = try FileHandle(forWritingTo: output)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(browser))
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
      "--no-first-run", "--no-default-browser-check", "--disable-extensions",
      "--user-data-dir=" + scratch.appendingPathComponent("profile").path,
      "--dump-dom", URL(fileURLWithPath: file).absoluteString + fragment,
    ]
    process.standardOutput = handle  // a file, not a pipe: the DOM is larger than a pipe holds
    process.standardError = FileHandle.nullDevice
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    try process.run()
    if done.wait(timeout: .now() + 120) == .timedOut {
      process.terminate()
      Issue.record("Chromium did not finish within 120 s")
    }
    try handle.close()
    #expect(process.terminationStatus == 0)
    return try String(contentsOf: output, encoding: .utf8)
  }

  /// The `<body …>` tag, where the script reports that it finished (`data-status="ready"`),
  /// the frame it drew, and any errors (`data-errors`).
  static func body(_ dom: String) -> String {
    guard let start = dom.range(of: "<body"), let end = dom[start.upperBound...].firstIndex(of: ">")
    else { return "no <body> in the DOM" }
    return String(dom[start.lowerBound...end])
  }

  /// Checks that the script ran to the end without an error and drew `frame`.
  static func expectReady(_ dom: String, frame: Int) {
    let body = body(dom)
    #expect(body.contains(#"data-status="ready""#), "the script did not finish: \(body)")
    #expect(!body.contains("data-errors="), "script errors: \(body)")
    #expect(body.contains(#"data-frame="\#(frame)""#), "\(body)")
  }

  /// The views drawn on the stage, in drawing order: each polygon's `data-view`.
  static func drawnViews(_ dom: String) -> [String] {
    dom.components(separatedBy: #" data-view=""#).dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  /// Writes `run`'s report to a temporary file.
  static func write(_ run: ScenarioRun) throws -> String {
    let file = try temporaryFile("", name: "report.html")
    try HTMLReport.render(run).write(toFile: file, atomically: true, encoding: .utf8)
    return file
  }

  @Test(
    "The sheet's report renders every view of the first frame, and the sheet later on",
    .enabled(
      if: browser != nil,
      noBrowser
    ))
  func sheet() throws {
    let run = try HTMLReportTests.run(HTMLReportTests.sheet)
    let file = try Self.write(run)
    let tree = run.simulation.tree

    let first = try Self.dumpDOM(file)
    Self.expectReady(first, frame: 0)
    // One polygon per view, back to front: window, root, show, ping, status.
    let names = { (index: Int) in run.simulation.frames[index].views.map { tree.name(of: $0.view) }
    }
    #expect(Self.drawnViews(first) == names(0))
    #expect(names(0).count == 5)

    // At 1 s the sheet rests at its medium detent: scrubbed to by the address.
    let index = run.simulation.clock.frame(containing: Instant(seconds: 1))
    let later = try Self.dumpDOM(file, fragment: "#frame=\(index)")
    Self.expectReady(later, frame: index)
    #expect(Self.drawnViews(later) == names(index))
    #expect(Self.drawnViews(later).contains("sheet.sheet"))
    #expect(later.contains(#">presented</span>"#))  // the presentations panel
    #expect(later.contains(#">medium</span>"#))
  }

  @Test(
    "A failing run's report lists its failures as buttons to their frames, and marks the hit",
    .enabled(
      if: browser != nil,
      noBrowser
    ))
  func failures() throws {
    let run = try HTMLReportTests.run("Tests/SimReplayCLITests/Fixtures/wrong-expectation.json")
    let dom = try Self.dumpDOM(try Self.write(run), fragment: "#frame=6")
    Self.expectReady(dom, frame: 6)
    #expect(dom.contains(#"<button type="button" data-frame="6">"#))
    #expect(dom.contains("expected: expect[0]: touch 1 hits 'close'"))
    #expect(dom.contains(#"class="mark-hit""#))
    #expect(dom.contains(#"data-touch="1""#))
  }
}

@Suite("HTML report: scroll indicators")
struct ScrollIndicatorReportTests {
  @Test("A decelerating list draws its vertical indicator 3 pt inside its right edge, moving down")
  func indicatorMoves() throws {
    let html = HTMLReport.render(
      try HTMLReportTests.run("Scenarios/scrolling/list-flung-by-a-real-fling.json"))
    let data = try HTMLReportTests.data(html)
    let frames = try #require(data["frames"] as? [[String: Any]])
    func bar(_ index: Int) throws -> [Double] {
      let bars = try #require(frames[index]["indicators"] as? [[Double]])
      return try #require(bars.first)
    }
    let early = try bar(30)
    let late = try bar(120)
    #expect(early.count == 8)
    // x from 390 − 6 to 390 − 3.
    #expect(early[0] == 384 && early[2] == 387)
    #expect(late[1] > early[1])
    #expect(frames[300]["indicators"] == nil)
  }
}
