import SamplingReference
import SimEngine
import SimGeometry

/// Per-frame animation sampling: 1,000 views, each with a spring moving its frame and a curve
/// fading it, sampled at 120 fps for one second.
enum AnimationBench {
  static let viewCount = 1_000
  static let fps = 120

  /// A simulation with `viewCount` views, every one animating (unless not `animating`), at
  /// t = 0.
  static func simulation(viewCount: Int = viewCount, animating: Bool = true) -> Simulation {
    var sim = Simulation(screen: Screen(size: Trees.screen, fps: fps))
    for index in 0..<viewCount {
      sim.addView(ViewProperties(name: "v\(index)", frame: frame(index)))
    }
    if animating { sim.perform(animations(viewCount: viewCount)) }
    return sim
  }

  static func frame(_ index: Int) -> Rect {
    Rect(x: Double(index % 25) * 15, y: Double(index / 25 % 40) * 20, width: 14, height: 19)
  }

  /// For each view, a one-second spring moving it 400 pt down and a one-second fade.
  static func animations(viewCount: Int) -> [Action] {
    var actions: [Action] = []
    for index in 0..<viewCount {
      var move = ViewChange()
      var target = frame(index)
      target.origin.y += 400
      move.frame = target
      actions.append(
        .animate(
          ViewAnimation(
            view: "v\(index)", to: move, duration: Interval(seconds: 1),
            timing: .spring(.uikit(duration: 1, dampingRatio: 0.7, initialVelocity: 0)))))
      var fade = ViewChange()
      fade.alpha = 0.2
      actions.append(
        .animate(ViewAnimation(view: "v\(index)", to: fade, duration: Interval(seconds: 1))))
    }
    return actions
  }

  /// One frame's presentation values for every animating view: the engine's one pass over the
  /// running animations against asking for each view separately (a scan of every animation per
  /// view), at t = 0.5 s.
  static func sampling() -> (engineNs: Double, referenceNs: Double, cNs: Double) {
    let sim = simulation()
    let views = sim.animatingViews
    check(views.count == viewCount, "\(views.count) views animate, not \(viewCount)")
    var mid = sim
    mid.advance(to: Instant(seconds: 0.5))
    let frames = fps
    var c = CLoop()
    // The engine and the C loop take turns, so both see the same moments of the shared machine.
    let (batched, cTiming) = measurePair(
      rounds: 5, smallRuns: 2, largeRuns: 2,
      small: { engineFrames(frames, mid, views) }, large: { c.frames(frames) })
    let naive = measure(runs: 3) {
      var sum = 0.0
      for _ in 0..<frames { sum += views.reduce(0) { $0 + mid.presentation(of: $1).center.y } }
      return UInt64(sum.rounded())
    }
    check(batched.checksum == naive.checksum, "batched and per-view sampling disagree")
    check(cTiming.checksum == batched.checksum, "the C sampling and the engine's disagree")
    return (
      batched.nanoseconds / Double(frames), naive.nanoseconds / Double(frames),
      cTiming.nanoseconds / Double(frames)
    )
  }

  /// `frames` frames of the engine's sampling of `views`, summed to a checksum.
  static func engineFrames(_ frames: Int, _ sim: Simulation, _ views: [ViewID]) -> UInt64 {
    var sum = 0.0
    for _ in 0..<frames { sum += sim.drawnValues(of: views).reduce(0) { $0 + $1.center.y } }
    return UInt64(sum.rounded())
  }

  /// The C loop with its inputs and output buffer.
  struct CLoop {
    let models: [SRRecord]
    let springs: [SRSpringTrack]
    let curves: [SRCurveTrack]
    var out = [SRRecord](repeating: SRRecord(), count: viewCount)

    init() { (models, springs, curves) = AnimationBench.cInputs() }

    /// `frames` frames sampled at t = 0.5 s, summed to the engine's checksum.
    mutating func frames(_ frames: Int) -> UInt64 {
      var sum = 0.0
      for _ in 0..<frames { sum += sr_sample(models, springs, curves, &out, viewCount, 0.5) }
      return UInt64(sum.rounded())
    }
  }

  /// The C loop's inputs: each view's end values, spring and curve, as flat arrays.
  static func cInputs() -> (models: [SRRecord], springs: [SRSpringTrack], curves: [SRCurveTrack]) {
    let spring = Spring.uikit(duration: 1, dampingRatio: 0.7, initialVelocity: 0)
    let omega = spring.naturalFrequency
    let zeta = spring.dampingRatio
    let damped = omega * (1 - zeta * zeta).squareRoot()
    let curve = TimingCurve.easeInOut.controlPoints
    func axis(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
      let c = 3 * p1
      let b = 3 * (p2 - p1) - c
      return (1 - c - b, b, c)
    }
    let x = axis(curve.x1, curve.x2)
    let y = axis(curve.y1, curve.y2)
    var models: [SRRecord] = []
    var springs: [SRSpringTrack] = []
    var curves: [SRCurveTrack] = []
    for index in 0..<viewCount {
      var target = frame(index)
      target.origin.y += 400
      models.append(
        SRRecord(
          centerX: target.midX, centerY: target.midY, width: target.width,
          height: target.height, alpha: 0.2))
      springs.append(
        SRSpringTrack(
          start: 0, duration: 1, decay: zeta * omega, frequency: damped, cosine: -1,
          sine: (spring.initialVelocity + zeta * omega * -1) / damped, delta: -400))
      curves.append(
        SRCurveTrack(
          start: 0, duration: 1, ax: x.a, bx: x.b, cx: x.c, ay: y.a, by: y.b, cy: y.c,
          delta: 0.8))
    }
    return (models, springs, curves)
  }

  /// `frames` frames sampled at t = 0.5 s, untimed (for callgrind): by the engine, or by the C
  /// loop when `c`.
  static func samplingRun(frames: Int, c: Bool) -> UInt64 {
    if c {
      var loop = CLoop()
      return loop.frames(frames)
    }
    var sim = simulation()
    let views = sim.animatingViews
    sim.advance(to: Instant(seconds: 0.5))
    return engineFrames(frames, sim, views)
  }

}
