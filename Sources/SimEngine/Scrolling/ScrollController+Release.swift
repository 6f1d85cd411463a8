import SimGeometry

/// What a scroll view does once let go, frame by frame, and when a touch lands on it moving.
extension ScrollController {
  /// Let go (`-handlePan:` Ended, `-_endPanNormal:`), the scroll view's velocity at the last
  /// drag update `velocity` and at the one before `previous` (pt/ms, the offset's direction):
  /// - past an edge it decelerates (and so bounces back);
  /// - otherwise slower than 0.25 pt/ms (the last update's velocity) it stays put, unless it
  ///   pages and is between pages;
  /// - otherwise it decelerates; the velocity it takes is 0.75 × previous + 0.25 × last when
  ///   there was a previous one.
  /// `willEndDragging` reports that velocity and UIKit's projected target; when the app's
  /// delegate implements it, its answer decides: the answer where the content is, it does not
  /// decelerate; elsewhere, it decelerates onto the answer (``answer(_:offset:velocity:proposed:pages:size:multiplier:)``).
  mutating func release(
    _ position: Int, velocity current: Point, previous: Point, bounds: Rect, at now: Instant
  ) -> [ScrollStep] {
    let entry = entries[position]
    let settings = entry.settings
    let axes = settings.axes(viewSize: bounds.size)
    let range = settings.offsetRange(viewSize: bounds.size)
    let offset = bounds.origin
    let outside =
      (axes.allowsHorizontal && !range.x.contains(offset.x))
      || (axes.allowsVertical && !range.y.contains(offset.y))
    // `-_prepareToPage…` runs first, with the last update's velocity, from the page target
    // and direction a paging motion still running left (chained page flicks).
    let pages: Point? =
      settings.isPagingEnabled
      ? entries[position].pages.prepare(
        offset: offset, velocity: current, size: bounds.size, range: range)
      : nil
    let blended =
      previous != .zero
      ? Point(
        x: 0.75 * previous.x + 0.25 * current.x, y: 0.75 * previous.y + 0.25 * current.y)
      : current
    let speed = ScrollPhysics.minimumReleaseSpeed
    entries[position].streak.lift(
      speedSquared: current.x * current.x + current.y * current.y, outside: outside,
      paging: settings.isPagingEnabled, at: now)
    let multiplier = entries[position].streak.multiplier
    var velocity = blended
    var decelerates = true
    if !outside && current.x * current.x + current.y * current.y < speed * speed {
      velocity = .zero
      decelerates = pages.map { $0 != offset } ?? false
    }
    let rate = settings.decelerationRate
    func projected(_ o: Double, _ v: Double, _ r: ClosedRange<Double>) -> Double {
      guard decelerates else { return o }
      return ScrollPhysics.projection(
        from: o, velocity: v, rate: rate, range: r, scale: settings.screenScale,
        multiplier: multiplier)
    }
    let target =
      pages
      ?? Point(
        x: projected(offset.x, velocity.x, range.x), y: projected(offset.y, velocity.y, range.y))
    // `-_scrollViewWillEndDraggingWithDeceleration:` (only when the delegate implements the
    // method) returns NO when the delegate's answer is the offset itself, YES otherwise, even
    // for a release too slow to decelerate; the deceleration ends on the answer.
    var answer: Answer?
    if settings.implementsWillEndDragging {
      let answered = self.answer(
        position, offset: offset, velocity: velocity, proposed: target, pages: pages,
        size: bounds.size, multiplier: multiplier)
      decelerates = answered.target != offset
      answer = answered
    }
    let pageTargets = answer.map(\.pages) ?? pages
    let start = answer?.velocity ?? velocity
    var steps: [ScrollStep] = [
      .record(.scroll(entry.view, .willEndDragging(velocity: velocity, target: target))),
      .record(.scroll(entry.view, .didEndDragging(decelerate: decelerates))),
    ]
    guard decelerates else {
      entries[position].phase = .idle
      entries[position].streak.stopped()
      resumePausedLink(position, bounds: bounds)
      return steps
    }
    let spring = ScrollPhysics.pagingSpring(width: bounds.width)
    func motion(
      _ o: Double, _ v: Double, _ r: ClosedRange<Double>, _ page: Double?,
      _ way: PageTarget.Axis.Direction?, _ adjusted: DelegateTarget.Axis?
    ) -> ScrollAxisMotion {
      var m = ScrollAxisMotion(
        offset: o, velocity: v, rate: adjusted?.rate ?? rate, range: r,
        bounces: settings.bounces, scale: settings.screenScale, multiplier: multiplier,
        paging: page.map {
          .init(target: $0, pull: spring.pull, friction: spring.friction, direction: way)
        })
      m.target = adjusted?.target
      if m.target != nil { m.bouncingFlag = !r.contains(o) }
      return m
    }
    let ways = entries[position].pages
    let adjusted = answer?.adjustment
    entries[position].phase = .moving(
      x: axes.allowsHorizontal
        ? motion(offset.x, start.x, range.x, pageTargets?.x, ways.x.direction, adjusted?.x) : nil,
      y: axes.allowsVertical
        ? motion(offset.y, start.y, range.y, pageTargets?.y, ways.y.direction, adjusted?.y) : nil,
      lastUpdate: now, from: offset)
    moving.append(position)
    steps.append(.record(.scroll(entry.view, .willBeginDecelerating)))
    return steps
      + stepAtLift(position, lastDragUpdate: entries[position].lastDragUpdate, at: now)
  }

