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

  /// A zoom stops a deceleration, bounce or paging motion (UIKit's `_scrollHeartbeat`) with
  /// `_stopScrollingNotify:1 pin:pin`: the fast-scroll streak ends, with `pin` the offset is held
  /// in the range of the content size it had (`-_adjustContentOffsetIfNecessary`), and
  /// `didEndDecelerating` is sent (`-_stopScrollDecelerationNotify:1`). An animated
  /// `setContentOffset` stops silently (**engine choice**: UIKit's zoom stops only the
  /// heartbeat; the engine's offset spring would otherwise keep writing over the zoom). A drag
  /// goes on.
  mutating func stopMotion(of view: ViewID, pin: Bool, bounds: Rect) -> [ScrollStep] {
    guard let position = position(of: view) else { return [] }
    switch entries[position].phase {
    case .moving:
      stopMoving(position)
      entries[position].streak.stopped()
      var steps: [ScrollStep] = []
      if pin {
        let range = entries[position].settings.offsetRange(viewSize: bounds.size)
        steps.append(
          .offset(
            view,
            Point(
              x: min(max(bounds.minX, range.x.lowerBound), range.x.upperBound),
              y: min(max(bounds.minY, range.y.lowerBound), range.y.upperBound))))
      }
      steps.append(.record(.scroll(view, .didEndDecelerating)))
      return steps
    case .animating, .pageScrolling:
      stopMoving(position)
      return []
    case .idle, .dragging:
      return []
    }
  }
}
