import SimEngine
import SimGeometry
import Testing

/// A `UIStepper`'s value (`UIStepperHorizontalVisualElement`, iOS 18.2): `st` is 94 × 32 at
/// (20, 100); its plus side is local x ≥ 47 (the middle), its minus side x < 47.
@Suite("Stepper values")
struct StepperTests {
  static let stepper = ViewClass.known(named: "UIStepper")!
  static let plusX = 20.0 + 70
  static let minusX = 20.0 + 20

  func sim(_ value: StepperValue = StepperValue()) -> Simulation {
    Simulation([
      (view("st", Self.stepper, rect(20, 100, 94, 32)) { $0.controlValue = .stepper(value) }, nil)
    ])
  }

  func value(_ sim: Simulation) -> Double? { sim.tree[sim.id("st")].controlValue?.number }

  /// When the repeat timer steps while held from `start`: 0.5 s after the touch-down, then
  /// 0.5 s apart while the count before the step is at most 3, then `fast` apart
  /// (`_updateCount:`; the fast intervals are the engine's choice).
  func repeatTimes(from start: Double, until end: Double) -> [Double] {
    var times: [Double] = []
    var t = start + 0.5
    var count = 0
    while t < end {
      times.append(t)
      t += count <= 3 ? 0.5 : (count > 18 ? 0.05 : 0.1)
      count += 1
    }
    return times
  }

  @Test("A tap on the plus side steps once at the lift, valueChanged before touchUpInside")
  func tapPlus() throws {
    var sim = sim()
    try sim.tap(Self.plusX, 116, at: 0.1)
    #expect(value(sim) == 1)
    #expect(sim.events(of: "st") == [.touchDown, .valueChanged, .touchUpInside])
  }

  @Test("The minus side at the minimum is disabled: a tap sends only the touch events")
  func minusAtTheMinimum() throws {
    var sim = sim()
    try sim.tap(Self.minusX, 116, at: 0.1)
    #expect(value(sim) == 0)
    #expect(sim.events(of: "st") == [.touchDown, .touchUpInside])
  }

  @Test("A held side repeats 0.5 s apart for its first steps, then faster; the lift adds none")
  func autorepeat() throws {
    var sim = sim()
    try sim.began(Self.plusX, 116, at: 0.1)
    try sim.ended(Self.plusX, 116, at: 2.75)
    let steps = repeatTimes(from: 0.1, until: 2.75)
    #expect(steps.count == 6)  // 0.6, 1.1, 1.6, 2.1, 2.6 and 2.7
    #expect(value(sim) == Double(steps.count))
    #expect(
      sim.events(of: "st")
        == [.touchDown] + Array(repeating: .valueChanged, count: steps.count) + [.touchUpInside])
  }

  @Test("Not continuous, a held side sends one valueChanged, at the lift")
  func notContinuous() throws {
    var sim = sim(StepperValue(isContinuous: false))
    try sim.began(Self.plusX, 116, at: 0.1)
    try sim.ended(Self.plusX, 116, at: 1.3)
    #expect(value(sim) == Double(repeatTimes(from: 0.1, until: 1.3).count))
    #expect(sim.events(of: "st") == [.touchDown, .valueChanged, .touchUpInside])
  }

  @Test("With wraps, a step past the maximum goes to the minimum")
  func wraps() throws {
    var sim = sim(StepperValue(value: 100, wraps: true))
    try sim.tap(Self.plusX, 116, at: 0.1)
    #expect(value(sim) == 0)
  }

  @Test("A finger moved more than 70 pt away stops the repeats, and its lift steps nothing")
  func movedAway() throws {
    var sim = sim()
    try sim.began(Self.plusX, 116, at: 0.1)
    try sim.moved(Self.plusX, 100 + 32 + 71, at: 0.8)  // after the step at 0.6
    try sim.ended(Self.plusX, 100 + 32 + 71, at: 1.7)
    #expect(value(sim) == 1)
    #expect(sim.events(of: "st").last == .touchUpOutside)
  }

  @Test("Without autorepeat a held side steps once, at the lift")
  func noAutorepeat() throws {
    var sim = sim(StepperValue(autorepeat: false))
    try sim.began(Self.plusX, 116, at: 0.1)
    try sim.ended(Self.plusX, 116, at: 2.0)
    #expect(value(sim) == 1)
  }

  @Test("The repeat timer stops with the touch: nothing is pending after the lift")
  func timerStops() throws {
    var sim = sim()
    try sim.began(Self.plusX, 116, at: 0.1)
    #expect(!sim.isSettled)
    try sim.ended(Self.plusX, 116, at: 0.2)
    #expect(sim.isSettled)
  }
}
