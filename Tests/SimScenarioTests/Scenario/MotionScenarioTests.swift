import SimEngine
import SimScenario
import Testing

/// App-driven motion in scenario files: expressions, `if`, `let` and `animator` actions.
@Suite("App-driven motion")
struct MotionScenarioTests {
  /// A card with a pan whose `ended` runs `actions` (JSON), dragged 100 pt down in 1 s from
  /// t = 0.5: the pan ends with translation 90 (10 pt of hysteresis) and velocity 100 pt/s.
  func card(ended actions: String, expect: String = "[]") -> String {
    """
    {"screen": {"width": 390, "height": 844, "fps": 60},
     "root": {"id": "root", "children": [
      {"id": "card", "frame": [20, 300, 350, 400], "gestures": [
        {"id": "pan", "type": "pan", "on": {
          "changed": [{"set": {"view": "card", "center": [195, "500 + pan.translation.y"]}}],
          "ended": \(actions)}}]}]},
     "touches": [{"drag": {"from": [195, 500], "to": [195, 600], "t": 0.5, "duration": 1.0}}],
     "expect": \(expect)}
    """
  }

  @Test("A scenario expecting a dismissal from a slow drag fails, showing the projection it missed")
  func failedDecisionShowsItsValues() throws {
    let text = card(
      ended:
        #"[{"if": "card.center.y + project(pan.velocity.y) > 700", "then": [{"log": "dismissed"}]}]"#,
      expect: #"[{"log": "dismissed", "count": 1}]"#)
    let run = ScenarioRunner.run(try scenario(text))
    let passed = run.passed
    #expect(!passed)
    let actual = run.failedResults.first?.actual ?? ""
    #expect(
      actual.contains("if card.center.y + project(pan.velocity.y) > 700 was false"), "\(actual)")
    #expect(actual.contains("card.center.y = 590"), "\(actual)")
    #expect(actual.contains("card.center.y + project(pan.velocity.y) = 639.89"), "\(actual)")
  }

