import SimEngine

/// A spring, read by one reader wherever a scenario writes one (`animate`, presentations,
/// property animators, navigation transitions). There were two, and their checks had drifted
/// apart: `animate` took any damping ratio and `animator` only 0 to 1000. Each form's keys,
/// defaults and ranges are its table below, the stricter checks kept.
extension ScenarioDecoder {
  /// How a spring is written; which keys are present says which.
  enum SpringForm: CaseIterable, Sendable {
    /// `{"damping": ratio, "velocity": v}`: UIKit's, whose physics come from the duration.
    case uikit
    /// `{"response", "dampingFraction", "initialVelocity"}`: SwiftUI's.
    case swiftUI
    /// `{"duration", "bounce", "initialVelocity"}`: iOS 17's.
    case bounce
    /// `{"mass", "stiffness", "damping", "initialVelocity"}`: `CASpringAnimation`'s.
    case coreAnimation

    var keys: ObjectKeys {
      switch self {
      case .uikit: Self.uikitKeys
      case .swiftUI: Self.swiftUIKeys
      case .bounce: Self.bounceKeys
      case .coreAnimation: Self.coreAnimationKeys
      }
    }

    /// Whether `fields` are written in this form (UIKit's is what is left).
    func isWritten(in fields: Fields) -> Bool {
      switch self {
      case .uikit: true
      case .swiftUI: fields.has("response")
      case .bounce: fields.has("bounce")
      case .coreAnimation: fields.has("stiffness") || fields.has("mass")
      }
    }

    static let velocity = KeySpec(
      "initialVelocity", .number, default: "0", range: SpringLimits.velocity,
      "the starting velocity")
    static let uikitKeys = ObjectKeys(
      "a UIKit spring", docs: nil,
      [
        KeySpec(
          "damping", .number, default: "required", range: SpringLimits.dampingFraction,
          "the damping ratio, clamped to at most 1"),
        KeySpec(
          "velocity", .number, default: "0", range: SpringLimits.velocity,
          "in whole distances per second"),
      ])
    static let swiftUIKeys = ObjectKeys(
      "a SwiftUI spring", docs: nil,
      [
        KeySpec("response", .number, default: "required", range: SpringLimits.response),
        KeySpec(
          "dampingFraction", .number, default: "0.825", range: SpringLimits.dampingFraction),
        velocity,
      ])
    static let bounceKeys = ObjectKeys(
      "an iOS 17 spring", docs: nil,
      [
        KeySpec("duration", .number, default: "required", range: SpringLimits.response),
        KeySpec("bounce", .number, default: "required", range: -0.999...1),
        velocity,
      ])
    static let coreAnimationKeys = ObjectKeys(
      "a Core Animation spring", docs: nil,
      [
        KeySpec("mass", .number, default: "1", range: SpringLimits.mass),
        KeySpec("stiffness", .number, default: "required", range: SpringLimits.stiffness),
        KeySpec("damping", .number, default: "10", range: SpringLimits.damping),
        velocity,
      ])
  }

  /// A spring's values: UIKit's ratio (its stiffness waits for the duration) or a spring.
  enum DecodedSpring {
    case dampingRatio(Double, initialVelocity: Double)
    case spring(Spring)
  }

  /// The spring at `node`, in the first of `forms` it is written in; its form is returned even
  /// when a value is wrong (nil then), so callers can still check what goes with the form.
  mutating func decodeSpring(_ node: Node, path: String, forms: [SpringForm])
    -> (form: SpringForm, spring: DecodedSpring?)?
  {
    guard var fields = reader.object(node, path, expected: "a spring object") else { return nil }
    let form = forms.first { $0 != .uikit && $0.isWritten(in: fields) } ?? .uikit
    let keys = form.keys
    defer { reader.finish(fields, keys) }
    // Every key is read before any is refused, so one bad value doesn't hide the others or
    // make the rest look unknown.
    var values: [Double?] = []
    for spec in keys.keys {
      guard let n = fields.take(spec.name) else {
        if spec.defaultText == "required" {
          reader.error(fields.node, fields.path, "missing '\(spec.name)'")
        }
        values.append(Double(spec.defaultText))
        continue
      }
      values.append(reader.number(n, spec: spec, fields.path(spec.name)))
    }
    let given = values.compactMap { $0 }
    guard given.count == values.count else { return (form, nil) }
    let spring: DecodedSpring =
      switch form {
      case .uikit: .dampingRatio(given[0], initialVelocity: given[1])
      case .swiftUI:
        .spring(.swiftUI(response: given[0], dampingFraction: given[1], initialVelocity: given[2]))
      case .bounce:
        .spring(.swiftUI(duration: given[0], bounce: given[1], initialVelocity: given[2]))
      case .coreAnimation:
        .spring(
          Spring(mass: given[0], stiffness: given[1], damping: given[2], initialVelocity: given[3]))
      }
    return (form, spring)
  }
}
