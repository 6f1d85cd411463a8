import Testing

@testable import SimScenario

/// Each recognizer type reads exactly the keys its table declares: every declared key is
/// taken (a wrong value is refused at it, not called unknown), and a key of another type is
/// refused as unknown in that type's words.
@Suite("Gesture key tables")
struct GestureKeyTableTests {
  static func text(_ gesture: String) -> String {
    #"{"root": {"id": "root", "gestures": [{"id": "g", \#(gesture)}]}}"#
  }

  @Test("every key a type declares is read by that type's decoder")
  func declaredKeysAreRead() {
    for type in GestureType.allCases {
      for spec in type.ownKeys {
        let found = diagnostics(Self.text(#""type": "\#(type.rawValue)", "\#(spec.name)": {}"#))
        #expect(found.count == 1, "\(type).\(spec.name): \(found)")
        #expect(found.allSatisfy { $0.contains("root.gestures[0].\(spec.name)") }, "\(found)")
        #expect(!found.joined().contains("unknown key"), "\(type).\(spec.name): \(found)")
      }
    }
  }

  @Test("a key of another type is unknown in this type's words, with its keys listed")
  func otherTypesKeysAreUnknown() {
    let found = diagnostics(Self.text(#""type": "tap", "hysteresis": 3"#)).joined()
    #expect(found.contains("unknown key 'hysteresis' in a 'tap' recognizer; expected"), "\(found)")
    #expect(found.contains("'taps'"), "\(found)")
    let pinch = diagnostics(Self.text(#""type": "pinch", "taps": 2"#)).joined()
    #expect(pinch.contains("unknown key 'taps' in a 'pinch' recognizer"), "\(pinch)")
  }
}
