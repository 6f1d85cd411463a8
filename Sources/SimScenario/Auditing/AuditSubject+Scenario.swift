import SimEngine
import SimGeometry

extension AuditSubject {
  /// How long past its end a scenario is given to settle before it is audited as it is.
  public static let settleLimit = Interval(nanoseconds: 10_000_000_000)

  /// The scenario at `time`, or, by default, once its run is over and everything has settled
  /// (no animation, animator, moving scroll view or timer left; at most ``settleLimit`` past
  /// its end): t = 0 for a scenario where nothing runs.
  public static func scenario(_ scenario: Scenario, at time: Instant? = nil) -> AuditSubject {
    var notes: [String] = []
    var simulation: Simulation
    if let time {
      simulation = ScenarioReplay.at(time, of: scenario)
    } else {
      simulation = ScenarioReplay.at(scenario.endTime, of: scenario)
      let deadline = simulation.now + settleLimit
      while !simulation.isSettled && simulation.now < deadline {
        let frame = simulation.clock.time(ofFrame: simulation.frameCount)
        ScenarioReplay.step(&simulation, to: frame, inclusive: true)
      }
      if !simulation.isSettled {
        notes.append(
          "still not settled \(Self.settleLimit) s after its end (\(simulation.pendingWork.first ?? "")): audited as it is at t=\(simulation.now)"
        )
      }
    }
    return make(simulation, scenario: scenario, notes: notes)
  }

  /// The simulation's tree as it is now.
  static func make(_ simulation: Simulation, scenario: Scenario, notes: [String])
    -> AuditSubject
  {
    let tree = simulation.tree
    var modalNames: [String] = []
    for presentation in scenario.presentations {
      for part in ["container", "dimming", "backdrop"] {
        modalNames.append(Presentation.viewName(presentation.name, part))
      }
    }
    for navigation in scenario.navigations {
      modalNames.append(Navigation.part(navigation.name, "dimming"))
    }
    let modalRoots = modalNames.compactMap { tree.view(named: $0) }
    let modalParts = Set(modalRoots)
    let controls = shownViews(tree) { view in
      let properties = tree[view]
      guard !modalParts.contains(view) else { return false }
      return isControlByClass(properties) || simulation.hasControlActions(view)
        || (!properties.viewClass.isScrollView && simulation.hasAppRecognizer(view))
    }
    return AuditSubject(
      tree: tree, controls: controls, labels: [], modalRoots: modalRoots, time: simulation.now,
      notes: notes)
  }
}
