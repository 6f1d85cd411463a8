import SimGeometry

/// UIScrollView's fast-scroll streak: flicks fast enough, one after another, each caught while
/// the last still moves, scroll further each time. UIKit keeps it across gestures in
/// `_fastScrollCount`, `_fastScrollMultiplier` (M), `_fastScrollStartMultiplier` and
/// `_fastScrollEndTime`, with the signs of the last velocity (flag bits 10 and 11); M multiplies
/// the projected target and every deceleration step (docs/uikit-notes/scroll-view.md §1d).
///
/// - Built by `-_endPanNormal:`: a lift at 0.6 pt/ms or more, in bounds, not paging, counts one.
/// - Used by `-_updatePanGesture` from the 4th: at each drag update with count ≥ 3,
///   M = min(M₀ + (0.5·(count − 3) + 1)·min(d/240, 0.9), 16), d the drag's distance (a `float`
///   square root), M₀ the multiplier at touch-down.
/// - Broken (count 0, M 1) by a drag update turning an axis's direction, rubber-banding, or
///   slower than 0.13 pt/ms; a lift slower than 0.6 pt/ms or past an edge; a deceleration
///   reaching past an edge; any stop; a touch-down more than 1 s after the last counted lift.
struct FastScrollStreak: Hashable, Sendable {
  private(set) var count = 0
  private(set) var multiplier = 1.0
  private(set) var startMultiplier = 1.0
  /// `_fastScrollEndTime`: the last counted lift.
  private(set) var endTime: Instant?
  /// `isDragging` (flag bit 23): set by a drag, still set while its deceleration runs, cleared
  /// when the scroll view stops. Only then does a touch-down keep the streak.
  private(set) var dragging = false
  /// The touch that caught the scroll view moving, until the drag it begins: a catching touch
  /// lifted without dragging is released at zero velocity in UIKit, which ends the streak.
  private(set) var caughtBy: Int?
  /// Flag bits 10 and 11: whether the last non-zero velocity on each axis was ≥ 0.
  private var positiveX = false
  private var positiveY = false

  /// `-_endPanNormal:`: a lift at least this fast (h² + v² ≥ 0.36) counts.
  static let countingSpeedSquared = 0.36
  /// `-_updatePanGesture`: a drag update slower than this (h² + v² < 0.0169) breaks it.
  static let keepingSpeedSquared = 0.0169
  static let distanceScale = 240.0
  static let distanceCap = 0.9
  static let cap = 16.0
  /// `-_beginTrackingWithEvent:`: a touch-down later than this after the last counted lift.
  static let timeout = Interval(nanoseconds: 1_000_000_000)

  /// Count 0, multiplier 1.
  mutating func reset() {
    count = 0
    multiplier = 1
  }

  /// `-_stopScrollingNotify:pin:…`: the scroll view stopped: the streak ends with it.
  mutating func stopped() {
    dragging = false
    caughtBy = nil
    reset()
  }

  /// `-_beginTrackingWithEvent:`: a touch came down at `time`; `catching` when it caught the
  /// scroll view moving (its drag, if any, follows).
  mutating func touchDown(at time: Instant, catching touch: Int? = nil) {
    if dragging, endTime.map({ time > $0 + Self.timeout }) ?? true { reset() }
    startMultiplier = multiplier
    caughtBy = touch
  }

  /// The pan began with `touch`, down at `down`: a drag, after its touch-down.
  mutating func dragBegan(touch: Int?, down: Instant) {
    if let caught = caughtBy, caught != touch {
      // The catching touch lifted without a drag: UIKit released it at zero velocity.
      stopped()
    }
    if caughtBy == nil { touchDown(at: down) }
    caughtBy = nil
    dragging = true
  }

  /// `-_updatePanGesture`: the new velocity (pt/ms, the offset's direction), whether each axis
  /// is rubber-banding past an edge, and the drag's displacement from its start offset. Returns
  /// whether the update failed the streak's test (whatever the count): UIKit clears the paging
  /// directions then too (``PageTarget``).
  @discardableResult
  mutating func update(velocity v: Point, outside: (x: Bool, y: Bool), displacement d: Point)
    -> Bool
  {
    var keeps = true
    if v.x != 0 || v.y != 0 {
      if v.x != 0 && (outside.x || (v.x >= 0) != positiveX) { keeps = false }
      if keeps && v.y != 0 && (outside.y || (v.y >= 0) != positiveY) { keeps = false }
      if keeps && v.x * v.x + v.y * v.y < Self.keepingSpeedSquared { keeps = false }
      if !keeps && count >= 1 { reset() }
    }
    if v.x != 0 { positiveX = v.x >= 0 }
    if v.y != 0 { positiveY = v.y >= 0 }
    guard count >= 3 else { return !keeps }
    // UIKit squares in double, stores the sum in a float and takes `sqrtf`.
    let distance = Double(Float(d.x * d.x + d.y * d.y).squareRoot())
    let growth = min(distance / Self.distanceScale, Self.distanceCap)
    multiplier = min(startMultiplier + (Double(count - 3) * 0.5 + 1) * growth, Self.cap)
    return !keeps
  }

  /// `-_endPanNormal:` at the lift at `time`, with the last update's velocity (unblended).
  mutating func lift(speedSquared: Double, outside: Bool, paging: Bool, at time: Instant) {
    if outside {
      dragging = false
      reset()
    } else if speedSquared < Self.countingSpeedSquared {
      reset()
    } else if !paging {
      count += 1
      endTime = time
    }
  }
}
