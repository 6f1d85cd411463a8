import Foundation
import SimEngine
import SimGeometry
import Testing

/// UIScrollView's own release rules (docs/uikit-notes/scroll-view.md), each test's numbers
/// worked out by ``UIKitScroll`` from the decompiled formulas.
@Suite("Scroll views: UIKit's release physics")
struct UIKitScrollPhysicsTests {
  /// Down at y 700, then 10, 20, 20, 30 pt up 10 ms apart, lifted 5 ms after the last move.
  /// The pan begins at the first move (10 pt, the hysteresis); the content is at 80 − 10 = 70.
  static let fling: [(t: Double, y: Double)] = [
    (0.100, 700), (0.110, 690), (0.120, 670), (0.130, 650), (0.140, 620),
  ]
  static let liftTime = 0.145

  /// The velocity the scroll view takes at the lift, from the pan's at its last two updates.
  static var flingVelocity: Double {
    let pan = UIKitScroll.panVelocities(fling)
    return UIKitScroll.releaseVelocity(last: pan[pan.count - 1], previous: pan[pan.count - 2])
  }

  private func list(height: Double = 5000, _ configure: (inout ScrollSettings) -> Void = { _ in })
    -> (Simulation, ViewID)
  {
    var sim = simulation()
    let list = sim.list(height: height, configure)
    return (sim, list)
  }

  /// Runs the simulation frame by frame along `expected` and checks the offset at each.
  private func follow(
    _ sim: inout Simulation, _ list: ViewID, _ expected: [(time: Instant, offset: Double)],
    axis: KeyPath<Point, Double> = \.y
  ) {
    for (time, offset) in expected {
      sim.advance(to: time)
      let actual = sim.tree[list].bounds.origin[keyPath: axis]
      guard abs(actual - offset) < 1e-9 else {
        Issue.record("at \(time.seconds) s the offset is \(actual), UIKit's \(offset)")
        return
      }
    }
  }

  private func endTime(_ sim: Simulation) -> Instant? {
    sim.journal.last { $0.kind == .scroll(sim.tree.view(named: "list")!, .didEndDecelerating) }?
      .time
  }

  @Test("Deceleration: each frame's offset and the stop frame are UIKit's per-ms decay (0.998)")
  func normalDeceleration() throws {
    var (sim, list) = list()
    try sim.stroke(Self.fling, lift: Self.liftTime)
    #expect(sim.tree[list].bounds.origin.y == 70)
    let v = Self.flingVelocity
    #expect(abs(v - 2.05) < 1e-12)  // 0.75 × 2.0 + 0.25 × 2.2
    let expected = UIKitScroll.decelerate(
      from: 70, velocity: v, lift: Instant(seconds: Self.liftTime), rate: 0.998,
      range: 0...(5000 - 844), clock: sim.clock)
    follow(&sim, list, expected)
    #expect(endTime(sim) == expected.last!.time)
    sim.advance(to: expected.last!.time + Interval(seconds: 1))
    #expect(sim.tree[list].bounds.origin.y == expected.last!.offset)
  }

  @Test(
    "Deceleration at the fast rate (0.99), and a custom rate snapped as setDecelerationRate does")
  func fastDeceleration() throws {
    var settings = ScrollSettings()
    settings.decelerationRate = 0.993
    #expect(settings.decelerationRate == 0.99)
    settings.decelerationRate = 0.994
    #expect(settings.decelerationRate == 0.998)
    var (sim, list) = list { $0.decelerationRate = 0.95 }
    try sim.stroke(Self.fling, lift: Self.liftTime)
    let expected = UIKitScroll.decelerate(
      from: 70, velocity: Self.flingVelocity, lift: Instant(seconds: Self.liftTime), rate: 0.99,
      range: 0...(5000 - 844), clock: sim.clock)
    follow(&sim, list, expected)
    #expect(endTime(sim) == expected.last!.time)
  }

  @Test("A drag whose touch is cancelled is released as an ended one, with its velocity")
  func cancelledDragDecelerates() throws {
    // -[UIScrollView handlePan:] sends Cancelled, like Ended, to -_endPanNormal:YES.
    var (sim, list) = list()
    try sim.stroke(Self.fling, lift: Self.liftTime, as: .cancelled)
    let expected = UIKitScroll.decelerate(
      from: 70, velocity: Self.flingVelocity, lift: Instant(seconds: Self.liftTime),
      rate: 0.998, range: 0...(5000 - 844), clock: sim.clock)
    follow(&sim, list, expected)
    #expect(endTime(sim) == expected.last!.time)
  }

  @Test("willEndDragging reports the blended velocity and the target offset − (V − 0.01)/ln r")
  func target() throws {
    var (sim, _) = list()
    try sim.stroke(Self.fling, lift: Self.liftTime)
    let v = Self.flingVelocity
    let target = UIKitScroll.target(70, v, rate: 0.998, range: 0...4156)
    let reported = sim.scrollMoments.compactMap {
      if case .willEndDragging(let velocity, let target) = $0 { return (velocity, target) }
      return nil
    }
    #expect(reported.count == 1)
    #expect(abs(reported[0].0.y - v) < 1e-12 && reported[0].0.x == 0)
    #expect(abs(reported[0].1.y - target) < 1e-9 && reported[0].1.x == 0)
  }

