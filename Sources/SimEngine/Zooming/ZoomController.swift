import SimGeometry

/// The zooming scroll views' room: which of them is being pinched (and about which point of the
/// zoomed view) or bouncing back to a zoom limit, and UIKit's decisions for a pinch
/// (`-_updatePinchGestureForState:`) and for `setZoomScale(_:animated:)` and `zoom(to:animated:)`.
///
/// Inputs are the scroll view's pinch states and ``ZoomFacts`` the coordinator reads from the
/// tree; decisions are ``ZoomStep``s. It never touches the tree, the clock or other rooms.
struct ZoomController: Sendable {
  enum Phase: Hashable, Sendable {
    /// Pinched: the anchor as a fraction of the zoomed view's size (`_zoomAnchorPoint`), the
    /// zoom scale and the pinch's scale when it began (`pinch.scale := zoomScale` at Began).
    case pinching(anchor: Point, scale: Double, pinchScale: Double)
    /// Animating back to a limit after the lift (the zoom-bounce flag, 0x80).
    case bouncing
    /// Animating to a scale the app asked for.
    case animating
  }

  /// Scroll views zooming now (few at a time: lookups only, nothing reaches output from it).
  private var phases: [ViewID: Phase] = [:]

  /// UIKit's `isZooming`: pinched, or bouncing back after one.
  func isZooming(_ view: ViewID) -> Bool {
    switch phases[view] {
    case .pinching, .bouncing: true
    case .animating, nil: false
    }
  }

  /// The default duration of an animated zoom. **Engine choice**: 0.3 s, the scroll view's
  /// `_contentOffsetAnimationDuration` (`-initWithFrame:`); the body of
  /// `-_zoomAnimationDurationForScale:` was not found in the decompilation.
  static let animationDuration = Interval(nanoseconds: 300_000_000)
  /// `-_updatePinchGestureForState:` ends a pinch that needs no bounce with an offset left past
  /// an edge going back into range in `animateWithDuration:0.2`.
  static let settleDuration = Interval(nanoseconds: 200_000_000)

  /// The scroll view's pinch entered `state`.
  mutating func pinched(_ view: ViewID, state: GestureState, facts: ZoomFacts) -> [ZoomStep] {
    switch state {
    case .began:
      let size = facts.zoomSize
      let anchor = Point(
        x: size.width == 0 ? 0 : facts.anchorInZoomView.x / size.width,
        y: size.height == 0 ? 0 : facts.anchorInZoomView.y / size.height)
      // A zoom animation still running (`_zoomAnimationCount`) ends for the delegate first.
      let interrupted: [ZoomStep] =
        switch phases[view] {
        case .bouncing, .animating: [.record(.scroll(view, .didEndZooming(scale: facts.scale)))]
        case .pinching, nil: []
        }
      phases[view] = .pinching(
        anchor: anchor, scale: facts.drawnScale, pinchScale: facts.pinchScale)
      return interrupted + [
        .stopScrolling(view, pin: false), .record(.scroll(view, .willBeginZooming)),
      ]
    case .changed:
      guard case .pinching(let anchor, let start, let pinchStart) = phases[view], pinchStart > 0
      else { return [] }
      let scale = facts.settings.zoom.clamped(start * facts.pinchScale / pinchStart)
      guard scale.isFinite, scale > 0 else { return [] }
      let layout = ZoomGeometry.layout(
        scale: scale, origin: facts.zoomOrigin, size: facts.zoomSize, anchor: anchor)
      let offset = Self.shown(
        ZoomGeometry.offset(showing: layout.anchor, at: facts.place), facts: facts,
        contentSize: layout.contentSize, zooming: true)
      return [
        .layout(scrollView: view, zoomView: facts.zoomView, scale: scale, layout, offset),
        .rebaseDrag(view, offset), .record(.scroll(view, .didZoom)),
      ]
    case .ended, .cancelled:
      guard case .pinching(let anchor, _, _) = phases[view] else { return [] }
      let zoom = facts.settings.zoom
      if zoom.bouncesZoom, let limit = zoom.limit(for: facts.scale) {
        phases[view] = .bouncing
        let layout = ZoomGeometry.layout(
          scale: limit, origin: facts.zoomOrigin, size: facts.zoomSize, anchor: anchor)
        let offset = Self.clamped(
          ZoomGeometry.offset(showing: layout.anchor, at: facts.place), facts: facts,
          contentSize: layout.contentSize)
        // `-setZoomScale:withAnchorPoint:…` stops a deceleration the pan's lift started (its
        // range was the rubber-banded scale's), runs its layout block once (`scrollViewDidZoom:`
        // at the lift, inside the animation) and rebases a drag still under way.
        return [
          .stopScrolling(view, pin: true),
          .animate(
            scrollView: view, zoomView: facts.zoomView, scale: limit, layout, offset,
            duration: Self.animationDuration),
          .record(.scroll(view, .didZoom)), .rebaseDrag(view, offset),
        ]
      }
      phases[view] = nil
      var steps: [ZoomStep] = [.record(.scroll(view, .didEndZooming(scale: facts.scale)))]
      let settled = Self.clamped(
        facts.bounds.origin, facts: facts, contentSize: facts.settings.contentSize)
      if settled != facts.bounds.origin {
        steps.append(.animateOffset(view, settled, duration: Self.settleDuration))
      }
      return steps
    case .possible, .failed:
      return []
    }
  }

  /// A zoom animation ended: a bounce or an animated zoom the app asked for is over.
  mutating func animationEnded(_ view: ViewID, scale: Double) -> [ZoomStep] {
    switch phases[view] {
    case .bouncing, .animating:
      phases[view] = nil
      return [.record(.scroll(view, .didEndZooming(scale: scale)))]
    case .pinching, nil:
      return []
    }
  }

  /// `setZoomScale(_:animated:)` (`anchor` the scroll view's centre) or `zoom(to:animated:)`
  /// (`anchor` the rectangle's centre): the scale clamped to the limits, the anchor's content
  /// point shown at `facts.place`, the offset held in range. Animated, it begins and ends
  /// zooming for the delegate; at once, it only zooms.
  mutating func zoom(_ view: ViewID, to scale: Double, animated: Bool, facts: ZoomFacts)
    -> [ZoomStep]
  {
    guard case nil = phases[view] else { return [] }
    let scale = min(
      max(scale, facts.settings.zoom.minimumZoomScale), facts.settings.zoom.maximumZoomScale)
    guard scale.isFinite, scale > 0, scale != facts.scale else { return [] }
    let size = facts.zoomSize
    let anchor = Point(
      x: size.width == 0 ? 0 : facts.anchorInZoomView.x / size.width,
      y: size.height == 0 ? 0 : facts.anchorInZoomView.y / size.height)
    let layout = ZoomGeometry.layout(
      scale: scale, origin: facts.zoomOrigin, size: size, anchor: anchor)
    let offset = Self.clamped(
      ZoomGeometry.offset(showing: layout.anchor, at: facts.place), facts: facts,
      contentSize: layout.contentSize)
    guard animated else {
      return [
        .stopScrolling(view, pin: true),
        .layout(scrollView: view, zoomView: facts.zoomView, scale: scale, layout, offset),
        .record(.scroll(view, .didZoom)), .rebaseDrag(view, offset),
      ]
    }
    phases[view] = .animating
    return [
      .stopScrolling(view, pin: true), .record(.scroll(view, .willBeginZooming)),
      .animate(
        scrollView: view, zoomView: facts.zoomView, scale: scale, layout, offset,
        duration: Self.animationDuration),
      .record(.scroll(view, .didZoom)), .rebaseDrag(view, offset),
    ]
  }
}
