import SimReference
import SimReport

/// One hit-test case's figures.
struct Row {
  var name: String
  var views: Int
  var depth: Int
  var engineNs: Double
  var visitedPerHit: Double
  var plainNs: Double
  var checkedPoints: Int
  var checksum: String
  var referenceTarget: Double?
  var plainTarget: Double?
  var referenceNs: Double?
  var referenceVisitedPerHit: Double?
  var referenceSkipped: String?

  var referenceRatio: Double? { referenceNs.map { $0 / engineNs } }
  var plainRatio: Double { plainNs / engineNs }
  var targetsMet: Bool {
    if let referenceTarget, let ratio = referenceRatio, ratio < referenceTarget { return false }
    if let plainTarget, plainRatio < plainTarget { return false }
    return true
  }
}

/// The table (Markdown, so it can go into Benchmarks/README.md as printed) and the JSON.
enum Report {
  static let header = ["case", "engine", "compared with", "ratio", "target", "checked"]

  static func cells(_ row: Row) -> [String] {
    let engine =
      "\(ns(row.engineNs))/hit; \(significant(row.visitedPerHit)) visited, "
      + "\(significant(row.engineNs / row.visitedPerHit)) ns each"
    var compared = ["plain walk \(ns(row.plainNs))/hit"]
    var ratios = ["\(times(row.plainRatio)) plain walk"]
    if let referenceNs = row.referenceNs, let visits = row.referenceVisitedPerHit {
      compared.append(
        "reference \(ns(referenceNs))/hit; \(significant(visits)) visited, \(significant(referenceNs / visits)) ns each"
      )
      ratios.append("\(times(referenceNs / row.engineNs)) reference")
    } else if let reason = row.referenceSkipped {
      compared.append("reference skipped: \(reason)")
    }
    var targets: [String] = []
    if let target = row.referenceTarget {
      if let ratio = row.referenceRatio {
        targets.append("≥\(Int(target))× reference: \(ratio >= target ? "met" : "NOT MET")")
      } else {
        targets.append("completes: met")
      }
    }
    if let target = row.plainTarget {
      targets.append("≥\(Int(target))× plain walk: \(row.plainRatio >= target ? "met" : "NOT MET")")
    }
    var checked = "\(grouped(row.checkedPoints)) points: grid = plain walk"
    if row.referenceNs != nil { checked += " = reference" }
    return [
      "\(row.name) (\(grouped(row.views)) views, depth \(grouped(row.depth)))", engine,
      compared.joined(separator: "; "), ratios.joined(separator: ", "),
      targets.isEmpty ? "—" : targets.joined(separator: "; "), checked,
    ]
  }

  static func cells(_ row: ScalingBench.Row) -> [String] {
    [
      row.name, "\(ns(row.largeNs)) for \(grouped(row.large))",
      "\(ns(row.smallNs)) for \(grouped(row.small))", "\(times(row.ratio))",
      "≤\(row.bound == row.bound.rounded() ? "\(Int(row.bound))" : "\(row.bound)")×: "
        + (row.met ? "met" : "NOT MET"), row.checked,
    ]
  }

  static func json(_ row: ScalingBench.Row) -> JSONValue {
    .object([
      ("case", .string(row.name)), ("smallNanoseconds", .number(row.smallNs.rounded())),
      ("largeNanoseconds", .number(row.largeNs.rounded())), ("ratio", .number(row.ratio)),
      ("targetsMet", .bool(row.met)),
    ])
  }

  static func cells(_ row: ReplayBench.Row) -> [String] {
    let ratio = row.realTimeRatio
    return [
      row.name,
      "\(times(ratio)) real time (\(significant(row.simulatedSeconds)) s simulated, \(row.frames) frames, in \(ns(row.wallNanoseconds)))",
      row.baselineNanoseconds.map { "the replay without a trace, \(ns($0))" } ?? "—",
      row.costRatio.map { times($0) } ?? "—",
      row.target.map { "≥\(grouped(Int($0)))× real time: \(ratio >= $0 ? "met" : "NOT MET")" }
        ?? row.costBound.map { "≤\(significant($0))×: \(row.met ? "met" : "NOT MET")" } ?? "—",
      row.checked,
    ]
  }

  static func samplingCells(engineNs: Double, referenceNs: Double) -> [String] {
    [
      "animation sampling, 1,000 views × 2 animations, one frame",
      "\(ns(engineNs)) (one pass over the animations)",
      "per-view lookups \(ns(referenceNs))", "\(times(referenceNs / engineNs)) per-view lookups",
      "—", "both give the same values",
    ]
  }

  static func cSamplingCells(engineNs: Double, cNs: Double) -> [String] {
    let ratio = engineNs / cNs
    return [
      "animation sampling against C, 1,000 views × 2 animations, one frame",
      "\(ns(engineNs)) (the engine's pass)",
      "a plain C loop over flat arrays \(ns(cNs))", "\(times(ratio)) the C loop",
      "≤1.50×: " + (ratio <= 1.5 ? "met" : "NOT MET"), "the same checksum",
    ]
  }

  static func table(_ rows: [[String]]) -> String {
    var text = "| " + header.joined(separator: " | ") + " |\n"
    text += "|" + String(repeating: "---|", count: header.count) + "\n"
    for row in rows { text += "| " + row.joined(separator: " | ") + " |\n" }
    return text
  }

  static func json(_ row: Row) -> JSONValue {
    var reference: JSONValue = .null
    if let referenceNs = row.referenceNs, let visits = row.referenceVisitedPerHit {
      reference = figures(nsPerHit: referenceNs, visitedPerHit: visits)
    } else if let reason = row.referenceSkipped {
      reference = .object([("skipped", .string(reason))])
    }
    return .object([
      ("case", .string(row.name)),
      ("checkedPoints", .integer(row.checkedPoints)),
      ("checksum", .string(row.checksum)),
      ("depth", .integer(row.depth)),
      ("engine", figures(nsPerHit: row.engineNs, visitedPerHit: row.visitedPerHit)),
      ("plainWalk", .object([("nsPerHit", rounded(row.plainNs))])),
      ("reference", reference),
      ("targetsMet", .bool(row.targetsMet)),
      ("views", .integer(row.views)),
    ])
  }

  static func json(_ row: ReplayBench.Row) -> JSONValue {
    .object([
      ("case", .string(row.name)),
      ("frames", .integer(row.frames)),
      ("simulatedSecondsPerWallSecond", rounded(row.realTimeRatio)),
      ("targetsMet", .bool(row.met)),
      ("wallNanoseconds", rounded(row.wallNanoseconds)),
      ("costAgainstReplayWithoutTrace", row.costRatio.map(rounded) ?? .null),
    ])
  }

  static func figures(nsPerHit: Double, visitedPerHit: Double) -> JSONValue {
    .object([
      ("hitsPerSecond", rounded(1e9 / nsPerHit)),
      ("nsPerHit", rounded(nsPerHit)),
      ("nsPerVisitedNode", rounded(nsPerHit / visitedPerHit)),
      ("visitedPerHit", rounded(visitedPerHit)),
    ])
  }

  static func rounded(_ value: Double) -> JSONValue { .number((value * 1000).rounded() / 1000) }

  /// `1,234 ns`, `12.3 µs`, `1.23 ms`.
  static func ns(_ value: Double) -> String {
    if value < 10_000 { return "\(grouped(Int(value.rounded()))) ns" }
    if value < 10_000_000 { return "\(significant(value / 1000)) µs" }
    return "\(significant(value / 1e6)) ms"
  }

  static func times(_ value: Double) -> String { "\(significant(value))×" }
}
