import Foundation
import SimEngine
import SimGeometry
import SimReference
import SimScenario

/// `simreplay audit`'s analysis (``ReachAudit``: one hit test a run of samples with equal
/// answers) against the same audit done the plain way in the same run: a hit test at every
/// 0.25 pt sample of each control's box, with the same visible-region test. Both use the
/// engine's indexed hit tester; every count is checked equal.
enum AuditBench {
  static func rows() -> [WholeRunBench.Row] {
    var rows = [
      row(
        "audit, app-like 2,000 views, 390 × 844",
        AuditSubject.tree(
          Trees.appLike(views: 2_000, seed: HitBench.seed))),
      row(
        "audit, app-like shaped 2,000 views, 390 × 844",
        AuditSubject.tree(
          Trees.appLike(views: 2_000, seed: HitBench.seed, shaped: true))),
    ]
    if let dump = dumpSubject() {
      rows.append(row("audit, real dump 01 (52 views, 320 × 568)", dump))
    }
    return rows
  }

  /// The photo picker dump from the tests' fixtures, found from this file's place.
  static func dumpSubject() -> AuditSubject? {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    let path = url.appendingPathComponent(
      "Tests/SimScenarioTests/Import/Fixtures/01-photos-picker-collectionview.txt"
    ).path
    guard case .success(let dump) = RecursiveDescription.load(path: path) else { return nil }
    let source = try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    return AuditSubject.dump(dump, source: source).subject
  }

  static func row(_ name: String, _ subject: AuditSubject) -> WholeRunBench.Row {
    let tree = subject.tree
    let controls = subject.controls
    var audit = ReachAudit()
    var tester = HitTester()
    tester.prepare(tree)
    var samplesTested = 0
    let (runs, plain) = measurePair(
      rounds: 3, smallRuns: 3, largeRuns: 1,
      small: {
        checksum(
          audit.audit(tree, controls: controls).map { ($0.visibleSamples, $0.reachableSamples) })
      },
      large: {
        samplesTested = 0
        return checksum(
          controls.map { control in
            plainCounts(control, tree, &tester, &samplesTested)
          })
      })
    check(
      runs.checksum == plain.checksum,
      "\(name): the audit's counts differ from per-sample hit tests")
    let milliseconds = runs.nanoseconds / 1e6
    let ratio = runs.nanoseconds / plain.nanoseconds
    return WholeRunBench.Row(
      name: name,
      engine:
        "\(significant(milliseconds)) ms, \(controls.count) controls, \(audit.hitTests) hit tests",
      compared:
        "\(significant(plain.nanoseconds / 1e6)) ms, a hit test at each of \(samplesTested) samples (\(significant(1 / ratio))× the time)",
      ratio: nil, target: "<20 ms", met: milliseconds < 20,
      checked: "every control's visible and reachable samples equal")
  }

  /// The visible and reachable samples of `control`, a hit test at each sample of its box.
  static func plainCounts(
    _ control: ViewID, _ tree: ViewTree, _ tester: inout HitTester, _ tested: inout Int
  ) -> (Int, Int) {
    let bounds = tree[control].bounds
    let area = bounds.inset(by: tree[control].hitArea?.insets ?? .zero)
    var corners: [Point] = []
    for rect in [bounds, area] {
      corners += [
        Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
        Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
      ].map { tree.convert(toWindow: $0, from: control) }
    }
    let screen = tree[tree.window].bounds.size
    let columns = SampleGrid.count(below: screen.width)
    let rows = SampleGrid.count(below: screen.height)
    func index(_ value: Double, _ limit: Int) -> Int {
      max(0, min(limit, Int((value * 4 - 0.5).rounded(.down)) + (value.isFinite ? 0 : 0)))
    }
    let x0 = index(corners.map(\.x).min()! - 1, columns)
    let x1 = index(corners.map(\.x).max()! + 1, columns)
    let y0 = index(corners.map(\.y).min()! - 1, rows)
    let y1 = index(corners.map(\.y).max()! + 1, rows)
    var visible = 0
    var reachable = 0
    for j in y0..<y1 {
      for i in x0..<x1 {
        let point = Point(x: SampleGrid.coordinate(i), y: SampleGrid.coordinate(j))
        tested += 1
        let hit = tester.hitTest(point, in: tree)
        guard ReachAudit.isVisible(point, of: control, in: tree) else { continue }
        visible += 1
        if let hit, hit == control || tree.isDescendant(hit, of: control) { reachable += 1 }
      }
    }
    return (visible, reachable)
  }

  static func checksum(_ counts: [(Int, Int)]) -> UInt64 {
    var sum: UInt64 = 1_469_598_103_934_665_603
    for (visible, reachable) in counts {
      sum = (sum ^ UInt64(visible)) &* 1_099_511_628_211
      sum = (sum ^ UInt64(reachable)) &* 1_099_511_628_211
    }
    return sum
  }
}
