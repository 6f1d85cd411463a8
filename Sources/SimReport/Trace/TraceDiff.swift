import SimScenario

/// Where a run's trace first differs from a recorded (golden) one, in the manner of
/// swift-snapshot-testing: the first differing frame and field, and both values.
public struct TraceDifference: Hashable, Sendable, CustomStringConvertible {
  /// 1-based line of the trace, which is frame `line - 1`.
  public let line: Int
  /// The key path inside that frame's object, as `touches[0].hit`; empty for a whole line.
  public let keyPath: String
  public let expected: String
  public let actual: String
  /// The two frame lines, for a short diff.
  public internal(set) var goldenLine = ""
  public internal(set) var actualLine = ""

  public var description: String {
    let place = keyPath.isEmpty ? "" : ", \(keyPath)"
    return "frame \(line - 1)\(place): expected \(expected), got \(actual)"
  }

  /// The first difference between a golden trace and a new one, or nil when they are equal.
  public static func between(golden: String, actual: String) -> TraceDifference? {
    guard golden != actual else { return nil }
    let expectedLines = golden.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(expectedLines.count, actualLines.count) {
      let expectedLine = index < expectedLines.count ? String(expectedLines[index]) : nil
      let actualLine = index < actualLines.count ? String(actualLines[index]) : nil
      guard expectedLine != actualLine else { continue }
      return between(goldenLine: expectedLine, actualLine: actualLine, line: index + 1)
    }
    return TraceDifference(line: 1, keyPath: "", expected: "equal bytes", actual: "different bytes")
  }

  /// How line `line` of a golden trace differs from the same line of a new one beyond
  /// `tolerance` (numbers within it count as equal), with how many fields differ; nil when
  /// every difference is within the tolerance. Keys of the new line in `ignoring` (dot paths
  /// without array indices: those the golden's older trace format did not record) are left
  /// out.
  public static func between(
    goldenLine expectedLine: String?, actualLine: String?, line: Int, tolerance: GoldenTolerance,
    ignoring: Set<String> = []
  ) -> (difference: TraceDifference, fields: Int)? {
    guard let expectedLine, let actualLine, !expectedLine.isEmpty, !actualLine.isEmpty,
      let a = try? JSONParser.parse(expectedLine), let b = try? JSONParser.parse(actualLine)
    else {
      return (between(goldenLine: expectedLine, actualLine: actualLine, line: line), 1)
    }
    var first: TraceDifference?
    var count = 0
    let skipped = walk(a, b, line: line, tolerance: tolerance, ignoring: ignoring) { difference in
      if first == nil { first = difference }
      count += 1
    }
    // The same values written otherwise: a difference only when the comparison is exact.
    if first == nil && tolerance.isExact && !skipped {
      first = TraceDifference(
        line: line, keyPath: "", expected: "these bytes",
        actual: "the same values written otherwise")
      count = 1
    }
    guard var difference = first else { return nil }
    difference.goldenLine = expectedLine
    difference.actualLine = actualLine
    return (difference, count)
  }

  /// How line `line` of a golden trace differs from the same line of a new one, when they are
  /// known to differ; nil for a trace that has ended. ``TraceWriter`` calls it on the first
  /// line that differs, so a run never holds either whole trace.
  public static func between(goldenLine expectedLine: String?, actualLine: String?, line: Int)
    -> TraceDifference
  {
    var result: TraceDifference
    if let expectedLine, let actualLine, !expectedLine.isEmpty, !actualLine.isEmpty {
      result = difference(expectedLine, actualLine, line: line)
    } else {
      result = TraceDifference(
        line: line, keyPath: "",
        expected: expectedLine.map(frameSummary) ?? "the end of the trace",
        actual: actualLine.map(frameSummary) ?? "the end of the trace")
    }
    result.goldenLine = expectedLine ?? ""
    result.actualLine = actualLine ?? ""
    return result
  }

  private static func frameSummary(_ line: String) -> String {
    line.isEmpty ? "the end of the trace" : "a frame (\(line.prefix(40))…)"
  }

  /// Walks two frames' JSON side by side, without recursion, to the first value that differs.
  private static func difference(_ expected: String, _ actual: String, line: Int) -> TraceDifference
  {
    guard let a = try? JSONParser.parse(expected), let b = try? JSONParser.parse(actual) else {
      return TraceDifference(line: line, keyPath: "", expected: expected, actual: actual)
    }
    var first: TraceDifference?
    walk(a, b, line: line, tolerance: .exact, stopAtFirst: true) { if first == nil { first = $0 } }
    return first ?? TraceDifference(line: line, keyPath: "", expected: expected, actual: actual)
  }

