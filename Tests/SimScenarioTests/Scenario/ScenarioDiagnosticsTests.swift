import SimScenario
import Testing

@Suite("Scenario diagnostics")
struct ScenarioDiagnosticsTests {
  /// One bad input: the marked text, and the diagnostic expected at marker 1️⃣.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let message: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "animating a property UIKit does not animate",
      text:
        #"{"root": {"id": "root", "class": "UIButton", "on": {"touchDown": [{"animate": {"view": "root", "to": {1️⃣"hidden": true}, "duration": 1}}]}}}"#,
      message: "error: root.on.touchDown[0].animate.to: 'hidden' can't be animated"),
    Case(
      name: "unknown curve",
      text:
        #"{"root": {"id": "root", "class": "UIButton", "on": {"touchDown": [{"animate": {"view": "root", "to": {"alpha": 0}, "duration": 1, "curve": 1️⃣"easeInOutt"}}]}}}"#,
      message: "error: root.on.touchDown[0].animate.curve: unknown curve 'easeInOutt'"),
    Case(
      name: "a SwiftUI spring given a duration",
      text:
        #"{"root": {"id": "root", "class": "UIButton", "on": {"touchDown": [{"animate": {"view": "root", "to": {"alpha": 0}, "duration": 1️⃣1, "spring": {"response": 0.5}}}]}}}"#,
      message:
        "error: duration: a SwiftUI spring (response, dampingFraction) runs for its own settling time"
    ),
    Case(
      name: "unknown animation option",
      text:
        #"{"root": {"id": "root", "class": "UIButton", "on": {"touchDown": [{"animate": {"view": "root", "to": {"alpha": 0}, "duration": 1, "options": [1️⃣"allowUserInteractions"]}}]}}}"#,
      message:
        "error: root.on.touchDown[0].animate.options[0]: unknown animation option 'allowUserInteractions'"
    ),
    Case(
      name: "a custom curve going back in time",
      text:
        #"{"root": {"id": "root", "class": "UIButton", "on": {"touchDown": [{"animate": {"view": "root", "to": {"alpha": 0}, "duration": 1, "curve": 1️⃣[1.2, 0, 0.5, 1]}}]}}}"#,
      message: "error: root.on.touchDown[0].animate.curve: x1 and x2 must be between 0 and 1"),
    Case(
      name: "unknown layer",
      text:
        #"{"root": {"id": "root"}, "expect": [{"t": 0, "view": "root", "alpha": 1, "layer": 1️⃣"modle"}]}"#,
      message: "error: expect[0].layer: unknown layer 'modle'; expected 'presentation' or 'model'"),
    Case(
      name: "malformed JSON", text: #"{"root": {"id": "root" 1️⃣"touches": []}"#,
      message: "error: missing ',' between object members"),
    Case(
      name: "unknown key with a suggestion", text: #"{"root": {"id": "root", 1️⃣"hiden": true}}"#,
      message: "error: root: unknown key 'hiden' in a view; expected"),
    Case(
      name: "duplicate key", text: #"{"root": {"id": "root", "alpha": 1, 1️⃣"alpha": 0.5}}"#,
      message: "error: root: duplicate key 'alpha'"),
    Case(
      name: "duplicate id",
      text: #"{"root": {"id": "root", "children": [{"id": "a"}, {"id": 1️⃣"a"}]}}"#,
      message: "error: root.children[1].id: duplicate view id 'a'"),
    Case(
      name: "reserved id", text: #"{"root": {"id": 1️⃣"window"}}"#,
      message: "error: root.id: the view id 'window' is reserved for the window"),
    Case(
      name: "frame with 3 numbers", text: #"{"root": {"id": "root", "frame": 1️⃣[0, 0, 10]}}"#,
      message: "error: root.frame: expected 4 numbers [x, y, width, height], got 3"),
    Case(
      name: "negative size", text: #"{"root": {"id": "root", "frame": 1️⃣[0, 0, 10, -1]}}"#,
      message: "error: root.frame: width and height can't be negative"),
    Case(
      name: "non-finite number", text: #"{"root": {"id": "root", "alpha": 1️⃣1e400}}"#,
      message: "error: root.alpha: the number 1e400 is too large to be finite"),
    Case(
      name: "alpha out of range", text: #"{"root": {"id": "root", "alpha": 1️⃣1.5}}"#,
      message: "error: root.alpha: alpha must be between 0 and 1, got 1.5"),
    Case(
      name: "misspelt UIKit class", text: #"{"root": {"id": "root", "class": 1️⃣"UIButon"}}"#,
      message: "error: root.class: unknown UIKit class 'UIButon'"),
    Case(
      name: "enabled on a plain view", text: #"{"root": {"id": "root", "enabled": 1️⃣false}}"#,
      message:
        "error: root.enabled: 'enabled' applies to controls (UIControl subclasses), and 'root' is a UIView"
    ),
    Case(
      name: "contentOffset on a plain view",
      text: #"{"root": {"id": "root", "contentOffset": 1️⃣[0, 10]}}"#,
      message: "error: root.contentOffset: 'contentOffset' applies to scroll views"),
    Case(
      name: "control events on a plain view",
      text: #"{"root": {"id": "root", "on": 1️⃣{"touchUpInside": []}}}"#,
      message: "error: root.on: 'on' lists control events, and 'root' is a UIView, not a control"),
    Case(
      name: "misspelt control event",
      text: #"{"root": {"id": "root", "class": "UIButton", "on": {1️⃣"touchUpInsde": []}}}"#,
      message: "error: root.on: unknown control event 'touchUpInsde'"),
    Case(
      name: "action with two kinds",
      text:
        #"{"root": {"id": "root", "class": "UIButton", "on": {"touchDown": [1️⃣{"log": "a", "remove": "root"}]}}}"#,
      message:
        "error: root.on.touchDown[0]: an action has exactly one of 'log', 'set', 'remove', 'add', 'animate', 'present', 'dismiss', 'setContentOffset', 'scrollRectToVisible', 'scrollToRow', 'if', 'animator', 'let', 'push', 'pop', 'popToRoot', 'setViewControllers', 'transition', 'setZoomScale', 'zoomTo', 'timer', 'displayLink', 'invalidate', 'setOn', 'becomeFirstResponder', 'resignFirstResponder', 'endEditing', 'endRefreshing' or 'beginRefreshing'; found 'log' and 'remove'"
    ),
    Case(
      name: "action naming an unknown view",
      text:
        #"{"root": {"id": "root", "class": "UIButton", "on": {"touchDown": [{"remove": 1️⃣"roto"}]}}}"#,
      message: "error: root.on.touchDown[0].remove: no view has the id 'roto'"),
    Case(
      name: "misspelt phase",
      text: #"{"root": {"id": "root"}, "touches": [{"t": 0, "phase": 1️⃣"begn", "x": 1, "y": 1}]}"#,
      message: "error: touches[0].phase: unknown touch phase 'begn'"),
    Case(
      name: "timestamps out of order",
      text:
        #"{"root": {"id": "root"}, "touches": [{"tap": [1, 1], "t": 0.5}, 1️⃣{"tap": [1, 1], "t": 0.2}]}"#,
      message: "error: timestamps out of order: t=0.2 comes after t=0.5"),
    Case(
      name: "moved without began",
      text: #"{"root": {"id": "root"}, "touches": [1️⃣{"t": 0, "phase": "moved", "x": 1, "y": 1}]}"#,
      message: "error: finger 1 moved at t=0 without a began (no finger is down)"),
    Case(
      name: "a second began on an active finger",
      text:
        #"{"root": {"id": "root"}, "touches": [{"t": 0, "phase": "began", "x": 1, "y": 1}, 1️⃣{"t": 0.1, "phase": "began", "x": 1, "y": 1}]}"#,
      message: "error: finger 1 began at t=0.1 while it was already down"),
    Case(
      name: "negative time",
      text: #"{"root": {"id": "root"}, "touches": [{"tap": [1, 1], "t": 1️⃣-0.1}]}"#,
      message: "error: touches[0].t: a time can't be negative, got -0.1"),
    Case(
      name: "touch number beyond the stream",
      text: #"{"root": {"id": "root"}, "expect": [{"touch": 1️⃣1, "hits": "root"}]}"#,
      message: "error: expect[0].touch: there is no touch 1: the touch stream makes 0 touches"),
    Case(
      name: "expectation naming an unknown view",
      text: #"{"root": {"id": "root"}, "expect": [{"t": 0, "point": [1, 1], "hits": 1️⃣"rot"}]}"#,
      message: "error: expect[0].hits: no view has the id 'rot'"),
    Case(
      name: "event expectation on a plain view",
      text: #"{"root": {"id": "root"}, "expect": [{"event": "touchUpInside", "view": 1️⃣"root"}]}"#,
      message: "error: expect[0].view: only controls send control events, and 'root' is a UIView"),
    Case(
      name: "unrecognized expectation", text: #"{"root": {"id": "root"}, "expect": [1️⃣{"foo": 1}]}"#,
      message: "error: expect[0]: unrecognized expectation"),
    Case(
      name: "unknown responder",
      text:
        #"{"root": {"id": "root"}, "touches": [{"tap": [1, 1], "t": 0}], "expect": [{"touch": 1, "responders": ["root", 1️⃣"widow"]}]}"#,
      message: "error: expect[0].responders[1]: no responder is called 'widow'"),
    Case(
      name: "fps that is not a whole number",
      text: #"{"screen": {"fps": 1️⃣59.94}, "root": {"id": "root"}}"#,
      message: "error: screen.fps: fps must be a whole number from 1 to 1000, got 59.94"),
    Case(
      name: "unknown gesture type",
      text: #"{"root": {"id": "root", "gestures": [{"id": "g", "type": 1️⃣"tapp"}]}}"#,
      message: "error: root.gestures[0].type: unknown gesture type 'tapp'"),
    Case(
      name: "a state a discrete recognizer never announces",
      text:
        #"{"root": {"id": "root", "gestures": [{"id": "g", "type": "tap", "on": {1️⃣"began": []}}]}}"#,
      message:
        "error: root.gestures[0].on: unknown gesture state 'began'; a tap recognizer is discrete and announces only 'recognized'"
    ),
    Case(
      name: "requireToFail naming an unknown recognizer",
      text:
        #"{"root": {"id": "root", "gestures": [{"id": "single", "type": "tap", "requireToFail": [1️⃣"dubble"]}, {"id": "double", "type": "tap", "taps": 2}]}}"#,
      message: "error: root.gestures[0].requireToFail[0]: no gesture recognizer has the id 'dubble'"
    ),
    Case(
      name: "a recognizer naming itself",
      text:
        #"{"root": {"id": "root", "gestures": [{"id": "g", "type": "tap", "simultaneousWith": [1️⃣"g"]}]}}"#,
      message:
        "error: root.gestures[0].simultaneousWith[0]: a recognizer can't name itself in 'simultaneousWith'"
    ),
    Case(
      name: "duplicate recognizer id",
      text:
        #"{"root": {"id": "root", "gestures": [{"id": "g", "type": "tap"}, {"id": 1️⃣"g", "type": "pan"}]}}"#,
      message: "error: root.gestures[1].id: duplicate recognizer id 'g'"),
    Case(
      name: "recognized expected of a continuous recognizer",
      text:
        #"{"root": {"id": "root", "gestures": [{"id": "p", "type": "pan"}]}, "expect": [{"gesture": "p", "state": 1️⃣"recognized"}]}"#,
      message:
        "error: expect[0].state: 'p' is a pan recognizer, which is never 'recognized'; expected 'began', 'changed', 'ended', 'cancelled' or 'failed'"
    ),
    Case(
      name: "unknown swipe direction",
      text:
        #"{"root": {"id": "root", "gestures": [{"id": "s", "type": "swipe", "direction": 1️⃣"rigth"}]}}"#,
      message:
        "error: root.gestures[0].direction: unknown value 'rigth'; expected 'right', 'left', 'up' or 'down'"
    ),
    Case(
      name: "a key of another recognizer type",
      text: #"{"root": {"id": "root", "gestures": [{"id": "p", "type": "pan", 1️⃣"taps": 2}]}}"#,
      message: "error: root.gestures[0]: unknown key 'taps' in a 'pan' recognizer"),
    Case(
      name: "missing root", text: #"1️⃣{"name": "x"}"#,
      message: "error: missing 'root' (the window's root view)"),
  ]

  @Test("Bad input is reported at its place with its key path", arguments: cases)
  func reported(_ testCase: Case) {
    let marked = MarkedText(testCase.text)
    let rendered = diagnostics(marked.text)
    let expected = "test.json:\(marked["1️⃣"]): \(testCase.message)"
    #expect(rendered.contains { $0.hasPrefix(expected) }, "\(rendered)")
  }

  @Test("A misspelt key gets a did-you-mean note at the key")
  func suggestionNote() {
    let marked = MarkedText(#"{"root": {"id": "root", 1️⃣"hiden": true}}"#)
    let rendered = diagnostics(marked.text).joined(separator: "\n")
    #expect(rendered.contains("test.json:\(marked["1️⃣"]): note: did you mean 'hidden'?"))
  }

  @Test("A duplicate id points back at the first declaration")
  func duplicateNote() {
    let marked = MarkedText(#"{"root": {"id": 1️⃣"root", "children": [{"id": "root"}]}}"#)
    let rendered = diagnostics(marked.text).joined(separator: "\n")
    #expect(rendered.contains("test.json:\(marked["1️⃣"]): note: 'root' is first declared here"))
  }

  @Test("Every problem in a file is reported at once, in reading order")
  func allProblemsAtOnce() {
    let rendered = diagnostics(#"{"root": {"id": "root", "alpha": 2, "hidden": 1, "frame": [1]}}"#)
    #expect(rendered.count == 3)
    #expect(rendered.map { $0.contains("alpha") } == [true, false, false])
  }

  @Test("A finger still down at the end is a warning, not an error")
  func unfinishedTouchWarns() throws {
    let decoded = try scenario(
      #"{"root": {"id": "root"}, "touches": [{"t": 0, "phase": "began", "x": 1, "y": 1}]}"#)
    #expect(
      decoded.warnings.map(\.description) == [
        "test.json:1:38: warning: finger 1 is still down when the touch stream ends"
      ])
  }
}
