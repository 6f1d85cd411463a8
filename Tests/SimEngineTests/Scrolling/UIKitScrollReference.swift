import Foundation
import SimEngine
import SimGeometry

/// UIScrollView's release physics written out for the tests from the decompiled methods in
/// docs/uikit-notes/scroll-view.md, independently of the engine's code, so a test's expected
/// numbers come from UIKit's formulas, never from the engine's output.
enum UIKitScroll {
  /// The screen scale the tests' simulations have (`Screen.scale`'s default, an iPhone's 3×).
  static let scale = 3.0

  /// `-_roundedProposedContentOffset:` (and every edge and target): round(v) at 1×, otherwise
  /// floor(v) + round((v − floor(v))·scale)/scale, halves away from zero (C's `round`).
  static func pixel(_ v: Double, scale: Double = scale) -> Double {
    if scale == 1 { return Foundation.round(v) }
    let f = floor(v)
    return f + Foundation.round((v - f) * scale) / scale
  }

  /// `-_getStandardDecelerationOffset:…`: r^t as 1 + x + x²/2 (x = t·ln r ≥ −0.5), else e^x.
  static func decay(_ x: Double) -> Double { x >= -0.5 ? 1 + x + x * x / 2 : exp(x) }

  /// `-velocityInView:` after each move of `points` (the first is the touch-down): 0.2 × the
  /// newest sample + 0.8 × the one before, in points per second.
  static func panVelocities(_ points: [(t: Double, y: Double)]) -> [Double] {
    var newest: Double?
    var previous: Double?
    var out: [Double] = []
    for i in 1..<points.count {
      previous = newest
      newest = (points[i].y - points[i - 1].y) / (points[i].t - points[i - 1].t)
      out.append(previous.map { 0.2 * newest! + 0.8 * $0 } ?? newest!)
    }
    return out
  }

  /// `-_endPanNormal:`'s velocity (pt/ms, the offset's direction) from the pan's velocities
  /// at the drag's last two updates: 0.75 × previous + 0.25 × last.
  static func releaseVelocity(last: Double, previous: Double) -> Double {
    0.75 * -previous / 1000 + 0.25 * -last / 1000
  }

  /// `-_scrollViewWillEndDraggingWithDeceleration:`'s target: offset − (V − b)/ln r.
  /// `m`: the fast-scroll multiplier.
  static func target(
    _ offset: Double, _ v: Double, rate: Double, range: ClosedRange<Double>,
    multiplier m: Double = 1
  ) -> Double {
    let b = v >= 0 ? 0.01 : -0.01
    return min(max(pixel(offset - (v - b) / log(rate) * m), range.lowerBound), range.upperBound)
  }

  /// One display-link step of `dt` ms: the standard step, and with `bounces` the bouncing one
  /// (`-_getBouncingDecelerationOffset:…`), each in bounds moving `m` (the fast-scroll
  /// multiplier) times as far, with UIKit's grouping of the arithmetic.
  static func step(
    _ o: inout Double, _ v: inout Double, ms dt: Double, rate r: Double,
    range: ClosedRange<Double>, bounces: Bool, multiplier m: Double = 1
  ) {
    let lnr = log(r)
    guard bounces else {
      let d = decay(dt * lnr)
      o += m * (v * ((1 - d) / (1 - r) * r))
      v *= d
      if !range.contains(o) {
        o = min(max(o, range.lowerBound), range.upperBound)
        v = 0
      }
      return
    }
    var outside = dt
    if range.contains(o) {
      let d = decay(dt * lnr)
      let next = o + m * (v * ((1 - d) / (1 - r) * r))
      if range.contains(next) {
        (o, v) = (next, v * d)
        return
      }
      let edge = next < range.lowerBound ? range.lowerBound : range.upperBound
      let inside = dt * (edge - o) / (next - o)
      let di = decay(inside * lnr)
      o = (1 - di) / (1 - r) * r * v * m + o
      v *= di
      outside = dt - inside
    }
    let edge = o < range.lowerBound ? range.lowerBound : range.upperBound
    let d1 = decay(outside * lnr)
    let d2 = decay(-0.01005 * outside)
    o = edge + d2 * (o - edge)
    o += (1 - d1) * (d2 * r * v) / (1 - r)
    v *= d1 * d2
  }

  /// The frames after a lift at `lift` and the offset shown at each (`-setContentOffset:`
  /// rounds the unrounded step to the pixel), until the stop (the last, pinned into the range):
  /// UIKit stops when no axis is 0.5 pt past an edge and |v| < 0.01.
  static func decelerate(
    from offset: Double, velocity: Double, lift: Instant, rate: Double,
    range: ClosedRange<Double>, bounces: Bool = true, clock: FrameClock,
    scale: Double = UIKitScroll.scale, multiplier: Double = 1
  ) -> [(time: Instant, offset: Double)] {
    var (o, v) = (offset, velocity)
    var out: [(Instant, Double)] = []
    eachFrame(after: lift, clock: clock) { t, ms in
      step(&o, &v, ms: ms, rate: rate, range: range, bounces: bounces, multiplier: multiplier)
      let bouncing = o < range.lowerBound - 0.5 || o > range.upperBound + 0.5
      if !bouncing && v * v < 0.0001 {
        out.append((t, pixel(min(max(o, range.lowerBound), range.upperBound), scale: scale)))
        return false
      }
      out.append((t, pixel(o, scale: scale)))
      return true
    }
    return out
  }

