import SimEngine
import SimScenario
import Testing

/// The `keyboard` section, the keyboard actions and `keyboardDismissMode`, read and refused.
@Suite("Keyboard reader")
struct KeyboardReaderTests {
  static let field = #"{"id": "email", "class": "UITextField", "frame": [20, 300, 350, 44]}"#

  @Test("A keyboard section is read into its height, followers and observers in order")
  func readsTheSection() throws {
    let text = scenarioText(
      views: Self.field,
      rest: #"""
        "keyboard": {"height": 300, "followers": ["email"],
          "on": {"willShow": [{"log": "a"}], "didHide": [{"log": "b"}]}}
        """#)
    let keyboard = try #require(try scenario(text).keyboard)
    #expect(keyboard.height == 300)
    #expect(keyboard.followers == ["email"])
    #expect(keyboard.handlers.map(\.notification) == [.willShow, .didHide])
    #expect(keyboard.actions(for: .willShow) == [.log("a")])
  }

  @Test("A misspelt notification is refused with the nearest name")
  func misspeltNotification() {
    let found = diagnostics(
      scenarioText(views: Self.field, rest: #""keyboard": {"on": {"willShw": []}}"#)
    ).joined(separator: "\n")
    #expect(found.contains("willShw"), "\(found)")
    #expect(found.contains("did you mean 'willShow'?"), "\(found)")
  }

  @Test("A follower that names no view is an error at its place")
  func unknownFollower() {
    let found = diagnostics(
      scenarioText(views: Self.field, rest: #""keyboard": {"followers": ["emial"]}"#)
    ).joined(separator: "\n")
    #expect(found.contains("keyboard.followers[0]"), "\(found)")
  }

  @Test("dismissPadding is read, and refused below 0")
  func dismissPadding() throws {
    let read = try #require(
      try scenario(scenarioText(views: Self.field, rest: #""keyboard": {"dismissPadding": 50}"#))
        .keyboard)
    #expect(read.dismissPadding == 50)
    let found = diagnostics(scenarioText(rest: #""keyboard": {"dismissPadding": -1}"#)).joined()
    #expect(found.contains("keyboard.dismissPadding"), "\(found)")
  }

  @Test("A height outside 1 to 2000 is refused")
  func heightRange() {
    let found = diagnostics(scenarioText(rest: #""keyboard": {"height": 0}"#)).joined()
    #expect(found.contains("keyboard.height"), "\(found)")
  }

  @Test("endEditing takes true only; the first-responder actions take a view id")
  func actions() throws {
    let refused = diagnostics(
      scenarioText(
        views:
          #"{"id": "b", "class": "UIButton", "on": {"touchUpInside": [{"endEditing": false}]}}"#)
    ).joined()
    #expect(refused.contains("write true"), "\(refused)")
    let read = try scenario(
      scenarioText(
        views: Self.field + #", {"id": "b", "class": "UIButton", "on": {"touchUpInside": ["#
          + #"{"becomeFirstResponder": "email"}, {"resignFirstResponder": "email"}, "#
          + #"{"endEditing": true}]}}"#
      ))
    #expect(read.root.entries.count == 3)
  }

  @Test("keyboardDismissMode is none, onDrag or interactive, on scroll views")
  func dismissMode() {
    let found = diagnostics(
      scenarioText(
        views: #"{"id": "list", "class": "UITableView", "keyboardDismissMode": "onDragg"}"#)
    ).joined()
    #expect(found.contains("did you mean 'onDrag'?"), "\(found)")
    let misspelt = diagnostics(
      scenarioText(
        views: #"{"id": "list", "class": "UITableView", "keyboardDismissMode": "interactiv"}"#)
    ).joined()
    #expect(misspelt.contains("did you mean 'interactive'?"), "\(misspelt)")
    let accepted = diagnostics(
      scenarioText(
        views: #"{"id": "list", "class": "UITableView", "keyboardDismissMode": "interactive"}"#))
    #expect(accepted.isEmpty, "\(accepted)")
  }
}
