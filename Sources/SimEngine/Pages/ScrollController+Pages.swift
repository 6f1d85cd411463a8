import SimGeometry

/// What a page scroll view's queuing logic reads of the scroll controller, and the recentring
/// it asks of it.
extension ScrollController {
  /// The facts `-_didScrollWithAnimation:force:` reads: tracking, decelerating, the velocity
  /// and the paging target along x; the offset, page and whether it bounces come from the
  /// tree and the settings.
  func pageFacts(of view: ViewID, bounds: Rect) -> PageFacts {
    var facts = PageFacts(offset: bounds.origin.x, width: bounds.width)
    guard let position = position(of: view) else { return facts }
    let settings = entries[position].settings
    let range = settings.offsetRange(viewSize: bounds.size).x
    facts.bouncing =
      facts.offset < range.lowerBound - ScrollPhysics.bounceSlack
      || facts.offset > range.upperBound + ScrollPhysics.bounceSlack
    switch entries[position].phase {
    case .dragging(_, let velocity, _):
      facts.tracking = true
      facts.velocity = velocity.x
    case .moving(let x, _, _, let from):
      facts.decelerating = true
      facts.velocity = x?.velocity ?? 0
      facts.pageTarget = x?.paging?.target
      if let target = x?.paging?.target, target != from.x {
        facts.paging = target > from.x ? .forward : .reverse
      }
    case .idle, .animating: break
    }
    return facts
  }

  /// The recentring's `setContentOffset:` (x + `dx`) during a drag or a deceleration: the drag
  /// goes on from a start moved by `dx`, a deceleration's offset and page target move by
  /// `dx`, and its range becomes the one `settings` give now.
  ///
  /// A turn that lands on the paging target (the shown, pixel-rounded offset is the target: the
  /// page turned is the page paged to) ends the paging there: the recentred offset is the
  /// recentred target, so the motion settles and `didEndDecelerating` is returned for this
  /// frame. Without it the spring's leftover velocity would carry the recentred offset a pixel
  /// or two past the middle slot and back, which the queuing scroll view reads as a new scroll
  /// toward the next page. Without rounding the spring snaps in the step that reaches the
  /// target, before the turn, so this changes nothing there.
  mutating func recentre(_ view: ViewID, dx: Double, settings: ScrollSettings, viewSize: Size)
    -> [ScrollStep]
  {
    guard let position = position(of: view) else { return [] }
    entries[position].settings = settings
    switch entries[position].phase {
    case .dragging(let start, let velocity, let previous):
      let moved = Point(x: start.x + dx, y: start.y)
      entries[position].phase = .dragging(start: moved, velocity: velocity, previous: previous)
      entries[position].pages.x.target += dx
    case .moving(var x, let y, let lastUpdate, let from):
      if dx != 0, let page = x?.paging, !page.settled, x?.offset == page.target,
        y?.paging?.settled ?? true
      {
        stopMoving(position)
        entries[position].streak.stopped()
        entries[position].pages.stopped()
        return [.record(.scroll(view, .didEndDecelerating))]
      }
      x?.offset += dx
      x?.paging?.target += dx
      entries[position].pages.x.target += dx
      x?.range = settings.offsetRange(viewSize: viewSize).x
      entries[position].phase = .moving(
        x: x, y: y, lastUpdate: lastUpdate, from: Point(x: from.x + dx, y: from.y))
    case .idle, .animating: break
    }
    return []
  }
}