  /// The display frames after `lift`, each with the milliseconds since the one before (a frame
  /// less than 1 ms after it is skipped), handed to `body` until it returns false: at most
  /// 100,000 frames.
  static func eachFrame(
    after lift: Instant, clock: FrameClock, _ body: (Instant, Double) -> Bool
  ) {
    var frame = clock.frame(containing: lift)
    var last = lift
    var taken = 0
    while taken < 100_000 {
      let t = clock.time(ofFrame: frame)
      frame += 1
      let ms = (t - last).seconds * 1000
      last = t
      guard ms >= 1 else { continue }
      taken += 1
      guard body(t, ms) else { return }
    }
  }

  /// `-_getPagingDecelerationOffset:forTimeInterval:`'s frames toward `target` for a view
  /// `width` wide: from the shown (rounded) offset, per whole ms v = (v + (T − x)·pull)·friction,
  /// x += v; the result rounded to the pixel, one pixel toward T when that shows no progress and
  /// v < 0.5; snapped onto T when |v| < 0.01 with the last ms's T − x within 1 pt and the shown
  /// offset within 5 pt, or slower than 0.1 when a frame goes from T or short of it to beyond it
  /// in the paging `direction` (+1 toward larger offsets, −1 smaller, 0 none: the flags
  /// 0x80/0x40 `-_prepareToPage…` sets; by default toward T).
  static func page(
    from offset: Double, velocity: Double, to target: Double, width: Double, lift: Instant,
    clock: FrameClock, direction: Double? = nil
  ) -> [(time: Instant, offset: Double)] {
    let way = direction ?? (target < offset ? -1 : 1)
    func approaches(_ x: Double) -> Bool {
      way > 0 ? x <= target : way < 0 ? x >= target : false
    }
    let pull = 3.59090909e-4 - 1.84659091e-7 * width
    let friction = 0.966818182 + 9.94318182e-6 * width
    var (shown, v) = (offset, velocity)
    var frame = clock.frame(containing: lift)
    var last = lift
    var out: [(Instant, Double)] = []
    while out.count < 100_000 {
      let t = clock.time(ofFrame: frame)
      frame += 1
      let ms = (t - last).seconds * 1000
      last = t
      guard ms >= 1 else { continue }
      let before = shown
      var x = shown
      var gap = 0.0
      for _ in 0..<Int(ms) {
        gap = target - x
        v = (v + gap * pull) * friction
        x += v
      }
      shown = pixel(x)
      if shown != target && shown == before && v < 0.5 {
        shown = pixel(shown + (gap < 0 ? -1 : 1) / scale)
      }
      if (abs(v) < 0.01 && abs(gap) <= 1 && abs(shown - target) < 5)
        || (approaches(before) && !approaches(shown) && abs(v) < 0.1)
      {
        out.append((t, target))
        return out
      }
      out.append((t, shown))
    }
    return out
  }
}

extension Simulation {
  /// One finger down at `points[0]` and moved through the rest (x fixed), lifted at `lift`
  /// where it last moved.
  mutating func stroke(
    x: Double = 195, _ points: [(t: Double, y: Double)], lift: Double,
    as liftPhase: TouchPhase = .ended
  ) throws {
    try send(
      TouchInput(
        time: Instant(seconds: points[0].t), finger: 1, phase: .began,
        location: Point(x, points[0].y)))
    for p in points.dropFirst() {
      try send(
        TouchInput(time: Instant(seconds: p.t), finger: 1, phase: .moved, location: Point(x, p.y)))
    }
    try send(
      TouchInput(
        time: Instant(seconds: lift), finger: 1, phase: liftPhase,
        location: Point(x, points.last!.y)))
  }

  /// The same along x, y fixed.
  mutating func strokeX(y: Double, _ points: [(t: Double, x: Double)], lift: Double) throws {
    try send(
      TouchInput(
        time: Instant(seconds: points[0].t), finger: 1, phase: .began,
        location: Point(points[0].x, y)))
    for p in points.dropFirst() {
      try send(
        TouchInput(time: Instant(seconds: p.t), finger: 1, phase: .moved, location: Point(p.x, y)))
    }
    try send(
      TouchInput(
        time: Instant(seconds: lift), finger: 1, phase: .ended,
        location: Point(points.last!.x, y)))
  }

  /// The scroll moments of the journal, by name.
  var scrollMoments: [ScrollMoment] {
    journal.compactMap {
      if case .scroll(_, let moment) = $0.kind { return moment }
      return nil
    }
  }
}
