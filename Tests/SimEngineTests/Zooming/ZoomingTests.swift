import SimEngine
import SimGeometry
import Testing

/// Zooming, with every expected value computed here from UIKit's rules (docs/semantics.md,
/// "Zooming"; docs/uikit-notes/zooming.md) and the engine's stated choices: the pinch's scale
/// rebased to the zoom scale at its began, the anchor kept under the fingers, the scale and the
/// offset rubber-banded past their limits, the bounce back.
@Suite("UIScrollView zooming")
struct ZoomingTests {
  /// The rubber band's coefficient (`_UIScrollViewRubberBandCoefficient`, engine's 0.55).
  private let c = 0.55

  /// A 390 × 400 scroll view at window (0, 200) zooming a 390 × 400 photo.
  private func zooming(
    minimum: Double = 1, maximum: Double = 2, bounces: Bool = true
  ) -> (Simulation, ViewID, ViewID) {
    var sim = simulation()
    let scroll = sim.scrollView(
      "scroll", frame: rect(0, 200, 390, 400), content: Size(width: 390, height: 400)
    ) {
      $0.zoom.minimumZoomScale = minimum
      $0.zoom.maximumZoomScale = maximum
      $0.zoom.bouncesZoom = bounces
      $0.zoom.zoomView = "photo"
    }
    let photo = sim.addView(view("photo", .uiImageView, rect(0, 0, 390, 400)), to: scroll)
    return (sim, scroll, photo)
  }

  /// Fingers 1 and 2 `span` apart on a horizontal line about window point (x, y).
  private func fingers(
    _ phase: TouchPhase, span: Double, x: Double = 195, y: Double = 400, at t: Double
  ) -> [TouchInput] {
    [
      TouchInput(
        time: Instant(seconds: t), finger: 1, phase: phase, location: Point(x - span / 2, y)),
      TouchInput(
        time: Instant(seconds: t), finger: 2, phase: phase, location: Point(x + span / 2, y)),
    ]
  }

  /// A pinch from span 100: it begins at 120 (past the 8 pt hysteresis), then reaches `span`.
  private func pinch(
    _ sim: inout Simulation, to span: Double, x: Double = 195, y: Double = 400, lift: Bool = false
  ) throws {
    try sim.send(fingers(.began, span: 100, x: x, y: y, at: 0.1))
    try sim.send(fingers(.moved, span: 120, x: x, y: y, at: 0.2))
    try sim.send(fingers(.moved, span: span, x: x, y: y, at: 0.3))
    if lift { try sim.send(fingers(.ended, span: span, x: x, y: y, at: 0.4)) }
  }

  private func band(_ x: Double) -> Double { 1 - 1 / (x * c + 1) }

  private func moments(_ sim: Simulation) -> [(String, Instant)] {
    sim.journal.compactMap {
      if case .scroll(_, let moment) = $0.kind { return (moment.name, $0.time) }
      return nil
    }
  }

  @Test("The zoom scale follows the pinch's span over its span at began, from the zoom scale then")
  func scaleFollowsTheSpanFromItsBegan() throws {
    var (sim, scroll, photo) = zooming(maximum: 3)
    try pinch(&sim, to: 240)
    // UIKit sets the pinch's scale to the zoom scale (1) at began, at span 120.
    let expected = 240.0 / 120
    #expect(abs(sim.zoomScale(of: scroll)! - expected) < 1e-12)
    #expect(abs(sim.tree[photo].transform.a - expected) < 1e-12)
    // The frame's origin stays put; the content size is the frame's size.
    #expect(sim.tree[photo].frame == rect(0, 0, 390 * expected, 400 * expected))
    #expect(sim.scrollSettings(of: scroll)?.contentSize == Size(width: 780, height: 800))
  }

