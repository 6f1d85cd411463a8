import Testing

@testable import SimScenario

/// Every enum-valued key refuses a word it does not know the same way, from one place: the
/// words it takes, in order, and the closest one as a note.
@Suite("Unknown values")
struct UnknownValueTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let key: String
    let text: String
    let message: String
    let suggestion: String
    var testDescription: String { key }
  }

  static let button = #""id": "b", "class": "UIButton", "frame": [0, 0, 50, 50]"#

  static let cases: [Case] = [
    Case(
      key: "record", text: #"{"root": {"id": "root"}, "record": "faild"}"#,
      message:
        "record: unknown record mode 'faild'; expected 'missing', 'all', 'failed' or 'never'",
      suggestion: "did you mean 'failed'?"),
    Case(
      key: "curve",
      text:
        #"{"root": {\#(button), "on": {"touchDown": [{"animate": {"view": "b", "to": {"alpha": 0}, "duration": 1, "curve": "easeOutt"}}]}}}"#,
      message:
        "unknown curve 'easeOutt'; expected 'easeInOut', 'easeIn', 'easeOut', 'linear' or [x1, y1, x2, y2]",
      suggestion: "did you mean 'easeOut'?"),
    Case(
      key: "hitArea.shape",
      text: #"{"root": {"id": "root", "hitArea": {"shape": "elipse"}}}"#,
      message: "root.hitArea.shape: unknown shape 'elipse'; expected",
      suggestion: "did you mean 'ellipse'?"),
    Case(
      key: "the navigation event's operation",
      text:
        #"{"root": {"id": "root"}, "navigation": {"nav": {"stack": ["a"], "screens": {"a": {"view": {"id": "av"}}}}}, "expect": [{"navigation": "nav", "event": "began", "operation": "puhs", "at": 0.1}]}"#,
      message: "unknown operation 'puhs'; expected 'push' or 'pop'",
      suggestion: "did you mean 'push'?"),
    Case(
      key: "a control event in 'on'",
      text: #"{"root": {\#(button), "on": {"touchUpInsid": []}}}"#,
      message: "root.on: unknown control event 'touchUpInsid'; expected 'touchDown'",
      suggestion: "did you mean 'touchUpInside'?"),
  ]

  @Test("an unknown word lists the accepted words and suggests the closest", arguments: cases)
  func unknownWord(_ testCase: Case) {
    let found = diagnostics(testCase.text)
    #expect(found.count == 1, "\(found)")
    let text = found.first ?? ""
    #expect(text.contains(testCase.message), "\(text)")
    #expect(text.contains(testCase.suggestion), "\(text)")
  }

  @Test("a word list with another form names that form last, after a comma-separated list")
  func otherForm() {
    let rates = ChoiceSet("deceleration rate", ["normal", "fast"], otherwise: "a number")
    #expect(
      rates.unknown("slow")
        == "unknown deceleration rate 'slow'; expected 'normal', 'fast' or a number")
    let modes = ChoiceSet("record mode", RecordMode.self)
    #expect(modes.names == RecordMode.allCases.map(\.rawValue))
  }
}
