import Foundation
import SimScenario
import Testing

@testable import SimReplayCLI

/// `simreplay import`: a dump as a scenario that `simreplay run` accepts.
@Suite("simreplay import")
struct ImportCommandTests {
  static func dump(_ name: String) -> String {
    Repository.path("Tests/SimScenarioTests/Import/Fixtures/" + name)
  }

  @Test("An imported dump, given an expectation and a tap, passes 'simreplay run'")
  func importedScenarioRuns() throws {
    let directory = try temporaryFile("", name: "placeholder")
    let scenario = (directory as NSString).deletingLastPathComponent + "/crackme.json"
    let imported = simreplay(
      "import", Self.dump("03-owasp-cycript-uncrackable.txt"), "-o", scenario)
    #expect(imported.code == .success)
    #expect(imported.out.isEmpty)
    // The button (8 191; 304 30) takes a tap at (150, 200) and sends touchUpInside.
    var text = try String(contentsOfFile: scenario, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "\"touches\": [],", with: "\"touches\": [{\"tap\": [150, 200], \"t\": 0.1}],")
    text = text.replacingOccurrences(
      of: "\"expect\": []",
      with: """
        "expect": [
            {"t": 0, "point": [150, 200], "hits": "UIButton:0x16d901e0"},
            {"t": 0, "point": [5, 45], "hits": "UIView:0x16e935f0"},
            {"touch": 1, "hits": "UIButton:0x16d901e0"},
            {"event": "touchUpInside", "view": "UIButton:0x16d901e0", "count": 1}
          ]
        """)
    try text.write(toFile: scenario, atomically: true, encoding: .utf8)
    let run = simreplay("run", scenario, "--record", "all")
    #expect(run.code == .success, "\(run.out)\(run.err)")
    #expect(run.out.hasPrefix("PASS \(scenario): 03-owasp-cycript-uncrackable (4 expectations"))
  }

  @Test("Every real dump imports to a scenario that runs")
  func everyDumpRuns() throws {
    let names = try FileManager.default.contentsOfDirectory(
      atPath: Self.dump("")
    ).filter { $0.hasSuffix(".txt") }.sorted()
    #expect(names.count == 9)
    for name in names {
      let scenario = try temporaryFile("", name: "scenario.json")
      #expect(simreplay("import", Self.dump(name), "-o", scenario).code == .success)
      let run = simreplay("run", scenario, "--record", "all")
      #expect(run.code == .success, "\(name): \(run.out)\(run.err)")
    }
  }

  @Test("The scenario is indented one view a line, in the same bytes every time")
  func readableAndDeterministic() {
    let first = simreplay("import", Self.dump("07-swipe-to-delete-cell.txt"))
    let second = simreplay("import", Self.dump("07-swipe-to-delete-cell.txt"))
    #expect(first.code == .success)
    #expect(first.out == second.out)
    let lines = first.out.split(separator: "\n")
    #expect(lines.count == 23)  // 10 views, 6 closing lines, 7 lines around them
    #expect(
      lines.contains(
        #"        {"id": "UILabel:0xa8167a0", "class": "UILabel", "frame": [15, 0, 270, 43.5], "userInteractionEnabled": true, "clipsToBounds": true}"#
      ))
    #expect(
      lines.contains(
        #"    {"id": "UITableViewCellScrollView:0xa817070", "class": "UITableViewCellScrollView", "base": "UIScrollView", "frame": [0, 0, 320, 44], "contentOffset": [82, 0], "clipsToBounds": true, "children": ["#
      ))
  }

  @Test("A transformed view is written with its untransformed frame and its transform")
  func transformedView() {
    let out = simreplay("import", Self.dump("02-mail-compose-ios6-remoteview.txt")).out
    #expect(
      out.contains(
        #"{"id": "_UIRemoteView:0x1e05c300", "class": "_UIRemoteView", "base": "UIView", "frame": [-160, -240, 640, 960], "transform": [0.5, 0, 0, 0.5, 0, 0], "userInteractionEnabled": false}"#
      ))
  }

  @Test("Two windows import under a pass-through 'roots' view, the later one in front")
  func severalRoots() throws {
    let dump = try temporaryFile(
      """
      <UIWindow: 0x1; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x2>>
         | <UIButton: 0x3; frame = (0 0; 50 50); layer = <CALayer: 0x4>>
      <UIWindow: 0x5; frame = (0 0; 100 40); layer = <UIWindowLayer: 0x6>>
      """, name: "windows.txt")
    let scenario = (dump as NSString).deletingLastPathComponent + "/windows.json"
    #expect(simreplay("import", dump, "-o", scenario).code == .success)
    var text = try String(contentsOfFile: scenario, encoding: .utf8)
    #expect(
      text.contains(
        #"  "root": {"id": "roots", "frame": [0, 0, 100, 100], "passThrough": true, "children": ["#)
    )
    // (10, 10) is in both windows: the second is in front. (10, 45) is below it.
    text = text.replacingOccurrences(
      of: "\"expect\": []",
      with: """
        "expect": [{"t": 0, "point": [10, 10], "hits": "UIWindow:0x5"}, {"t": 0, "point": [10, 45], "hits": "UIButton:0x3"}]
        """)
    try text.write(toFile: scenario, atomically: true, encoding: .utf8)
    let run = simreplay("run", scenario, "--record", "all")
    #expect(run.code == .success, "\(run.out)\(run.err)")
  }

  @Test("A missing dump exits 66 and an unwritable output 73")
  func fileErrors() {
    #expect(simreplay("import", "/nonexistent/dump.txt").code == .noInput)
    let result = simreplay(
      "import", Self.dump("09-sentry-rotated-cover.txt"), "-o", "/nonexistent/dir/out.json")
    #expect(result.code == .cantCreate)
    #expect(result.err.hasPrefix("/nonexistent/dir/out.json: error: can't write the scenario"))
  }

  @Test("A missing dump argument exits 64 with the usage")
  func usage() {
    let result = simreplay("import")
    #expect(result.code == .usage)
    #expect(result.err.contains("Usage: simreplay import <dump>"))
  }
}

@Suite("simreplay import: what a scenario can't hold")
struct ImportLimitTests {
  @Test("A dump with more views than a scenario may hold is refused, naming the limit")
  func tooManyViews() throws {
    let text =
      "<UIWindow: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>\n"
      + "   | <UIView: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>\n"
    let dump = try RecursiveDescription.parse(text, file: "d.txt").get()
    var limits = ScenarioLimits()
    limits.views = 1
    let problem = try #require(ImportCommand.overLimit(dump, limits: limits))
    #expect(
      problem.description.hasPrefix(
        "d.txt:2:6: error: the dump has 2 views, more than the 1 a scenario may hold (ScenarioLimits.views)"
      ))
  }

  @Test("A view whose id would pass the name limit is refused with exit 65")
  func longID() throws {
    let folder = try temporaryCopy(of: [])
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = folder + "/long.txt"
    let text =
      "<UIWindow: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>\n   | <"
      + String(repeating: "V", count: 1200)
      + ": 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>\n"
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let result = simreplay("import", file, "-o", folder + "/out.json")
    #expect(result.code == .invalidScenario)
    #expect(
      result.err.contains(
        "more than the 1000 a scenario's names may have (ScenarioLimits.nameLength)"))
  }
}
