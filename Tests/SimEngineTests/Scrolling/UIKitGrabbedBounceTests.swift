import Foundation
import SimEngine
import SimGeometry
import Testing

/// A touch that catches a scroll view bouncing back past an edge and drags it, as the decompiled
/// code decides (docs/uikit-notes/grabbing-a-bounce.md): `-_beginTrackingWithEvent:` stops the
/// bounce where it shows (`didEndDecelerating`), `UIScrollViewPanGestureRecognizer -_beginScroll`
/// catches the pan (Began at the touch-down, `willBeginDragging`), and its first move past the
/// 10 pt hysteresis runs `-_adjustStartOffsetForGrabbedBouncingScrollView`: the drag's raw offset
/// becomes the shown one run back through the rubber band's inverse
/// (`-_offsetWithoutDecorationForRubberBandOffset:…`), so the rubber band goes on from the
/// overshoot shown, and the finger's movement until then is dropped.
@Suite("Scroll views: a touch grabbing a bounce keeps the overshoot")
struct UIKitGrabbedBounceTests {
  static let down = Instant(seconds: 0.46)
  /// The list's height, the rubber band's range (a whole number of points: no rounding).
  static let range = 844.0
  static let c = 0.55

  /// Pulled 210 pt down from the top and let go at 0.4; touched at 0.46 while it bounces back.
  private func grabbed() throws -> (Simulation, ViewID, Double) {
    var sim = simulation()
    let list = sim.list()
    try sim.stroke([(0.1, 200), (0.2, 270), (0.3, 340), (0.4, 410)], lift: 0.4)
    sim.advance(to: Instant(seconds: 0.45))
    let shown = sim.tree[list].bounds.origin.y
    #expect(shown < -1)
    try sim.send(TouchInput(time: Self.down, finger: 1, phase: .began, location: Point(195, 500)))
    return (sim, list, shown)
  }

  /// `-_offsetWithoutDecorationForRubberBandOffset:maxOffset:minOffset:range:` past the top
  /// edge 0: q = (0 − shown)/range − 1, 0 − (−1/q − 1)/c·range.
  static func unbanded(_ shown: Double) -> Double {
    let q = (0 - shown) / range - 1
    return 0 - (-1 / q - 1) / c * range
  }

  /// `-_rubberBandContentOffsetForOffset:…` past the top edge 0, pixel-rounded by
  /// `-setContentOffset:`: 0 − (1 − 1/(x·c/range + 1))·range, x = 0 − raw.
  static func banded(_ raw: Double) -> Double {
    UIKitScroll.pixel(0 - (1 - 1 / ((0 - raw) * c / range + 1)) * range)
  }

  private func move(_ sim: inout Simulation, to y: Double, at t: Double) throws {
    try sim.send(
      TouchInput(time: Instant(seconds: t), finger: 1, phase: .moved, location: Point(195, y)))
  }

  @Test("A touch on a list bouncing back past its top begins its drag at the touch-down")
  func dragBeginsAtTouchDown() throws {
    let (sim, list, shown) = try grabbed()
    let seen = sim.journal.compactMap { entry -> ScrollMoment? in
      guard entry.time == Self.down, case .scroll(_, let moment) = entry.kind else { return nil }
      return moment
    }
    #expect(seen == [.stoppedByTouch(touch: 2), .didEndDecelerating, .willBeginDragging])
    #expect(sim.activeScrollViews.map(\.phase) == ["dragging"])
    #expect(sim.tree[list].bounds.origin.y == shown)
  }

  @Test("Held past its top, the grabbed list stays where the touch caught it")
  func heldStays() throws {
    var (sim, list, shown) = try grabbed()
    try move(&sim, to: 505, at: 0.48)
    sim.advance(to: Instant(seconds: 0.9))
    #expect(sim.tree[list].bounds.origin.y == shown)
  }

  @Test("The first move past the hysteresis keeps the overshoot: the rubber band goes on from it")
  func firstMoveKeepsTheOvershoot() throws {
    var (sim, list, shown) = try grabbed()
    // 30 pt down: UIKit drops it (the translation is set from the inverse), so the raw offset is
    // the unbanded shown offset and the content stays within a pixel of where it showed.
    try move(&sim, to: 530, at: 0.50)
    let expected = Self.banded(Self.unbanded(shown))
    #expect(abs(expected - shown) <= 1.0 / 3)
    #expect(sim.tree[list].bounds.origin.y == expected)
    // Without the re-basing the drag would start from the shown offset with the hysteresis
    // taken off, 20 pt: the rubber band of a raw offset 20 pt past it, a jump toward the edge.
    #expect(Self.banded(shown - 20) > shown + 10)
  }

