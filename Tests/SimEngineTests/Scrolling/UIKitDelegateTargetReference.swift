import Foundation
import SimEngine
import SimGeometry

/// What `-_scrollViewWillEndDraggingWithDeceleration:` and `-_smoothScrollSyncWithUpdateTime:`
/// do with a target the delegate changed (docs/uikit-notes/will-end-dragging-target.md),
/// written out for the tests from the decompiled code, independently of the engine's.
extension UIKitScroll {
  /// The creep speed: the table `dbl_186B9E1D0` is not in the decompilation; this is the
  /// engine's documented choice (docs/semantics.md), the only number here not read in UIKit.
  static let creep = 0.01

  /// One axis's velocity and rate after the delegate answered `t` to the proposal `t0`, not
  /// paging, released at `v` (pt/ms) from `o`, rate `r`, fast-scroll multiplier `m`.
  static func adjusted(
    offset o: Double, velocity v: Double, proposed t0: Double, target t: Double,
    rate r: Double = 0.998, multiplier m: Double = 1
  ) -> (velocity: Double, rate: Double) {
    let b = v >= 0 ? 0.01 : -0.01
    let d = (t - o) / m
    // At or short of the proposal, in the velocity's direction: the rate that projects onto t.
    if (v > 0 || t >= t0) && (v < 0 || t <= t0) { return (v, min(exp(-(v - b) / d), 0.999)) }
    // Beyond it: the velocity that projects onto t at r; too slow, 0.985 and its velocity.
    let faster = b - d * log(r)
    if abs(faster) < 0.25 { return (b + d * 0.0151136378, 0.985) }
    return (faster, r)
  }

  /// The frames of a one-axis deceleration toward the delegate's `target` (inside `range`)
  /// from `offset` at `velocity` and rate `rate`, lifted at `lift`: each frame the standard
  /// step (``step(_:_:ms:rate:range:bounces:multiplier:)``), then, not bouncing: at or past
  /// the target moving toward it, the target and the stop; short of it slower than 0.01, the
  /// creep speed toward it; else the stop when slower than 0.01.
  static func decelerate(
    toward target: Double, from offset: Double, velocity: Double, rate: Double, lift: Instant,
    range: ClosedRange<Double>, bounces: Bool = true, clock: FrameClock, multiplier: Double = 1
  ) -> [(time: Instant, offset: Double)] {
    var (o, v) = (offset, velocity)
    var out: [(Instant, Double)] = []
    eachFrame(after: lift, clock: clock) { t, ms in
      precondition(range.contains(o), "the reference does not narrow the edges")
      step(&o, &v, ms: ms, rate: rate, range: range, bounces: bounces, multiplier: multiplier)
      let bouncing = o < range.lowerBound - 0.5 || o > range.upperBound + 0.5
      var stop = !bouncing && v * v < 0.0001
      if !bouncing {
        if (v > 0 && o >= target) || (v < 0 && o <= target) {
          (o, v) = (target, 0)
          stop = true
        } else if abs(v) < 0.01 && o != target {
          v = o < target ? creep : -creep
          stop = false
        }
      }
      if stop {
        out.append((t, pixel(min(max(o, range.lowerBound), range.upperBound))))
        return false
      }
      out.append((t, pixel(o)))
      return true
    }
    return out
  }
}
