import SimEngine
import SimGeometry

/// `{"from": T1, "to": T2, "stays": "list.contentOffset.y", "within": [low, high]}`: a value
/// that stays in a range at every frame of a time window (docs/scenario-format.md, "A value over
/// a time window").
extension ScenarioDecoder {
  /// The bound of `within`'s numbers: what an expression may give (more fails the run).
  static let windowBound = 1e9

  static let windowKeys = ObjectKeys(
    "a window expectation", docs: "A value over a time window",
    [
      KeySpec("stays", .string, default: "required", "an expression, as `set` and `if` take"),
      KeySpec(
        "within", .other("[low, high]"), default: "required",
        "the range it stays in, both ends included (each within ±1e9)"),
      KeySpec("from", .seconds, default: "required", "the window's first time"),
      KeySpec("to", .seconds, default: "required", "its last time, not before `from`"),
      KeySpec("comment", .string),
    ])

  mutating func decodeValueWindow(_ fields: inout Fields) -> (Expectation.Kind?, [String]) {
    let keys = Self.windowKeys.names
    let staysNode = fields.take("stays")!
    var expression: Expression?
    let text = reader.document.string(staysNode)
    if text == nil {
      reader.error(
        staysNode, fields.path("stays"),
        "expected an expression such as \"list.contentOffset.y\", got \(reader.describe(staysNode))"
      )
    } else {
      expression = self.expression(staysNode, fields.path("stays"))
    }
    let range = reader.require("within", in: &fields, what: "the range, [low, high]").flatMap {
      windowRange($0, path: fields.path("within"))
    }
    let from = reader.require("from", in: &fields, what: "the window's first time, in seconds")
      .flatMap { reader.time($0, fields.path("from")) }
    let toNode = reader.require("to", in: &fields, what: "the window's last time, in seconds")
    let to = toNode.flatMap { reader.time($0, fields.path("to")) }
    if readingStepChecks {
      reader.error(
        staysNode, fields.path("stays"),
        "a window is checked at every frame of its times; move it to the scenario's 'expect'")
      return (nil, keys)
    }
    if let from, let to, let toNode, to < from {
      reader.error(
        toNode, fields.path("to"),
        "the window ends before it starts: 'to' is \(to), 'from' is \(from)")
      return (nil, keys)
    }
    guard let expression, let text, let range, let from, let to else { return (nil, keys) }
    return (
      .staysWithin(
        ValueWindow(
          from: from, to: to, expression: expression, text: text, low: range.low,
          high: range.high)), keys
    )
  }

  /// `[low, high]`, low ≤ high, each finite and within ±1e9.
  private mutating func windowRange(_ node: Node, path: String) -> (low: Double, high: Double)? {
    let elements = reader.document.kind(node) == .array ? reader.document.elements(node) : []
    guard elements.count == 2 else {
      reader.error(
        node, path, "expected a range [low, high] such as [100, 300], got \(reader.describe(node))")
      return nil
    }
    let bound = -Self.windowBound...Self.windowBound
    guard
      let low = reader.number(elements[0], KeyPath.index(path, 0), in: bound, what: "the low end"),
      let high = reader.number(
        elements[1], KeyPath.index(path, 1), in: bound, what: "the high end")
    else { return nil }
    guard low <= high else {
      reader.error(
        node, path,
        "the range ends before it starts: \(low.compactDescription) is above \(high.compactDescription)"
      )
      return nil
    }
    return (low, high)
  }
}
