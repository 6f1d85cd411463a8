import SimGeometry

/// How one axis of a released scroll view moves, stepped at each display frame as UIKit's
/// `-_smoothScrollSyncWithUpdateTime:` steps it (docs/uikit-notes/scroll-view.md §2, §4, §6).
/// The offset is integrated unrounded (`_lastUpdateOffsetX/Y`); the velocity is in points per
/// millisecond; a step is given the frame's elapsed milliseconds.
struct ScrollAxisMotion: Hashable, Sendable {
  /// The unrounded offset.
  var offset: Double
  /// Points per millisecond, in the offset's direction.
  var velocity: Double
  /// The deceleration factor per millisecond, r.
  var rate: Double
  var range: ClosedRange<Double>
  var bounces: Bool
  /// Pixels per point: a paging step moves in whole pixels.
  var scale: Double
  /// The fast-scroll multiplier M (``FastScrollStreak``): each step in bounds moves M times as
  /// far. Reaching past an edge resets it to 1, as it resets the streak.
  var multiplier = 1.0
  /// This motion broke the fast-scroll streak (went past an edge).
  var brokeStreak = false
  /// With paging: the page it settles on and the spring that takes it there.
  var paging: Paging?
  /// `_adjustedDecelerationTarget` on an axis whose deceleration the delegate's target changed
  /// (``DelegateTarget``): the motion ends exactly there.
  var target: Double?
  /// The bouncing flag (bits 4 and 5 of `_scrollViewFlags`) the last bouncing step left: more
  /// than half a point past the edges it stepped between (narrowed toward ``target``).
  var bouncingFlag = false

  struct Paging: Hashable, Sendable {
    var target: Double
    var pull: Double
    var friction: Double
    /// The paging direction `-_prepareToPage…` set (``PageTarget``): the crossing snap only
    /// happens moving that way.
    var direction: PageTarget.Axis.Direction?
    /// Snapped onto the target: this axis is done.
    var settled = false
  }

  /// `_isBouncing` on this axis: further than half a point past an edge (with a delegate's
  /// target, the flag its last step left, as UIKit reads it).
  var isBouncing: Bool {
    if target != nil { return bouncingFlag }
    return offset < range.lowerBound - ScrollPhysics.bounceSlack
      || offset > range.upperBound + ScrollPhysics.bounceSlack
  }

  /// One display-link step of `ms` milliseconds. `anyBouncing`: either axis's bouncing flag as
  /// this step finds it (with a delegate's target it narrows the edges).
  mutating func step(ms dt: Double, anyBouncing: Bool = false) {
    if paging != nil {
      stepPaging(ms: dt)
    } else if bounces {
      stepBouncing(ms: dt, anyBouncing: anyBouncing)
    } else {
      if velocity != 0 { bouncingFlag = false }
      stepStandard(ms: dt)
    }
  }

  /// `-_getStandardDecelerationOffset:…` (bounces off): the closed form of "each millisecond
  /// v ·= r, offset += v" over `dt` ms, r^dt by ``ScrollPhysics/decay(_:)``; past an edge it
  /// stops dead there.
  private mutating func stepStandard(ms dt: Double) {
    let d = ScrollPhysics.decay(dt * PortableMath.log(rate))
    offset += multiplier * (velocity * ((1 - d) / (1 - rate) * rate))
    velocity *= d
    if offset < range.lowerBound || offset > range.upperBound {
      offset = min(max(offset, range.lowerBound), range.upperBound)
      velocity = 0
    }
  }

  /// `-_getBouncingDecelerationOffset:…` (bounces on): in bounds the standard step; a step that
  /// leaves the bounds spends the linear share of `dt` up to the edge decelerating and the rest
  /// bouncing; past an edge the excess decays by e^(−0.01005) a millisecond.
  private mutating func stepBouncing(ms dt: Double, anyBouncing: Bool) {
    let range = edges(anyBouncing: anyBouncing)
    defer {
      bouncingFlag =
        offset < range.lowerBound - ScrollPhysics.bounceSlack
        || offset > range.upperBound + ScrollPhysics.bounceSlack
    }
    let lnr = PortableMath.log(rate)
    var bounceTime = dt
    if range.contains(offset) {
      let last = offset
      let d = ScrollPhysics.decay(dt * lnr)
      let next = offset + multiplier * (velocity * ((1 - d) / (1 - rate) * rate))
      if range.contains(next) {
        // In bounds: the end's "half a point past an edge" test can't hold.
        offset = next
        velocity *= d
        return
      }
      let edge = next < range.lowerBound ? range.lowerBound : range.upperBound
      let inside = dt * (edge - last) / (next - last)
      let dIn = ScrollPhysics.decay(inside * lnr)
      offset = (1 - dIn) / (1 - rate) * rate * velocity * multiplier + last
      velocity *= dIn
      bounceTime = dt - inside
    }
    let edge = offset < range.lowerBound ? range.lowerBound : range.upperBound
    let d1 = ScrollPhysics.decay(bounceTime * lnr)
    let d2 = ScrollPhysics.decay(-ScrollPhysics.bounceDecay * bounceTime)
    let excess = offset - edge
    offset = edge + d2 * excess
    offset += (1 - d1) * (d2 * rate * velocity) / (1 - rate)
    velocity *= d1 * d2
    breakStreak()
  }

