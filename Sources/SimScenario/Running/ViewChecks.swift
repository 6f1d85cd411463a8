import SimEngine
import SimGeometry

/// Checking a view's values at a time, and whether its animations have settled.
enum ViewChecks {
  /// The tolerance for points (frames, centres, offsets, translations) when none is given.
  static let defaultPoints = ScenarioDecoder.defaultFrameTolerance
  /// The tolerance for alpha and a transform's a, b, c and d when none is given: half a point
  /// is a small fraction of a frame but half of alpha's whole range, which let 0.6 pass for 0.3.
  static let defaultUnitless = 0.01

  static func values(
    _ expectation: Expectation, _ view: String, _ values: Expectation.ViewValues,
    _ layer: Expectation.Layer, _ tolerance: Double?, in simulation: Simulation, at time: Instant
  ) -> ExpectationResult {
    let points = tolerance ?? defaultPoints
    let unitless = tolerance ?? defaultUnitless
    var expectedParts: [String] = []
    if let f = values.frame { expectedParts.append("frame \(f.compactDescription)") }
    if let c = values.center { expectedParts.append("center \(c.compactDescription)") }
    if let a = values.alpha { expectedParts.append("alpha \(a.compactDescription)") }
    if let t = values.transform { expectedParts.append("transform \(describe(t))") }
    if let o = values.contentOffset {
      expectedParts.append("contentOffset \(o.compactDescription)")
    }
    if let v = values.value { expectedParts.append("value \(v.compactDescription)") }
    expectedParts += KnobChecks.expected(values.knob)
    for check in values.fields {
      expectedParts.append("\(check.field.rawValue) \(check.bound.description)")
    }
    let layerText = layer == .model ? " (model)" : ""
    // The tolerance applies to values checked for equality, not to comparisons and ranges.
    let pointEqualities =
      values.frame != nil || values.center != nil || values.transform != nil
      || values.contentOffset != nil || values.knob.position != nil || values.knob.width != nil
      || values.fields.contains { if case .equal = $0.bound { true } else { false } }
    let unitlessEqualities =
      values.alpha != nil || values.transform != nil || values.value != nil
      || values.knob.progress != nil
    var toleranceText = ""
    if let tolerance, pointEqualities || unitlessEqualities {
      toleranceText = " ± \(tolerance.compactDescription)"
    } else if pointEqualities && unitlessEqualities {
      toleranceText =
        " ± \(points.compactDescription) (alpha and scale ± \(unitless.compactDescription))"
    } else if pointEqualities || unitlessEqualities {
      toleranceText = " ± \((pointEqualities ? points : unitless).compactDescription)"
    }
    let expected =
      "'\(view)' has \(expectedParts.joined(separator: ", "))" + toleranceText + layerText
    guard let id = simulation.tree.view(named: view) else {
      return ExpectationResult(
        expectation: expectation, passed: false, expected: expected,
        actual: "no view '\(view)' exists yet", time: time)
    }
    let actual = layer == .model ? simulation.tree[id] : simulation.presentation(of: id)
    var passed = true
    var actualParts: [String] = []
    func close(_ pairs: [(Double, Double)], within tolerance: Double) -> Bool {
      pairs.allSatisfy { abs($0 - $1) <= tolerance }
    }
    if let f = values.frame {
      let a = actual.frame
      passed =
        passed
        && close(
          [(a.minX, f.minX), (a.minY, f.minY), (a.width, f.width), (a.height, f.height)],
          within: points)
      actualParts.append("its frame is \(rounded(a).compactDescription)")
    }
    if let c = values.center {
      passed = passed && close([(actual.center.x, c.x), (actual.center.y, c.y)], within: points)
      actualParts.append("its center is \(rounded(actual.center).compactDescription)")
    }
    if let alpha = values.alpha {
      passed = passed && close([(actual.alpha, alpha)], within: unitless)
      actualParts.append("its alpha is \(round(actual.alpha).compactDescription)")
    }
    if let t = values.transform {
      let a = actual.transform
      passed =
        passed
        && close([(a.a, t.a), (a.b, t.b), (a.c, t.c), (a.d, t.d)], within: unitless)
        && close([(a.tx, t.tx), (a.ty, t.ty)], within: points)
      actualParts.append("its transform is \(describe(a))")
    }
    if let o = values.contentOffset {
      let a = actual.bounds.origin
      passed = passed && close([(a.x, o.x), (a.y, o.y)], within: points)
      var text = "its contentOffset is \(rounded(a).compactDescription)"
      if let phase = simulation.activeScrollViews.first(where: { $0.view == id })?.phase {
        text += " (\(phase))"
      }
      actualParts.append(text)
    }
    if let expected = values.value {
      if let value = actual.controlValue?.number {
        passed = passed && close([(value, expected)], within: unitless)
        actualParts.append("its value is \(value.compactDescription)")
      } else {
        passed = false
        actualParts.append("it is a \(actual.viewClass.name), which has no value")
      }
    }
    if values.knob != Expectation.KnobValues() {
      let (knobPassed, knobParts) = KnobChecks.check(
        values.knob, of: actual, points: points, unitless: unitless, at: time)
      passed = passed && knobPassed
      actualParts += knobParts
    }
    for check in values.fields {
      let value = check.field.value(of: actual.frame)
      passed = passed && check.bound.holds(value, tolerance: points)
      actualParts.append("its \(check.field.rawValue) is \(round(value).compactDescription)")
    }
    return ExpectationResult(
      expectation: expectation, passed: passed, expected: expected,
      actual: actualParts.joined(separator: ", "), time: time)
  }

