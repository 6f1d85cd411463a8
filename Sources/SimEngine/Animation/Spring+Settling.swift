import SimGeometry

extension Spring {
  /// Seconds until the spring is at rest: the earliest time after which progress stays within
  /// 0.001 of 1 for good. `.infinity` for an undamped spring.
  ///
  /// This definition is an engine choice. `CASpringAnimation.settlingDuration` is only "the
  /// estimated duration required for the spring system to be considered at rest"; Apple does
  /// not publish the algorithm, and its page quotes ≈ 2.85 s for mass 1, stiffness 100,
  /// damping 5 and "just over 1 s" for damping 15, where this definition gives 2.69 s and
  /// 0.80 s. It follows SwiftUI's documented `Spring.settlingDuration` instead: epsilon 0.001,
  /// "the threshold for how small all subsequent values need to be before the spring is
  /// considered to have settled". Only the displacement counts, not the velocity: a spring that
  /// stays within 0.001 forever has visibly stopped. Unlike SwiftUI's property, it includes
  /// this spring's own `initialVelocity`.
  public var settlingDuration: Double { settlingDuration(epsilon: 0.001) }

  /// The earliest time after which |1 − progress| ≤ `epsilon` for good (see `settlingDuration`).
  ///
  /// Computed, not sampled: between two consecutive turning points of the motion the
  /// displacement is monotone, and the turning points are known in closed form (an
  /// under-damped spring turns every π/ω_d seconds, with |x| shrinking by e^(−ζω₀π/ω_d) each
  /// time; the other regimes turn at most once). The engine finds the last turning point still
  /// farther than `epsilon` from the target and bisects the following monotone stretch for the
  /// moment it comes within `epsilon`, so no overshoot between samples can be missed. The
  /// answer is the later end of the final bisection interval, within about 1e-15 s of the
  /// crossing, and progress there is already within `epsilon`.
  public func settlingDuration(epsilon: Double) -> Double {
    precondition(epsilon > 0 && epsilon < 1, "a settling threshold must be in (0, 1)")
    return motion.settlingTime(within: epsilon)
  }
}

extension Oscillation {
  func settlingTime(within epsilon: Double) -> Double {
    switch self {
    case .underdamped(let decay, let frequency, let cosine, let sine):
      guard decay > 0 else { return .infinity }
      // x′ = e^(−at)·(P·cos ω_d t + Q·sin ω_d t) = e^(−at)·R·sin(ω_d t + φ), φ = atan2(P, Q),
      // so the turning points are t_k = (kπ − φ)/ω_d; the first after 0 has k = ⌊φ/π⌋ + 1.
      let p = frequency * sine - decay * cosine
      let q = -(frequency * cosine + decay * sine)
      let phase = PortableMath.atan2(p, q)
      let first = (phase / Double.pi).rounded(.down) + 1
      func turn(_ k: Double) -> Double { (k * Double.pi - phase) / frequency }
      let peak = abs(distance(at: turn(first)))
      guard peak > epsilon else { return crossing(from: 0, to: turn(first), epsilon) }
      // The turning points' distances form a geometric series, so the last one beyond epsilon
      // is found from a logarithm, then checked against the actual values (rounding can move
      // it by one).
      let shrink = decay * Double.pi / frequency
      var later = (PortableMath.log(peak / epsilon) / shrink).rounded(.down)
      var checks = 0
      while abs(distance(at: turn(first + later + 1))) > epsilon && checks < 64 {
        later += 1
        checks += 1
      }
      while later > 0 && abs(distance(at: turn(first + later))) <= epsilon && checks < 128 {
        later -= 1
        checks += 1
      }
      return crossing(from: turn(first + later), to: turn(first + later + 1), epsilon)

    case .critical(let rate, let constant, let slope):
      // x′ = e^(−ω₀t)·(D − ω₀C − ω₀D·t): at most one turning point.
      let turn = slope == 0 ? nil : (slope - rate * constant) / (rate * slope)
      return settlingAfterOneTurn(turn, scale: 1 / rate, epsilon)

    case .overdamped(let slowRate, let fastRate, let slow, let fast):
      // x′ = A·r₁·e^(r₁t) + B·r₂·e^(r₂t) = 0 where e^((r₁−r₂)t) = −B·r₂/(A·r₁).
      let ratio = -(fast * fastRate) / (slow * slowRate)
      let turn = ratio > 0 ? PortableMath.log(ratio) / (slowRate - fastRate) : nil
      return settlingAfterOneTurn(turn, scale: -1 / slowRate, epsilon)
    }
  }

  /// Settling for a motion with at most one turning point, `turn`; `scale` is a time constant
  /// to start the search for the end of the last monotone stretch.
  private func settlingAfterOneTurn(_ turn: Double?, scale: Double, _ epsilon: Double) -> Double {
    var start = 0.0
    if let turn, turn > 0, turn.isFinite {
      if abs(distance(at: turn)) <= epsilon { return crossing(from: 0, to: turn, epsilon) }
      start = turn
    }
    // After the last turn |x| only shrinks; double the window until it ends within epsilon.
    var span = scale
    var steps = 0
    while abs(distance(at: start + span)) > epsilon && steps < 2_100 {
      span *= 2
      steps += 1
    }
    return crossing(from: start, to: start + span, epsilon)
  }

  /// 1 − progress(t), rounded exactly as `Spring.progress(at:)` rounds it, so the guarantee
  /// "within epsilon from here on" holds for the values the engine reports, not only for the
  /// exact displacement (which differs in the last bit).
  private func distance(at t: Double) -> Double { 1 - (1 + displacement(at: t)) }

  /// The moment the displacement comes within `epsilon` on a stretch where it is monotone,
  /// more than `epsilon` away at `start` and within it at `end`.
  private func crossing(from start: Double, to end: Double, _ epsilon: Double) -> Double {
    let side: Double = distance(at: start) < 0 ? -1 : 1
    var low = start
    var high = end
    for _ in 0..<200 {
      let middle = low + (high - low) / 2
      guard middle > low && middle < high else { break }
      if side * distance(at: middle) > epsilon { low = middle } else { high = middle }
    }
    return high
  }
}
