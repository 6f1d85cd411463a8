import SimEngine
import SimGeometry
import Testing

/// A zoom meeting the scroll view's own motion, every expected value computed here from
/// `-setZoomScale:withAnchorPoint:allowRubberbanding:animated:duration:notifyDelegate:force:`
/// (docs/uikit-notes/zooming.md): a zoom whose scale changes stops a running deceleration
/// (`if (_scrollHeartbeat) _stopScrollingNotify:1 pin:1`, which sends `didEndDecelerating`), and a
/// drag under way goes on from the zoom's offset (`startOffset := contentOffset`, the pan's
/// translation zeroed). The pinch's anchor is its `anchorPoint`: the centroid at its last move
/// with two touches (`_UIPinchGestureRecognizerDriver -_applyScale:atLocation:…`).
@Suite("Zooming stops the scroll view's motion")
struct ZoomStopsScrollingTests {
  /// A 390 × 400 scroll view at window (0, 200) zooming a 390 × 400 photo between 1 and
  /// `maximum`, zoomed to 2 at once: photo 780 × 800, offset (195, 200) (its centre, (195, 200),
  /// stays at the view's centre), range [0, 390] × [0, 400].
  private func zoomedToTwo(maximum: Double = 2) -> (Simulation, ViewID) {
    var sim = simulation()
    let scroll = sim.scrollView(
      "scroll", frame: rect(0, 200, 390, 400), content: Size(width: 390, height: 400)
    ) {
      $0.zoom.minimumZoomScale = 1
      $0.zoom.maximumZoomScale = maximum
      $0.zoom.zoomView = "photo"
    }
    sim.addView(view("photo", .uiImageView, rect(0, 0, 390, 400)), to: scroll)
    sim.perform([.setZoomScale(view: "scroll", 2, animated: false)])
    return (sim, scroll)
  }

  private func touch(_ finger: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, at t: Double)
    -> TouchInput
  {
    TouchInput(time: Instant(seconds: t), finger: finger, phase: phase, location: Point(x, y))
  }

  /// Fingers 1 and 2 `span` apart on a horizontal line about window point (195, y).
  private func fingers(_ phase: TouchPhase, span: Double, y: Double, at t: Double) -> [TouchInput] {
    [touch(1, phase, 195 - span / 2, y, at: t), touch(2, phase, 195 + span / 2, y, at: t)]
  }

  /// Fingers 1 and 2 spread about window (195, y) from 100 pt apart (t = 1) to 120 (1.1, the
  /// pinch begins past its 8 pt hysteresis) and 300 (1.2): zoom 2 × 300 / 120 asked, past the
  /// maximum 2.
  private func pinchPastTheMaximum(_ sim: inout Simulation, y: Double) throws {
    try sim.send(fingers(.began, span: 100, y: y, at: 1.0))
    try sim.send(fingers(.moved, span: 120, y: y, at: 1.1))
    try sim.send(fingers(.moved, span: 300, y: y, at: 1.2))
  }

  private func moments(_ sim: Simulation, _ name: String) -> [Instant] {
    sim.journal.compactMap {
      if case .scroll(_, let moment) = $0.kind, moment.name == name { return $0.time }
      return nil
    }
  }

  @Test(
    "A pinch lifted past the maximum while its fingers fling stops the deceleration; the content rests where the bounce puts it"
  )
  func bounceStopsTheFlingsDeceleration() throws {
    var (sim, scroll) = zoomedToTwo()
    // Pinched about window (195, 580): 380 pt into the view, content (195 + 195, 200 + 380) =
    // (390, 580) at zoom 2, the photo's point (195, 290): the anchor is (0.5, 0.725) of its size.
    try pinchPastTheMaximum(&sim, y: 580)
    // Then flung up 40 pt a frame, the span kept, to window y 260, and lifted there at once.
    var y = 580.0
    var t = 1.2
    while y > 260 {
      y -= 40
      t += 1.0 / 60
      try sim.send(fingers(.moved, span: 300, y: y, at: t))
    }
    let lift = Instant(seconds: t)
    try sim.send(fingers(.ended, span: 300, y: y, at: t))
    // The bounce back to 2 puts the anchor's content point (0.5 × 780, 0.725 × 800) = (390, 580)
    // under the last two-touch centroid, window (195, 260): 60 pt into the view. The offset
    // (390 − 195, 580 − 60) = (195, 520) is held in range: (195, 400).
    // (0.725 is 290 / 400 in binary, so x may be off in the last bit.)
    func isAtRest(_ p: Point) -> Bool { abs(p.x - 195) < 1e-9 && p.y == 400 }
    #expect(sim.zoomScale(of: scroll) == 2)
    #expect(isAtRest(sim.tree[scroll].bounds.origin))
    #expect(moments(sim, "didEndDecelerating") == [lift], "stopped by the zoom, at the lift")
    let rest = sim.tree[scroll].bounds.origin
    sim.advance(to: lift + Interval(seconds: 2))
    #expect(sim.tree[scroll].bounds.origin == rest, "no deceleration moved it on")
    #expect(sim.presentation(of: scroll).bounds.origin == rest)
    #expect(moments(sim, "didEndDecelerating") == [lift])
  }

