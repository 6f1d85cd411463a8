import Foundation
import SimEngine
import SimGeometry
import Testing

/// A target the delegate changes in `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
/// (a scroll view's ``TargetOffsetRule``): UIKit rounds and clamps it and changes the
/// deceleration so it ends there (`-_scrollViewWillEndDraggingWithDeceleration:`,
/// `-_smoothScrollSyncWithUpdateTime:`; docs/uikit-notes/will-end-dragging-target.md). The
/// numbers from ``UIKitScroll``.
@Suite("Scroll views: the target the delegate sets")
struct UIKitDelegateTargetTests {
  /// A carousel 390 wide over 3,000 pt of content (offsets 0…2,610).
  private func carousel(_ rule: TargetOffsetRule?) -> (Simulation, ViewID) {
    var sim = simulation()
    let view = sim.scrollView(
      "carousel", frame: Rect(x: 0, y: 100, width: 390, height: 300),
      content: Size(width: 3000, height: 300)
    ) { $0.willEndDragging = rule }
    return (sim, view)
  }

  static let range = 0.0...2610

  /// The physics tests' fling along x: the content at 70 after its last move at 0.14, lifted
  /// 5 ms later (no step at the lift), released at 2.05 pt/ms.
  static let fling: [(t: Double, x: Double)] = UIKitScrollPhysicsTests.fling.map {
    ($0.t, $0.y - 400)
  }
  static let lift = Instant(seconds: UIKitScrollPhysicsTests.liftTime)
  static var velocity: Double { UIKitScrollPhysicsTests.flingVelocity }
  /// UIKit's proposal for the fling: 70 − (2.05 − 0.01)/ln 0.998, rounded to the pixel.
  static var proposed: Double { UIKitScroll.target(70, velocity, rate: 0.998, range: range) }

  private func endTime(_ sim: Simulation) -> Instant? {
    sim.journal.last {
      if case .scroll(_, .didEndDecelerating) = $0.kind { return true }
      return false
    }?.time
  }

