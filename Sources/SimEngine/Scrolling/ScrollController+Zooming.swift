import SimGeometry

/// What a zoom changes of a scroll view's scrolling (the zoom controller decides; the
/// coordinator tells this room).
extension ScrollController {
  /// The zoomed view's new frame size is the content size (`-_adjustContentSizeForView:atScale:`).
  mutating func setContentSize(_ size: Size, of view: ViewID) {
    guard let position = position(of: view) else { return }
    entries[position].settings.contentSize = size
  }

  /// A drag under way goes on from `offset` at the pan's current `translation`, as
  /// `-setZoomScale:withAnchorPoint:…` sets `startOffset` to the new offset and the pan's
  /// translation to zero.
  mutating func rebaseDrag(_ view: ViewID, offset: Point, translation: Point) {
    guard let position = position(of: view),
      case .dragging(_, let velocity, let previous) = entries[position].phase
    else { return }
    entries[position].phase = .dragging(
      start: Point(x: offset.x + translation.x, y: offset.y + translation.y), velocity: velocity,
      previous: previous)
  }

  /// A zoom stops a deceleration or scrolling animation where it is (`_stopScrollingNotify:1
  /// pin:1`); a drag goes on.
  mutating func stopMotion(of view: ViewID) {
    guard let position = position(of: view) else { return }
    switch entries[position].phase {
    case .moving, .animating: stopMoving(position)
    case .idle, .dragging: break
    }
  }
}
