import SimGeometry

/// What a scroll view does once let go, frame by frame, and when a touch lands on it moving.
extension ScrollController {
  /// Let go at `velocity` (the content's, pt/s): per axis, back to the edge it is pulled past,
  /// onto the page the velocity carries it to, or decelerating (bouncing at an edge it reaches).
  mutating func release(
    _ position: Int, start: Point, velocity: Point, bounds: Rect, at now: Instant
  ) -> [ScrollStep] {
    let entry = entries[position]
    let settings = entry.settings
    let axes = settings.axes(viewSize: bounds.size)
    let range = settings.offsetRange(viewSize: bounds.size)
    let x =
      axes.allowsHorizontal
      ? Self.motion(
        from: bounds.origin.x, start: start.x, velocity: velocity.x, range: range.x,
        page: bounds.width, settings: settings) : nil
    let y =
      axes.allowsVertical
      ? Self.motion(
        from: bounds.origin.y, start: start.y, velocity: velocity.y, range: range.y,
        page: bounds.height, settings: settings) : nil
    let target = Point(x: x?.target ?? bounds.origin.x, y: y?.target ?? bounds.origin.y)
    // UIKit reports the velocity to scrollViewWillEndDragging in points per millisecond.
    let reported = Point(
      x: axes.allowsHorizontal ? velocity.x / 1000 : 0,
      y: axes.allowsVertical ? velocity.y / 1000 : 0)
    var steps: [ScrollStep] = [
      .record(.scroll(entry.view, .willEndDragging(velocity: reported, target: target)))
    ]
    let decelerates = x != nil || y != nil
    steps.append(.record(.scroll(entry.view, .didEndDragging(decelerate: decelerates))))
    guard decelerates else {
      entries[position].phase = .idle
      return steps
    }
    entries[position].phase = .moving(x: x, y: y, since: now, from: bounds.origin)
    moving.append(position)
    steps.append(.record(.scroll(entry.view, .willBeginDecelerating)))
    return steps
  }

  /// One axis's motion after the release; nil when it stays where it is.
  static func motion(
    from offset: Double, start: Double, velocity: Double, range: ClosedRange<Double>,
    page: Double, settings: ScrollSettings
  ) -> ScrollAxisMotion? {
    if offset < range.lowerBound || offset > range.upperBound {
      let edge = offset < range.lowerBound ? range.lowerBound : range.upperBound
      return .spring(.init(start: offset, velocity: velocity, target: edge))
    }
    let deceleration = ScrollAxisMotion.Deceleration(
      start: offset, velocity: velocity, rate: settings.decelerationRate)
    if settings.isPagingEnabled && page > 0 {
      // The page the projection lands on, at most one page from where the drag began.
      let startPage = (start / page).rounded()
      var target = ((offset + deceleration.projection) / page).rounded()
      target = min(max(target, startPage - 1), startPage + 1) * page
      target = min(max(target, range.lowerBound), range.upperBound)
      guard abs(target - offset) >= ScrollPhysics.restDistance || abs(velocity) > 0 else {
        return nil
      }
      return .spring(.init(start: offset, velocity: velocity, target: target))
    }
    guard deceleration.duration > 0 else { return nil }
    let edge = velocity > 0 ? range.upperBound : range.lowerBound
    // Let go on the edge itself, moving outward: it bounces at once.
    if offset == edge {
      return .spring(.init(start: edge, velocity: settings.bounces ? velocity : 0, target: edge))
    }
    guard let crossing = deceleration.crossing(edge) else { return .decelerate(deceleration) }
    // Reaching an edge: bounce back to it, or stop dead there without `bounces`.
    let speed = settings.bounces ? deceleration.velocity(at: crossing) : 0
    return .decelerateThenBounce(
      deceleration, crossing: crossing, .init(start: edge, velocity: speed, target: edge))
  }