  @Test("runningPropertyAnimator creates an animator running at once, moving after its delay")
  func runningAnimator() throws {
    // At the lift (t = 1.5): 1 s, linear, after 0.5 s. The SDK header: it is created and
    // started (startAnimationAfterDelay: makes it running at once, fraction 0 until the delay
    // ends); a quarter in (t = 2.25) alpha is 1 − 0.25; it finishes at 1.5 + 0.5 + 1.
    let text = card(
      ended:
        #"[{"animator": {"name": "fade", "running": {"duration": 1, "delay": 0.5, "curve": "linear", "animations": [{"view": "card", "to": {"alpha": 0}}], "completion": {"end": [{"log": "faded"}]}}}}]"#,
      expect: #"""
        [{"t": 1.6, "animator": "fade", "state": "active", "running": true, "fractionComplete": 0},
         {"t": 2.25, "view": "card", "alpha": 0.75, "layer": "presentation", "tolerance": 1e-9},
         {"t": 2.25, "animator": "fade", "fractionComplete": 0.25},
         {"log": "faded", "between": [2.999, 3.001]}]
        """#)
    let run = ScenarioRunner.run(try scenario(text))
    #expect(run.passed, "\(run.failedResults.map(\.actual))")
  }

  @Test("runningPropertyAnimator takes the four curves of UIView.AnimationOptions only")
  func runningAnimatorCurves() {
    let text = card(
      ended:
        #"[{"animator": {"name": "fade", "running": {"duration": 1, "curve": [0.1, 0.2, 0.3, 1]}}}]"#
    )
    let problems = diagnostics(text).joined(separator: "\n")
    #expect(
      problems.contains("the options take easeInOut, easeIn, easeOut or linear"), "\(problems)")
  }

  @Test("A gesture's location reads in the window or in a named view's coordinates")
  func locations() throws {
    let text = card(
      ended: #"[{"let": {"x": "pan.location.x"}}, {"let": {"y": "pan.location(card).y"}}]"#)
    let run = ScenarioRunner.run(try scenario(text))
    let kept = run.simulation.journal.compactMap { entry -> String? in
      if case .kept(let name, let value) = entry.kind { return "\(name)=\(value)" }
      return nil
    }
    // The lift is at window (195, 600); the card, moved down by 90, has its top at 390.
    #expect(kept == ["x=195.0", "y=210.0"])
  }

  @Test("A computed set moves the view by the gesture's translation")
  func computedSet() throws {
    let text = card(
      ended: "[]",
      expect:
        #"[{"t": 1.5, "view": "card", "center": [195, 590], "layer": "model", "tolerance": 0.000001}]"#
    )
    let run = ScenarioRunner.run(try scenario(text))
    let passed = run.passed
    #expect(passed, "\(run.failedResults.map(\.actual))")
  }

  @Test("An expression that can't be computed when it runs fails the run with the reason")
  func runtimeFailure() throws {
    let text = card(ended: #"[{"set": {"view": "card", "alpha": "1 / (pan.translation.x)"}}]"#)
    let run = ScenarioRunner.run(try scenario(text))
    let messages = run.actionFailures.map { "\($0.kind)" }.joined()
    #expect(messages.contains("is not a finite number"), "\(messages)")
  }

  @Test("A bad expression is reported at the character it concerns")
  func parseErrorPosition() {
    let marked = MarkedText(
      #"{"root": {"id": "root", "children": [{"id": "v", "gestures": [{"id": "p", "type": "pan", "on": {"changed": [{"set": {"view": "v", "center": [0, "1 + 1️⃣* 2"]}}]}}]}]}}"#
    )
    let rendered = diagnostics(marked.text)
    #expect(rendered.count == 1, "\(rendered)")
    #expect(
      rendered.contains {
        $0.hasPrefix("test.json:\(marked["1️⃣"]): error:")
          && $0.contains("in the expression \"1 + * 2\": unexpected '*'")
      },
      "\(rendered)")
  }

  @Test("Names an expression reads are checked, with a suggestion")
  func unknownNames() {
    let rendered = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "card", "gestures": [{"id": "pan", "type": "pan", "on": {"ended": [{"if": "crad.center.y > pann.velocity.y && drawer.isRunning && $kept > 0", "then": []}]}}]}]}}"#
    ).joined(separator: "\n")
    #expect(rendered.contains("no view has the id 'crad'"), "\(rendered)")
    #expect(rendered.contains("did you mean 'card'?"), "\(rendered)")
    #expect(rendered.contains("no gesture recognizer has the id 'pann'"), "\(rendered)")
    #expect(rendered.contains("no animator action creates a property animator named 'drawer'"))
    #expect(rendered.contains("no 'let' action keeps a value named $kept"))
  }

  @Test("A condition must compare, and a number slot must not be a condition")
  func typeErrors() {
    let notCondition = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "b", "class": "UIButton", "on": {"touchUpInside": [{"if": "b.alpha", "then": []}]}}]}}"#
    ).joined()
    #expect(notCondition.contains("is a number, not a condition"), "\(notCondition)")
    let condition = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "b", "class": "UIButton", "on": {"touchUpInside": [{"set": {"view": "b", "alpha": "b.alpha > 0"}}]}}]}}"#
    ).joined()
    #expect(condition.contains("is a condition, not a number"), "\(condition)")
  }

  @Test("An animator action makes exactly one call, and finish positions are checked")
  func animatorActionErrors() {
    let rendered = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "b", "class": "UIButton", "on": {"touchUpInside": [{"animator": {"name": "a", "create": {"duration": 1}}}, {"animator": {"name": "a", "pause": true, "start": true}}, {"animator": {"name": "a", "finish": "ned"}}]}}]}}"#
    ).joined(separator: "\n")
    #expect(rendered.contains("exactly one call"), "\(rendered)")
    #expect(rendered.contains("unknown position 'ned'"), "\(rendered)")
    #expect(rendered.contains("did you mean 'end'?"), "\(rendered)")
  }
}
