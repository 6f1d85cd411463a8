import SimEngine

/// Which recognizers saw a touch, and what each decided.
enum GestureExplainer {
  /// From a finished run's simulation.
  static func explain(touch number: Int, in simulation: Simulation) -> [String] {
    guard number <= simulation.touches.count else { return [] }
    let touch = simulation.touch(number)
    guard !touch.recognizers.isEmpty else { return [] }
    var lines = ["  recognizers that saw touch \(number) (hit view's first):"]
    let end = simulation.touches.dropFirst(number).first { $0.beganAt > touch.timestamp }?.beganAt
    for id in touch.recognizers {
      var changes: [String] = []
      for occurrence in simulation.journal where occurrence.time >= touch.beganAt {
        if let end, occurrence.time >= end { break }
        guard case .gesture(let change) = occurrence.kind, change.recognizer == id, !change.isReset
        else { continue }
        let note = change.note.map { " (\($0))" } ?? ""
        changes.append("t=\(occurrence.time) \(simulation.stateName(change.state, of: id))\(note)")
      }
      let view = simulation.tree.name(of: simulation.view(of: id))
      lines.append(
        "    '\(simulation.name(of: id))' on '\(view)': "
          + (changes.isEmpty ? "stayed possible" : changes.joined(separator: ", ")))
    }
    return lines
  }
}
