import SimEngine
import SimGeometry

/// Per-frame animation sampling: 1,000 views, each with a spring moving its frame and a curve
/// fading it, sampled at 120 fps for one second.
enum AnimationBench {
  static let viewCount = 1_000
  static let fps = 120

  /// A simulation with `viewCount` views, every one animating, at t = 0.
  static func simulation() -> Simulation {
    var sim = Simulation(screen: Screen(size: Trees.screen, fps: fps))
    var actions: [Action] = []
    for index in 0..<viewCount {
      let x = Double(index % 25) * 15
      let y = Double(index / 25) * 20
      sim.addView(ViewProperties(name: "v\(index)", frame: Rect(x: x, y: y, width: 14, height: 19)))
      var move = ViewChange()
      move.frame = Rect(x: x, y: y + 400, width: 14, height: 19)
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
    sim.perform(actions)
    return sim
  }

  /// One frame's presentation values for every animating view: the engine's one pass over the
  /// running animations against asking for each view separately (a scan of every animation per
  /// view), at t = 0.5 s.
  static func sampling() -> (engineNs: Double, referenceNs: Double) {
    let sim = simulation()
    let views = sim.animatingViews
    check(views.count == viewCount, "\(views.count) views animate, not \(viewCount)")
    var mid = sim
    mid.advance(to: Instant(seconds: 0.5))
    let frames = fps
    let batched = measure(runs: 5) {
      var sum = 0.0
      for _ in 0..<frames { sum += mid.presentations(of: views).reduce(0) { $0 + $1.center.y } }
      return UInt64(sum.rounded())
    }
    let naive = measure(runs: 3) {
      var sum = 0.0
      for _ in 0..<frames { sum += views.reduce(0) { $0 + mid.presentation(of: $1).center.y } }
      return UInt64(sum.rounded())
    }
    check(batched.checksum == naive.checksum, "batched and per-view sampling disagree")
    return (batched.nanoseconds / Double(frames), naive.nanoseconds / Double(frames))
  }
}