  @Test("Past the maximum with bouncesZoom the scale rubber-bands: max·(1 + band(s/max − 1))")
  func scaleRubberBandsPastTheMaximum() throws {
    var (sim, scroll, _) = zooming(maximum: 2)
    try pinch(&sim, to: 300)
    let raw = 300.0 / 120
    let expected = 2 * (1 + band(raw / 2 - 1))
    #expect(abs(sim.zoomScale(of: scroll)! - expected) < 1e-12)
    #expect(expected > 2 && expected < raw)
  }

  @Test("Without bouncesZoom the scale stops at the maximum")
  func scaleStopsAtTheMaximumWithoutBouncesZoom() throws {
    var (sim, scroll, _) = zooming(maximum: 2, bounces: false)
    try pinch(&sim, to: 300)
    #expect(sim.zoomScale(of: scroll) == 2)
  }

  @Test("The content point first pinched stays under the fingers' centroid")
  func anchorStaysUnderTheCentroid() throws {
    var (sim, scroll, _) = zooming(maximum: 3)
    // Centroid at window (100, 300): scroll point (100, 100), the photo's (100, 100).
    try pinch(&sim, to: 240, x: 100, y: 300)
    let s = 240.0 / 120
    // The anchor (100, 100) of the photo is at content (100 s, 100 s), shown 100 pt in.
    let offset = sim.tree[scroll].bounds.origin
    #expect(abs(offset.x - (100 * s - 100)) < 1e-9)
    #expect(abs(offset.y - (100 * s - 100)) < 1e-9)
    let underFingers = try #require(
      sim.tree.convert(fromWindow: Point(100, 300), to: sim.id("photo")))
    #expect(abs(underFingers.x - 100) < 1e-9 && abs(underFingers.y - 100) < 1e-9)
  }

  @Test("Pinched in below the minimum, the scale and the offset past the edge both rubber-band")
  func belowTheMinimumBothRubberBand() throws {
    var (sim, scroll, _) = zooming(minimum: 1, maximum: 2)
    try pinch(&sim, to: 60)
    let raw = 60.0 / 120
    let s = 1 * (1 - band(1 - raw / 1))
    #expect(abs(sim.zoomScale(of: scroll)! - s) < 1e-12)
    // The anchor, the photo's centre, needs offset 195 (s − 1) < 0: past the top-left edge by
    // 195 (1 − s), rubber-banded over the view's 390 pt (400 pt vertically).
    let past = 195 * (1 - s)
    let shownX = -(1 - 1 / (past * c / 390 + 1)) * 390
    let pastY = 200 * (1 - s)
    let shownY = -(1 - 1 / (pastY * c / 400 + 1)) * 400
    #expect(abs(sim.tree[scroll].bounds.minX - shownX) < 1e-9)
    #expect(abs(sim.tree[scroll].bounds.minY - shownY) < 1e-9)
  }

  @Test("Lifted past a limit, it animates back to it in 0.3 s, then didEndZooming")
  func bouncesBackToTheLimitAfterTheLift() throws {
    var (sim, scroll, photo) = zooming(maximum: 2)
    try pinch(&sim, to: 300, lift: true)
    #expect(sim.zoomScale(of: scroll) == 2, "the model holds the target at once")
    sim.advance(to: Instant(seconds: 0.4 + 0.15))
    // Half-way through UIView's ease-in-out the curve is at 0.5.
    let lifted = 2 * (1 + band(300.0 / 120 / 2 - 1))
    let drawn = sim.zoomScale(of: scroll, presentation: true)!
    #expect(abs(drawn - (lifted + 2) / 2) < 1e-9)
    sim.advance(to: Instant(seconds: 1))
    #expect(sim.tree[photo].frame == rect(0, 0, 780, 800))
    #expect(sim.tree[scroll].bounds.origin == Point(195, 200))
    let ends = moments(sim).filter { $0.0 == "didEndZooming" }
    #expect(ends.count == 1)
    #expect(ends.first?.1 == Instant(seconds: 0.7))
  }

  @Test("Lifted within the limits it ends zooming at once; an offset past an edge settles in 0.2 s")
  func withinTheLimitsTheOffsetSettles() throws {
    var (sim, scroll, _) = zooming(minimum: 0.5, maximum: 2)
    try pinch(&sim, to: 96, lift: true)
    let s = 96.0 / 120
    #expect(abs(sim.zoomScale(of: scroll)! - s) < 1e-12)
    #expect(moments(sim).last?.0 == "didEndZooming")
    #expect(moments(sim).last?.1 == Instant(seconds: 0.4))
    // The 312 × 320 content fits the view: the offset goes back to (0, 0) in 0.2 s.
    #expect(sim.tree[scroll].bounds.origin == .zero, "the model is at the target at once")
    sim.advance(to: Instant(seconds: 0.5))
    #expect(sim.presentation(of: scroll).bounds.origin != .zero)
    sim.advance(to: Instant(seconds: 0.7))
    #expect(sim.presentation(of: scroll).bounds.origin == .zero)
  }

  @Test("setZoomScale without animation zooms about the centre at once, without begin or end")
  func setZoomScaleAtOnce() throws {
    var (sim, scroll, _) = zooming(maximum: 3)
    sim.perform([.setZoomScale(view: "scroll", 3, animated: false)])
    #expect(sim.zoomScale(of: scroll) == 3)
    // The centre (195, 200) of the photo goes to content (585, 600), shown at the centre.
    #expect(sim.tree[scroll].bounds.origin == Point(585 - 195, 600 - 200))
    #expect(moments(sim).map(\.0) == ["didZoom"])
  }

  @Test("setZoomScale holds the scale to the limits")
  func setZoomScaleIsClamped() throws {
    var (sim, scroll, _) = zooming(maximum: 3)
    sim.perform([.setZoomScale(view: "scroll", 5, animated: false)])
    #expect(sim.zoomScale(of: scroll) == 3)
  }

  @Test("zoom(to:) fits the rectangle and centres it, the offset held in range")
  func zoomToFitsTheRectangle() throws {
    var (sim, scroll, _) = zooming(maximum: 4)
    // 390 / 130 = 3, 400 / 100 = 4: the rectangle fits at 3; its centre (65, 50) goes to
    // content (195, 150), which would need offset (0, −50): held at the top, 0.
    sim.perform([.zoomTo(view: "scroll", rect(0, 0, 130, 100), animated: false)])
    #expect(sim.zoomScale(of: scroll) == 3)
    #expect(sim.tree[scroll].bounds.origin == Point(0, 0))
  }

  @Test("The rubber-banded scale is continuous at the limits and bounded past them")
  func rubberBandScaleShape() {
    #expect(ZoomGeometry.rubberBandScale(2, minimum: 1, maximum: 2) == 2)
    #expect(ZoomGeometry.rubberBandScale(1, minimum: 1, maximum: 2) == 1)
    #expect(ZoomGeometry.rubberBandScale(1.5, minimum: 1, maximum: 2) == 1.5)
    // Three times the maximum: 2 (1 + 1 − 1/(2 c + 1)).
    let three = ZoomGeometry.rubberBandScale(6, minimum: 1, maximum: 2)
    #expect(abs(three - 2 * (2 - 1 / (2 * c + 1))) < 1e-12)
    #expect(ZoomGeometry.rubberBandScale(1e9, minimum: 1, maximum: 2) < 4)
    #expect(ZoomGeometry.rubberBandScale(1e-9, minimum: 1, maximum: 2) > 1 / (1 + c))
  }

  @Test("zoomScale is 1 for a scroll view that zooms nothing, and nil for another view")
  func zoomScaleOfOtherViews() {
    var sim = simulation()
    let list = sim.list()
    #expect(sim.zoomScale(of: list) == 1)
    #expect(sim.zoomScale(of: sim.id("root")) == nil)
  }
}
