import SimGeometry

/// A touch that caught a scroll view bouncing past an edge and drags it on
/// (``GrabbedBounce``, docs/uikit-notes/grabbing-a-bounce.md).
extension ScrollController {
  /// The caught pan released (its first change): `-_adjustStartOffsetForGrabbedBouncingScrollView`
  /// moves `startOffset` and the pan's translation so that the raw offset is the shown one run
  /// back through the rubber band's inverse. The engine keeps the pan's translation, so it moves
  /// the drag's start instead: start = that raw offset + the `translation` this change reports,
  /// which gives the same raw offset now and after every later move.
  mutating func continueGrabbedBounce(_ position: Int, translation: Point, bounds: Rect) {
    guard entries[position].grabbedOutside else { return }
    entries[position].grabbedOutside = false
    guard case .dragging(_, let velocity, let previous) = entries[position].phase else { return }
    let settings = entries[position].settings
    let size = ScrollPhysics.pixelRounded(
      Point(x: bounds.width, y: bounds.height), scale: settings.screenScale)
    guard
      let base = GrabbedBounce.base(
        shown: bounds.origin, range: settings.offsetRange(viewSize: bounds.size), dimension: size)
    else { return }
    entries[position].phase = .dragging(
      start: Point(x: base.x + translation.x, y: base.y + translation.y), velocity: velocity,
      previous: previous)
  }
}
