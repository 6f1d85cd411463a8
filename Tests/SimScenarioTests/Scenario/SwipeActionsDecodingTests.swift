import SimEngine
import Testing

@testable import SimScenario

/// A data source's `trailingSwipeActions` / `leadingSwipeActions`: what a file may say, and the
/// errors it gets.
@Suite("Swipe actions: reading a table's actions")
struct SwipeActionsDecodingTests {
  private func table(_ actions: String) -> String {
    #"{"id": "list", "class": "UITableView", "frame": [0, 0, 390, 844], "dataSource": {"sections": [20], "cell": {"id": "cell", "class": "UITableViewCell"}, \#(actions)}}"#
  }

  @Test("An array, or an object with performsFirstActionWithFullSwipe, becomes the configuration")
  func reads() throws {
    let text = scenarioText(
      views: table(
        #""trailingSwipeActions": [{"title": "Flag", "titleWidth": 40, "actions": [{"log": "f"}]}], "leadingSwipeActions": {"actions": [{"title": "Pin"}], "performsFirstActionWithFullSwipe": false}"#
      ))
    let scenario = try scenario(text)
    let entry = try #require(scenario.root.entries.first { $0.properties.name == "list" })
    let source = try #require(entry.list)
    #expect(
      source.trailingSwipeActions
        == SwipeActionsConfiguration(actions: [
          ContextualAction(title: "Flag", titleWidth: 40, actions: [.log("f")])
        ]))
    #expect(source.leadingSwipeActions?.performsFirstActionWithFullSwipe == false)
    #expect(source.leadingSwipeActions?.actions.first?.buttonWidth == 74)
  }

  @Test("Steps may name an action's button of a row: row.S.R.trailing.K")
  func buttonNames() {
    let views = table(#""trailingSwipeActions": [{"title": "Flag"}, {"title": "More"}]"#)
    #expect(
      diagnostics(scenarioText(views: views, rest: #""touches": [{"tap": "row.0.3.trailing.1"}]"#))
        == [])
    let missing = diagnostics(
      scenarioText(views: views, rest: #""touches": [{"tap": "row.0.3.trailing.2"}]"#))
    #expect(missing.contains { $0.contains("row.0.3.trailing.2") }, "\(missing)")
    let leading = diagnostics(
      scenarioText(views: views, rest: #""touches": [{"tap": "row.0.3.leading.0"}]"#))
    #expect(leading.contains { $0.contains("row.0.3.leading.0") }, "\(leading)")
  }

  @Test("A destructive action completing true is refused: UIKit deletes the row then")
  func destructiveCompletingTrue() {
    let found = diagnostics(
      scenarioText(
        views: table(#""trailingSwipeActions": [{"title": "Delete", "style": "destructive"}]"#)))
    #expect(found.contains { $0.contains("\"completion\": false") }, "\(found)")
  }

  @Test("An empty action list, an unknown style and an unknown key are errors")
  func errors() {
    let empty = diagnostics(scenarioText(views: table(#""trailingSwipeActions": []"#)))
    #expect(empty.contains { $0.contains("1 to 16 swipe actions") }, "\(empty)")
    let style = diagnostics(
      scenarioText(views: table(#""trailingSwipeActions": [{"title": "A", "style": "normall"}]"#)))
    #expect(style.contains { $0.contains("normal") }, "\(style)")
    let key = diagnostics(
      scenarioText(views: table(#""trailingSwipeActions": [{"title": "A", "handler": []}]"#)))
    #expect(key.contains { $0.contains("handler") }, "\(key)")
  }
}
