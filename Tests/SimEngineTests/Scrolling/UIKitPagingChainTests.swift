import SimEngine
import SimGeometry
import Testing

/// Paging's crossing snap and chained page flicks as UIKit's `-_prepareToPage…`,
/// `-_getPagingDecelerationOffset:forTimeInterval:` and `-_updatePanGesture` do them
/// (docs/uikit-notes/paging-chains-and-snaps.md); the numbers from ``UIKitScroll``.
@Suite("Scroll views: UIKit's paging direction")
struct UIKitPagingChainTests {
  static let width = 390.0

  private func pager() -> (Simulation, ViewID) {
    var sim = simulation()
    let pager = sim.scrollView(
      "pager", frame: Rect(x: 0, y: 100, width: Self.width, height: 300),
      content: Size(width: Self.width * 5, height: 300)
    ) { $0.isPagingEnabled = true }
    return (sim, pager)
  }

  /// 10, 20, 20 pt left 10 ms apart from x 300, lifted 5 ms later: the content at 40, the last
  /// update 2 pt/ms forward, the release 0.75 × 1.2 + 0.25 × 2 = 1.4 pt/ms.
  static let flick: [(t: Double, x: Double)] = [
    (0.100, 300), (0.110, 290), (0.120, 270), (0.130, 250),
  ]
  static let flickLift = 0.135

  /// The time of the last `didEndDecelerating` in the journal.
  private func endTime(_ sim: Simulation) -> Instant? {
    sim.journal.last {
      if case .scroll(_, .didEndDecelerating) = $0.kind { return true }
      return false
    }?.time
  }

  /// The target of the last `willEndDragging`.
  private func lastTarget(_ sim: Simulation) -> Point? {
    for moment in sim.scrollMoments.reversed() {
      if case .willEndDragging(_, let target) = moment { return target }
    }
    return nil
  }

  @Test("A page reached exactly, then passed the way it pages slower than 0.1 pt/ms, snaps there")
  func snapsPassingTheTargetFromOnIt() throws {
    var (sim, pager) = pager()
    try sim.strokeX(y: 250, Self.flick, lift: Self.flickLift)
    let pan = UIKitScroll.panVelocities(Self.flick.map { ($0.t, $0.x) })
    let v = UIKitScroll.releaseVelocity(last: pan[2], previous: pan[1])
    let expected = UIKitScroll.page(
      from: 40, velocity: v, to: Self.width, width: Self.width,
      lift: Instant(seconds: Self.flickLift), clock: sim.clock, direction: 1)
    // The case: a frame shows the page exactly, the next passes it (UIKit's "from the target or
    // short of it" counts the target itself), which a test of strict sides would not see.
    #expect(expected.count >= 2 && expected[expected.count - 2].offset == Self.width)
    sim.followX(pager, expected)
    #expect(endTime(sim) == expected.last!.time)
    #expect(sim.tree[pager].bounds.origin.x == Self.width)
  }

  @Test("Released with no velocity, a paging view has no direction and only the slow snap ends it")
  func noDirectionNoCrossingSnap() throws {
    var (sim, pager) = pager()
    // Left to x 90 (the content at 200, past half a page), the last two moves under 1 ms after
    // the one before:
    // `-_convertVelocitySample:…` reads a sample under 0.001 s as 0, so the pan reads
    // 0.2 × 0 + 0.8 × 0 and `-_prepareToPage…` gets 0: the nearest page (390, ahead) and no
    // direction flag (`a3 == 0.0`).
    let moves: [(t: Double, x: Double)] = [
      (0.100, 300), (0.110, 290), (0.200, 200), (0.300, 91), (0.3005, 90.5), (0.3009, 90),
    ]
    // Lifted 5 ms after the last move: no step at the lift (UIKitLiftStepTests).
    try sim.strokeX(y: 250, moves, lift: 0.3059)
    let at = sim.tree[pager].bounds.origin.x
    #expect(at == 200)
    let lift = Instant(seconds: 0.3059)
    let expected = UIKitScroll.page(
      from: at, velocity: 0, to: Self.width, width: Self.width, lift: lift, clock: sim.clock,
      direction: 0)
    // With a forward direction the crossing snap would end it a frame sooner.
    let forward = UIKitScroll.page(
      from: at, velocity: 0, to: Self.width, width: Self.width, lift: lift, clock: sim.clock,
      direction: 1)
    #expect(forward.count < expected.count)
    sim.followX(pager, expected)
    #expect(endTime(sim) == expected.last!.time)
  }

