import SimEngine
import Testing

@testable import SimScenario

/// `dataSource` on a table and `scrollToRow`: what a file may say, and the errors it gets.
@Suite("Lists: reading a table's data source")
struct ListDecodingTests {
  private func table(_ dataSource: String, cls: String = "UITableView") -> String {
    #"{"id": "list", "class": "\#(cls)", "frame": [0, 0, 390, 844], "dataSource": \#(dataSource)}"#
  }

  private let cell =
    #""cell": {"id": "cell", "class": "UITableViewCell", "children": [{"id": "title", "class": "UILabel"}]}"#

  @Test("Sections given as counts or objects become the data source, with the heights given")
  func reads() throws {
    let text = scenarioText(
      views: table(
        #"{"sections": [3, {"rows": 2, "rowHeight": 60, "headerHeight": 28}], "rowHeight": 50, \#(cell)}"#
      ))
    let scenario = try scenario(text)
    let entry = try #require(scenario.root.entries.first { $0.properties.name == "list" })
    let source = try #require(entry.list)
    #expect(
      source.sections == [
        ListSection(rows: 3, rowHeight: 50),
        ListSection(rows: 2, rowHeight: 60, headerHeight: 28),
      ])
    #expect(source.cell.entries.map(\.properties.name) == ["cell", "title"])
  }

  @Test("A step may name a row the table has and a view in its cell, not a row it lacks")
  func cellNames() {
    let views = table(#"{"sections": [20], \#(cell)}"#)
    #expect(
      diagnostics(scenarioText(views: views, rest: #""touches": [{"tap": "row.0.19"}]"#)) == [])
    #expect(
      diagnostics(scenarioText(views: views, rest: #""touches": [{"tap": "row.0.3.title"}]"#))
        == [])
    let missing = diagnostics(
      scenarioText(views: views, rest: #""touches": [{"tap": "row.0.20"}]"#))
    #expect(missing.contains { $0.contains("no view has the id 'row.0.20'") }, "\(missing)")
    let section = diagnostics(scenarioText(views: views, rest: #""touches": [{"tap": "row.1.0"}]"#))
    #expect(section.contains { $0.contains("no view has the id 'row.1.0'") }, "\(section)")
  }

  private let header =
    #""header": {"id": "header", "class": "UITableViewHeaderFooterView", "children": [{"id": "title", "class": "UILabel"}]}"#

  @Test("A header view names header.S for the sections with a header height, not the others")
  func headerNames() throws {
    let views = table(
      #"{"sections": [3, {"rows": 2, "headerHeight": 28}], "sectionHeaderHeight": 0, \#(cell), \#(header)}"#
    )
    let source = try #require(
      try scenario(scenarioText(views: views)).root.entries.first { $0.list != nil }?.list)
    #expect(source.header?.entries.map(\.properties.name) == ["header", "title"])
    #expect(
      diagnostics(scenarioText(views: views, rest: #""touches": [{"tap": "header.1.title"}]"#))
        == [])
    let none = diagnostics(scenarioText(views: views, rest: #""touches": [{"tap": "header.0"}]"#))
    #expect(none.contains { $0.contains("no view has the id 'header.0'") }, "\(none)")
  }

  @Test("A switch in a cell loads and its recognizers are named by row; a scroll view is an error")
  func builtInRecognizers() {
    let switches = table(
      #"{"sections": [50], "cell": {"id": "cell", "class": "UITableViewCell", "children": [{"id": "toggle", "class": "UISwitch"}]}}"#
    )
    let named =
      #""expect": [{"gesture": "row.0.3.toggle.longPress", "state": "ended", "count": 0}]"#
    #expect(diagnostics(scenarioText(views: switches, rest: named)) == [])
    let unknown = #""expect": [{"gesture": "row.0.3.toggle.tap", "state": "ended", "count": 0}]"#
    let found = diagnostics(scenarioText(views: switches, rest: unknown))
    #expect(found.contains { $0.contains("no gesture recognizer has the id 'row.0.3.toggle.tap'") })
    let scroll = diagnostics(
      scenarioText(
        views: table(
          #"{"sections": [50], "cell": {"id": "cell", "class": "UITableViewCell", "children": [{"id": "strip", "class": "UIScrollView"}]}}"#
        )))
    #expect(scroll.contains { $0.contains("a UIScrollView in a table's cell") }, "\(scroll)")
  }

  @Test("A cell's recognizers may name each other and the table's pan, and no other name")
  func cellRecognizerRelations() throws {
    func cell(requiring other: String) -> String {
      table(
        #"{"sections": [50], "cell": {"id": "cell", "class": "UITableViewCell", "children": [{"id": "info", "gestures": [{"id": "tap", "type": "tap", "requireToFail": ["\#(other)"]}, {"id": "doubleTap", "type": "tap", "taps": 2}]}]}}"#
      )
    }
    #expect(diagnostics(scenarioText(views: cell(requiring: "doubleTap"))) == [])
    #expect(diagnostics(scenarioText(views: cell(requiring: "list.pan"))) == [])
    let found = diagnostics(scenarioText(views: cell(requiring: "nope")))
    #expect(found.contains { $0.contains("no gesture recognizer has the id 'nope'") }, "\(found)")
    let source = try #require(
      try scenario(scenarioText(views: cell(requiring: "doubleTap"))).root.entries.first {
        $0.list != nil
      }?.list)
    #expect(source.cell.entries[1].gestures.map(\.name) == ["tap", "doubleTap"])
  }

  @Test("A header view that is a cell is an error")
  func headerClass() {
    let found = diagnostics(
      scenarioText(
        views: table(
          #"{"sections": [2], \#(cell), "header": {"id": "h", "class": "UITableViewCell"}}"#)))
    #expect(found.contains { $0.contains("a section header is a view") }, "\(found)")
  }

  @Test("A data source on a view that is not a table is an error")
  func notATable() {
    let found = diagnostics(
      scenarioText(views: table(#"{"sections": [2], \#(cell)}"#, cls: "UIScrollView")))
    #expect(found.contains { $0.contains("'dataSource' applies to table views") }, "\(found)")
  }

  @Test("A cell whose root is not a table view cell is an error")
  func cellClass() {
    let found = diagnostics(
      scenarioText(views: table(#"{"sections": [2], "cell": {"id": "cell"}}"#)))
    #expect(found.contains { $0.contains("a table's cell is a UITableViewCell") }, "\(found)")
  }

  @Test("Per-row heights must give one height per row")
  func rowHeightsCount() {
    let found = diagnostics(
      scenarioText(views: table(#"{"sections": [{"rows": 3, "rowHeights": [44, 44]}], \#(cell)}"#)))
    #expect(found.contains { $0.contains("expected an array of 3 heights") }, "\(found)")
  }

  @Test("scrollToRow reads its position, section and row")
  func scrollToRow() throws {
    let text = scenarioText(
      views: table(#"{"sections": [20], \#(cell)}"#)
        + #", {"id": "jump", "class": "UIButton", "on": {"touchUpInside": [{"scrollToRow": {"view": "list", "row": 7, "position": "bottom", "animated": true}}]}}"#
    )
    let scenario = try scenario(text)
    let jump = try #require(scenario.root.entries.first { $0.properties.name == "jump" })
    #expect(
      jump.handlers.actions(for: .touchUpInside) == [
        .scrollToRow(view: "list", ListIndexPath(section: 0, row: 7), .bottom, animated: true)
      ])
    let bad = diagnostics(
      scenarioText(
        views: table(#"{"sections": [20], \#(cell)}"#)
          + #", {"id": "jump", "class": "UIButton", "on": {"touchUpInside": [{"scrollToRow": {"view": "list", "row": 7, "position": "centre"}}]}}"#
      ))
    #expect(bad.contains { $0.contains("unknown scroll position 'centre'") }, "\(bad)")
  }

  @Test("A step on a row off screen fails saying the row is not on screen, without scrolling")
  func offscreenStep() throws {
    let text = scenarioText(
      views: table(#"{"sections": [100], \#(cell)}"#), rest: #""touches": [{"tap": "row.0.50"}]"#)
    let run = ScenarioRunner.run(try decode(text).get())
    #expect(!run.passed)
    let actual = run.failedResults.map(\.actual).joined(separator: "\n")
    #expect(
      actual.contains(
        "row 50 of section 0 of 'list' is not on screen, and a table makes cells only for the rows on screen"
      ), "\(actual)")
    #expect(run.simulation.tree[run.simulation.view(named: "list")!].bounds.origin.y == 0)
  }
}
