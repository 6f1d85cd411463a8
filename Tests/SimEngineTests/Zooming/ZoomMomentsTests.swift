import SimEngine
import SimGeometry
import Testing

/// The zooming delegate's moments around the bounce, from `-setZoomScale:withAnchorPoint:…`
/// (its layout block calls `scrollViewDidZoom:` once, inside the animation) and
/// `-_updatePinchGestureForState:` Began (`if (_zoomAnimationCount)`:
/// `scrollViewDidEndZooming:withView:atScale:` with the model's zoom scale, before
/// `scrollViewWillBeginZooming:`).
@Suite("Zooming's delegate moments around the bounce")
struct ZoomMomentsTests {
  /// A 390 × 400 scroll view at window (0, 200) zooming its photo between 1 and 2.
  private func zooming() -> Simulation {
    var sim = simulation()
    let scroll = sim.scrollView(
      "scroll", frame: rect(0, 200, 390, 400), content: Size(width: 390, height: 400)
    ) {
      $0.zoom.maximumZoomScale = 2
      $0.zoom.zoomView = "photo"
    }
    sim.addView(view("photo", .uiImageView, rect(0, 0, 390, 400)), to: scroll)
    return sim
  }

  /// Fingers 1 and 2 `span` apart about window (195, 400).
  private func fingers(_ phase: TouchPhase, span: Double, at t: Double) -> [TouchInput] {
    [
      TouchInput(
        time: Instant(seconds: t), finger: 1, phase: phase, location: Point(195 - span / 2, 400)),
      TouchInput(
        time: Instant(seconds: t), finger: 2, phase: phase, location: Point(195 + span / 2, 400)),
    ]
  }

  /// Spread from 100 pt apart at `t` to 120 (`t` + 0.1: it begins) and 300 (`t` + 0.2), past
  /// the maximum; lifted at `t` + 0.3.
  private func pinchPastTheMaximumAndLift(_ sim: inout Simulation, at t: Double) throws {
    try sim.send(fingers(.began, span: 100, at: t))
    try sim.send(fingers(.moved, span: 120, at: t + 0.1))
    try sim.send(fingers(.moved, span: 300, at: t + 0.2))
    try sim.send(fingers(.ended, span: 300, at: t + 0.3))
  }

  private func moments(_ sim: Simulation) -> [(String, Instant)] {
    sim.journal.compactMap {
      if case .scroll(_, let moment) = $0.kind { return (moment.name, $0.time) }
      return nil
    }
  }

  @Test("The bounce at the lift sends didZoom once, at the lift; didEndZooming 0.3 s later")
  func bounceSendsDidZoomAtTheLift() throws {
    var sim = zooming()
    try pinchPastTheMaximumAndLift(&sim, at: 0.1)
    sim.advance(to: Instant(seconds: 1))
    let zooms = moments(sim).filter { $0.0 == "didZoom" }.map(\.1)
    // The pinch's change at 0.3 (its began, at 0.2, zooms nothing), then the bounce's layout
    // at the lift, 0.4.
    #expect(zooms == [Instant(seconds: 0.3), Instant(seconds: 0.4)])
    #expect(
      moments(sim).filter { $0.0 == "didEndZooming" }.map(\.1) == [Instant(seconds: 0.7)])
  }

  @Test("A pinch that begins during the bounce ends the bounce's zooming first, at its scale")
  func pinchDuringTheBounceEndsItsZooming() throws {
    var sim = zooming()
    try pinchPastTheMaximumAndLift(&sim, at: 0.1)
    // The bounce runs from 0.4 to 0.7; a new pinch begins at 0.6.
    try sim.send(fingers(.began, span: 100, at: 0.5))
    try sim.send(fingers(.moved, span: 120, at: 0.6))
    let atBegan = sim.journal.compactMap { entry -> ScrollMoment? in
      guard entry.time == Instant(seconds: 0.6), case .scroll(_, let moment) = entry.kind
      else { return nil }
      return moment
    }
    // The model's zoom scale is the bounce's target, 2.
    #expect(atBegan.first == .didEndZooming(scale: 2))
    #expect(atBegan.dropFirst().first == .willBeginZooming)
    sim.advance(to: Instant(seconds: 1))
    #expect(moments(sim).filter { $0.0 == "didEndZooming" }.count == 1)
  }
}