  /// The first flick, then a second touch at 0.205 s on the page still moving toward 390.
  private func caughtAndFlicked(_ second: [(t: Double, x: Double)], lift: Double) throws
    -> (Simulation, ViewID)
  {
    var (sim, pager) = pager()
    try sim.strokeX(y: 250, Self.flick, lift: Self.flickLift)
    sim.advance(to: Instant(seconds: 0.204))
    let caught = sim.tree[pager].bounds.origin.x
    #expect(caught > 0 && caught < Self.width)
    try sim.strokeX(y: 250, second, lift: lift)
    return (sim, pager)
  }

  @Test("A forward flick on a page still paging forward goes to the page after its target")
  func chainedFlickSkipsAPage() throws {
    // Down at 300, then 10, 20, 20 pt left: 2 pt/ms forward at the last update.
    var (sim, pager) = try caughtAndFlicked(
      [(0.205, 300), (0.215, 290), (0.225, 270), (0.235, 250)], lift: 0.240)
    let at = sim.tree[pager].bounds.origin.x
    // Still short of the first target, off a page boundary: alone, ceil(at/390) = page 1.
    #expect(at > 0 && at < Self.width)
    #expect((at / Self.width).rounded(.up) * Self.width == Self.width)
    // Chained: the previous target plus a page.
    let target = Self.width + Self.width
    #expect(lastTarget(sim)?.x == target)
    sim.advance(to: Instant(seconds: 4))
    #expect(sim.tree[pager].bounds.origin.x == target)
  }

  @Test("A drag update slower than 0.13 pt/ms while caught clears the direction: no chain")
  func slowUpdateBreaksTheChain() throws {
    // Past the hysteresis at once, then 1 pt in 100 ms twice (the pan reads 10 pt/s, 0.01
    // pt/ms: h² + v² < 0.0169 clears the flags), then 10, 20, 20 pt left at 2 pt/ms.
    var (sim, pager) = try caughtAndFlicked(
      [
        (0.205, 300), (0.215, 285), (0.315, 284), (0.415, 283), (0.425, 273), (0.435, 253),
        (0.445, 233),
      ], lift: 0.450)
    let at = sim.tree[pager].bounds.origin.x
    #expect(at > 0 && at < Self.width)
    let next = (at / Self.width).rounded(.up) * Self.width
    #expect(next == Self.width)
    #expect(lastTarget(sim)?.x == next)
    sim.advance(to: Instant(seconds: 4))
    #expect(sim.tree[pager].bounds.origin.x == next)
  }

  @Test("A backward flick on a page paging forward goes to the page before where it is")
  func backwardFlickDoesNotChain() throws {
    // 10, 20, 20 pt right: backward at 2 pt/ms; the forward flag does not chain backward.
    var (sim, pager) = try caughtAndFlicked(
      [(0.205, 100), (0.215, 110), (0.225, 130), (0.235, 150)], lift: 0.240)
    let at = sim.tree[pager].bounds.origin.x
    #expect(at > 0 && at < Self.width)
    let previous = (at / Self.width).rounded(.down) * Self.width
    #expect(lastTarget(sim)?.x == previous)
    sim.advance(to: Instant(seconds: 4))
    #expect(sim.tree[pager].bounds.origin.x == previous)
  }
}
