import Testing

@testable import SimScenario

/// Each action kind is read by its own decoder: a forgotten kind must never be read quietly as
/// another (the old `default:` read it as `add`).
@Suite("Action kinds")
struct ActionKindTests {
  /// A button whose tap runs `action`.
  static func scenario(action: String) -> String {
    #"{"root": {"id": "b", "class": "UIButton", "on": {"touchUpInside": [\#(action)]}}}"#
  }

  @Test("an action of each kind with a wrong value is refused in that kind's terms, not as 'add'")
  func eachKindIsItsOwn() {
    for kind in ActionKind.allCases where kind != .add {
      let found = diagnostics(Self.scenario(action: #"{"\#(kind.rawValue)": [1]}"#))
      #expect(!found.isEmpty, "\(kind)")
      let text = found.joined(separator: "\n")
      #expect(!text.contains("'parent'"), "\(kind) was read as 'add': \(text)")
    }
    let add = diagnostics(Self.scenario(action: #"{"add": [1]}"#)).joined()
    #expect(add.contains("expected an object with 'parent' and 'view'"), "\(add)")
  }

  @Test("an action with no kind, or two, lists every kind")
  func kindsListed() {
    let none = diagnostics(Self.scenario(action: #"{"comment": "x"}"#)).joined()
    #expect(none.contains("an action has exactly one of 'log', 'set', 'remove', 'add'"), "\(none)")
    #expect(
      none.contains(
        "'becomeFirstResponder', 'resignFirstResponder', 'endEditing', 'endRefreshing' or 'beginRefreshing'; found none"
      ),
      "\(none)")
    let two = diagnostics(Self.scenario(action: #"{"log": "a", "remove": "b"}"#)).joined()
    #expect(two.contains("found 'log' and 'remove'"), "\(two)")
  }
}