  @Test("A release slower than 0.25 pt/ms at the last update stays put, however fast before")
  func slowReleaseStaysPut() throws {
    var (sim, list) = list()
    // 30 pt in 10 ms, then two 1 pt moves: the pan reads 0.2 × 100 + 0.8 × 100 = 100 pt/s at
    // the last update (0.1 pt/ms), though 0.75 × the previous update's 2.42 would be fast.
    try sim.stroke(
      [(0.100, 700), (0.110, 690), (0.120, 660), (0.130, 659), (0.140, 658)], lift: 0.145)
    let pan = UIKitScroll.panVelocities(
      [(0.100, 700), (0.110, 690), (0.120, 660), (0.130, 659), (0.140, 658)])
    #expect(abs(pan.last! / 1000) < 0.25)
    let offset = sim.tree[list].bounds.origin
    sim.advance(to: Instant(seconds: 1))
    #expect(sim.tree[list].bounds.origin == offset)
    #expect(
      sim.scrollMoments == [
        .willBeginDragging, .willEndDragging(velocity: .zero, target: offset),
        .didEndDragging(decelerate: false),
      ])
  }

  @Test("A delegate implementing willEndDragging stops a release whose target is where it is")
  func delegateTargetAtTheOffset() throws {
    // Dragged onto the bottom edge (366 − 10 = 356 = 1200 − 844) and let go moving out.
    func release(delegate: Bool) throws -> Simulation {
      var (sim, _) = list(height: 1200) {
        if delegate { $0.delegate = [.init(moment: "willEndDragging", actions: [.log("asked")])] }
      }
      try sim.stroke(
        [(0.100, 700), (0.110, 690), (0.120, 570), (0.130, 450), (0.140, 334)], lift: 0.145)
      sim.advance(to: Instant(seconds: 2))
      return sim
    }
    let asked = try release(delegate: true)
    #expect(asked.scrollMoments.contains(.didEndDragging(decelerate: false)))
    #expect(!asked.scrollMoments.contains(.willBeginDecelerating))
    let physics = try release(delegate: false)
    #expect(physics.scrollMoments.contains(.willBeginDecelerating))
  }

  @Test("A fling that would stop before the edge never reaches it")
  func stopsBeforeTheEdge() throws {
    // The fling rests about 70 + 0.998/0.002 × 2.05 ≈ 1093 pt down: give it 1100 pt of range.
    var (sim, list) = list(height: 1100 + 844)
    try sim.stroke(Self.fling, lift: Self.liftTime)
    let expected = UIKitScroll.decelerate(
      from: 70, velocity: Self.flingVelocity, lift: Instant(seconds: Self.liftTime),
      rate: 0.998, range: 0...1100, clock: sim.clock)
    #expect(expected.allSatisfy { $0.offset < 1100 })
    follow(&sim, list, expected)
    #expect(endTime(sim) == expected.last!.time)
  }

  @Test("A fling past the edge: the overshoot decays by e^(−0.01005) a ms, pinned on the edge")
  func bouncesPastTheEdge() throws {
    var (sim, list) = list(height: 1200)
    try sim.stroke(Self.fling, lift: Self.liftTime)
    let expected = UIKitScroll.decelerate(
      from: 70, velocity: Self.flingVelocity, lift: Instant(seconds: Self.liftTime),
      rate: 0.998, range: 0...356, clock: sim.clock)
    #expect(expected.contains { $0.offset > 357 })
    #expect(expected.last!.offset == 356)
    follow(&sim, list, expected)
    #expect(endTime(sim) == expected.last!.time)
  }

  @Test("Without bounces a fling stops dead at the edge")
  func stopsDeadWithoutBounces() throws {
    var (sim, list) = list(height: 1200) { $0.bounces = false }
    try sim.stroke(Self.fling, lift: Self.liftTime)
    let expected = UIKitScroll.decelerate(
      from: 70, velocity: Self.flingVelocity, lift: Instant(seconds: Self.liftTime),
      rate: 0.998, range: 0...356, bounces: false, clock: sim.clock)
    follow(&sim, list, expected)
    #expect(endTime(sim) == expected.last!.time)
  }

  @Test("Let go while pulled past the top, it returns by the bounce decay from there")
  func pulledPastTheTop() throws {
    var (sim, list) = list()
    let pull: [(t: Double, y: Double)] = [
      (0.100, 200), (0.110, 210), (0.120, 250), (0.130, 290), (0.140, 330),
    ]
    try sim.stroke(pull, lift: 0.145)
    // 130 pt down, 120 after the hysteresis, rubber-banded: −(1 − 1/(120 × 0.55/844 + 1)) × 844,
    // rounded to the pixel.
    let start = UIKitScroll.pixel(-(1 - 1 / (120 * 0.55 / 844 + 1)) * 844)
    #expect(abs(sim.tree[list].bounds.origin.y - start) < 1e-9)
    let pan = UIKitScroll.panVelocities(pull)
    let v = UIKitScroll.releaseVelocity(last: pan[3], previous: pan[2])
    let expected = UIKitScroll.decelerate(
      from: sim.tree[list].bounds.origin.y, velocity: v, lift: Instant(seconds: 0.145),
      rate: 0.998, range: 0...4156, clock: sim.clock)
    #expect(expected.last!.offset == 0)
    follow(&sim, list, expected)
    #expect(endTime(sim) == expected.last!.time)
  }

  @Test("Without bounces, a drag past the top leaves a dead zone as long as the overshoot")
  func deadZone() throws {
    var (sim, list) = list { $0.bounces = false }
    let down = { (t: Double, y: Double) in
      try sim.send(
        TouchInput(
          time: Instant(seconds: t), finger: 1, phase: y == 200 && t == 0.1 ? .began : .moved,
          location: Point(195, y)))
    }
    try down(0.10, 200)
    try down(0.11, 215)  // begins: translation 5
    try down(0.12, 260)  // 50 pt past the top
    #expect(sim.tree[list].bounds.origin.y == 0)
    try down(0.13, 230)  // back 30: still 20 inside the dead zone
    #expect(sim.tree[list].bounds.origin.y == 0)
    try down(0.14, 200)  // back 60: 10 pt down the list
    #expect(sim.tree[list].bounds.origin.y == 10)
  }
}

