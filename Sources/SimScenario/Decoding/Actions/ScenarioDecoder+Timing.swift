import SimEngine
import SimGeometry

/// An animation's timing: a named or custom cubic curve, or a spring in UIKit's, SwiftUI's or
/// Core Animation's terms, each mapped as docs/semantics.md describes.
extension ScenarioDecoder {
  struct DecodedTiming {
    var timing: AnimationTiming
    var duration: Interval
    /// A spring's form, to rebuild it with a velocity computed when the animation starts.
    var parameters: TimingParameters? = nil
  }

  static let curves = ChoiceSet(
    "curve", ["easeInOut", "easeIn", "easeOut", "linear"], otherwise: "[x1, y1, x2, y2]")

  mutating func decodeTiming(_ fields: inout Fields) -> DecodedTiming? {
    let durationNode = fields.take("duration")
    let duration = durationNode.flatMap {
      reader.interval($0, fields.path("duration"), what: "the duration")
    }
    let curveNode = fields.take("curve")
    if let springNode = fields.take("spring") {
      if let curveNode {
        // UIKit takes the curve options with a spring and ignores them: so does the engine.
        reader.warning(
          curveNode, fields.path("curve"),
          "a spring animation ignores its curve, as UIKit's does; the curve is not used")
      }
      return decodeSpring(
        springNode, path: fields.path("spring"), duration: duration, durationNode: durationNode,
        owner: fields.node)
    }
    var curve = TimingCurve.easeInOut
    if let curveNode, let decoded = decodeCurve(curveNode, path: fields.path("curve")) {
      curve = decoded
    }
    guard let duration else {
      if durationNode == nil {
        reader.error(fields.node, fields.path, "missing 'duration' (seconds)")
      }
      return nil
    }
    return DecodedTiming(timing: .curve(curve), duration: duration)
  }

  mutating func decodeCurve(_ node: Node, path: String) -> TimingCurve? {
    if reader.document.kind(node) == .string {
      let name = reader.document.string(node)!
      if let curve = TimingCurve.named(name) { return curve }
      reader.unknownChoice(name, Self.curves, at: node, path)
      return nil
    }
    guard let v = reader.numbers(node, path, names: ["x1", "y1", "x2", "y2"]) else { return nil }
    guard (0...1).contains(v[0]), (0...1).contains(v[2]) else {
      reader.error(
        node, path,
        "x1 and x2 must be between 0 and 1 (a timing curve can't go back in time), got \(v[0].compactDescription) and \(v[2].compactDescription)"
      )
      return nil
    }
    return .cubicBezier(x1: v[0], y1: v[1], x2: v[2], y2: v[3])
  }

  /// `animate`'s spring, in any form: UIKit's runs for the animation's `duration` (needed),
  /// SwiftUI's and iOS 17's for their settling time (no `duration`), Core Animation's for the
  /// `duration` if given, else its settling time.
  private mutating func decodeSpring(
    _ node: Node, path: String, duration: Interval?, durationNode: Node?, owner: Node
  ) -> DecodedTiming? {
    guard let (form, decoded) = decodeSpring(node, path: path, forms: SpringForm.allCases) else {
      return nil
    }
    if form == .swiftUI || form == .bounce, let durationNode {
      let written =
        form == .swiftUI
        ? "a SwiftUI spring (response, dampingFraction)" : "a spring with duration and bounce"
      reader.error(
        durationNode, "duration",
        "\(written) runs for its own settling time; leave out the animation's 'duration'")
    }
    switch decoded {
    case nil:
      return nil
    case .dampingRatio(let ratio, let velocity):
      guard let duration else {
        if durationNode == nil {
          reader.error(
            owner, "", "a UIKit spring (damping, velocity) needs the animation's 'duration'")
        }
        return nil
      }
      let spring = Spring.uikit(
        duration: duration.seconds, dampingRatio: ratio, initialVelocity: velocity)
      return DecodedTiming(
        timing: .spring(spring), duration: duration,
        parameters: .dampingRatio(ratio, initialVelocity: velocity))
    case .spring(let spring):
      let runs =
        form == .coreAnimation
        ? duration ?? settling(spring, node, path) : settling(spring, node, path)
      return DecodedTiming(timing: .spring(spring), duration: runs, parameters: .spring(spring))
    }
  }

  /// How long a spring that runs on its own settling time runs: its settling duration, or the
  /// cap with a warning when it never settles or settles later than that.
  private mutating func settling(_ spring: Spring, _ node: Node, _ path: String) -> Interval {
    let (seconds, capped) = spring.cappedSettlingDuration
    if capped {
      let cap = SpringLimits.settlingCap.compactDescription
      let settling = spring.settlingDuration
      let why =
        !settling.isFinite
        ? "never settles (it is undamped)"
        : settling > 1e6
          ? "settles only after more than a million seconds"
          : "settles only after \(((settling * 10).rounded() / 10).compactDescription) s"
      reader.warning(
        node, path,
        "this spring \(why); it runs for \(cap) s, the cap, then its value jumps to the target")
    }
    return Interval(seconds: seconds)
  }
}