  /// The moving scroll views at the frame `now`. A released one steps by the milliseconds since
  /// its last step (under 1 ms: nothing moves, the time is dropped, as
  /// `-_smoothScrollSyncWithUpdateTime:` does); it stops when no axis is more than 0.5 pt past
  /// an edge and h² + v² < 0.01² (pinned into its range), or, paging, when both axes settled.
  mutating func advance(to now: Instant) -> [ScrollStep] {
    var steps: [ScrollStep] = []
    var stillMoving: [Int] = []
    for position in moving {
      let view = entries[position].view
      switch entries[position].phase {
      case .moving(let x, let y, let lastUpdate, let from):
        let ms = (now - lastUpdate).seconds * 1000
        guard ms >= 1 else {
          entries[position].phase = .moving(x: x, y: y, lastUpdate: now, from: from)
          stillMoving.append(position)
          continue
        }
        steps += step(position, ms: ms, at: now)
        if case .moving = entries[position].phase { stillMoving.append(position) }
      case .animating(let animation, let toTop):
        let end: ScrollMoment = toTop ? .didScrollToTop : .didEndScrollingAnimation
        steps += advance(position, animation, at: now, ending: [.record(.scroll(view, end))])
        if case .animating = entries[position].phase { stillMoving.append(position) }
      case .pageScrolling(let animation):
        // The last frame: `setProgress:` then `stopAnimation:` (fraction 1.0) →
        // `-_scrollViewAnimationEnded:finished:YES`, which tells the delegate
        // (`didEndScrollingAnimation`) before the queuing scroll view acts on the end.
        let ending: [ScrollStep] = [
          .record(.scroll(view, .didEndScrollingAnimation)), .pageScrollEnded(view),
        ]
        steps += advance(position, animation, at: now, ending: ending)
        if case .pageScrolling = entries[position].phase { stillMoving.append(position) }
      case .idle, .dragging: continue
      }
    }
    moving = stillMoving
    return steps
  }

  /// A touch comes down on `chain` (its hit view, then each superview): the innermost scroll
  /// view among them that is moving stops where it is, and the touch is its own (it does not
  /// reach the content, so a tap during a fling only stops it).
  /// `caught`: the scroll view's pan begins at this touch-down
  /// (`UIScrollViewPanGestureRecognizer -_beginScroll`): the motion was decelerating in bounds
  /// and is only paused, or it was past an edge (bouncing) and stopped there.
  mutating func catchTouch(_ touch: Int, chain: [ViewID], bounds: (ViewID) -> Rect, at now: Instant)
    -> (view: ViewID, steps: [ScrollStep], caught: Bool)?
  {
    guard !moving.isEmpty else { return nil }
    for view in chain {
      guard let position = position(of: view) else { continue }
      // `-_beginTrackingWithEvent:`: out of bounds, the motion stops (and the streak with it)
      // with `_stopScrollingNotify:1 pin:0`, which tells the delegate `didEndDecelerating`;
      // in bounds it is paused, and the streak goes on if the touch is within 1 s. An animated
      // `setContentOffset` stops, and ends (`didEndScrollingAnimation`, or `didScrollToTop`).
      var steps: [ScrollStep] = [.record(.scroll(view, .stoppedByTouch(touch: touch)))]
      var paused: Instant?
      var grabbed = false
      switch entries[position].phase {
      case .moving(_, _, let lastUpdate, _):
        let box = bounds(view)
        let range = entries[position].settings.offsetRange(viewSize: box.size)
        if range.x.contains(box.origin.x) && range.y.contains(box.origin.y) {
          paused = lastUpdate
          entries[position].streak.touchDown(at: now, catching: touch)
        } else {
          entries[position].streak.stopped()
          entries[position].pages.stopped()
          steps.append(.record(.scroll(view, .didEndDecelerating)))
          // `-_beginScroll` then finds it `_isBouncing` (the engine's reading,
          // docs/uikit-notes/grabbing-a-bounce.md): the pan is caught as well.
          grabbed = true
        }
      case .animating(_, let toTop):
        // `removeAnimationsForTarget:ofKind:` stops the UIAnimator animation where it is, and
        // `-_scrollViewAnimationEnded:finished:` ignores `finished`: the delegate hears the end.
        entries[position].streak.stopped()
        steps.append(.record(.scroll(view, toTop ? .didScrollToTop : .didEndScrollingAnimation)))
      case .pageScrolling:
        // The same removal; the fraction reached is under 1.0, so `finished` is NO and the
        // queuing scroll view does nothing more (`-[_UIQueuingScrollView
        // _scrollViewAnimationEnded:finished:]`): its queued pages wait.
        entries[position].streak.stopped()
        steps.append(.record(.scroll(view, .didEndScrollingAnimation)))
      case .idle, .dragging: continue
      }
      stopMoving(position)
      entries[position].pausedLink = paused
      entries[position].grabbedOutside = grabbed
      return (view, steps, paused != nil || grabbed)
    }
    return nil
  }
}
