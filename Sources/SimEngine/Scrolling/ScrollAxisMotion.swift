import Foundation

/// How one axis of a released scroll view moves, in closed form: a frame's offset depends only
/// on its time, never on the frames before it. Axes move independently, as UIKit's do.
///
/// - Deceleration, UIKit's per-millisecond decay as WWDC 2018's "Designing Fluid Interfaces"
///   describes it: the velocity is multiplied by the rate r every millisecond, so after t
///   seconds the offset has moved (v/1000)·r·(1 − r^(1000t))/(1 − r), and it comes to rest
///   (v/1000)·r/(1 − r) away: the talk's projection. When less than
///   ``ScrollPhysics/restDistance`` is left it stops there, on the target it reported.
/// - A bounce or a settle is a spring toward a target (``ScrollPhysics/spring``), from any
///   offset and velocity; it stops within the rest distance of the target, on the target.
/// - A deceleration that reaches an edge (with `bounces`) turns into a spring back to that edge
///   from the edge, with the velocity it had there.
enum ScrollAxisMotion: Hashable, Sendable {
  case decelerate(Deceleration)
  case spring(SpringBack)
  case decelerateThenBounce(Deceleration, crossing: Double, SpringBack)

  /// The offset `t` seconds after the motion started, and whether it has come to rest.
  func offset(at t: Double) -> (value: Double, finished: Bool) {
    switch self {
    case .decelerate(let d):
      return t >= d.duration ? (d.rest, true) : (d.offset(at: t), false)
    case .spring(let s):
      return s.offset(at: t)
    case .decelerateThenBounce(let d, let crossing, let s):
      return t < crossing ? (d.offset(at: t), false) : s.offset(at: t - crossing)
    }
  }

  /// Where it will rest: what `scrollViewWillEndDragging` reports as the target offset.
  var target: Double {
    switch self {
    case .decelerate(let d): d.rest
    case .spring(let s), .decelerateThenBounce(_, _, let s): s.target
    }
  }

  struct Deceleration: Hashable, Sendable {
    var start: Double
    /// Points per second, in the offset's direction.
    var velocity: Double
    var rate: Double

    /// The distance still to go at rest: (v/1000)·r/(1 − r).
    var projection: Double { velocity / 1000 * rate / (1 - rate) }

    /// Where it comes to rest, exactly: the target UIKit reports, and lands on.
    var rest: Double { start + projection }

    func offset(at t: Double) -> Double {
      start + projection * (1 - pow(rate, 1000 * t))
    }

    func velocity(at t: Double) -> Double {
      projection * -log(rate) * 1000 * pow(rate, 1000 * t)
    }

    /// When less than the rest distance is left: r^(1000t) = rest / |projection|.
    var duration: Double {
      let left = abs(projection)
      guard left > ScrollPhysics.restDistance else { return 0 }
      return log(ScrollPhysics.restDistance / left) / (1000 * log(rate))
    }

    /// When the offset reaches `edge`, if it does before coming to rest.
    func crossing(_ edge: Double) -> Double? {
      guard projection != 0 else { return nil }
      let fraction = 1 - (edge - start) / projection
      guard fraction > 0, fraction < 1 else { return nil }
      let t = log(fraction) / (1000 * log(rate))
      return t < duration ? t : nil
    }
  }

  /// A damped spring from `start` (moving at `velocity`) to `target`.
  struct SpringBack: Hashable, Sendable {
    var start: Double
    var velocity: Double
    var target: Double

    func offset(at t: Double) -> (value: Double, finished: Bool) {
      let x = ScrollPhysics.displacement(from: start - target, velocity: velocity, at: t)
      if abs(x.value) < ScrollPhysics.restDistance && abs(x.velocity) < ScrollPhysics.restSpeed {
        return (target, true)
      }
      return (target + x.value, false)
    }
  }
}