  /// Whether a cell is selected at `time`: the last row its table (or collection) view selected
  /// by then is this cell (single selection: selecting a row deselects the one before).
  static func selected(
    _ expectation: Expectation, _ view: String, _ wanted: Bool, in simulation: Simulation,
    at time: Instant
  ) -> ExpectationResult {
    // A row of a table from a data source (shown now in one, or not shown at all).
    let tree = simulation.tree
    if let path = ListIndexPath(cellName: view),
      tree.view(named: view).map({ tree.superview(of: $0).map(simulation.hasDataSource) ?? false })
        ?? true
    {
      return selectedRow(expectation, view, path, wanted, in: simulation, at: time)
    }
    let id = simulation.tree.view(named: view)
    var lastByTable: [ViewID: (cell: ViewID, at: Instant)] = [:]
    var table: ViewID?
    for entry in simulation.journal where entry.time <= time {
      guard case .scroll(let scrollView, .didSelectRow(let cell, _, _)) = entry.kind else {
        continue
      }
      lastByTable[scrollView] = (cell, entry.time)
      if cell == id { table = scrollView }
    }
    let last = table.flatMap { lastByTable[$0] }
    let actual = last != nil && last?.cell == id
    var detail = ""
    if let last, last.cell != id {
      detail = " ('\(simulation.tree.name(of: last.cell))' was selected after it, at t=\(last.at))"
    } else if let last {
      detail = " (selected at t=\(last.at))"
    } else {
      detail = " (its table never selected it)"
    }
    return ExpectationResult(
      expectation: expectation, passed: actual == wanted,
      expected: "'\(view)' is \(wanted ? "" : "not ")selected",
      actual: "it is \(actual ? "" : "not ")selected" + detail, time: time)
  }

