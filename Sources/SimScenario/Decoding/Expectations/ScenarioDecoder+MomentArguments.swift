import SimEngine
import SimGeometry

/// A scroll moment expectation's keys, with the delegate call's arguments it may ask about:
/// `willEndDragging`'s velocity and target, `didEndDragging`'s `willDecelerate`
/// (docs/scenario-format.md, "A delegate moment's arguments").
extension ScenarioDecoder {
  static let momentKeys = ObjectKeys(
    "a scroll moment expectation", docs: "A delegate moment's arguments",
    [
      KeySpec("scroll", .name, default: "required", "the scroll view"),
      KeySpec("moment", .string, default: "required", "the delegate moment"),
      KeySpec("row", .wholeNumber, "a cell moment's row"),
      KeySpec("section", .wholeNumber, "a cell moment's section"),
      KeySpec("count", .wholeNumber, default: "at least once", "how many times"),
      KeySpec(
        "velocity", .point,
        "with `willEndDragging`: the velocity it was called with, in points per millisecond"),
      KeySpec(
        "target", .point, "with `willEndDragging`: the target content offset it proposed"),
      KeySpec("decelerate", .bool, "with `didEndDragging`: its `willDecelerate`"),
      KeySpec(
        "tolerance", .number, default: "0.01 (velocity), 0.5 (target)",
        "for `velocity` and `target`"),
      KeySpec("comment", .string),
    ])

  /// The arguments asked about; nil when one is wrong, or given with a moment that has no such
  /// argument.
  mutating func decodeMomentArguments(_ fields: inout Fields, moment: String?) -> MomentArguments? {
    var arguments = MomentArguments()
    var valid = true
    for (key, owner) in [
      ("velocity", "willEndDragging"), ("target", "willEndDragging"),
      ("decelerate", "didEndDragging"),
    ] {
      guard let node = fields.take(key) else { continue }
      if let moment, moment != owner {
        reader.error(
          node, fields.path(key),
          "'\(key)' is an argument of \(owner), not of \(moment)")
        valid = false
        continue
      }
      let read: Bool
      switch key {
      case "velocity":
        arguments.velocity = reader.point(node, fields.path(key))
        read = arguments.velocity != nil
      case "target":
        arguments.target = reader.point(node, fields.path(key))
        read = arguments.target != nil
      default:
        arguments.decelerate = reader.bool(node, fields.path(key))
        read = arguments.decelerate != nil
      }
      valid = valid && read
    }
    if let node = fields.take("tolerance") {
      if arguments.velocity == nil && arguments.target == nil {
        reader.error(node, fields.path("tolerance"), "'tolerance' goes with 'velocity' or 'target'")
        valid = false
      } else {
        arguments.tolerance = reader.nonNegative(
          node, fields.path("tolerance"), what: "the tolerance")
        if arguments.tolerance == nil { valid = false }
      }
    }
    return valid ? arguments : nil
  }
}
