import Foundation
import SimEngine
import SimGeometry
import Testing

/// UIScrollView's fast-scroll streak (docs/uikit-notes/scroll-rounding-and-streak.md): fast
/// flicks in a row, each catching the last one's deceleration within 1 s of its lift, scroll
/// further from the 4th on. Each flick is ``UIKitScrollPhysicsTests/fling``: down at y 700, 10,
/// 20, 20, 30 pt up 10 ms apart, lifted 5 ms later: the drag moves the content 0, 20, 40, 70 pt
/// from where it began, and every drag update is faster than 0.13 pt/ms the same way, the last
/// at 2.2 pt/ms (≥ 0.6: the lift counts).
@Suite("Scroll views: UIKit's fast-scroll streak")
struct UIKitFastScrollTests {
  private let range = 0.0...(100_000 - 844)

  private func list() -> (Simulation, ViewID) {
    var sim = simulation()
    let list = sim.list(height: 100_000)
    return (sim, list)
  }

  /// The fling, starting at `start` s, going up (`sign` 1) or down (−1) from y 700 (300).
  private func flick(_ sim: inout Simulation, at start: Double, sign: Double = 1) throws {
    let base = sign > 0 ? 700.0 : 300.0
    let points = UIKitScrollPhysicsTests.fling.map {
      (t: $0.t - 0.1 + start, y: base + sign * ($0.y - 700))
    }
    try sim.stroke(points, lift: points.last!.t + 0.005)
  }

  /// The targets `willEndDragging` reported, in order.
  private func targets(_ sim: Simulation) -> [Double] {
    sim.scrollMoments.compactMap {
      if case .willEndDragging(_, let target) = $0 { return target.y }
      return nil
    }
  }

  /// The multiplier `-_updatePanGesture` gives at the last update of a flick whose drag moved
  /// 70 pt, with `count` fast lifts before it and `start` at its touch-down:
  /// min(M₀ + (0.5·(count − 3) + 1)·min(70/240, 0.9), 16).
  private func multiplier(count: Int, start: Double) -> Double {
    guard count >= 3 else { return start }
    return min(start + (0.5 * Double(count - 3) + 1) * min(70.0 / 240, 0.9), 16)
  }

  @Test("From the 4th fast flick in a row, its target and each step go M = 1 + 70/240 times as far")
  func fourthFlick() throws {
    var (sim, list) = list()
    for k in 0..<4 { try flick(&sim, at: 0.1 + 0.4 * Double(k)) }
    let lift = 0.1 + 1.2 + 0.045
    let offset = sim.tree[list].bounds.origin.y
    let v = UIKitScrollPhysicsTests.flingVelocity
    let m = multiplier(count: 3, start: 1)
    #expect(abs(m - (1 + 70.0 / 240)) < 1e-15)
    // The first three flicks are not amplified; the 4th is.
    let reported = targets(sim)
    #expect(reported.count == 4)
    #expect(reported[3] == UIKitScroll.target(offset, v, rate: 0.998, range: range, multiplier: m))
    #expect(reported[3] != UIKitScroll.target(offset, v, rate: 0.998, range: range))
    let expected = UIKitScroll.decelerate(
      from: offset, velocity: v, lift: Instant(seconds: lift), rate: 0.998, range: range,
      clock: sim.clock, multiplier: m)
    for (time, value) in expected.prefix(60) {
      sim.advance(to: time)
      guard sim.tree[list].bounds.origin.y == value else {
        Issue.record("at \(time.seconds) s: \(sim.tree[list].bounds.origin.y), UIKit's \(value)")
        return
      }
    }
  }