  @Test("Moves after the grab pull the rubber band on from the unbanded overshoot")
  func laterMovesBandFromTheUnbandedBase() throws {
    var (sim, list, shown) = try grabbed()
    try move(&sim, to: 530, at: 0.50)
    try move(&sim, to: 560, at: 0.55)
    // 30 pt further down: the raw offset goes 30 pt further past the top.
    #expect(sim.tree[list].bounds.origin.y == Self.banded(Self.unbanded(shown) - 30))
    try move(&sim, to: 500, at: 0.60)
    // Back 60 pt up: 30 pt short of the grab's raw offset.
    #expect(sim.tree[list].bounds.origin.y == Self.banded(Self.unbanded(shown) + 30))
  }

  @Test("Dragged back past the edge, the content follows the finger from the unbanded base")
  func draggedBackIntoTheContent() throws {
    var (sim, list, shown) = try grabbed()
    try move(&sim, to: 530, at: 0.50)
    let base = Self.unbanded(shown)
    // Up by 40 − base: the raw offset is 40 pt into the content, where nothing bands.
    let up = 40 - base
    try move(&sim, to: 530 - up, at: 0.55)
    #expect(sim.tree[list].bounds.origin.y == UIKitScroll.pixel(base + up))
  }

  @Test("Grabbed bouncing past its bottom, the rubber band goes on from the overshoot there too")
  func grabbedPastTheBottom() throws {
    // A 1,000 pt list in 844 pt: its bottom edge is 156. Pulled 300 pt up and let go at 0.4
    // past the bottom, bouncing back; touched at 0.46.
    var sim = simulation()
    let list = sim.list(height: 1000)
    try sim.stroke([(0.1, 700), (0.2, 600), (0.3, 500), (0.4, 400)], lift: 0.4)
    sim.advance(to: Instant(seconds: 0.45))
    let shown = sim.tree[list].bounds.origin.y
    let bottom = 156.0
    #expect(shown > bottom + 1)
    try sim.send(TouchInput(time: Self.down, finger: 1, phase: .began, location: Point(195, 500)))
    // `-_offsetWithoutDecorationForRubberBandOffset:…` past the larger edge M:
    // q = (shown − M)/range − 1, M + (−1/q − 1)/c·range.
    let q = (shown - bottom) / Self.range - 1
    let base = bottom + (-1 / q - 1) / Self.c * Self.range
    func banded(_ raw: Double) -> Double {
      UIKitScroll.pixel(bottom + (1 - 1 / ((raw - bottom) * Self.c / Self.range + 1)) * Self.range)
    }
    // 30 pt up releases the pan: dropped, the content stays within a pixel of where it showed.
    try move(&sim, to: 470, at: 0.50)
    #expect(abs(banded(base) - shown) <= 1.0 / 3)
    #expect(sim.tree[list].bounds.origin.y == banded(base))
    // 30 pt further up: the raw offset goes 30 pt further past the bottom.
    try move(&sim, to: 440, at: 0.55)
    #expect(sim.tree[list].bounds.origin.y == banded(base + 30))
  }

  @Test("A tap that grabbed a bounce ends its drag at the lift and bounces back from there")
  func tapEndsTheDragAndBouncesBack() throws {
    var (sim, list, shown) = try grabbed()
    let lift = Instant(seconds: 0.52)
    try sim.send(TouchInput(time: lift, finger: 1, phase: .ended, location: Point(195, 500)))
    // The caught pan ends (it began at the touch-down): `-_endPanNormal:YES`, velocity 0
    // (`velocityInView:` reads 0 while caught), past the top so it decelerates; the target is
    // offset − (0 − 0.01)/ln 0.998, rounded and clamped to the top. The lift is 60 ms after the
    // last update (the touch-down), past 2.4 frames: no step at the lift.
    let target = UIKitScroll.target(shown, 0, rate: 0.998, range: 0...(3000 - 844))
    let after = sim.journal.compactMap { entry -> ScrollMoment? in
      guard entry.time == lift, case .scroll(_, let moment) = entry.kind else { return nil }
      return moment
    }
    #expect(
      after == [
        .willEndDragging(velocity: .zero, target: Point(0, target)),
        .didEndDragging(decelerate: true), .willBeginDecelerating,
      ])
    let expected = UIKitScroll.decelerate(
      from: shown, velocity: 0, lift: lift, rate: 0.998, range: 0...(3000 - 844),
      clock: sim.clock)
    #expect(expected.last!.offset == 0)
    sim.follow(list, expected.map { ($0.time, $0.offset) })
  }
}
