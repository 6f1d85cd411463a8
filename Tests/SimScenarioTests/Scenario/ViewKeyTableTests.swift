import SimEngine
import Testing

@testable import SimScenario

/// A view's true-or-false properties are declared once, in `ViewKeys.flags`: every entry is read
/// on views and in `set` actions, refused with its key path when not a bool, and suggested for
/// a misspelling, with no other code to write.
@Suite("View key table")
struct ViewKeyTableTests {
  /// A button (so `enabled` applies) whose tap sets `properties` on itself.
  static func text(view: String = "", set: String) -> String {
    #"{"root": {"id": "b", "class": "UIButton"\#(view), "on": {"touchUpInside": [{"set": {"view": "b", \#(set)}}]}}}"#
  }

  @Test("every flag in the table is read into a 'set' action's change")
  func setReadsEveryFlag() throws {
    for flag in ViewKeys.flags {
      for value in [true, false] {
        let decoded = try scenario(Self.text(set: #""\#(flag.spec.name)": \#(value)"#))
        let actions = decoded.root.entries[0].handlers.actions(for: .touchUpInside)
        guard case .set(_, let change) = actions.first else {
          Issue.record("no set action for \(flag.spec.name)")
          continue
        }
        var expected = ViewChange()
        expected[keyPath: flag.property] = value
        #expect(change == expected, "\(flag.spec.name)")
      }
    }
  }

  @Test("every flag is read on a declared view, the view's properties changed")
  func viewsReadEveryFlag() throws {
    let plain = try scenario(Self.text(set: #""hidden": true"#)).root.entries[0].properties
    for flag in ViewKeys.flags {
      let current = ViewChange.flag(flag, of: plain)
      let text = Self.text(
        view: #", "\#(flag.spec.name)": \#(!current)"#, set: #""hidden": true"#)
      let properties = try scenario(text).root.entries[0].properties
      #expect(ViewChange.flag(flag, of: properties) == !current, "\(flag.spec.name)")
    }
  }

  @Test("a flag given a number is refused at its key path; a misspelt one is suggested")
  func flagMistakes() {
    for flag in ViewKeys.flags {
      let name = flag.spec.name
      let wrong = diagnostics(Self.text(view: #", "\#(name)": 1"#, set: #""hidden": true"#))
      #expect(
        wrong.count == 1 && wrong[0].contains("root.\(name): expected true or false"), "\(wrong)")
      let misspelt = diagnostics(Self.text(set: #""\#(name)x": true"#)).joined()
      #expect(misspelt.contains("did you mean '\(name)'?"), "\(misspelt)")
    }
  }
}

extension ViewChange {
  /// A flag's value in `properties`, read by applying a change that sets only it and seeing
  /// which value leaves the properties as they were.
  static func flag(_ flag: ViewFlag, of properties: ViewProperties) -> Bool {
    var change = ViewChange()
    change[keyPath: flag.property] = true
    var changed = properties
    change.apply(to: &changed)
    return changed == properties
  }
}
