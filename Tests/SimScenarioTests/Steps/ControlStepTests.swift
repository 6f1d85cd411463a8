import SimEngine
import SimGeometry
import SimScenario
import Testing

/// Steps on controls by value, read and run: `{"drag": {"from": "s", "toValue": v}}`,
/// `{"toggle": "sw", "to": true}`, `{"increment": "st", "times": n}`. The slider `s` is 200 ×
/// 31 at (20, 100) (28 pt thumb: centre `round(172 × fraction) + 14`, y 16); the switch `sw`
/// 51 × 31 at (300, 100); the stepper `st` 94 × 32 at (20, 200), 1 in 0…10.
@Suite("Control steps")
struct ControlStepTests {
  static func text(
    touches: [String], slider: String = #""value": 0.5"#, sliderExtra: String = "",
    inPager: Bool = false
  ) -> String {
    let slider =
      #"{"id": "s", "class": "UISlider", "frame": [20, 100, 200, 31], \#(slider)\#(sliderExtra)}"#
    let holder =
      inPager
      ? #"{"id": "pager", "class": "UIScrollView", "frame": [0, 0, 390, 844], "contentSize": [1170, 844], "pagingEnabled": true, "children": [\#(slider)]}"#
      : slider
    return """
      {"root": {"id": "root", "children": [
        \(holder),
        {"id": "sw", "class": "UISwitch", "frame": [300, 100, 51, 31]},
        {"id": "st", "class": "UIStepper", "frame": [20, 200, 94, 32], "value": 1, "maximumValue": 10}
      ]},
       "touches": [\(touches.joined(separator: ", "))]}
      """
  }

  func run(_ text: String) throws -> ScenarioRun { ScenarioRunner.run(try scenario(text)) }

  func value(_ run: ScenarioRun, _ name: String) -> Double? {
    run.simulation.view(named: name).flatMap { run.simulation.tree[$0].controlValue?.number }
  }

  @Test("A drag to a value lands on the thumb's centre and leaves the slider at the value")
  func dragToValue() throws {
    let run = try run(
      Self.text(touches: [#"{"drag": {"from": "s", "toValue": 0.25, "duration": 0.2}}"#]))
    #expect(run.passed, "\(run.failedResults.map(\.actual))")
    // Thumb at 0.5: centre 86 + 14 = 100 local, window (120, 116); 0.25 at 14 + 43 = 57.
    #expect(run.simulation.touch(1).beganLocation == Point(x: 120, y: 116))
    #expect(run.simulation.touch(1).location == Point(x: 20 + 14 + 0.25 * 172, y: 116))
    #expect(value(run, "s") == 0.25)
  }

  @Test("A slider in a horizontal pager keeps a drag to a value that starts on its thumb")
  func dragToValueInPager() throws {
    let run = try run(
      Self.text(
        touches: [#"{"drag": {"from": "s", "toValue": 0.1, "duration": 0.2}}"#], inPager: true))
    #expect(run.passed, "\(run.failedResults.map(\.actual))")
    #expect(value(run, "s") == Double(Float(0.1)))
  }

  @Test("A drag another recognizer takes fails the step, with the value it left")
  func dragTakenFails() throws {
    // A pan on the slider itself is not refused by it: it begins after 10 pt and cancels the
    // slider's touch, so the slider stops short of 0.9.
    let pan = #", "gestures": [{"id": "grab", "type": "pan"}]"#
    let run = try run(
      Self.text(
        touches: [#"{"drag": {"from": "s", "toValue": 0.9, "duration": 0.2}}"#],
        sliderExtra: pan))
    let failure = try #require(run.failedResults.first)
    // 0.9 as a float, as the slider keeps it.
    #expect(
      failure.expected.contains("'s' reads \(Double(Float(0.9)).compactDescription)"),
      "\(failure.expected)")
    #expect(value(run, "s") != Double(Float(0.9)))
  }

  @Test("A value outside the slider's range fails the step and touches nothing")
  func outOfRange() throws {
    let run = try run(
      Self.text(touches: [#"{"drag": {"from": "s", "toValue": 2, "duration": 0.2}}"#]))
    let failure = try #require(run.failedResults.first)
    #expect(failure.actual == "toValue is 2")
    #expect(run.simulation.touches.isEmpty)
  }

  @Test("A toValue on a view that is not a slider fails the step, naming its class")
  func notASlider() throws {
    let run = try run(
      Self.text(touches: [#"{"drag": {"from": "st", "toValue": 2, "duration": 0.2}}"#]))
    let failure = try #require(run.failedResults.first)
    #expect(failure.actual == "'st' is a UIStepper")
  }

  @Test("toggle taps a switch that is off, and not one already on")
  func toggle() throws {
    let run = try run(
      Self.text(touches: [#"{"toggle": "sw", "to": true}"#, #"{"toggle": "sw", "to": true}"#]))
    #expect(run.passed, "\(run.failedResults.map(\.actual))")
    #expect(run.simulation.touches.count == 1)
    #expect(value(run, "sw") == 1)
  }

  @Test("increment taps the plus side that many times; decrement the minus side")
  func stepper() throws {
    let run = try run(
      Self.text(touches: [#"{"increment": "st", "times": 4}"#, #"{"decrement": "st"}"#]))
    #expect(run.passed, "\(run.failedResults.map(\.actual))")
    #expect(run.simulation.touches.count == 5)
    // 1 + 4 − 1.
    #expect(value(run, "st") == 4)
  }

  @Test("Increments past the maximum fail the step before any touch")
  func stepperPastMaximum() throws {
    let run = try run(Self.text(touches: [#"{"increment": "st", "times": 10}"#]))
    let failure = try #require(run.failedResults.first)
    #expect(failure.actual.hasPrefix("after 9 it is at its maximum, 10"), "\(failure.actual)")
    #expect(run.simulation.touches.isEmpty)
  }

  @Test("toValue with 'to' is refused at load")
  func toValueAndTo() {
    let found = diagnostics(
      Self.text(touches: [
        #"{"drag": {"from": "s", "toValue": 0.5, "to": [0, 0], "duration": 0.2}}"#
      ]))
    #expect(found.first?.contains("give either 'toValue'") == true, "\(found)")
  }

  @Test("toValue from a point is refused at load: it needs the slider's name")
  func toValueFromPoint() {
    let found = diagnostics(
      Self.text(touches: [#"{"drag": {"from": [1, 1], "toValue": 0.5, "duration": 0.2}}"#]))
    #expect(found.first?.contains("'from' must be the slider's name") == true, "\(found)")
  }

  @Test("A step by value that expects to miss is refused at load")
  func expectMissRefused() {
    let found = diagnostics(
      Self.text(touches: [#"{"toggle": "sw", "to": true, "expectMiss": true}"#]))
    #expect(
      found.first?.contains("'expectMiss' can't go with a step that sets") == true, "\(found)")
  }

  @Test("toggle without 'to', or on a point, is refused at load")
  func toggleErrors() {
    #expect(
      diagnostics(Self.text(touches: [#"{"toggle": "sw"}"#])).first?.contains("missing 'to'")
        == true)
    #expect(
      diagnostics(Self.text(touches: [#"{"toggle": [1, 1], "to": true}"#])).first?.contains(
        "a toggle names the control it sets") == true)
  }
}
