import SimGeometry

/// One display-link step of a released scroll view, and the step `-_endPanNormal:` takes at
/// the lift itself.
extension ScrollController {
  /// `-_smoothScrollSyncWithUpdateTime:` for the moving scroll view at `position`, `ms`
  /// milliseconds on (at least 1): each axis steps, the frame's offset is shown rounded to the
  /// pixel, and when it stops it is pinned into its range and ends decelerating. `now` becomes
  /// its `_lastUpdateTime`.
  mutating func step(_ position: Int, ms: Double, at now: Instant) -> [ScrollStep] {
    guard case .moving(var x, var y, _, let from) = entries[position].phase else { return [] }
    let view = entries[position].view
    var steps: [ScrollStep] = []
    // Horizontal first: a streak its step breaks is broken for the vertical one too, and the
    // vertical step reads the bouncing flag the horizontal one left.
    let yFlag = y?.bouncingFlag ?? false
    let xFlag = x?.bouncingFlag ?? false
    x?.step(ms: ms, anyBouncing: xFlag || yFlag)
    if x?.brokeStreak == true { y?.breakStreak() }
    let xFlagAfter = x?.bouncingFlag ?? false
    y?.step(ms: ms, anyBouncing: xFlagAfter || yFlag)
    if x?.brokeStreak == true || y?.brokeStreak == true { entries[position].streak.reset() }
    // An axis that snapped onto its page clears its paging direction (the snap blocks of
    // `-_getPagingDecelerationOffset:…`).
    if x?.paging?.settled == true { entries[position].pages.x.direction = nil }
    if y?.paging?.settled == true { entries[position].pages.y.direction = nil }
    let done: Bool
    if x?.paging != nil || y?.paging != nil {
      done = (x?.paging?.settled ?? true) && (y?.paging?.settled ?? true)
    } else {
      let (vx, vy) = (x?.velocity ?? 0, y?.velocity ?? 0)
      let slowest = ScrollPhysics.stopSpeed
      let bouncing = (x?.isBouncing ?? false) || (y?.isBouncing ?? false)
      var stop = !bouncing && vx * vx + vy * vy < slowest * slowest
      // A delegate's target: the axis ends on it, or creeps on toward it.
      if !bouncing {
        x?.reach(otherSpeed: abs(vy), stop: &stop)
        let vxAfter = x?.velocity ?? 0
        y?.reach(otherSpeed: abs(vxAfter), stop: &stop)
      }
      done = stop
    }
    func pinned(_ m: ScrollAxisMotion?, _ fallback: Double) -> Double {
      guard let m else { return fallback }
      return done ? min(max(m.offset, m.range.lowerBound), m.range.upperBound) : m.offset
    }
    // `-setContentOffset:` shows the unrounded step rounded to the pixel; the next step goes
    // on from the unrounded one (`_lastUpdateOffsetX/Y`).
    let scale = entries[position].settings.screenScale
    let shown = Point(x: pinned(x, from.x), y: pinned(y, from.y))
    steps.append(.offset(view, ScrollPhysics.pixelRounded(shown, scale: scale)))
    if done {
      entries[position].phase = .idle
      entries[position].streak.stopped()
      steps.append(.record(.scroll(view, .didEndDecelerating)))
    } else {
      entries[position].phase = .moving(x: x, y: y, lastUpdate: now, from: from)
    }
    return steps
  }

  /// `-_endPanNormal:`: a release that decelerates, lifted more than 0.8 and less than 2.4
  /// frames (of the screen's maximum rate) after the last drag update (`_lastUpdateTime`, which
  /// `-_updatePanGesture` stamps), steps once at the lift, a whole frame's worth
  /// (`_lastUpdateTime := now − 1/fps`, `_smoothScrollWithUpdateTime:now`); the next frame
  /// steps from the lift.
  mutating func stepAtLift(_ position: Int, lastDragUpdate: Instant?, at now: Instant)
    -> [ScrollStep]
  {
    guard case .moving = entries[position].phase, let last = lastDragUpdate else { return [] }
    let frame = 1 / Double(entries[position].settings.framesPerSecond)
    let since = (now - last).seconds
    guard since > frame * 0.8 && since < frame * 0.8 * 3 else { return [] }
    let steps = step(position, ms: frame * 1000, at: now)
    if case .moving = entries[position].phase {} else { moving.removeAll { $0 == position } }
    return steps
  }
}
