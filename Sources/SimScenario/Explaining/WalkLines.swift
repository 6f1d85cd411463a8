import SimEngine

/// The hit-test walk as lines that stay linear in the walk's length and readable at any depth.
///
/// Two things made a deep walk's text quadratic and unreadable: indentation that grows with
/// depth (a 30,000-deep chain printed 900 MB of spaces), and thousands of identical "inside, a
/// subview takes it" lines on the way down. The indent stops growing at ``indentCap`` levels
/// (deeper lines say their depth instead), and a straight run of more than ``runLimit`` views
/// each handing the point to a subview keeps its first and last ``kept`` lines around one line
/// that counts the rest. Every other verdict (skipped, outside, passes through, hit) is kept.
enum WalkLines {
  static let indentCap = 24
  static let runLimit = 8
  static let kept = 3

  static func lines(_ steps: [HitStep], in tree: ViewTree) -> [String] {
    var lines: [String] = []
    lines.reserveCapacity(min(steps.count, 64))
    var index = 0
    while index < steps.count {
      let end = chainEnd(from: index, in: steps)
      let length = end - index
      if length > runLimit {
        for offset in index..<(index + kept) { lines.append(line(steps[offset], in: tree)) }
        let hidden = length - 2 * kept
        let first = steps[index + kept].depth
        let last = steps[end - kept - 1].depth
        lines.append(
          indent(first)
            + "… \(grouped(hidden)) more views, depth \(grouped(first)) to \(grouped(last)), each inside with a subview taking the point"
        )
        for offset in (end - kept)..<end { lines.append(line(steps[offset], in: tree)) }
      } else {
        for offset in index..<max(end, index + 1) { lines.append(line(steps[offset], in: tree)) }
      }
      index = max(end, index + 1)
    }
    return lines
  }

  /// The end (exclusive) of the straight run of subview-takes-it steps starting at `start`,
  /// each one level below the last; `start` itself when it doesn't begin one.
  private static func chainEnd(from start: Int, in steps: [HitStep]) -> Int {
    var end = start
    while end < steps.count, steps[end].verdict == .subviewHit,
      end == start || steps[end].depth == steps[end - 1].depth + 1
    {
      end += 1
    }
    return end
  }

  private static func line(_ step: HitStep, in tree: ViewTree) -> String {
    let marker = step.verdict == .hit ? "  ◀ hit" : ""
    return indent(step.depth) + "\(tree.name(of: step.view)) \(tree.describe(step))\(marker)"
  }

  /// Two spaces a level, up to the cap; below it the depth in words.
  private static func indent(_ depth: Int) -> String {
    let levels = depth + 1
    guard levels > indentCap else { return String(repeating: "  ", count: levels) }
    return String(repeating: "  ", count: indentCap) + "[depth \(grouped(depth))] "
  }

  private static func grouped(_ value: Int) -> String {
    let digits = String(value)
    var result = ""
    for (offset, character) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(character)
    }
    return result
  }
}
