import SimEngine
import SimScenario
import Testing

@Suite("Step-era messages")
struct StepMessageTests {
  @Test("An expectation that fits no form names its misfit key and the nearest form")
  func nearestForm() {
    let found = diagnostics(
      scenarioText(
        rest: #""touches": [{"tap": [1, 1], "t": 0.1}], "expect": [{"touch": 1, "hit": "root"}]"#
      ))
    #expect(
      found.first?.contains(
        #"unrecognized expectation: 'hit' fits no form; the nearest form is {"touch", "hits"}"#)
        == true, "\(found)")
    #expect(found.first?.contains("did you mean 'hits'?") == true, "\(found)")
  }

  @Test("A misspelt key counts toward its form: t and point with 'hit' is the point form")
  func misspeltKeyPicksForm() {
    let found = diagnostics(
      scenarioText(rest: #""expect": [{"t": 1, "point": [1, 1], "hit": "root"}]"#))
    #expect(found.first?.contains(#"the nearest form is {"t", "point", "hits"}"#) == true)
  }

  @Test("A log expected but written by no action is a warning with the nearest name")
  func logWarning() throws {
    let loaded = try scenario(
      scenarioText(
        views:
          #"{"id": "b", "class": "UIButton", "frame": [0, 0, 10, 10], "on": {"touchUpInside": [{"log": "closeTapped"}]}}"#,
        rest: #""expect": [{"log": "closeTaped", "count": 0}]"#))
    let warning = try #require(loaded.warnings.first)
    #expect(warning.message == "no action logs 'closeTaped', so this check sees it 0 times")
    #expect(warning.notes.first?.message == "did you mean 'closeTapped'?")
  }

  @Test("A fix hint names the front view under the common superview, not the hit subview")
  func fixHintNamesFront() throws {
    let loaded = try scenario(
      scenarioText(
        views: #"""
          {"id": "box", "frame": [0, 0, 200, 200], "children": [
            {"id": "close", "class": "UIButton", "frame": [10, 10, 40, 40]}]},
          {"id": "sheet", "frame": [0, 0, 300, 300], "children": [
            {"id": "label", "frame": [0, 0, 100, 100]}]}
          """#))
    let lines = HitExplainer.explain(.init(x: 20, y: 20), at: .zero, in: loaded)
    let hint = try #require(lines.first { $0.contains("'close' (UIButton)") })
    #expect(hint.contains("'sheet' is in front of it and took the point"), "\(hint)")
    #expect(hint.contains("its subview 'label' hit"), "\(hint)")
    #expect(hint.contains("or bring 'box' in front of it"), "\(hint)")
  }
}