  /// The edges a bouncing step goes between (`-_smoothScrollSyncWithUpdateTime:`): the range,
  /// or, with a delegate's target while either axis bounces or this one is outside the range,
  /// narrowed to the target on the side the offset is: below it the lower edge rises to it,
  /// above it the upper edge comes down to it, so the bounce settles on the target.
  private func edges(anyBouncing: Bool) -> ClosedRange<Double> {
    guard let target, anyBouncing || !range.contains(offset) else { return range }
    if offset < target { return max(target, range.lowerBound)...max(target, range.upperBound) }
    if offset > target { return min(target, range.lowerBound)...min(target, range.upperBound) }
    return range
  }

  /// The end of `-_smoothScrollSyncWithUpdateTime:` on an axis with a delegate's target (not
  /// bouncing): moving toward it and at or past it, the offset is the target and the velocity
  /// 0, and the motion stops when the other axis is slower than 0.01 pt/ms (`otherSpeed`);
  /// short of it and slower than 0.01 pt/ms, it does not stop but creeps on toward it
  /// (``ScrollPhysics/creepSpeed``).
  mutating func reach(otherSpeed: Double, stop: inout Bool) {
    guard let target else { return }
    if (velocity > 0 && offset >= target) || (velocity < 0 && offset <= target) {
      offset = target
      velocity = 0
      if otherSpeed < ScrollPhysics.stopSpeed { stop = true }
    } else if abs(velocity) < ScrollPhysics.stopSpeed && offset != target {
      stop = false
      velocity = offset < target ? ScrollPhysics.creepSpeed : -ScrollPhysics.creepSpeed
    }
  }

  /// The streak is broken: M is 1 from here, and the controller resets the scroll view's.
  mutating func breakStreak() {
    multiplier = 1
    brokeStreak = true
  }

  /// `-_getPagingDecelerationOffset:forTimeInterval:`: a spring per whole millisecond (the
  /// fraction is dropped) from the offset shown (`contentOffset`, pixel-rounded),
  /// v = (v + (T − x)·pull)·friction, x += v; the result is rounded to the pixel, and when that
  /// shows no progress and v < 0.5 it moves one pixel toward T. It snaps onto T once slower than
  /// 0.01 pt/ms with the last millisecond's T − x within a point and the shown offset within 5,
  /// or slower than 0.1 pt/ms as it passes T the way it pages (from T or short of it to beyond
  /// it; crossing back from beyond never snaps), or (without bounces) past an edge.
  private mutating func stepPaging(ms dt: Double) {
    guard var page = paging, !page.settled else { return }
    let before = offset
    var x = offset
    var gap = 0.0
    // A frame is a few ms; the bound only keeps a pathological gap from looping for long (a
    // minute of steps leaves any page settled).
    for _ in 0..<Int(min(dt, 60_000).rounded(.down)) {
      gap = page.target - x
      velocity = (velocity + gap * page.pull) * page.friction
      x += velocity
    }
    var shown = ScrollPhysics.pixelRounded(x, scale: scale)
    if shown != page.target && shown == before && velocity < 0.5 {
      shown = ScrollPhysics.pixelRounded(shown + (gap < 0 ? -1 : 1) / scale, scale: scale)
    }
    offset = shown
    let way = PageTarget.Axis(target: page.target, direction: page.direction)
    let crossed = way.approaches(before) && !way.approaches(offset)
    if (abs(velocity) < ScrollPhysics.stopSpeed && abs(gap) <= 1 && abs(offset - page.target) < 5)
      || (crossed && abs(velocity) < 0.1) || (!bounces && !range.contains(offset))
    {
      offset = page.target
      velocity = 0
      page.settled = true
    }
    paging = page
  }
}
