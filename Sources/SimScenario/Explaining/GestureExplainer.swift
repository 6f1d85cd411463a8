import SimEngine
import SimGeometry

/// Which recognizers saw a touch, and what each decided.
enum GestureExplainer {
  /// From a finished run's simulation.
  static func explain(touch number: Int, in simulation: Simulation) -> [String] {
    guard number <= simulation.touches.count else { return [] }
    let touch = simulation.touch(number)
    guard !touch.recognizers.isEmpty else { return [] }
    var lines = ["  recognizers that saw touch \(number) (hit view's first):"]
    let end = simulation.touches.dropFirst(number).first { $0.beganAt > touch.timestamp }?.beganAt
    // One pass over the journal from the touch's began, found by bisection, listing each
    // recognizer's changes: a scan of the whole journal for each recognizer was the journal's
    // length times theirs.
    let journal = simulation.journal
    let seen = Set(touch.recognizers)
    var positions: [RecognizerID: [Int]] = [:]
    for position in firstPosition(atOrAfter: touch.beganAt, in: journal)..<journal.endIndex {
      let occurrence = journal[position]
      if let end, occurrence.time >= end { break }
      guard case .gesture(let change) = occurrence.kind, seen.contains(change.recognizer),
        !change.isReset
      else { continue }
      positions[change.recognizer, default: []].append(position)
    }
    for id in touch.recognizers {
      var changes: [String] = []
      // A run of `changed` without notes is one entry: its count and its first and last times.
      var run: (first: Instant, last: Instant, count: Int)?
      func closeRun() {
        guard let open = run else { return }
        changes.append(
          open.count == 1
            ? "t=\(open.first) changed" : "t=\(open.first)…\(open.last) changed ×\(open.count)")
        run = nil
      }
      for position in positions[id] ?? [] {
        let occurrence = journal[position]
        guard case .gesture(let change) = occurrence.kind else { continue }
        if change.state == .changed, change.note == nil {
          run = (run?.first ?? occurrence.time, occurrence.time, (run?.count ?? 0) + 1)
          continue
        }
        closeRun()
        let note = change.note.map { " (\($0))" } ?? ""
        changes.append("t=\(occurrence.time) \(simulation.stateName(change.state, of: id))\(note)")
      }
      closeRun()
      let view = simulation.tree.name(of: simulation.view(of: id))
      lines.append(
        "    '\(simulation.name(of: id))' on '\(view)': "
          + (changes.isEmpty ? "stayed possible" : changes.joined(separator: ", ")))
    }
    return lines + decisions(during: touch, in: simulation)
  }

  /// The `if` and `let` actions that ran while the touch was down (its lift included), with the
  /// values they saw: why a release dismissed, snapped back or picked a page.
  static func decisions(during touch: Touch, in simulation: Simulation) -> [String] {
    var lines: [String] = []
    let journal = simulation.journal
    for position in firstPosition(atOrAfter: touch.beganAt, in: journal)..<journal.endIndex {
      let occurrence = journal[position]
      guard occurrence.time <= touch.timestamp else { break }
      switch occurrence.kind {
      case .decision(let decision):
        let values = decision.values.map { "\($0.name) = \($0.value.compactDescription)" }
        lines.append(
          "    t=\(occurrence.time) if \(decision.condition): \(decision.result)"
            + (values.isEmpty ? "" : " (\(values.joined(separator: ", ")))"))
      case .kept(let name, let value):
        lines.append("    t=\(occurrence.time) let $\(name) = \(value.compactDescription)")
      default:
        continue
      }
    }
    guard !lines.isEmpty else { return [] }
    return ["  what the app decided while it was down:"] + lines
  }

  /// The first position in `journal` (in time order: the clock never goes back) at or after
  /// `time`.
  static func firstPosition(atOrAfter time: Instant, in journal: SegmentedList<Occurrence>)
    -> Int
  {
    var (low, high) = (journal.startIndex, journal.endIndex)
    while low < high {
      let middle = low + (high - low) / 2
      if journal[middle].time < time { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
