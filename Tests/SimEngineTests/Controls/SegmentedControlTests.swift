import SimEngine
import SimGeometry
import Testing

/// A `UISegmentedControl`'s selection as a touch goes over its segments (`UISegmentedControl`
/// `-touchesBegan/Moved/Ended:`, iOS 18.2).
///
/// `seg` is 300 × 32 at (20, 100) with 3 segments: [0, 99), [100, 199) and [200, 300) in its
/// bounds (`-layoutSubviews`, below), 1 pt dividers between. "Mostly inside" is the bounds grown
/// by 70 pt (the default style provider's `mostlyInsideMargin`).
@Suite("Segmented control values")
struct SegmentedControlTests {
  static let segmented = ViewClass.known(named: "UISegmentedControl")!

  func sim(selected: Int = -1) -> Simulation {
    Simulation([
      (
        view("seg", Self.segmented, rect(20, 100, 300, 32)) {
          $0.controlValue = .segments(
            SegmentedValue(numberOfSegments: 3, selectedSegmentIndex: selected))
        }, nil
      )
    ])
  }

  func selected(_ sim: Simulation) -> Double? { sim.tree[sim.id("seg")].controlValue?.number }

  @Test("A tap selects the segment at the lift, with valueChanged and no touch events")
  func tapSelects() throws {
    var sim = sim()
    try sim.began(20 + 150, 116, at: 0.1)
    #expect(selected(sim) == -1)
    try sim.ended(20 + 150, 116, at: 0.2)
    #expect(selected(sim) == 1)
    #expect(sim.events(of: "seg") == [.valueChanged])
  }

  @Test("Dragging across the segments selects the one under the finger when it lifts")
  func dragAcross() throws {
    var sim = sim(selected: 0)
    try sim.began(20 + 250, 116, at: 0.1)
    try sim.moved(20 + 120, 116, at: 0.2)
    try sim.ended(20 + 120, 116, at: 0.3)
    #expect(selected(sim) == 1)
  }

  @Test("A touch that began on the selected segment slides it, however far the finger goes")
  func slidingSelection() throws {
    var sim = sim(selected: 0)
    try sim.began(20 + 50, 116, at: 0.1)
    // 300 pt below the control, far past the 70 pt margin: the nearest segment is the one
    // straight above (distance 268 to segment 2's bottom edge, more to the others).
    try sim.moved(20 + 250, 400, at: 0.2)
    try sim.ended(20 + 250, 400, at: 0.3)
    #expect(selected(sim) == 2)
    #expect(sim.events(of: "seg") == [.valueChanged])
  }

  @Test("A touch that did not begin on the selection and lifts beyond 70 pt selects nothing")
  func liftFarOut() throws {
    var sim = sim(selected: 0)
    try sim.began(20 + 250, 116, at: 0.1)
    try sim.moved(20 + 250, 100 + 32 + 71, at: 0.2)
    try sim.ended(20 + 250, 100 + 32 + 71, at: 0.3)
    #expect(selected(sim) == 0)
    #expect(sim.events(of: "seg") == [])
  }

  @Test("Lifting within 70 pt selects the segment nearest the finger")
  func liftWithinTheMargin() throws {
    var sim = sim(selected: 0)
    try sim.began(20 + 250, 116, at: 0.1)
    try sim.moved(20 + 150, 100 + 32 + 69, at: 0.2)
    try sim.ended(20 + 150, 100 + 32 + 69, at: 0.3)
    #expect(selected(sim) == 1)
  }

  @Test("Tapping the selected segment again sends no valueChanged")
  func sameSegment() throws {
    var sim = sim(selected: 1)
    try sim.tap(20 + 150, 116, at: 0.1)
    #expect(selected(sim) == 1)
    #expect(sim.events(of: "seg") == [])
  }

  @Test("A cancelled touch selects nothing")
  func cancelled() throws {
    var sim = sim(selected: 0)
    try sim.began(20 + 250, 116, at: 0.1)
    try sim.cancelled(20 + 250, 116, at: 0.2)
    #expect(selected(sim) == 0)
    #expect(sim.events(of: "seg") == [])
  }

  @Test("In a horizontal pager a drag along the control keeps it, and selects where it lifts")
  func inAPager() throws {
    var sim = simulation()
    let pager = sim.scrollView(
      "pager", frame: rect(0, 0, 390, 844), content: Size(width: 1170, height: 844))
    sim.addView(
      view("seg", Self.segmented, rect(20, 100, 300, 32)) {
        $0.controlValue = .segments(SegmentedValue(numberOfSegments: 3, selectedSegmentIndex: 0))
      }, to: pager)
    try sim.began(20 + 250, 116, at: 0.1)
    for step in 1...10 {
      try sim.moved(20 + 250 - Double(step) * 12, 116, at: 0.1 + Double(step) / 60)
    }
    try sim.ended(20 + 130, 116, at: 0.1 + 11.0 / 60)
    #expect(sim.changes(of: "pager.pan") == ["failed"])
    #expect(sim.tree[pager].bounds.origin == .zero)
    #expect(selected(sim) == 1)
  }

  @Test(
    "Segments are laid out as -layoutSubviews does: a 1 pt divider between, widths floored with a carry"
  )
  func layout() {
    let divider = 1.0  // UISegmentedControlDefaultStyleProvider -dividerWidthForControlSize:
    let w = (300 - divider * 2) / 3  // 99.33…
    let first = w.rounded(.down)  // 99, carry w − 99
    let second = (w + (w - first)).rounded(.down)  // floor(99.67) = 99
    let last = (w + (w - second)).rounded(.up)  // ceil(99.67) = 100
    let expected = [
      rect(0, 0, first, 32), rect(first + divider, 0, second, 32),
      rect(first + second + 2 * divider, 0, last, 32),
    ]
    #expect(SegmentedValue(numberOfSegments: 3).segmentFrames(in: rect(0, 0, 300, 32)) == expected)
    #expect(expected[2].maxX == 300)
  }

  @Test("A touch on a divider goes to the nearer segment, the left one when both are as near")
  func onADivider() throws {
    var sim = sim()
    try sim.tap(20 + 99.5, 116, at: 0.1)  // 0.5 from segment 0 and from segment 1
    #expect(selected(sim) == 0)
    try sim.tap(20 + 199.75, 116, at: 0.5)  // 0.75 from segment 1, 0.25 from segment 2
    #expect(selected(sim) == 2)
  }
}