@Suite("Scroll views: UIKit's paging")
struct UIKitPagingTests {
  private func pager() -> (Simulation, ViewID) {
    var sim = simulation()
    let pager = sim.scrollView(
      "pager", frame: Rect(x: 0, y: 100, width: 390, height: 300),
      content: Size(width: 390 * 5, height: 300)
    ) { $0.isPagingEnabled = true }
    return (sim, pager)
  }

  @Test("Faster than 0.3 pt/ms forward: the next page, however little it moved")
  func nextPage() throws {
    var (sim, pager) = pager()
    // 10, 20, 20 pt left 10 ms apart: the content is at 40; the pan reads 2,000 pt/s.
    let moves: [(t: Double, x: Double)] = [
      (0.100, 300), (0.110, 290), (0.120, 270), (0.130, 250),
    ]
    try sim.strokeX(y: 250, moves, lift: 0.135)
    #expect(sim.tree[pager].bounds.origin.x == 40)
    let pan = UIKitScroll.panVelocities(moves.map { ($0.t, $0.x) })
    #expect(-pan.last! / 1000 > 0.3)
    let v = UIKitScroll.releaseVelocity(last: pan[2], previous: pan[1])
    let expected = UIKitScroll.page(
      from: 40, velocity: v, to: 390, width: 390, lift: Instant(seconds: 0.135), clock: sim.clock)
    sim.followX(pager, expected)
    #expect(expected.last!.1 == 390)
  }

  @Test("Slower than 0.3 pt/ms: the nearest page; back under half a page it returns")
  func nearestPage() throws {
    var (sim, pager) = pager()
    // 10 pt then 2 pt moves 10 ms apart (200 pt/s): at 10 + 2·k, under half a page.
    var moves: [(t: Double, x: Double)] = [(0.100, 300), (0.110, 290)]
    for k in 1...60 { moves.append((0.110 + Double(k) / 100, 290 - 2 * Double(k))) }
    try sim.strokeX(y: 250, moves, lift: moves.last!.t + 0.005)
    let at = sim.tree[pager].bounds.origin.x
    #expect(at == 120)
    // 0.2 pt/ms: under the 0.25 release threshold too, so it starts from rest.
    let expected = UIKitScroll.page(
      from: at, velocity: 0, to: 0, width: 390, lift: Instant(seconds: moves.last!.t + 0.005),
      clock: sim.clock)
    sim.followX(pager, expected)
    #expect(expected.last!.1 == 0)
  }

  @Test("Faster than 0.3 pt/ms backward: the previous page")
  func previousPage() throws {
    var (sim, pager) = pager()
    var moves: [(t: Double, x: Double)] = [(0.100, 300), (0.110, 290)]
    for k in 1...60 { moves.append((0.110 + Double(k) / 100, 290 - 2 * Double(k))) }
    // Then quickly back right 10, 40, 10 pt: the content at 120 − 60 = 60, still past 0; the
    // pan reads 0.2 × 1,000 + 0.8 × 4,000 pt/s the other way.
    let t = moves.last!.t
    moves += [(t + 0.01, 180), (t + 0.02, 220), (t + 0.03, 230)]
    try sim.strokeX(y: 250, moves, lift: t + 0.035)
    #expect(sim.tree[pager].bounds.origin.x == 60)
    sim.advance(to: Instant(seconds: 3))
    #expect(sim.tree[pager].bounds.origin.x == 0)
  }
}