  @Test(
    "A finger lifted first leaves the pinch's anchor where both fingers last were; the bounce puts the content back under it"
  )
  func bounceUsesTheLastTwoTouchCentroid() throws {
    var (sim, scroll) = zoomedToTwo()
    // About window (195, 400): 200 pt into the view, content (390, 400) at zoom 2, the photo's
    // centre: the anchor is (0.5, 0.5) of its size.
    try pinchPastTheMaximum(&sim, y: 400)
    // Finger 2 lifts; finger 1 alone wanders to (20, 300) and lifts there. UIKit's pinch sends
    // nothing with one touch (its driver acts on two), so its anchorPoint stays (195, 400).
    try sim.send([touch(2, .ended, 345, 400, at: 1.3)])
    try sim.send([touch(1, .moved, 20, 300, at: 1.4)])
    try sim.send([touch(1, .ended, 20, 300, at: 1.4)])
    // Back at zoom 2, content (390, 400) under (195, 200) in the view: offset (195, 200). (The
    // touches' centroid now, (182.5, 350), would give (207.5, 250).)
    func isBack(_ p: Point) -> Bool { abs(p.x - 195) < 1e-9 && abs(p.y - 200) < 1e-9 }
    #expect(sim.zoomScale(of: scroll) == 2)
    #expect(isBack(sim.tree[scroll].bounds.origin))
    sim.advance(to: Instant(seconds: 3))
    #expect(isBack(sim.tree[scroll].bounds.origin))
  }

  @Test("setZoomScale during a deceleration stops it, sending didEndDecelerating first")
  func setZoomScaleStopsADeceleration() throws {
    var (sim, scroll) = zoomedToTwo(maximum: 3)
    // A flick up: 30 pt a frame, lifted moving.
    try sim.send([touch(1, .began, 195, 560, at: 0.1)])
    for k in 1...4 {
      try sim.send([touch(1, .moved, 195, 560 - 30 * Double(k), at: 0.1 + Double(k) / 60)])
    }
    try sim.send([touch(1, .ended, 195, 440, at: 0.1 + 4.0 / 60)])
    sim.advance(to: Instant(seconds: 0.3))
    let before = sim.tree[scroll].bounds.origin
    let names = sim.journal.count
    sim.perform([.setZoomScale(view: "scroll", 3, animated: false)])
    // The view's centre shows content (before + (195, 200)), the photo's point half of it; at
    // zoom 3 that point is at 1.5 × (before + (195, 200)), shown at the centre again.
    let expected = Point(
      x: 1.5 * (before.x + 195) - 195, y: 1.5 * (before.y + 200) - 200)
    #expect(abs(sim.tree[scroll].bounds.minX - expected.x) < 1e-9)
    #expect(abs(sim.tree[scroll].bounds.minY - expected.y) < 1e-9)
    let after = sim.journal[names...].compactMap { entry -> String? in
      if case .scroll(_, let moment) = entry.kind { return moment.name }
      return nil
    }
    #expect(after == ["didEndDecelerating", "didZoom"])
    let zoomed = sim.tree[scroll].bounds.origin
    sim.advance(to: Instant(seconds: 1.5))
    #expect(sim.tree[scroll].bounds.origin == zoomed, "the deceleration moves it no more")
  }

  @Test("setZoomScale during a drag rebases it: the next move goes on from the zoom's offset")
  func setZoomScaleRebasesADrag() throws {
    var (sim, scroll) = zoomedToTwo(maximum: 3)
    try sim.send([touch(1, .began, 195, 500, at: 0.1)])
    try sim.send([touch(1, .moved, 195, 470, at: 0.2)])
    try sim.send([touch(1, .moved, 195, 460, at: 0.3)])
    let before = sim.tree[scroll].bounds.origin
    #expect(before.y > 200, "the drag has moved the content")
    sim.perform([.setZoomScale(view: "scroll", 3, animated: false)])
    let zoomed = Point(x: 1.5 * (before.x + 195) - 195, y: 1.5 * (before.y + 200) - 200)
    #expect(abs(sim.tree[scroll].bounds.minY - zoomed.y) < 1e-9)
    // Twenty points further up: the content moves 20 pt on from the zoomed offset (within the
    // 1170 × 1200 content's range [0, 780] × [0, 800], so no rubber band).
    try sim.send([touch(1, .moved, 195, 440, at: 0.4)])
    #expect(abs(sim.tree[scroll].bounds.minX - zoomed.x) < 1e-9)
    #expect(abs(sim.tree[scroll].bounds.minY - (zoomed.y + 20)) < 1e-9)
  }
}
