import SimEngine
import SimGeometry
import Testing

/// A slider inside a horizontally scrolling view: who gets a horizontal drag. UISlider's
/// `gestureRecognizerShouldBegin:` refuses a one-finger pan along its track whose touch is on
/// the thumb, and anything while it tracks; the scroll view's pan asks it when it is about to
/// begin.
@Suite("Slider values: in a horizontal scroll view")
struct SliderInScrollViewTests {
  /// A full-screen pager three screens wide; in it the slider `s`, 200 × 31 at (20, 100),
  /// at 0.5: its thumb's frame is [86, 114) local (x = round(172 × 0.5)), its hit rectangle
  /// [76, 124) × [−8, 40).
  func pager() -> Simulation {
    var sim = simulation()
    let pager = sim.scrollView(
      "pager", frame: rect(0, 0, 390, 844), content: Size(width: 1170, height: 844))
    sim.addView(
      view("s", SliderTests.slider, rect(20, 100, 200, 31)) {
        $0.controlValue = .slider(SliderValue(value: 0.5))
      }, to: pager)
    return sim
  }

  /// Down at window x `x`, still for `hold` seconds, then 60 pt left in 6 pt steps a frame
  /// apart (each step beyond the pan's 10 pt hysteresis is clearly horizontal), then lifted.
  func drag(_ sim: inout Simulation, fromX x: Double, hold: Double = 0) throws {
    try sim.began(x, 115, at: 0.1)
    for step in 1...10 {
      try sim.moved(x - Double(step) * 6, 115, at: 0.1 + hold + Double(step) / 60)
    }
    try sim.ended(x - 60, 115, at: 0.1 + hold + 11.0 / 60)
  }

  @Test("A quick horizontal drag from the thumb moves the slider, and the pager stays")
  func dragFromTheThumb() throws {
    var sim = pager()
    try drag(&sim, fromX: 20 + 90)
    #expect(sim.changes(of: "pager.pan") == ["failed"])
    #expect(sim.tree[sim.id("pager")].bounds.origin == .zero)
    // Gripped 4 pt into the thumb: _hitOffset = round(14 − 4) = 10; lifted at local 30,
    // so the thumb's centre is at 40: (40 − 14) / 172.
    #expect(sim.tree[sim.id("s")].controlValue?.number == Double(Float((30.0 + 10 - 14) / 172)))
    #expect(sim.events(of: "s").last == .touchUpInside)
  }

  @Test("A horizontal drag that starts off the thumb scrolls the pager and leaves the slider")
  func dragOffTheThumb() throws {
    var sim = pager()
    try drag(&sim, fromX: 20 + 150)
    #expect(sim.changes(of: "pager.pan").first == "began")
    #expect(sim.tree[sim.id("pager")].bounds.origin.x > 0)
    #expect(sim.tree[sim.id("s")].controlValue?.number == 0.5)
    #expect(sim.events(of: "s") == [])
  }

  @Test("After the content delay the slider is tracking and the pager's pan is refused")
  func heldThenDragged() throws {
    var sim = pager()
    try drag(&sim, fromX: 20 + 90, hold: 0.3)
    #expect(sim.changes(of: "pager.pan") == ["failed"])
    #expect(sim.failureReason(of: "pager.pan")?.contains("tracking") == true)
    #expect(sim.tree[sim.id("pager")].bounds.origin == .zero)
    #expect(sim.tree[sim.id("s")].controlValue?.number == Double(Float((30.0 + 10 - 14) / 172)))
  }
}
