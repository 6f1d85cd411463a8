import Testing

/// `animate` and a property animator read their springs with the same reader: the same
/// checks, the same names for each form, the same message for the same mistake.
@Suite("One spring reader")
struct SpringReaderTests {
  /// A button whose tap animates with `spring`.
  static func animate(_ spring: String) -> String {
    SpringLimitTests.scenario(spring: spring, extra: #""duration": 0.5, "#)
  }

  /// A button whose tap creates a property animator with `spring`.
  static func animator(_ spring: String) -> String {
    """
    {"root": {"id": "root", "children": [{"id": "b", "class": "UIButton",
      "frame": [0, 0, 50, 50], "on": {"touchUpInside": [{"animator": {"name": "a",
      "create": {"duration": 0.5, "spring": \(spring),
      "animations": [{"view": "b", "to": {"alpha": 0.5}}]}}}]}}]}}
    """
  }

  /// The diagnostics' messages, without file positions, key paths and notes, which differ.
  static func messages(_ text: String) -> [String] {
    diagnostics(text).map {
      let line = $0.prefix { $0 != "\n" }
      return line.components(separatedBy: ": ").dropFirst(3).joined(separator: ": ")
    }
  }

  @Test("a negative UIKit damping ratio is refused in animate as in a property animator")
  func negativeDampingRatio() {
    let expected = ["damping must be between 0 and 1000, got -0.5"]
    #expect(Self.messages(Self.animate(#"{"damping": -0.5}"#)) == expected)
    #expect(Self.messages(Self.animator(#"{"damping": -0.5}"#)) == expected)
  }

  @Test("an unknown key in a spring names the same form and keys in both")
  func unknownKeyNamesTheForm() {
    for spring in [#"{"damping": 0.5, "velocty": 1}"#, #"{"stiffness": 100, "mas": 1}"#] {
      let fromAnimate = Self.messages(Self.animate(spring))
      #expect(fromAnimate.count == 1, "\(fromAnimate)")
      #expect(fromAnimate == Self.messages(Self.animator(spring)))
    }
    #expect(
      Self.messages(Self.animator(#"{"stiffness": 100, "mas": 1}"#)).first?.hasPrefix(
        "unknown key 'mas' in a Core Animation spring; expected 'damping', 'initialVelocity', 'mass' or 'stiffness'"
      ) == true)
  }

  @Test("a spring's missing required key is named, and a property animator takes no SwiftUI form")
  func requiredKeys() {
    #expect(Self.messages(Self.animate(#"{"velocity": 1}"#)) == ["missing 'damping'"])
    #expect(Self.messages(Self.animator(#"{"mass": 2}"#)) == ["missing 'stiffness'"])
    let swiftUI = Self.messages(Self.animator(#"{"response": 0.5}"#))
    #expect(swiftUI.contains("missing 'damping'"), "\(swiftUI)")
    #expect(
      swiftUI.contains { $0.hasPrefix("unknown key 'response' in a UIKit spring") }, "\(swiftUI)")
  }
}
