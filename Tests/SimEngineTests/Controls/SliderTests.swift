import SimEngine
import SimGeometry
import Testing

/// A `UISlider`'s value as a touch drags its thumb (`_UISlideriOSVisualElement`, iOS 18.2).
///
/// The slider `s` is 200 × 31 at (20, 100). From `trackRectForBounds:` and
/// `thumbRectForBounds:trackRect:value:` with a 28 pt thumb: the thumb travels x from 0 to
/// 200 − 28 = 172 (local), `x = round(172 × fraction)`, `y = round((31 − 4) / 2) +
/// round((4 − 28) / 2) = 14 − 12 = 2`. At 0.5 its frame is [86, 114) × [2, 30); its hit
/// rectangle grows by (48 − 28) / 2 = 10 on each side: [76, 124) × [−8, 40).
@Suite("Slider values")
struct SliderTests {
  static let slider = ViewClass.known(named: "UISlider")!
  static let travel = 200.0 - 28
  static let thumbX = (travel * 0.5).rounded()  // 86

  func sim(_ value: SliderValue = SliderValue(value: 0.5)) -> Simulation {
    Simulation([
      (view("s", Self.slider, rect(20, 100, 200, 31)) { $0.controlValue = .slider(value) }, nil)
    ])
  }

  /// The value `ValueForPoint` gives for a touch at local x gripping with `hitOffset`: the
  /// thumb's centre at x + offset, its left edge half a thumb before, over the travel.
  func expected(localX: Double, hitOffset: Double, in range: ClosedRange<Float> = 0...1) -> Double {
    let fraction = Float(min(max((localX + hitOffset - 14) / Self.travel, 0), 1))
    return Double(range.lowerBound + fraction * (range.upperBound - range.lowerBound))
  }

  func value(_ sim: Simulation) -> Double? { sim.tree[sim.id("s")].controlValue?.number }

  func sentValues(_ sim: Simulation) -> [Double] {
    sim.journal.compactMap {
      if case .control(.valueChanged, _, _, let value?, _) = $0.kind { return value }
      return nil
    }
  }

  @Test("A drag from the thumb keeps the thumb's offset from the finger")
  func dragKeepsTheGrip() throws {
    var sim = sim()
    // Down 4 pt into the thumb: _hitOffset = round(28 / 2 − 4) = 10.
    let hitOffset = (14.0 - (90 - Self.thumbX)).rounded()
    try sim.began(20 + 90, 115, at: 0.1)
    #expect(value(sim) == expected(localX: 90, hitOffset: hitOffset))
    #expect(value(sim) == 0.5)
    try sim.moved(20 + 133, 115, at: 0.2)
    #expect(value(sim) == expected(localX: 133, hitOffset: hitOffset))
    #expect(value(sim) == Double(Float(129.0 / 172)))
    try sim.ended(20 + 133, 115, at: 0.3)
    #expect(
      sim.events(of: "s") == [
        .touchDown, .valueChanged, .valueChanged, .touchDragInside, .valueChanged, .touchUpInside,
      ])
    #expect(sentValues(sim) == [0.5, Double(Float(129.0 / 172)), Double(Float(129.0 / 172))])
  }

  @Test("A touch off the thumb neither tracks nor moves the slider")
  func touchOffTheThumb() throws {
    var sim = sim()
    try sim.began(20 + 150, 115, at: 0.1)
    try sim.moved(20 + 60, 115, at: 0.2)
    try sim.ended(20 + 60, 115, at: 0.3)
    #expect(sim.events(of: "s") == [])
    #expect(value(sim) == 0.5)
  }

  @Test(
    "The thumb's hit rectangle is 48 pt wide around a 28 pt thumb, its right edge excluded",
    arguments: [(Self.thumbX - 10, true), (Self.thumbX - 10.5, false), (Self.thumbX + 38, false)])
  func thumbHitRectangle(localX: Double, tracks: Bool) throws {
    var sim = sim()
    try sim.tap(20 + localX, 115, at: 0.1)
    #expect(sim.events(of: "s").contains(.touchDown) == tracks)
  }

  @Test("A slider that is not continuous sends valueChanged only as the touch ends")
  func notContinuous() throws {
    var sim = sim(SliderValue(value: 0.5, isContinuous: false))
    try sim.began(20 + 100, 115, at: 0.1)
    try sim.moved(20 + 40, 115, at: 0.2)
    #expect(value(sim) == expected(localX: 40, hitOffset: 0))
    try sim.ended(20 + 40, 115, at: 0.3)
    #expect(sim.events(of: "s") == [.touchDown, .touchDragInside, .valueChanged, .touchUpInside])
  }

  @Test("The value stops at the range's ends however far the finger goes")
  func clampedToTheRange() throws {
    var sim = sim(SliderValue(value: 15, minimumValue: 10, maximumValue: 20))
    try sim.began(20 + 100, 115, at: 0.1)
    try sim.moved(380, 115, at: 0.2)
    #expect(value(sim) == 20)
    try sim.moved(0, 115, at: 0.3)
    #expect(value(sim) == 10)
    try sim.moved(20 + 57, 115, at: 0.4)
    #expect(value(sim) == expected(localX: 57, hitOffset: 0, in: 10...20))
  }

  @Test("A cancelled touch sends touchCancel, no valueChanged, and keeps the value it reached")
  func cancelled() throws {
    var sim = sim()
    try sim.began(20 + 100, 115, at: 0.1)
    try sim.moved(20 + 120, 115, at: 0.2)
    try sim.cancelled(20 + 120, 115, at: 0.3)
    #expect(
      sim.events(of: "s") == [
        .touchDown, .valueChanged, .valueChanged, .touchDragInside, .touchCancel,
      ])
    #expect(value(sim) == expected(localX: 120, hitOffset: 0))
  }
}
