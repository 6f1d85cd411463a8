import SimEngine
import SimGeometry

/// A scroll view's `willEndDragging`: what its delegate's
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` writes into the target
/// (docs/semantics.md, "Scroll views: the target the delegate sets").
extension ScenarioDecoder {
  static let willEndDraggingKeys = ObjectKeys(
    "a 'willEndDragging'", docs: "`willEndDragging`",
    [
      KeySpec(
        "snap", .number, range: 1...100_000,
        "the proposed target moved to the nearest origin + k × snap on each axis it scrolls"),
      KeySpec(
        "origin", .number, default: "0", range: -1e9...1e9,
        "with snap: where the first resting place is"),
      KeySpec("target", .other("[x, y]"), "this offset, whatever was proposed"),
    ])

  /// `"willEndDragging": {"snap": 300, "origin": 20}` or `{"target": [x, y]}`.
  mutating func decodeWillEndDragging(
    _ fields: inout Fields, into settings: inout ScrollSettings, path: String
  ) {
    guard let n = fields.take("willEndDragging") else { return }
    let rulePath = path + ".willEndDragging"
    let keys = Self.willEndDraggingKeys
    guard
      var rule = reader.object(n, rulePath, expected: "an object with 'snap' or 'target'")
    else { return }
    defer { reader.finish(rule, keys) }
    let hasSnap = rule.has("snap")
    let hasTarget = rule.has("target")
    if hasSnap && hasTarget {
      reader.error(n, rulePath, "give 'snap' or 'target', not both")
      return
    }
    if hasTarget, let t = rule.take("target") {
      if rule.has("origin") {
        reader.error(n, rulePath, "'origin' goes with 'snap', not with 'target'")
      }
      _ = rule.take("origin")
      guard let point = reader.point(t, rulePath + ".target") else { return }
      guard abs(point.x) <= 1e9, abs(point.y) <= 1e9 else {
        reader.error(t, rulePath + ".target", "a target must be within 1e9 points")
        return
      }
      settings.willEndDragging = .fixed(point)
      return
    }
    guard hasSnap else {
      reader.error(n, rulePath, "give 'snap' (points between resting places) or 'target' ([x, y])")
      return
    }
    let step = reader.number(keys["snap"], in: &rule)
    let origin = reader.number(keys["origin"], in: &rule) ?? 0
    guard let step else { return }
    settings.willEndDragging = .snap(step: step, origin: origin)
  }
}
