import SimEngine
import SimGeometry
import Testing

@testable import SimScenario

/// The switch's knob in scenario files: `knobPosition`, `knobWidth`, `knobProgress` as view
/// expectation keys and expression values (docs/scenario-format.md, "A switch's knob").
@Suite("Switch knob in scenario files")
struct SwitchKnobDecodingTests {
  static func text(expect: String, extraView: String = "") -> String {
    #"{"root": {"id": "root", "children": [{"id": "s", "class": "UISwitch", "frame": [300, 100, 51, 31]}\#(extraView)]}, "touches": [{"tap": [325, 115], "t": 0.5}], "expect": [\#(expect)]}"#
  }

  @Test("A view expectation reads the knob's values and its tolerance")
  func readsKnobKeys() throws {
    let decoded = try scenario(
      Self.text(
        expect:
          #"{"t": 0.7, "view": "s", "knobPosition": 32.6, "knobWidth": 43.4, "knobProgress": 0.86, "tolerance": 0.001}"#
      ))
    guard
      case .viewValues(_, let view, let values, _, let tolerance)? =
        decoded.expectations.first?.kind
    else {
      Issue.record("not a view expectation: \(String(describing: decoded.expectations.first))")
      return
    }
    #expect(view == "s")
    #expect(values.knob == Expectation.KnobValues(position: 32.6, width: 43.4, progress: 0.86))
    #expect(tolerance == 0.001)
  }

  @Test("A knob expectation or a knob expression on a view that is no control is a load error")
  func notAControl() {
    let expectation = diagnostics(
      Self.text(
        expect: #"{"t": 0.7, "view": "label", "knobProgress": 1}"#,
        extraView: #", {"id": "label", "frame": [0, 0, 10, 10]}"#)
    ).joined(separator: "\n")
    #expect(expectation.contains("the knob is a UISwitch's"), "\(expectation)")
    let expression = diagnostics(
      Self.text(
        expect: #"{"from": 0, "to": 1, "stays": "label.knobWidth", "within": [0, 50]}"#,
        extraView: #", {"id": "label", "frame": [0, 0, 10, 10]}"#)
    ).joined(separator: "\n")
    #expect(expression.contains("knobWidth is a UISwitch's"), "\(expression)")
  }

  @Test("A knob expectation on a control that is no switch fails when it runs, saying so")
  func notASwitch() throws {
    let decoded = try scenario(
      Self.text(
        expect: #"{"t": 0.7, "view": "b", "knobProgress": 1}"#,
        extraView: #", {"id": "b", "class": "UIButton", "frame": [0, 0, 10, 10]}"#))
    let run = ScenarioRunner.run(decoded)
    let result = try #require(run.results.first)
    #expect(!result.passed)
    #expect(result.actual.contains("which has no knob"), "\(result.actual)")
  }

  @Test("A knob expectation passes at the value the spring gives, and fails off it")
  func checksTheSpring() throws {
    // At rest before the tap: 15.5 and 0; at 1.1, after the lift's animations ended (0.58 +
    // 0.488), 35.5 and 1.
    let passing = try scenario(
      Self.text(
        expect:
          #"{"t": 0.4, "view": "s", "knobPosition": 15.5, "knobProgress": 0, "tolerance": 0}, {"t": 1.1, "view": "s", "knobPosition": 35.5, "knobProgress": 1, "knobWidth": 43, "tolerance": 0}"#
      ))
    #expect(ScenarioRunner.run(passing).passed)
    let failing = try scenario(
      Self.text(expect: #"{"t": 0.8, "view": "s", "knobProgress": 1, "tolerance": 0.001}"#))
    let result = try #require(ScenarioRunner.run(failing).results.first)
    #expect(!result.passed)  // 1.0256 at 0.8: the overshoot
    #expect(result.actual.contains("its knobProgress is 1.02"), "\(result.actual)")
  }
}
