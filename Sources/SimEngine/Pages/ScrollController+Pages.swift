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
  mutating func recentre(_ view: ViewID, dx: Double, settings: ScrollSettings, viewSize: Size) {
    guard let position = position(of: view) else { return }
    entries[position].settings = settings
    switch entries[position].phase {
    case .dragging(let start, let velocity, let previous):
      let moved = Point(x: start.x + dx, y: start.y)
      entries[position].phase = .dragging(start: moved, velocity: velocity, previous: previous)
    case .moving(var x, let y, let lastUpdate, let from):
      x?.offset += dx
      x?.paging?.target += dx
      x?.range = settings.offsetRange(viewSize: viewSize).x
      entries[position].phase = .moving(
        x: x, y: y, lastUpdate: lastUpdate, from: Point(x: from.x + dx, y: from.y))
    case .idle, .animating: break
    }
  }
}
