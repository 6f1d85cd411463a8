import SimScenario
import Testing

@Suite("Limits")
struct LimitTests {
  func diagnostics(_ text: String, _ configure: (inout ScenarioLimits) -> Void) -> [String] {
    var limits = ScenarioLimits()
    configure(&limits)
    switch ScenarioLoader.decode(
      Array(text.utf8), file: "test.json", defaultName: "test", limits: limits)
    {
    case .success: return []
    case .failure(let error): return error.diagnostics.map(\.description)
    }
  }

  @Test("More views than the limit is an error at the first view past it")
  func views() {
    let rendered = diagnostics(#"{"root": {"id": "root", "children": [{"id": "a"}, {"id": "b"}]}}"#)
    { $0.views = 2 }
    #expect(
      rendered == [
        "test.json:1:51: error: root.children[1]: the scenario declares more than 2 views, the limit"
      ])
  }

  @Test("A tree deeper than the view limit is refused, not overflowed")
  func depth() {
    var text = #"{"root": "#
    for level in 0..<50 { text += #"{"id": "v\#(level)", "children": ["# }
    text += #"{"id": "leaf"}"# + String(repeating: "]}", count: 50) + "}"
    let rendered = diagnostics(text) { $0.views = 10 }
    #expect(rendered.count == 1)
    #expect(rendered.first?.contains("the scenario declares more than 10 views, the limit") == true)
  }

  @Test("More touch events than the limit is an error at the first one past it")
  func touchEvents() {
    let rendered = diagnostics(
      #"{"root": {"id": "root"}, "touches": [{"tap": [1, 1], "t": 0}, {"tap": [1, 1], "t": 1}]}"#
    ) {
      $0.touchEvents = 3
    }
    #expect(
      rendered == [
        "test.json:1:63: error: touches: the touch stream has 4 events, more than the 3 limit"
      ])
  }

  @Test("A run longer than the frame limit is refused before it runs")
  func frames() {
    let rendered = diagnostics(#"{"root": {"id": "root"}, "duration": 10}"#) { $0.frames = 599 }
    #expect(
      rendered == [
        "test.json:1:1: error: the run would render 600 frames (t=10 s at 60 fps), more than the 599 limit; shorten it or lower screen.fps"
      ])
  }

  @Test("A time past the limit is an error")
  func time() {
    let rendered = diagnostics(#"{"root": {"id": "root"}, "duration": 3601}"#) { _ in }
    #expect(
      rendered == ["test.json:1:38: error: duration: a time of 3601 s is beyond the 3600 s limit"])
  }

  @Test("A finger number past the limit is an error")
  func fingers() {
    let rendered = diagnostics(
      #"{"root": {"id": "root"}, "touches": [{"tap": [1, 1], "t": 0, "finger": 11}]}"#
    ) {
      $0.finger = 10
    }
    #expect(
      rendered.first?.hasSuffix(
        "touches[0].finger: finger must be a whole number from 0 to 10, got 11") == true)
  }

  @Test("A name or a string past its length limit is an error")
  func strings() {
    let name = String(repeating: "x", count: 11)
    let long = diagnostics(#"{"root": {"id": "\#(name)"}}"#) { $0.nameLength = 10 }
    #expect(
      long == [
        "test.json:1:17: error: root.id: a view id has 11 characters, more than the 10 limit"
      ])
    let comment = diagnostics(#"{"comment": "\#(name)", "root": {"id": "root"}}"#) {
      $0.stringLength = 10
    }
    #expect(
      comment == [
        "test.json:1:13: error: comment: the string has 11 characters, more than the 10 limit"
      ])
  }

  @Test("A file past the size limit is refused")
  func fileSize() {
    let rendered = diagnostics(#"{"root": {"id": "root"}}"#) { $0.fileSize = 10 }
    #expect(rendered == ["test.json: error: the file is larger than the 10 byte limit"])
  }
}
