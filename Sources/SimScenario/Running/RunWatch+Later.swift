import SimEngine

/// The built-in checks' later additions: a row selected for a touch that began mid-transition,
/// views made after the watch began, and recognizers left `began` or `changed`.
extension RunWatch {
  /// A table or collection view selected `row`: by a touch that ended now, which began while a
  /// transition ran (``BuiltInCheck/controlDuringTransition``).
  mutating func rowSelected(
    list: ViewID, cell: ViewID, row: Int, section: Int, at time: Instant,
    _ simulation: Simulation
  ) {
    guard time == endedAt,
      let touch = endedNow.last(where: { beganDuringTransition[$0] != nil }),
      let during = beganDuringTransition[touch]
    else { return }
    let name = simulation.tree.name(of: cell)
    let listName = simulation.tree.name(of: list)
    add(
      Violation(
        check: BuiltInCheck.controlDuringTransition.rawValue, place: "row of '\(listName)'",
        time: time,
        detail:
          "at t=\(time) '\(listName)' selected row \(section == 0 ? "\(row)" : "\(row) of section \(section)") ('\(name)') for touch \(touch), which began while \(during) was in transition"
      ))
  }

  /// The views made since the last frame (a view's ID is its place in the tree's storage, so
  /// new ones come after the count last seen): those overlapping the window now are watched
  /// by ``BuiltInCheck/viewLeftOutside`` as if they had been there at the start. The geometry
  /// is computed only in frames that made views.
  mutating func noteNewViews(_ simulation: Simulation) {
    let count = simulation.tree.count
    guard count > knownViewCount else { return }
    let first = knownViewCount
    knownViewCount = count
    let size = simulation.screen.size
    for geometry in simulation.viewGeometry()
    where Int(geometry.view.rawValue) >= first && Self.overlaps(geometry, size) {
      insideLater.insert(geometry.view)
    }
  }

  /// Every recognizer still `began` or `changed` once everything has settled (no finger is
  /// down then): ``BuiltInCheck/recognizerStuck``.
  mutating func findStuckRecognizers(_ simulation: Simulation) {
    for id in simulation.recognizerIDs {
      let state = simulation.gesture(id).state
      guard state == .began || state == .changed else { continue }
      let name = simulation.name(of: id)
      add(
        Violation(
          check: BuiltInCheck.recognizerStuck.rawValue, place: "recognizer '\(name)'",
          time: simulation.now,
          detail:
            "at t=\(simulation.now), settled with no finger down, '\(name)' is still \(state.rawValue)"
        ))
    }
  }
}
