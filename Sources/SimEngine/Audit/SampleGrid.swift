/// The 0.25 pt grid an audit counts on, and the cuts that split it into runs of samples over
/// which every hit-test answer is the same.
///
/// Sample `i` on an axis is at `(i + 0.5) / 4`: the centre of the i-th quarter-point cell, so
/// a 44 pt control aligned to whole points holds 176 samples on each axis and its reachable
/// box measures 176 / 4 = 44 pt. A rectangle edge at `e` in window coordinates splits the
/// samples into those below it and those at or past it. A sample within a millionth of an index
/// (a quarter of a millionth of a point) of an edge is cut out on its own, so the samples left
/// in a run are that far from every edge and no rounding in the hit test's conversions (about
/// 1e-13 of the coordinates) can put two of them on different sides.
public enum SampleGrid {
  /// Samples per point on each axis.
  public static let perPoint = 4
  /// The window coordinate of sample `index`.
  @inline(__always)
  public static func coordinate(_ index: Int) -> Double {
    (Double(index) + 0.5) / Double(perPoint)
  }

  /// How many samples lie in `0 ..< length` (their centres below `length`).
  public static func count(below length: Double) -> Int {
    guard length > 0 else { return 0 }
    let t = length * Double(perPoint) - 0.5
    guard t < 1e9 else { return 1_000_000_000 }
    return Int(t.rounded(.up))
  }

  /// The cuts an edge at `edge` makes, added to `cuts` when inside `lower ... upper`: the first
  /// sample at or past it, and, when a sample sits on it (within the tolerance), that sample's
  /// neighbours' boundaries too.
  static func cut(at edge: Double, lower: Int, upper: Int, into cuts: inout [Int]) {
    guard edge.isFinite else { return }
    let t = edge * Double(perPoint) - 0.5
    guard t > Double(lower) - 2, t < Double(upper) + 2 else { return }
    let nearest = t.rounded()
    if abs(t - nearest) < 1e-6 {
      let k = Int(nearest)
      if k > lower && k < upper { cuts.append(k) }
      if k + 1 > lower && k + 1 < upper { cuts.append(k + 1) }
    } else {
      let k = Int(t.rounded(.up))
      if k > lower && k < upper { cuts.append(k) }
    }
  }

  /// The sample indices in `lower ..< upper` whose centres lie in `minimum ... maximum`
  /// widened by `margin` points: a superset of those a shape spanning that range can touch.
  static func range(
    _ minimum: Double, _ maximum: Double, margin: Double, lower: Int, upper: Int
  ) -> Range<Int> {
    let from = ((minimum - margin) * Double(perPoint) - 0.5).rounded(.down)
    let to = ((maximum + margin) * Double(perPoint) - 0.5).rounded(.up) + 1
    let a = from.isFinite ? Int(max(Double(lower), min(Double(upper), from))) : lower
    let b = to.isFinite ? Int(max(Double(lower), min(Double(upper), to))) : upper
    return a..<max(a, b)
  }

  /// The sample indices in `lower ..< upper` whose centres lie strictly inside
  /// `minimum ... maximum`, by a thousandth of a sample at least: a subset.
  static func inside(_ minimum: Double, _ maximum: Double, lower: Int, upper: Int) -> Range<Int> {
    let from = (minimum * Double(perPoint) - 0.5 + 1e-3).rounded(.up)
    let to = (maximum * Double(perPoint) - 0.5 - 1e-3).rounded(.down) + 1
    guard from.isFinite, to.isFinite, from < to else { return lower..<lower }
    let a = Int(max(Double(lower), min(Double(upper), from)))
    let b = Int(max(Double(lower), min(Double(upper), to)))
    return a..<max(a, b)
  }

  /// `cuts` sorted, without repeats, between `lower` and `upper` (both included).
  static func runs(_ cuts: inout [Int], lower: Int, upper: Int) {
    cuts.append(lower)
    cuts.append(upper)
    cuts.sort()
    var write = 0
    for value in cuts where write == 0 || cuts[write - 1] != value {
      cuts[write] = value
      write += 1
    }
    cuts.removeLast(cuts.count - write)
  }
}
