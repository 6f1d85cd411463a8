import SimEngine
import SimGeometry
import Testing

/// Steps on controls by value (``Simulation/plan(_:on:)``): the touches that take a slider, a
/// switch or a stepper to a value, from their own tracking rules (iOS 18.2).
///
/// The slider `s` is 200 × 31 (`_UISlideriOSVisualElement`, 28 pt thumb): the thumb's left edge
/// is at `round(172 × fraction)`, its centre 14 further, its centre line y =
/// `round((31 − 4) / 2) + round((4 − 28) / 2) + 14 = 16`; the value for a thumb centre x is
/// `(x − 14) / 172` (as a float) across the range.
@Suite("Control steps by value")
struct ControlPlanTests {
  static let slider = ViewClass.known(named: "UISlider")!
  static let stepper = ViewClass.known(named: "UIStepper")!
  static let toggle = ViewClass.known(named: "UISwitch")!
  static let travel = 200.0 - 28

  func sim(_ value: ControlValue, _ viewClass: ViewClass, size: Size = Size(width: 200, height: 31))
    -> Simulation
  {
    Simulation([
      (
        view("c", viewClass, rect(20, 100, size.width, size.height)) { $0.controlValue = value },
        nil
      )
    ])
  }

  func plan(_ goal: ControlGoal, _ sim: Simulation) throws -> ControlPlan {
    try sim.plan(goal, on: "c").get()
  }

  @Test("A slider's drag starts at its thumb's centre, so the grip adds nothing")
  func sliderStartsOnThumbCentre() throws {
    let planned = try plan(.sliderValue(0.75), sim(.slider(SliderValue(value: 0.5)), Self.slider))
    // Thumb at 0.5: left edge round(172 × 0.5) = 86, centre 86 + 14 = 100.
    #expect(planned.points.first == Point(x: (Self.travel * 0.5).rounded() + 14, y: 16))
  }

  @Test("A slider's drag ends where the thumb's centre gives the value: 14 + fraction × 172")
  func sliderEndsAtValue() throws {
    let planned = try plan(.sliderValue(0.75), sim(.slider(SliderValue(value: 0.5)), Self.slider))
    #expect(planned.points.last == Point(x: 14 + 0.75 * Self.travel, y: 16))
    #expect(planned.expected == 0.75)
  }

  @Test("A value the range's float arithmetic can't hit exactly gives the nearest it can")
  func sliderFloatValue() throws {
    let range = SliderValue(value: 0, minimumValue: 0, maximumValue: 100)
    let planned = try plan(.sliderValue(30), sim(.slider(range), Self.slider))
    // The fraction 30 / 100 as a float, then min + fraction × (max − min) in float.
    let fraction = Float(30) / Float(100)
    #expect(planned.points.last == Point(x: 14 + Double(fraction) * Self.travel, y: 16))
    #expect(planned.expected == Double(Float(0) + fraction * Float(100)))
    #expect(planned.expected != 30)
  }

  @Test("A slider's target outside its range is refused, naming the range")
  func sliderOutOfRange() {
    let result = sim(.slider(SliderValue(value: 0.5)), Self.slider).plan(.sliderValue(1.5), on: "c")
    guard case .failure(let failure) = result else {
      Issue.record("planned \(result)")
      return
    }
    #expect(failure.expected == "a value within its range 0…1")
    #expect(failure.actual == "toValue is 1.5")
  }

  @Test("A slider no wider than its thumb can't be dragged to another value")
  func sliderTooNarrow() {
    let narrow = sim(.slider(SliderValue(value: 0)), Self.slider, size: Size(width: 28, height: 31))
    guard case .failure = narrow.plan(.sliderValue(0.5), on: "c") else {
      Issue.record("a 28 pt slider was planned a drag")
      return
    }
  }

  @Test("A switch already on the side asked for is not touched")
  func switchAlreadyThere() throws {
    let planned = try plan(.switchOn(true), sim(.toggle(SwitchValue(isOn: true)), Self.toggle))
    #expect(planned.points.isEmpty)
    #expect(planned.expected == 1)
  }

  @Test("A switch on the other side is tapped at its centre")
  func switchTapped() throws {
    let planned = try plan(
      .switchOn(true),
      sim(.toggle(SwitchValue(isOn: false)), Self.toggle, size: Size(width: 51, height: 31)))
    #expect(planned.points == [Point(x: 25.5, y: 15.5)])
  }

  @Test("Increments tap the centre of the plus half and end at value + times × step")
  func stepperIncrements() throws {
    let value = StepperValue(value: 1, maximumValue: 10, stepValue: 2)
    let planned = try plan(
      .stepper(up: true, times: 3),
      sim(.stepper(value), Self.stepper, size: Size(width: 94, height: 32)))
    #expect(planned.points == [Point(x: 94 * 0.75, y: 16)])
    #expect(planned.expected == 1 + 3 * 2)
  }

  @Test("Decrements tap the centre of the minus half")
  func stepperDecrements() throws {
    let planned = try plan(
      .stepper(up: false, times: 1),
      sim(.stepper(StepperValue(value: 5)), Self.stepper, size: Size(width: 94, height: 32)))
    #expect(planned.points == [Point(x: 94 * 0.25, y: 16)])
    #expect(planned.expected == 4)
  }

  @Test("Increments past the maximum are refused: the plus side does nothing there")
  func stepperPastMaximum() {
    let value = StepperValue(value: 9, maximumValue: 10)
    let result = sim(.stepper(value), Self.stepper).plan(.stepper(up: true, times: 3), on: "c")
    guard case .failure(let failure) = result else {
      Issue.record("planned \(result)")
      return
    }
    #expect(failure.actual.hasPrefix("after 1 it is at its maximum, 10"))
  }

  @Test("A stepper that wraps goes on past its maximum to its minimum")
  func stepperWraps() throws {
    let value = StepperValue(value: 9, maximumValue: 10, wraps: true)
    // 9 → 10 → (11 wraps to) 0 → 1.
    #expect(
      try plan(.stepper(up: true, times: 3), sim(.stepper(value), Self.stepper)).expected == 1)
  }

  @Test("A goal on another kind of control is refused, naming both classes")
  func wrongControl() {
    let result = sim(.stepper(StepperValue()), Self.stepper).plan(.sliderValue(0.5), on: "c")
    guard case .failure(let failure) = result else {
      Issue.record("planned \(result)")
      return
    }
    #expect(failure.expected == "'c' is a UISlider")
    #expect(failure.actual == "'c' is a UIStepper")
  }
}
