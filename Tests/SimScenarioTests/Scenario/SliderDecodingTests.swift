import SimEngine
import SimGeometry
import Testing

@testable import SimScenario

@Suite("Sliders in scenario files")
struct SliderDecodingTests {
  func slider(_ keys: String, class name: String = "UISlider", base: String? = nil) throws
    -> ControlValue?
  {
    let baseKey = base.map { #", "base": "\#($0)""# } ?? ""
    let decoded = try scenario(
      #"{"root": {"id": "root", "children": [{"id": "s", "class": "\#(name)"\#(baseKey), "frame": [0, 0, 200, 31]\#(keys)}]}}"#
    )
    var sim = Simulation(screen: decoded.screen, parameters: decoded.parameters)
    sim.instantiate(decoded.root, in: sim.window)
    return sim.tree[try #require(sim.tree.view(named: "s"))].controlValue
  }

  @Test("A UISlider has UIKit's defaults: 0 in 0...1, continuous")
  func defaults() throws {
    #expect(try slider("") == .slider(SliderValue(value: 0, minimumValue: 0, maximumValue: 1)))
  }

  @Test(
    "A slider's keys are read, a custom class based on UISlider included, and the value clamped")
  func keys() throws {
    #expect(
      try slider(#", "value": 30, "minimumValue": -5, "maximumValue": 20, "continuous": false"#)
        == .slider(SliderValue(value: 20, minimumValue: -5, maximumValue: 20, isContinuous: false)))
    #expect(
      try slider(#", "value": 0.25"#, class: "VolumeSlider", base: "UISlider")?.number == 0.25)
  }

  @Test("A minimumValue above the maximumValue is an error, as UIKit raises for it")
  func minimumAboveMaximum() {
    let text = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "s", "class": "UISlider", "minimumValue": 2, "maximumValue": 1}]}}"#
    ).joined(separator: "\n")
    #expect(text.contains("minimumValue (2) is larger than its maximumValue (1)"), "\(text)")
  }

  @Test("A slider key on a view that is not a slider is an error naming the view's class")
  func notASlider() {
    let text = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "b", "class": "UIButton", "value": 1}]}}"#
    ).joined(separator: "\n")
    #expect(
      text.contains("'value' applies to a UISlider or UIStepper, and 'b' is a UIButton"), "\(text)")
  }

  @Test("An expression reading the value of a plain view is an error when the file is read")
  func valueOfAPlainView() {
    let text = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "v"}, {"id": "b", "class": "UIButton", "on": {"touchUpInside": [{"if": "v.value > 1", "then": [{"log": "x"}]}]}}]}}"#
    ).joined(separator: "\n")
    #expect(text.contains("value is a valued control's"), "\(text)")
  }
}

@Suite("Segmented controls in scenario files")
struct SegmentedDecodingTests {
  @Test("A segmented control's segments and selection are read")
  func keys() throws {
    let decoded = try scenario(
      #"{"root": {"id": "root", "children": [{"id": "s", "class": "UISegmentedControl", "frame": [0, 0, 300, 32], "numberOfSegments": 3, "selectedSegmentIndex": 2}]}}"#
    )
    var sim = Simulation(screen: decoded.screen, parameters: decoded.parameters)
    sim.instantiate(decoded.root, in: sim.window)
    #expect(
      sim.tree[try #require(sim.tree.view(named: "s"))].controlValue
        == .segments(SegmentedValue(numberOfSegments: 3, selectedSegmentIndex: 2)))
  }

  @Test("A segmented control without numberOfSegments, or selecting past its last, is an error")
  func errors() {
    let missing = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "s", "class": "UISegmentedControl"}]}}"#
    ).joined(separator: "\n")
    #expect(missing.contains("missing 'numberOfSegments'"), "\(missing)")
    let past = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "s", "class": "UISegmentedControl", "numberOfSegments": 2, "selectedSegmentIndex": 2}]}}"#
    ).joined(separator: "\n")
    #expect(past.contains("must be a whole number from -1 to 1"), "\(past)")
  }

  @Test("A slider key on a segmented control is an error naming both classes")
  func sliderKeyOnSegments() {
    let text = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "s", "class": "UISegmentedControl", "numberOfSegments": 2, "value": 1}]}}"#
    ).joined(separator: "\n")
    #expect(
      text.contains("'value' applies to a UISlider or UIStepper, and 's' is a UISegmentedControl"),
      "\(text)")
  }
}

@Suite("Steppers in scenario files")
struct StepperDecodingTests {
  @Test("A stepper has UIKit's defaults (0 in 0...100, step 1) and reads its keys")
  func keys() throws {
    func decoded(_ keys: String) throws -> ControlValue? {
      let scenario = try scenario(
        #"{"root": {"id": "root", "children": [{"id": "s", "class": "UIStepper", "frame": [0, 0, 94, 32]\#(keys)}]}}"#
      )
      var sim = Simulation(screen: scenario.screen, parameters: scenario.parameters)
      sim.instantiate(scenario.root, in: sim.window)
      return sim.tree[try #require(sim.tree.view(named: "s"))].controlValue
    }
    #expect(try decoded("") == .stepper(StepperValue()))
    #expect(
      try decoded(
        #", "value": 3, "maximumValue": 5, "stepValue": 0.5, "continuous": false, "autorepeat": false, "wraps": true"#
      )
        == .stepper(
          StepperValue(
            value: 3, maximumValue: 5, stepValue: 0.5, isContinuous: false, autorepeat: false,
            wraps: true)))
  }

  @Test("A step of 0 is an error, as UIKit raises for it; a stepper key elsewhere names the class")
  func errors() {
    let zero = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "s", "class": "UIStepper", "stepValue": 0}]}}"#
    ).joined(separator: "\n")
    #expect(zero.contains("stepValue must be between"), "\(zero)")
    let elsewhere = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "s", "class": "UISlider", "wraps": true}]}}"#
    ).joined(separator: "\n")
    #expect(
      elsewhere.contains("'wraps' applies to a UIStepper, and 's' is a UISlider"), "\(elsewhere)")
  }
}