  /// Reports every value of two frames that differs by more than `tolerance` (at most 1,000),
  /// in document order, without recursion; an object with other keys or an array of another
  /// length is one difference, not walked into. Keys of `b` in `ignoring` are passed over;
  /// returns whether any was.
  @discardableResult
  private static func walk(
    _ a: JSONDocument, _ b: JSONDocument, line: Int, tolerance: GoldenTolerance,
    stopAtFirst: Bool = false, ignoring: Set<String> = [],
    _ report: (TraceDifference) -> Void
  ) -> Bool {
    var skipped = false
    var found = 0
    func note(_ difference: TraceDifference) -> Bool {
      report(difference)
      found += 1
      return stopAtFirst || found >= 1_000
    }
    var pending: [(JSONDocument.Node, JSONDocument.Node, String)] = [(a.root, b.root, "")]
    while let (x, y, path) = pending.popLast() {
      if a.kind(x) != b.kind(y) {
        if note(
          TraceDifference(line: line, keyPath: path, expected: render(a, x), actual: render(b, y)))
        {
          return skipped
        }
        continue
      }
      switch a.kind(x) {
      case .object:
        let left = a.members(x)
        var right = b.members(y)
        if !ignoring.isEmpty {
          let general = generalPath(path)
          let count = right.count
          right.removeAll { ignoring.contains(join(general, $0.key)) }
          skipped = skipped || right.count != count
        }
        var children: [(JSONDocument.Node, JSONDocument.Node, String)] = []
        var mismatch: TraceDifference?
        for index in 0..<max(left.count, right.count) {
          guard index < left.count, index < right.count, left[index].key == right[index].key else {
            let key = index < left.count ? left[index].key : right[index].key
            mismatch = TraceDifference(
              line: line, keyPath: join(path, key),
              expected: index < left.count ? "'\(left[index].key)'" : "no more keys",
              actual: index < right.count ? "'\(right[index].key)'" : "no more keys")
            break
          }
          children.append((left[index].value, right[index].value, join(path, left[index].key)))
        }
        pending += children.reversed()
        if let mismatch, note(mismatch) { return skipped }
      case .array:
        let left = a.elements(x)
        let right = b.elements(y)
        if left.count != right.count {
          if note(
            TraceDifference(
              line: line, keyPath: path, expected: items(left.count), actual: items(right.count)))
          {
            return skipped
          }
          continue
        }
        // An element that is about a view (layout, presentation, scrolls) is named by it.
        pending += zip(left, right).enumerated().reversed().map { index, pair in
          (pair.0, pair.1, "\(path)[\(label(a, pair.0) ?? String(index))]")
        }
      case .null, .bool, .number, .string:
        let left = render(a, x)
        let right = render(b, y)
        guard left != right else { continue }
        if !tolerance.isExact, a.kind(x) == .number, let p = a.number(x), let q = b.number(y),
          abs(p - q) <= tolerance.value(at: path)
        {
          continue
        }
        if note(TraceDifference(line: line, keyPath: path, expected: left, actual: right)) {
          return skipped
        }
      }
    }
    return skipped
  }

  /// `'name'` for an object whose first key is `view` with a string value.
  private static func label(_ document: JSONDocument, _ node: JSONDocument.Node) -> String? {
    guard document.kind(node) == .object, let first = document.members(node).first,
      first.key == "view", let name = document.string(first.value)
    else { return nil }
    return "'\(name)'"
  }

  private static func items(_ count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }

  /// A key path without its array indices and labels: `touches.radius` for
  /// `touches[0].radius`.
  private static func generalPath(_ path: String) -> String {
    guard path.contains("[") else { return path }
    var result = ""
    var depth = 0
    var quoted = false
    for character in path {
      if quoted {
        if character == "'" { quoted = false }
        continue
      }
      switch character {
      case "[": depth += 1
      case "]": depth -= 1
      case "'" where depth > 0: quoted = true
      default: if depth == 0 { result.append(character) }
      }
    }
    return result
  }

  private static func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  private static func render(_ document: JSONDocument, _ node: JSONDocument.Node) -> String {
    switch document.kind(node) {
    case .null: "null"
    case .bool: document.bool(node)! ? "true" : "false"
    case .number: document.numberLiteral(node) ?? ""
    case .string: "\"\(document.string(node) ?? "")\""
    case .array: "an array of \(document.elements(node).count)"
    case .object: "an object"
    }
  }
}
