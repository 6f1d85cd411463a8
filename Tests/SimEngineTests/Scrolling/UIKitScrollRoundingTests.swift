import Foundation
import SimEngine
import SimGeometry
import Testing

/// UIScrollView's pixel rounding (docs/uikit-notes/scroll-rounding-and-streak.md): every offset
/// it shows is rounded to the screen's pixels, its targets too, while the deceleration goes on
/// from the unrounded value. Expected numbers come from ``UIKitScroll``'s transcription.
@Suite("Scroll views: UIKit's pixel rounding")
struct UIKitScrollRoundingTests {
  /// A full-screen list 5,000 pt tall on a screen of `scale` pixels per point.
  private func list(scale: Double) -> (Simulation, ViewID) {
    var sim = Simulation(screen: Screen(size: Size(width: 390, height: 844), scale: scale))
    sim.addView(
      ViewProperties(name: "root", class: .uiView, frame: Rect(x: 0, y: 0, width: 390, height: 844))
    )
    let list = sim.list(height: 5000)
    return (sim, list)
  }

  @Test("Offsets round halves away from zero, on both sides of it, at 1× and 2×")
  func halvesAwayFromZero() throws {
    // A list with 100 pt of top inset starts at −100, so a drag moves it through 0 without a
    // rubber band. Down at y 700, the pan begins at 690 (its 10 pt taken off): the offset is
    // −100 + (690 − y). UIKit rounds round(v) at 1×, floor(v) + round(2·(v − floor(v)))/2 at 2×,
    // C's round taking halves away from zero.
    let cases: [(scale: Double, y: Double, shown: Double)] = [
      (1, 590.5, -1),  // −0.5 → −1
      (1, 589.5, 1),  // 0.5 → 1
      (2, 591.25, -1),  // −1.25: floor −2 + round(1.5)/2 = −2 + 1
      (2, 587.75, 2.5),  // 2.25: 2 + round(0.5)/2
      (3, 589.9, 0),  // 0.1: 0 + round(0.3)/3
    ]
    for c in cases {
      var sim = Simulation(screen: Screen(size: Size(width: 390, height: 844), scale: c.scale))
      sim.addView(
        ViewProperties(
          name: "root", class: .uiView, frame: Rect(x: 0, y: 0, width: 390, height: 844)))
      let list = sim.list(height: 5000) {
        $0.contentInset = EdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
      }
      #expect(sim.tree[list].bounds.origin.y == -100)
      try sim.send(
        TouchInput(time: Instant(seconds: 0.1), finger: 1, phase: .began, location: Point(195, 700))
      )
      try sim.send(
        TouchInput(
          time: Instant(seconds: 0.11), finger: 1, phase: .moved, location: Point(195, 690)))
      try sim.send(
        TouchInput(
          time: Instant(seconds: 0.12), finger: 1, phase: .moved, location: Point(195, c.y)))
      #expect(sim.tree[list].bounds.origin.y == c.shown, "at \(c.scale)x, y \(c.y)")
    }
  }

  @Test("A drag shows the finger's offset rounded to the screen's pixels")
  func dragRounds() throws {
    for scale in [1.0, 2.0, 3.0] {
      var (sim, list) = list(scale: scale)
      let moves: [(t: Double, y: Double)] = [
        (0.100, 700), (0.110, 690), (0.120, 670.2), (0.130, 650.4), (0.140, 620.1),
      ]
      try sim.send(
        TouchInput(
          time: Instant(seconds: 0.1), finger: 1, phase: .began, location: Point(195, 700)))
      for move in moves.dropFirst() {
        try sim.send(
          TouchInput(
            time: Instant(seconds: move.t), finger: 1, phase: .moved, location: Point(195, move.y)))
        // The pan begins at 10 pt and takes its hysteresis off: raw = 700 − y − 10.
        let expected = UIKitScroll.pixel(700 - move.y - 10, scale: scale)
        #expect(sim.tree[list].bounds.origin.y == expected, "at \(scale)x, y \(move.y)")
      }
    }
  }

  @Test("A fling at 2× shows half points; the deceleration goes on from the unrounded offset")
  func flingAtTwoX() throws {
    var (sim, list) = list(scale: 2)
    let fling: [(t: Double, y: Double)] = [
      (0.100, 700), (0.110, 690), (0.120, 670.2), (0.130, 650.4), (0.140, 620.1),
    ]
    try sim.stroke(fling, lift: 0.145)
    let start = UIKitScroll.pixel(69.9, scale: 2)
    #expect(start == 70)
    let pan = UIKitScroll.panVelocities(fling)
    let v = UIKitScroll.releaseVelocity(last: pan[3], previous: pan[2])
    let expected = UIKitScroll.decelerate(
      from: start, velocity: v, lift: Instant(seconds: 0.145), rate: 0.998,
      range: 0...(5000 - 844), clock: sim.clock, scale: 2)
    #expect(expected.allSatisfy { ($0.offset * 2).rounded() == $0.offset * 2 })
    for (time, offset) in expected {
      sim.advance(to: time)
      guard sim.tree[list].bounds.origin.y == offset else {
        Issue.record(
          "at \(time.seconds) s the offset is \(sim.tree[list].bounds.origin.y), UIKit's \(offset)")
        return
      }
    }
    let target = sim.scrollMoments.compactMap {
      if case .willEndDragging(_, let target) = $0 { return target.y }
      return nil
    }
    // The projection 70 + (V − 0.01)/−ln 0.998, rounded to the pixel at 2×, then clamped.
    let b = 0.01
    #expect(target == [UIKitScroll.pixel(70 - (v - b) / log(0.998), scale: 2)])
  }
}
