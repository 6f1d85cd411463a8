import SimGeometry

/// What a page scroll view's queuing logic reads of the scroll controller, and the recentring
/// it asks of it.
extension ScrollController {
  /// The facts `-_didScrollWithAnimation:force:` reads: tracking, decelerating, the velocity
  /// and the paging target along the pages' axis (x, or y for vertical pages); the offset,
  /// page and whether it bounces come from the tree and the settings.
  func pageFacts(of view: ViewID, bounds: Rect) -> PageFacts {
    guard let position = position(of: view) else {
      return PageFacts(offset: bounds.origin.x, width: bounds.width)
    }
    let settings = entries[position].settings
    // Vertical pages (`navigationOrientation` 1): the same reading along y.
    let vertical = settings.pageOrientation == .vertical
    var facts = PageFacts(
      offset: vertical ? bounds.minY : bounds.minX, width: vertical ? bounds.height : bounds.width)
    let ranges = settings.offsetRange(viewSize: bounds.size)
    let range = vertical ? ranges.y : ranges.x
    facts.bouncing =
      facts.offset < range.lowerBound - ScrollPhysics.bounceSlack
      || facts.offset > range.upperBound + ScrollPhysics.bounceSlack
    switch entries[position].phase {
    case .dragging(_, let velocity, _):
      facts.tracking = true
      facts.velocity = vertical ? velocity.y : velocity.x
    case .moving(let x, let y, _, let from):
      let motion = vertical ? y : x
      let start = vertical ? from.y : from.x
      facts.decelerating = true
      facts.velocity = motion?.velocity ?? 0
      facts.pageTarget = motion?.paging?.target
      if let target = motion?.paging?.target, target != start {
        facts.paging = target > start ? .forward : .reverse
      }
    case .pageScrolling(let animation):
      facts.animated = true
      facts.animatedTarget = vertical ? animation.target.y : animation.target.x
      facts.animatedOriginal = vertical ? animation.original.y : animation.original.x
    case .idle, .animating: break
    }
    return facts
  }

  /// `setContentOffset:animated:YES` from the queuing scroll view: a running deceleration
  /// must not be under way (the caller checks); a running page scroll stops where it is and
  /// the new one starts from the offset shown (`_originalOffsetForAnimatedSetContentOffset`).
  /// Nothing happens when the pixel-rounded target is the offset already.
  mutating func startPageScroll(
    _ view: ViewID, to target: Double, duration: Double, bounds: Rect, at now: Instant
  ) {
    guard let position = position(of: view) else { return }
    let settings = entries[position].settings
    let vertical = settings.pageOrientation == .vertical
    let from = vertical ? bounds.minY : bounds.minX
    guard ScrollPhysics.pixelRounded(target, scale: settings.screenScale) != from else { return }
    stopMoving(position)
    entries[position].streak.stopped()
    entries[position].pages.stopped()
    let aim = vertical ? Point(x: bounds.minX, y: target) : Point(x: target, y: bounds.minY)
    entries[position].phase = .pageScrolling(
      ScrollAnimation(original: bounds.origin, target: aim, start: now, duration: duration))
    moving.append(position)
  }

  /// `-_stopScrollingNotify:1 pin:0` on a page scroll view that decelerates: the motion stops
  /// where it is shown (velocities zeroed, the fast-scroll streak reset, no pin); whether it
  /// was decelerating.
  mutating func stopDeceleration(_ view: ViewID) -> Bool {
    guard let position = position(of: view), case .moving = entries[position].phase else {
      return false
    }
    stopMoving(position)
    entries[position].streak.stopped()
    entries[position].pages.stopped()
    return true
  }

  /// Whether the scroll view decelerates, bounces or pages after a lift (`isDecelerating`).
  func isDecelerating(_ view: ViewID) -> Bool {
    guard let position = position(of: view), case .moving = entries[position].phase else {
      return false
    }
    return true
  }

  /// The recentring's `setContentOffset:` (+ `d` along the pages' axis) during a drag or a
  /// deceleration: the drag goes on from a start moved by `d`, a deceleration's offset and
  /// page target move by `d`, and its range becomes the one `settings` give now.
  ///
  /// A turn that lands on the paging target (the shown, pixel-rounded offset is the target: the
  /// page turned is the page paged to) ends the paging there: the recentred offset is the
  /// recentred target, so the motion settles and `didEndDecelerating` is returned for this
  /// frame. Without it the spring's leftover velocity would carry the recentred offset a pixel
  /// or two past the middle slot and back, which the queuing scroll view reads as a new scroll
  /// toward the next page. Without rounding the spring snaps in the step that reaches the
  /// target, before the turn, so this changes nothing there.
  mutating func recentre(_ view: ViewID, by d: Double, settings: ScrollSettings, viewSize: Size)
    -> [ScrollStep]
  {
    guard let position = position(of: view) else { return [] }
    entries[position].settings = settings
    let vertical = settings.pageOrientation == .vertical
    let ranges = settings.offsetRange(viewSize: viewSize)
    switch entries[position].phase {
    case .dragging(let start, let velocity, let previous):
      let moved = vertical ? Point(x: start.x, y: start.y + d) : Point(x: start.x + d, y: start.y)
      entries[position].phase = .dragging(start: moved, velocity: velocity, previous: previous)
      if vertical {
        entries[position].pages.y.target += d
      } else {
        entries[position].pages.x.target += d
      }
    case .moving(var x, var y, let lastUpdate, let from):
      let (along, across) = vertical ? (y, x) : (x, y)
      if d != 0, let page = along?.paging, !page.settled, along?.offset == page.target,
        across?.paging?.settled ?? true
      {
        stopMoving(position)
        entries[position].streak.stopped()
        entries[position].pages.stopped()
        return [.record(.scroll(view, .didEndDecelerating))]
      }
      if vertical {
        y?.offset += d
        y?.paging?.target += d
        entries[position].pages.y.target += d
        y?.range = ranges.y
      } else {
        x?.offset += d
        x?.paging?.target += d
        entries[position].pages.x.target += d
        x?.range = ranges.x
      }
      let moved = vertical ? Point(x: from.x, y: from.y + d) : Point(x: from.x + d, y: from.y)
      entries[position].phase = .moving(x: x, y: y, lastUpdate: lastUpdate, from: moved)
    case .pageScrolling(var animation):
      // `-[UIScrollViewScrollAnimation adjustForContentOffsetDelta:]`: the recentring moves the
      // animation's start and end with the offset, so it goes on toward the same page.
      let delta = vertical ? Point(x: 0, y: d) : Point(x: d, y: 0)
      animation.original = Point(
        x: animation.original.x + delta.x, y: animation.original.y + delta.y)
      animation.target = Point(x: animation.target.x + delta.x, y: animation.target.y + delta.y)
      entries[position].phase = .pageScrolling(animation)
    case .idle, .animating: break
    }
    return []
  }
}
