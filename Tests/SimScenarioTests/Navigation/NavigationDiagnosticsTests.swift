import SimScenario
import Testing

@Suite("Navigation diagnostics")
struct NavigationDiagnosticsTests {
  typealias F = NavigationFixture

  /// The diagnostics of a scenario with `nav` whose inbox button runs `action`, plus `expect`.
  func problems(
    action: String = #"{"log": "x"}"#, stack: [String] = ["inbox"], settings: String = "",
    expect: [String] = []
  ) -> [String] {
    diagnostics(
      F.scenario(
        stack: stack, settings: settings,
        inboxChildren:
          #"{"id": "act", "class": "UIButton", "frame": [20, 400, 350, 60], "on": {"touchUpInside": [\#(action)]}}"#,
        expect: expect))
  }

  @Test("A push of a misspelled screen names the screens and suggests the nearest")
  func misspelledScreen() {
    let found = problems(action: #"{"push": {"navigation": "nav", "screen": "mesage"}}"#)
    #expect(
      found.contains {
        $0.contains(
          "the navigation controller 'nav' has no screen 'mesage'; its screens are 'inbox' or 'message'"
        )
          && $0.contains("did you mean 'message'?")
      })
  }

  @Test("A pop of an unknown navigation controller is an error with a suggestion")
  func unknownNavigation() {
    let found = problems(action: #"{"pop": "nva"}"#)
    #expect(
      found.contains {
        $0.contains("no navigation controller is called 'nva'") && $0.contains("'nav'")
      })
  }

  @Test("A stack naming a screen twice, or an unknown one, is an error")
  func badStack() {
    #expect(problems(stack: ["inbox", "inbox"]).contains { $0.contains("on the stack twice") })
    #expect(problems(stack: ["inbx"]).contains { $0.contains("has no screen 'inbx'") })
  }

  @Test("An unknown pop decision lists the rules")
  func unknownRule() {
    #expect(
      problems(settings: #""popDecision": "fast""#).contains {
        $0.contains("unknown pop decision 'fast'; expected 'projected' or 'velocity'")
      })
  }

  @Test("A navigation expectation needs something to check and a known transition")
  func expectationProblems() {
    #expect(
      problems(expect: [#"{"t": 1, "navigation": "nav"}"#]).contains {
        $0.contains("say what to check: 'stack', 'transition' or both")
      })
    #expect(
      problems(expect: [#"{"t": 1, "navigation": "nav", "transition": "popping"}"#]).contains {
        $0.contains("unknown transition 'popping'")
      })
  }

  @Test("A misspelled navigation key is reported with a suggestion")
  func misspelledKey() {
    #expect(
      problems(settings: #""barHiden": true"#).contains {
        $0.contains("barHiden") && $0.contains("barHidden")
      })
  }

  @Test("The views the controller makes can't be declared again by a screen")
  func duplicateViewName() {
    let text = F.scenario(inboxChildren: #"{"id": "nav.bar", "frame": [0, 0, 10, 10]}"#)
    #expect(diagnostics(text).contains { $0.contains("nav.bar") && $0.contains("duplicate") })
  }
}
