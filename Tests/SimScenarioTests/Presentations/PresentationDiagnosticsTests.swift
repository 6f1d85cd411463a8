import SimScenario
import Testing

@Suite("Presentation diagnostics")
struct PresentationDiagnosticsTests {
  /// One bad input: the marked text, and the diagnostic expected at marker 1️⃣ (and the note,
  /// if any, expected there too).
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let message: String
    var note: String? = nil
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "unknown presentation style",
      text:
        #"{"root": {"id": "root"}, "presentations": {"p": {"style": 1️⃣"shet", "content": {"id": "c"}}}}"#,
      message:
        "error: presentations.p.style: unknown presentation style 'shet'; expected 'sheet', 'custom', 'popup' or 'animated'",
      note: "did you mean 'sheet'?"),
    Case(
      name: "selectedDetent naming a detent the sheet does not have",
      text:
        #"{"root": {"id": "root"}, "presentations": {"p": {"style": "sheet", "detents": ["medium", "large"], "selectedDetent": 1️⃣"mediun", "content": {"id": "c"}}}}"#,
      message:
        "error: presentations.p.selectedDetent: the sheet has no detent 'mediun'; its detents are 'medium' or 'large'",
      note: "did you mean 'medium'?"),
    Case(
      name: "largestUndimmedDetent naming a custom detent misspelt",
      text:
        #"{"root": {"id": "root"}, "presentations": {"p": {"style": "sheet", "detents": [{"id": "small", "height": 200}, "large"], "largestUndimmedDetent": 1️⃣"smal", "content": {"id": "c"}}}}"#,
      message:
        "error: presentations.p.largestUndimmedDetent: the sheet has no detent 'smal'; its detents are 'small' or 'large'",
      note: "did you mean 'small'?"),
    Case(
      name: "popup content without a frame",
      text:
        #"{"root": {"id": "root"}, "presentations": {"p": {"style": "popup", "content": 1️⃣{"id": "c"}}}}"#,
      message:
        "error: presentations.p.content: a popup's content needs a 'frame' (the popup view's place on screen)"
    ),
    Case(
      name: "presentation expectation naming an unknown presentation",
      text:
        #"{"root": {"id": "root"}, "presentations": {"sheet": {"style": "sheet", "content": {"id": "c"}}}, "expect": [{"t": 0, "presentation": 1️⃣"shet", "state": "dismissed"}]}"#,
      message: "error: expect[0].presentation: no presentation is called 'shet'",
      note: "did you mean 'sheet'?"),
    Case(
      name: "detent expectation on a popup",
      text:
        #"{"root": {"id": "root"}, "presentations": {"popup": {"style": "popup", "content": {"id": "c", "frame": [0, 0, 10, 10]}}}, "expect": [{"t": 0, "presentation": "popup", "detent": 1️⃣"large"}]}"#,
      message: "error: expect[0].detent: 'popup' is not a sheet and has no detents"),
    Case(
      name: "detent expectation on a custom presentation",
      text:
        #"{"root": {"id": "root"}, "presentations": {"bottom": {"style": "custom", "content": {"id": "c"}}}, "expect": [{"by": 1, "presentation": "bottom", "state": "presented", "detent": 1️⃣"medium"}]}"#,
      message: "error: expect[0].detent: 'bottom' is not a sheet and has no detents"),
    Case(
      name: "detent expectation naming a detent the sheet does not have",
      text:
        #"{"root": {"id": "root"}, "presentations": {"sheet": {"style": "sheet", "content": {"id": "c"}}}, "expect": [{"t": 0, "presentation": "sheet", "detent": 1️⃣"medium"}]}"#,
      message:
        "error: expect[0].detent: the sheet 'sheet' has no detent 'medium'; its detents are 'large'"
    ),
  ]

  @Test("Bad presentation input is reported at its place with its key path", arguments: cases)
  func reported(_ testCase: Case) {
    let marked = MarkedText(testCase.text)
    let rendered = diagnostics(marked.text)
    let expected = "test.json:\(marked["1️⃣"]): \(testCase.message)"
    #expect(rendered.contains { $0.hasPrefix(expected) }, "\(rendered)")
    if let note = testCase.note {
      let expectedNote = "test.json:\(marked["1️⃣"]): note: \(note)"
      #expect(rendered.contains { $0.contains(expectedNote) }, "\(rendered)")
    }
    #expect(rendered.count == 1, "\(rendered)")
  }
}
