import SimEngine
import SimGeometry

/// Doubling-to-doubling: the cost of a replay with ten times the work, against the same
/// replay with the work once, in the same run. Linear code gives about 10×; the bound
/// is 12×. Each timed run is the large case once against the small one ten times over, the
/// same work (``measurePair(rounds:smallRuns:largeRuns:smallRepeats:small:large:)``), seven
/// rounds, best of each.
enum ScalingBench {
  struct Row {
    var name: String
    var small: Int
    var large: Int
    var smallNs: Double
    var largeNs: Double
    var bound: Double
    var checked: String

    var ratio: Double { largeNs / smallNs }
    var met: Bool { ratio <= bound }
  }

  static func rows() -> [Row] { [animating(), taps()] }

  /// `count` views, each starting a spring of its frame and a fade together, replayed for one
  /// second at 120 fps, with every start and end: the whole cost of the animations. Frames are
  /// handed off every 10 ms as a streaming runner takes them, so memory does not grow with time.
  static func animatingRun(_ count: Int) -> UInt64 {
    var sim = AnimationBench.simulation(viewCount: count, animating: false)
    sim.keepsFrames = false
    sim.perform(AnimationBench.animations(viewCount: count))
    var seen = 0
    for tick in 1...110 {
      sim.advance(to: Instant(nanoseconds: Int64(tick) * 10_000_000))
      seen += sim.takeFrames().count
    }
    check(seen == sim.frameCount, "frames handed off: \(seen) of \(sim.frameCount)")
    return UInt64(sim.animations.count + sim.frameCount)
  }

  static func animating() -> Row {
    let (small, large) = measurePair(
      rounds: 7, smallRuns: 1, largeRuns: 1, smallRepeats: 10, small: { animatingRun(1_000) },
      large: { animatingRun(10_000) })
    check(small.checksum == 2_000 + 133, "1,000 views: \(small.checksum)")
    check(large.checksum == 20_000 + 133, "10,000 views: \(large.checksum)")
    return Row(
      name: "animations started, sampled and ended: 10,000 views against 1,000",
      small: 1_000, large: 10_000, smallNs: small.nanoseconds, largeNs: large.nanoseconds,
      bound: 12, checked: "every animation ran and ended")
  }

  /// `count` taps 0.1 s apart on a button that logs, through `Simulation.send`.
  static func tapRun(_ count: Int) -> UInt64 {
    var sim = Simulation(screen: Screen(size: Trees.screen, fps: 60))
    sim.keepsFrames = false
    let button = sim.addView(
      ViewProperties(
        name: "button", class: .uiButton, frame: Rect(x: 100, y: 100, width: 80, height: 44)))
    sim.on(.touchUpInside, of: button, perform: [.log("tapped")])
    for index in 0..<count {
      let time = Instant(nanoseconds: Int64(index) * 100_000_000 + 10_000_000)
      try! sim.tap(at: Point(x: 140, y: 120), time: time)
      _ = sim.takeFrames()
    }
    return UInt64(sim.count(log: "tapped"))
  }

  static func taps() -> Row {
    let (small, large) = measurePair(
      rounds: 7, smallRuns: 1, largeRuns: 1, smallRepeats: 10, small: { tapRun(1_000) },
      large: { tapRun(10_000) })
    check(small.checksum == 1_000 && large.checksum == 10_000, "not every tap was logged")
    return Row(
      name: "taps delivered: 10,000 taps against 1,000", small: 1_000, large: 10_000,
      smallNs: small.nanoseconds, largeNs: large.nanoseconds, bound: 12,
      checked: "every tap sent touchUpInside")
  }
}