  @Test("A snap beyond the projection keeps the rate and starts faster: V = b − d·ln r")
  func snapBeyondTheProjection() throws {
    var (sim, view) = carousel(.snap(step: 300, origin: 0))
    try sim.strokeX(y: 250, Self.fling, lift: Self.lift.seconds)
    #expect(abs(Self.proposed - 1089) < 1)
    // 1,089 / 300 = 3.63: the nearest multiple is 1,200, beyond the proposal.
    let (v, r) = UIKitScroll.adjusted(
      offset: 70, velocity: Self.velocity, proposed: Self.proposed, target: 1200, rate: 0.998)
    #expect(r == 0.998 && abs(v - (0.01 + 1130 * -log(0.998))) < 1e-12)
    let expected = UIKitScroll.decelerate(
      toward: 1200, from: 70, velocity: v, rate: r, lift: Self.lift, range: Self.range,
      clock: sim.clock)
    sim.followX(view, expected)
    #expect(expected.last!.offset == 1200)
    #expect(endTime(sim) == expected.last!.time)
    // The delegate is handed UIKit's proposal and the release velocity.
    #expect(
      sim.scrollMoments.contains(
        .willEndDragging(velocity: Point(x: Self.velocity, y: 0), target: Point(Self.proposed, 0))))
  }

  @Test("A snap short of the projection keeps the velocity and slows: f = e^(−(V − b)/d)")
  func snapShortOfTheProjection() throws {
    var (sim, view) = carousel(.snap(step: 250, origin: 0))
    try sim.strokeX(y: 250, Self.fling, lift: Self.lift.seconds)
    // 1,089 / 250 = 4.36: 1,000, short of the proposal.
    let (v, r) = UIKitScroll.adjusted(
      offset: 70, velocity: Self.velocity, proposed: Self.proposed, target: 1000, rate: 0.998)
    #expect(v == Self.velocity && abs(r - exp(-(Self.velocity - 0.01) / 930)) < 1e-15)
    let expected = UIKitScroll.decelerate(
      toward: 1000, from: 70, velocity: v, rate: r, lift: Self.lift, range: Self.range,
      clock: sim.clock)
    sim.followX(view, expected)
    #expect(endTime(sim) == expected.last!.time)
    #expect(sim.tree[view].bounds.origin.x == 1000)
  }

  @Test("A snap origin offsets the resting places: origin + k × step")
  func snapOrigin() throws {
    var (sim, view) = carousel(.snap(step: 300, origin: 20))
    try sim.strokeX(y: 250, Self.fling, lift: Self.lift.seconds)
    // (1,089 − 20) / 300 = 3.56: 20 + 4 × 300 = 1,220.
    let (v, r) = UIKitScroll.adjusted(
      offset: 70, velocity: Self.velocity, proposed: Self.proposed, target: 1220, rate: 0.998)
    let expected = UIKitScroll.decelerate(
      toward: 1220, from: 70, velocity: v, rate: r, lift: Self.lift, range: Self.range,
      clock: sim.clock)
    sim.followX(view, expected)
    #expect(sim.tree[view].bounds.origin.x == 1220)
  }

  /// A drag to 310 (or 300) and a lift at 0.05 pt/ms, too slow to decelerate by itself.
  private func slowRelease(to offset: Double, _ rule: TargetOffsetRule?) throws -> (
    Simulation, ViewID
  ) {
    var (sim, view) = carousel(rule)
    let end = 350 - 10 - offset
    try sim.strokeX(
      y: 250, [(0.1, 350), (0.2, 340), (1.0, end + 20), (1.2, end + 10), (1.4, end)], lift: 1.405)
    #expect(sim.tree[view].bounds.origin.x == offset)
    return (sim, view)
  }

  @Test("A slow release the delegate moves decelerates onto its target: 0.985 when V' < 0.25")
  func slowReleaseMoved() throws {
    var (sim, view) = try slowRelease(to: 310, .snap(step: 300, origin: 0))
    // Too slow: UIKit proposes the offset itself; the delegate answers 300.
    let (v, r) = UIKitScroll.adjusted(
      offset: 310, velocity: 0, proposed: 310, target: 300, rate: 0.998)
    // b − d·ln r = 0.01 + 10 ln 0.998 is slower than 0.25: rate 0.985, V = b + d·0.0151136378.
    #expect(r == 0.985 && v == 0.01 + -10 * 0.0151136378)
    #expect(sim.scrollMoments.contains(.didEndDragging(decelerate: true)))
    #expect(sim.scrollMoments.contains(.willBeginDecelerating))
    let expected = UIKitScroll.decelerate(
      toward: 300, from: 310, velocity: v, rate: r, lift: Instant(seconds: 1.405),
      range: Self.range, clock: sim.clock)
    sim.followX(view, expected)
    #expect(endTime(sim) == expected.last!.time)
    #expect(sim.tree[view].bounds.origin.x == 300)
  }

  @Test("A delegate target equal to the offset: no deceleration, didEndDragging(false)")
  func targetAtTheOffset() throws {
    var (sim, view) = try slowRelease(to: 300, .snap(step: 300, origin: 0))
    sim.advance(to: Instant(seconds: 3))
    #expect(sim.scrollMoments.contains(.didEndDragging(decelerate: false)))
    #expect(!sim.scrollMoments.contains(.willBeginDecelerating))
    #expect(sim.tree[view].bounds.origin.x == 300)
  }

  @Test("A target past the edge is clamped to it: the fling ends on the edge, never past it")
  func targetPastTheEdge() throws {
    var (sim, view) = carousel(.fixed(Point(5000, 0)))
    try sim.strokeX(y: 250, Self.fling, lift: Self.lift.seconds)
    let (v, r) = UIKitScroll.adjusted(
      offset: 70, velocity: Self.velocity, proposed: Self.proposed, target: 2610, rate: 0.998)
    let expected = UIKitScroll.decelerate(
      toward: 2610, from: 70, velocity: v, rate: r, lift: Self.lift, range: Self.range,
      clock: sim.clock)
    #expect(expected.allSatisfy { $0.offset <= 2610 })
    sim.followX(view, expected)
    #expect(endTime(sim) == expected.last!.time)
    #expect(sim.tree[view].bounds.origin.x == 2610)
  }

  @Test("The delegate's target is rounded to the pixel (1000.2 rests at 1000⅓ on 3×)")
  func targetRoundedToThePixel() throws {
    var (sim, view) = carousel(.fixed(Point(1000.2, 0)))
    try sim.strokeX(y: 250, Self.fling, lift: Self.lift.seconds)
    sim.advance(to: Instant(seconds: 5))
    #expect(sim.tree[view].bounds.origin.x == UIKitScroll.pixel(1000.2))
    #expect(UIKitScroll.pixel(1000.2) == 1000 + 1.0 / 3)
  }

  @Test("A target behind the fling's direction: the first frame passes it, and it lands there")
  func targetBehindTheFling() throws {
    var (sim, view) = carousel(.fixed(Point(0, 0)))
    try sim.strokeX(y: 250, Self.fling, lift: Self.lift.seconds)
    // Short of the proposal in V's direction: f = min(e^(−(V − b)/d), 0.999) with d = −70 is
    // 0.999; the first step moves forward, so it is at or past 0 moving forward: 0, stopped.
    let (_, r) = UIKitScroll.adjusted(
      offset: 70, velocity: Self.velocity, proposed: Self.proposed, target: 0, rate: 0.998)
    #expect(r == 0.999)
    // The first frame at least 1 ms after the lift (`-_smoothScrollSyncWithUpdateTime:`).
    var frame = sim.clock.frame(containing: Self.lift)
    while (sim.clock.time(ofFrame: frame) - Self.lift).seconds * 1000 < 1 { frame += 1 }
    let first = sim.clock.time(ofFrame: frame)
    sim.advance(to: first)
    #expect(sim.tree[view].bounds.origin.x == 0)
    #expect(endTime(sim) == first)
  }

  @Test("Both axes changed: both take the larger rate, the other's velocity recomputed with it")
  func bothAxes() throws {
    var sim = simulation()
    let map = sim.scrollView(
      "map", frame: Rect(x: 0, y: 0, width: 390, height: 844),
      content: Size(width: 2000, height: 3000)
    ) { $0.willEndDragging = .fixed(Point(600, 1500)) }
    // The physics fling on both axes at once: the content at (70, 70), V = 2.05 on each.
    let moves = UIKitScrollPhysicsTests.fling
    for (i, m) in moves.enumerated() {
      try sim.send(
        TouchInput(
          time: Instant(seconds: m.t), finger: 1, phase: i == 0 ? .began : .moved,
          location: Point(m.y - 400, m.y)))
    }
    try sim.send(
      TouchInput(
        time: Self.lift, finger: 1, phase: .ended, location: Point(moves.last!.y - 400, 620)))
    #expect(sim.tree[map].bounds.origin == Point(70, 70))
    let v = Self.velocity
    let rangeX = 0.0...(2000 - 390)
    let rangeY = 0.0...(3000 - 844)
    let t0x = UIKitScroll.target(70, v, rate: 0.998, range: rangeX)
    let t0y = UIKitScroll.target(70, v, rate: 0.998, range: rangeY)
    // x: 600 is short of its proposal (f = e^(−(V − b)/530)); y: 1500 is beyond (r kept).
    let x = UIKitScroll.adjusted(offset: 70, velocity: v, proposed: t0x, target: 600)
    let y = UIKitScroll.adjusted(offset: 70, velocity: v, proposed: t0y, target: 1500)
    #expect(x.rate < y.rate && y.rate == 0.998)
    // The larger rate for both; x's velocity becomes b − d·ln 0.998.
    let vx = 0.01 - 530 * log(y.rate)
    let expectedX = UIKitScroll.decelerate(
      toward: 600, from: 70, velocity: vx, rate: y.rate, lift: Self.lift, range: rangeX,
      clock: sim.clock)
    let expectedY = UIKitScroll.decelerate(
      toward: 1500, from: 70, velocity: y.velocity, rate: y.rate, lift: Self.lift, range: rangeY,
      clock: sim.clock)
    var probe = sim
    probe.followX(map, expectedX)
    sim.follow(map, expectedY)
    sim.advance(to: Instant(seconds: 6))
    #expect(sim.tree[map].bounds.origin == Point(600, 1500))
  }

  @Test("Paging: the page target becomes the nearest page to the delegate's answer")
  func paging() throws {
    var sim = simulation()
    let pager = sim.scrollView(
      "pager", frame: Rect(x: 0, y: 100, width: 390, height: 300),
      content: Size(width: 390 * 5, height: 300)
    ) {
      $0.isPagingEnabled = true
      $0.willEndDragging = .fixed(Point(1000, 0))
    }
    // The paging tests' flick: at 40, UIKit proposes page 1 (390), released at 1.4 pt/ms.
    try sim.strokeX(y: 250, UIKitPagingChainTests.flick, lift: UIKitPagingChainTests.flickLift)
    #expect(sim.tree[pager].bounds.origin.x == 40)
    // floor(1000/390 + 0.5) = 3: page 1170, with the flick's forward direction.
    let expected = UIKitScroll.page(
      from: 40, velocity: 1.4, to: 1170, width: 390,
      lift: Instant(seconds: UIKitPagingChainTests.flickLift), clock: sim.clock, direction: 1)
    sim.followX(pager, expected)
    #expect(expected.last!.offset == 1170)
    #expect(
      sim.scrollMoments.contains(
        .willEndDragging(velocity: Point(x: 1.4, y: 0), target: Point(390, 0))))
  }

  @Test("Without a rule the delegate is not asked to move the target: pure physics")
  func noRule() throws {
    var (sim, view) = carousel(nil)
    try sim.strokeX(y: 250, Self.fling, lift: Self.lift.seconds)
    let expected = UIKitScroll.decelerate(
      from: 70, velocity: Self.velocity, lift: Self.lift, rate: 0.998, range: Self.range,
      clock: sim.clock)
    sim.followX(view, expected)
    #expect(endTime(sim) == expected.last!.time)
  }

  @Test("Released past an edge, the bounce settles on the delegate's answer, not on the edge")
  func releasedPastAnEdge() throws {
    // The fling mirrored: the finger moves right 10, 20, 20, 30 pt, pulling the content past
    // its leading edge (offsets below 0, the rubber band) and releasing it moving further out.
    let pull = Self.fling.map { (t: $0.t, x: 400 - $0.x) }
    // `-_smoothScrollSyncWithUpdateTime:` narrows the bounce's edges to the answer on the side
    // the offset is (flag bits 38/39, `_adjustedDecelerationTarget`): it comes back to 300.
    var (sim, view) = carousel(.fixed(Point(300, 0)))
    try sim.strokeX(y: 250, pull, lift: Self.lift.seconds)
    #expect(sim.tree[view].bounds.origin.x < 0)
    sim.advance(to: Instant(seconds: 6))
    #expect(sim.tree[view].bounds.origin.x == 300)
    #expect(endTime(sim) != nil)
    // Without the delegate's answer it bounces back to the edge.
    var (plain, plainView) = carousel(nil)
    try plain.strokeX(y: 250, pull, lift: Self.lift.seconds)
    plain.advance(to: Instant(seconds: 6))
    #expect(plain.tree[plainView].bounds.origin.x == 0)
  }
}