  /// The offsets of the moving scroll views at `now`; those that come to rest end decelerating.
  mutating func advance(to now: Instant) -> [ScrollStep] {
    var steps: [ScrollStep] = []
    var stillMoving: [Int] = []
    for position in moving {
      let (x, y, since, from, end):
        (ScrollAxisMotion?, ScrollAxisMotion?, Instant, Point, ScrollMoment)
      switch entries[position].phase {
      case .moving(let mx, let my, let s, let f):
        (x, y, since, from, end) = (mx, my, s, f, .didEndDecelerating)
      case .animating(let mx, let my, let s, let f, let toTop):
        (x, y, since, from, end) = (
          mx, my, s, f, toTop ? .didScrollToTop : .didEndScrollingAnimation
        )
      case .idle, .dragging: continue
      }
      let t = (now - since).seconds
      let (xValue, xDone) = x?.offset(at: t) ?? (from.x, true)
      let (yValue, yDone) = y?.offset(at: t) ?? (from.y, true)
      let view = entries[position].view
      steps.append(.offset(view, Point(x: xValue, y: yValue)))
      if xDone && yDone {
        entries[position].phase = .idle
        steps.append(.record(.scroll(view, end)))
      } else {
        stillMoving.append(position)
      }
    }
    moving = stillMoving
    return steps
  }

  /// `setContentOffset(_:animated:)`: at once, or with the engine's scroll spring (UIKit's
  /// curve for it is not public), ending with `didEndScrollingAnimation`. Any motion stops.
  mutating func scroll(
    _ view: ViewID, to target: Point, animated: Bool, bounds: Rect, at now: Instant,
    toTop: Bool = false
  ) -> [ScrollStep] {
    guard let position = position(of: view) else { return [] }
    stopMoving(position)
    guard animated, target != bounds.origin else { return [.offset(view, target)] }
    func axis(_ from: Double, _ to: Double) -> ScrollAxisMotion? {
      from == to ? nil : .spring(.init(start: from, velocity: 0, target: to))
    }
    entries[position].phase = .animating(
      x: axis(bounds.origin.x, target.x), y: axis(bounds.origin.y, target.y), since: now,
      from: bounds.origin, toTop: toTop)
    moving.append(position)
    return []
  }

  /// `scrollRectToVisible(_:animated:)`: the smallest move that shows `rect` (in content
  /// coordinates), within the offset range.
  func offset(showing rect: Rect, in view: ViewID, bounds: Rect) -> Point? {
    guard let settings = settings(of: view) else { return nil }
    let range = settings.offsetRange(viewSize: bounds.size)
    func axis(
      _ offset: Double, _ size: Double, _ low: Double, _ high: Double, _ r: ClosedRange<Double>
    )
      -> Double
    {
      var value = offset
      if high - low >= size || low < offset {
        value = low
      } else if high > offset + size {
        value = high - size
      }
      return min(max(value, r.lowerBound), r.upperBound)
    }
    return Point(
      x: axis(bounds.minX, bounds.width, rect.minX, rect.maxX, range.x),
      y: axis(bounds.minY, bounds.height, rect.minY, rect.maxY, range.y))
  }

  /// The scroll views that allow scrolling to top, in the order they were added.
  var scrollsToTop: [ViewID] { entries.filter { $0.settings.scrollsToTop }.map(\.view) }

  /// The status bar's scroll-to-top: animated to the top of the content (−adjusted inset),
  /// ending with `didScrollToTop`; nothing when it is at the top already.
  mutating func scrollToTop(_ view: ViewID, bounds: Rect, at now: Instant) -> [ScrollStep] {
    guard let settings = settings(of: view) else { return [] }
    let top = settings.offsetRange(viewSize: bounds.size).y.lowerBound
    guard bounds.origin.y != top else { return [] }
    return [.record(.scroll(view, .shouldScrollToTop))]
      + scroll(
        view, to: Point(x: bounds.origin.x, y: top), animated: true, bounds: bounds, at: now,
        toTop: true)
  }

  /// A touch comes down on `chain` (its hit view, then each superview): the innermost scroll
  /// view among them that is moving stops where it is, and the touch is its own (it does not
  /// reach the content, so a tap during a fling only stops it).
  mutating func catchTouch(_ touch: Int, chain: [ViewID]) -> (ViewID, [ScrollStep])? {
    guard !moving.isEmpty else { return nil }
    for view in chain {
      guard let position = position(of: view) else { continue }
      switch entries[position].phase {
      case .moving, .animating: break
      case .idle, .dragging: continue
      }
      stopMoving(position)
      return (view, [.record(.scroll(view, .stoppedByTouch(touch: touch)))])
    }
    return nil
  }
}
