/// How a dotted reference splits into a name and a value: the value is the longest known
/// suffix (`translation.y`, `presentation.center.y`, `fractionComplete`), and what comes before
/// it is the recognizer's, view's or animator's id, dots included (`list.pan.translation.y` reads
/// the recognizer `list.pan`).
enum ReferencePath {
  private static let gestureValues: [([String], GestureValue)] = [
    (["translation", "x"], .translationX), (["translation", "y"], .translationY),
    (["velocity", "x"], .velocityX), (["velocity", "y"], .velocityY),
    (["location", "x"], .locationX(in: nil)), (["location", "y"], .locationY(in: nil)),
    (["velocity"], .velocity), (["scale"], .scale), (["rotation"], .rotation),
    (["numberOfTouches"], .numberOfTouches),
  ]

  /// Every value's suffix, for messages.
  static let summary =
    "translation.x/y, velocity.x/y, location.x/y, location(view).x/y, scale, rotation, velocity, numberOfTouches (recognizers); "
    + ViewValue.allCases.map(\.rawValue).joined(separator: ", ")
    + ", each also after 'presentation.' (views); "
    + AnimatorValue.allCases.map(\.rawValue).joined(separator: ", ")
    + " (property animators); value (UISlider); timestamp, targetTimestamp (display links)"

  static func resolve(_ segments: [String], locationView: String?, error: ExpressionError)
    throws(ExpressionError) -> ValueReference
  {
    let count = segments.count
    for length in stride(from: min(3, count - 1), through: 1, by: -1) {
      let suffix = Array(segments[(count - length)...])
      let before = Array(segments[..<(count - length)])
      if suffix.first == "location()" {
        guard let view = locationView, length == 2 else { continue }
        let name = before.joined(separator: ".")
        if suffix[1] == "x" { return .gesture(name, .locationX(in: view)) }
        if suffix[1] == "y" { return .gesture(name, .locationY(in: view)) }
        continue
      }
      if let value = gestureValues.first(where: { $0.0 == suffix })?.1 {
        return .gesture(before.joined(separator: "."), value)
      }
      if let value = ViewValue(rawValue: suffix.joined(separator: ".")) {
        if before.count >= 2, before.last == "presentation" {
          return .view(before.dropLast().joined(separator: "."), value, presentation: true)
        }
        return .view(before.joined(separator: "."), value, presentation: false)
      }
      if length == 1, let value = DisplayLinkValue(rawValue: suffix[0]) {
        return .displayLink(before.joined(separator: "."), value)
      }
      if length == 1, suffix[0] == "value" {
        return .controlValue(before.joined(separator: "."))
      }
      if length == 1, let value = AnimatorValue(rawValue: suffix[0]) {
        return .animator(before.joined(separator: "."), value)
      }
    }
    var failure = error
    let text = segments.joined(separator: ".")
    failure.message =
      count == 1
      ? "'\(text)' is a name without a value; write it as name.value, where value is one of \(summary)"
      : "'\(text)' ends in no known value; a reference ends in one of \(summary)"
    throw failure
  }
}
