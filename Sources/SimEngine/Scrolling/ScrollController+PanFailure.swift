import SimGeometry

/// A scroll view's pan failing (a touch lifted before it dragged).
extension ScrollController {
  /// `-_gestureRecognizerFailed:` for the scroll view's own pan: when the content rests past an
  /// edge and the pan never began, the failure restarts the bounce from rest
  /// (`_updateDecelerationLastOffsetScrollViewPoint:` with the offset, `_startTimer:1`, which
  /// stamps the lift as the last update): the next frames bounce it back to the edge, and the
  /// stop tells the delegate `didEndDecelerating`. In bounds nothing moves, and a link a touch
  /// paused is unpaused (its next frame ends the deceleration). A touch that catches a bounce
  /// past an edge begins the pan at its touch-down (``GrabbedBounce``), so its lift ends a drag
  /// instead; UIKit comes here when the pan was not caught (`tracksImmediatelyWhileDecelerating`
  /// off, which the engine does not model).
  mutating func panFailed(_ view: ViewID, bounds: Rect, at now: Instant) {
    guard let position = position(of: view) else { return }
    entries[position].grabbedOutside = false
    guard case .idle = entries[position].phase else { return }
    let settings = entries[position].settings
    let axes = settings.axes(viewSize: bounds.size)
    let range = settings.offsetRange(viewSize: bounds.size)
    let offset = bounds.origin
    let outside =
      (axes.allowsHorizontal && !range.x.contains(offset.x))
      || (axes.allowsVertical && !range.y.contains(offset.y))
    // In bounds, `-_endPanNormal:NO` does not move on: the link a touch paused is unpaused.
    guard outside, settings.bounces else { return resumePausedLink(position, bounds: bounds) }
    func motion(_ o: Double, _ r: ClosedRange<Double>) -> ScrollAxisMotion {
      ScrollAxisMotion(
        offset: o, velocity: 0, rate: settings.decelerationRate, range: r, bounces: true,
        scale: settings.screenScale)
    }
    entries[position].phase = .moving(
      x: axes.allowsHorizontal ? motion(offset.x, range.x) : nil,
      y: axes.allowsVertical ? motion(offset.y, range.y) : nil,
      lastUpdate: now, from: offset)
    moving.append(position)
  }
}
