import SimGeometry

/// What a multi-finger movement mostly is, after the decompiled
/// `_UIGestureRecognizerTransformAnalyzer`: the pinch and rotation recognizers ask it on every
/// move and only change their value while the movement is mostly theirs, so a two-finger drag
/// neither scales nor turns, and a pinch barely turns a rotation recognizer that runs with it.
///
/// Each move, every touch's step since the previous event (zero for a touch that did not move)
/// is split into three parts: the mean step (translation), the mean step along the line from the
/// centroid to the touch (scale) and across it (rotation), the last two times 0.4. Each is
/// low-pass filtered as 0.6 × the previous + 0.4 × the newest (the translation's magnitude,
/// the others signed), weighted by the recognizer's weights, and a part dominates when it is
/// more than 1.4 times each other part that is not zero.
struct TransformAnalyzer: Hashable, Sendable {
  enum Component: Hashable, Sendable {
    case none, translation, scale, rotation
  }

  /// How much each part counts: the pinch driver uses (0.5, 4, 0.5), the rotation driver
  /// (0.25, 0.25, 1).
  let translationWeight: Double
  let scaleWeight: Double
  let rotationWeight: Double
  private var translation = 0.0
  private var scale = 0.0
  private var rotation = 0.0

  init(translation: Double, scale: Double, rotation: Double) {
    translationWeight = translation
    scaleWeight = scale
    rotationWeight = rotation
  }

  static let pinch = TransformAnalyzer(translation: 0.5, scale: 4, rotation: 0.5)
  static let rotation = TransformAnalyzer(translation: 0.25, scale: 0.25, rotation: 1)

  /// Takes one event: where each touch was and where it is now, in the same order.
  mutating func analyze(from previous: [Point], to current: [Point]) -> Component {
    let count = Double(current.count)
    var step = Point.zero
    var scaleStep = 0.0
    var rotationStep = 0.0
    if current.count == 1 {
      step = current[0] - previous[0]
    } else if current.count > 1 {
      var sum = Point.zero
      for location in current { sum = sum + location }
      let centroid = Point(x: sum.x / count, y: sum.y / count)
      for (before, now) in zip(previous, current) {
        let d = now - before
        step = step + d
        let offset = now - centroid
        // UIKit measures the radius in single precision.
        let radius = Double(Float(offset.x * offset.x + offset.y * offset.y).squareRoot())
        // Two fingers on one point have no direction (UIKit divides by zero there).
        guard radius > 0 else { continue }
        let ux = offset.x / radius
        let uy = offset.y / radius
        scaleStep += d.x * ux + d.y * uy
        rotationStep += d.x * uy - d.y * ux
      }
      step = Point(x: step.x / count, y: step.y / count)
      scaleStep = scaleStep / count * 0.4
      rotationStep = rotationStep / count * 0.4
    }
    let magnitude = Double(Float(step.y * step.y + step.x * step.x).squareRoot())
    translation = translation * 0.6 + magnitude * 0.4
    scale = scaleStep + scale * 0.6
    rotation = rotationStep + rotation * 0.6
    return dominant(
      t: translationWeight * abs(translation), s: abs(scale) * scaleWeight,
      r: abs(rotation) * rotationWeight)
  }

  /// A part dominates when it is more than 1.4 times every other non-zero part; with every part
  /// zero the movement counts as a translation, as in UIKit.
  private func dominant(t: Double, s: Double, r: Double) -> Component {
    func beats(_ a: Double, _ b: Double) -> Bool { b == 0 || a / b > 1.4 }
    if beats(t, s) && beats(t, r) { return .translation }
    if beats(s, t) && beats(s, r) { return .scale }
    if beats(r, t) && beats(r, s) { return .rotation }
    return .none
  }
}