  /// `row.S.R` of a table from a data source: its cells are reused, so the row is selected
  /// when the last row a data-source table selected by `time` has this index path.
  static func selectedRow(
    _ expectation: Expectation, _ view: String, _ path: ListIndexPath, _ wanted: Bool,
    in simulation: Simulation, at time: Instant
  ) -> ExpectationResult {
    var last: (path: ListIndexPath, at: Instant)?
    // A collection view keeps a set of selected items (didSelect adds, didDeselect removes);
    // a table, the row it selected last.
    var items: [ListIndexPath] = []
    for entry in simulation.journal where entry.time <= time {
      guard case .scroll(let table, let moment) = entry.kind, simulation.hasDataSource(table)
      else { continue }
      switch moment {
      case .didSelectRow(_, let row, let section):
        let selected = ListIndexPath(section: section, row: row)
        last = (selected, entry.time)
        if simulation.selectsItems(table) {
          if !items.contains(selected) { items.append(selected) }
        } else {
          items = [selected]
        }
      case .didDeselectRow(let row, let section):
        items.removeAll { $0 == ListIndexPath(section: section, row: row) }
      default: continue
      }
    }
    let actual = items.contains(path)
    let detail =
      last.map {
        actual
          ? " (selected by t=\($0.at))"
          : " (row \($0.path.row) of section \($0.path.section) was selected last, at t=\($0.at))"
      } ?? " (its table never selected it)"
    return ExpectationResult(
      expectation: expectation, passed: actual == wanted,
      expected: "'\(view)' is \(wanted ? "" : "not ")selected",
      actual: "it is \(actual ? "" : "not ")selected" + detail, time: time)
  }

  /// How many times a scroll view's delegate got `moment`; the failure lists every moment.
  static func moments(
    _ expectation: Expectation, _ view: String, _ moment: String, row: Int?, section: Int? = nil,
    arguments: MomentArguments = MomentArguments(), _ count: Expectation.Count,
    in simulation: Simulation
  ) -> ExpectationResult {
    let id = simulation.tree.view(named: view)
    var all: [String] = []
    var actual = 0
    for entry in simulation.journal {
      guard case .scroll(let scrollView, let happened) = entry.kind, scrollView == id else {
        continue
      }
      let place = happened.row.map {
        happened.section == 0 || happened.section == nil
          ? " \($0)" : " \($0) in section \(happened.section!)"
      }
      // The arguments are listed only when asked about: the list stays as it was otherwise.
      let given = arguments.isEmpty ? "" : MomentArguments.describe(happened)
      all.append("t=\(entry.time) \(happened.name)" + (place ?? "") + given)
      if happened.name == moment && (row == nil || happened.row == row)
        && (section == nil || happened.section == section) && arguments.matches(happened)
      {
        actual += 1
      }
    }
    let moments =
      all.isEmpty ? "; it had no delegate moments" : "; its moments: " + all.joined(separator: ", ")
    return ExpectationResult(
      expectation: expectation, passed: count.accepts(actual),
      expected: "'\(view)' gets \(moment)\(row.map { " for row \($0)" } ?? "")"
        + "\(section.map { " in section \($0)" } ?? "")\(arguments.description) \(count)",
      actual: "it got it \(ScenarioRunner.times(actual))\(moments)", time: nil)
  }

  static func settled(
    _ expectation: Expectation, _ view: String, by time: Instant, in simulation: Simulation
  ) -> ExpectationResult {
    let expected = "'\(view)' has stopped animating by t=\(time)"
    let id = simulation.tree.view(named: view)
    let records = simulation.animations.filter { $0.view == id }
    if let running = records.first(where: { $0.isRunning }) {
      return ExpectationResult(
        expectation: expectation, passed: false, expected: expected,
        actual: "animation \(running.number) is still running at the end of the run", time: time)
    }
    guard let last = records.max(by: { ($0.stoppedAt ?? .zero) < ($1.stoppedAt ?? .zero) }),
      let stopped = last.stoppedAt
    else {
      return ExpectationResult(
        expectation: expectation, passed: true, expected: expected, actual: "it never animated",
        time: time)
    }
    return ExpectationResult(
      expectation: expectation, passed: stopped <= time, expected: expected,
      actual: "its last animation (\(last.number)) stopped at t=\(stopped)", time: time)
  }

  static func describe(_ t: AffineTransform) -> String {
    "[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { round($0).compactDescription }.joined(separator: ", "))]"
  }

  private static func round(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
  private static func rounded(_ point: Point) -> Point {
    Point(x: round(point.x), y: round(point.y))
  }
  private static func rounded(_ rect: Rect) -> Rect {
    Rect(
      x: round(rect.minX), y: round(rect.minY), width: round(rect.width), height: round(rect.height)
    )
  }
}