  @Test("The 5th builds on the 4th: M = M₀ + 1.5·min(70/240, 0.9), M₀ the 4th's")
  func fifthFlick() throws {
    var (sim, list) = list()
    for k in 0..<5 { try flick(&sim, at: 0.1 + 0.4 * Double(k)) }
    let offset = sim.tree[list].bounds.origin.y
    let m4 = multiplier(count: 3, start: 1)
    let m5 = multiplier(count: 4, start: m4)
    #expect(abs(m5 - (1 + 70.0 / 240 + 1.5 * 70 / 240)) < 1e-12)
    let v = UIKitScrollPhysicsTests.flingVelocity
    #expect(
      targets(sim).last == UIKitScroll.target(offset, v, rate: 0.998, range: range, multiplier: m5))
  }

  @Test("The multiplier stops growing at 16: the 16th flick in a row reaches it, the 17th keeps it")
  func capAtSixteen() throws {
    // A list long enough that 17 flicks never reach its end (a stop past an edge breaks it).
    let height = 5_000_000.0
    var sim = simulation()
    let list = sim.list(height: height)
    let range = 0.0...(height - 844)
    // The chain by hand: flick k (1-based) has k − 1 fast lifts before it.
    var chain = [1.0]
    for k in 1...17 { chain.append(multiplier(count: k - 1, start: chain.last!)) }
    // 1 + 70/240 · Σ (0.5·(c − 3) + 1) for c = 3…14 is 14.125 at the 15th flick; the 16th adds
    // 2.0417 (16.17 uncapped): 16. The 17th would add 2.1875 more.
    #expect(chain[15] < 16)
    #expect(chain[16] == 16)
    #expect(chain[17] == 16)
    #expect(chain[16] + (0.5 * 14 + 1) * 70 / 240 > 16)
    for k in 0..<17 { try flick(&sim, at: 0.1 + 0.4 * Double(k)) }
    let offset = sim.tree[list].bounds.origin.y
    let v = UIKitScrollPhysicsTests.flingVelocity
    let reported = targets(sim)
    #expect(reported.count == 17)
    #expect(
      reported.last == UIKitScroll.target(offset, v, rate: 0.998, range: range, multiplier: 16))
  }

  @Test(
    "A drag update slower than 0.13 pt/ms breaks the streak: a 4th flick slow at first goes M = 1")
  func slowUpdateBreaks() throws {
    var (sim, list) = list()
    for k in 0..<3 { try flick(&sim, at: 0.1 + 0.4 * Double(k)) }
    // The 4th catches the 3rd's deceleration at 1.3, as in `fourthFlick`, but its first move is
    // 11 pt in 200 ms: the pan's velocity at that update is at most 11/200 = 0.055 pt/ms
    // (0.055² = 0.003 < 0.0169), so `-_updatePanGesture` sets count 0 and M 1. Its later moves
    // are fast again (20, 20, 30 pt 10 ms apart), but with count 0 they don't amplify.
    let fourth: [(t: Double, y: Double)] = [
      (1.3, 700), (1.5, 689), (1.51, 669), (1.52, 649), (1.53, 619),
    ]
    try sim.stroke(fourth, lift: 1.535)
    let offset = sim.tree[list].bounds.origin.y
    let moments = sim.scrollMoments.compactMap {
      if case .willEndDragging(let velocity, let target) = $0 { return (velocity, target) }
      return nil
    }
    #expect(moments.count == 4)
    let (velocity, target) = moments[3]
    // The release velocity is `target()`'s concern (UIKitScrollPhysicsTests); here, that the
    // target is projected from it with M = 1, and not with the M an unbroken 4th would have.
    #expect(velocity.y > 0.6)
    #expect(target.y == UIKitScroll.target(offset, velocity.y, rate: 0.998, range: range))
    let unbroken = multiplier(count: 3, start: 1)
    #expect(
      target.y
        != UIKitScroll.target(offset, velocity.y, rate: 0.998, range: range, multiplier: unbroken))
  }

  @Test("A touch-down more than 1 s after the last fast lift starts the streak over")
  func timeout() throws {
    var (sim, list) = list()
    for k in 0..<3 { try flick(&sim, at: 0.1 + 0.4 * Double(k)) }
    // The 3rd lifted at 0.945; the list still moves at 2.1 s (a flick decelerates ~2.7 s), but
    // the touch comes 1.155 s after that lift: count 0, so the 4th is not amplified.
    try flick(&sim, at: 2.1)
    let offset = sim.tree[list].bounds.origin.y
    let v = UIKitScrollPhysicsTests.flingVelocity
    #expect(targets(sim).last == UIKitScroll.target(offset, v, rate: 0.998, range: range))
  }

  @Test("A flick the other way breaks the streak: the next ones start counting again")
  func reversal() throws {
    var (sim, list) = list()
    for k in 0..<3 { try flick(&sim, at: 0.1 + 0.4 * Double(k)) }
    // Down instead of up: its first update's velocity has the other sign, so count 0; it counts
    // 1 at its lift. The next (up again) breaks it again, counts 1.
    try flick(&sim, at: 1.3, sign: -1)
    try flick(&sim, at: 1.7)
    let offset = sim.tree[list].bounds.origin.y
    let v = UIKitScrollPhysicsTests.flingVelocity
    #expect(targets(sim).last == UIKitScroll.target(offset, v, rate: 0.998, range: range))
  }
}
