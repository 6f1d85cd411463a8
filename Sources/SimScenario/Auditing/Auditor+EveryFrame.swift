import SimEngine
import SimGeometry

extension Auditor {
  /// The audit of every frame of a scenario's run (touches delivered as `run` delivers them, up
  /// to the moment the default audit looks at), each finding kept as one interval from the
  /// first frame it holds to the last.
  ///
  /// A finding that holds only while something moves (an animation, animator, scroll or timer
  /// is pending in each of its frames) and is gone before the end is a transition's, not a
  /// bug, and is left out unless `includeTransient`; one that holds in a frame where nothing
  /// moves, or still at the end, is kept. Costs one audit a frame.
  public static func everyFrame(
    _ scenario: Scenario, options: Options = Options(), includeTransient: Bool = false
  ) -> AuditReport {
    var simulation = ScenarioReplay.start(scenario)
    let clock = simulation.clock
    let last = clock.time(ofFrame: clock.frame(containing: scenario.endTime))
    let deadline = last + AuditSubject.settleLimit
    let events = TouchInput.events(in: scenario.touches)
    var nextEvent = 0
    var open: [Key: Interval] = [:]
    var closed: [Interval] = []
    var frameIndex = 0
    var result = AuditReport(
      notes: [], time: nil, controls: [], findings: [], suppressed: 0, behindModal: [])
    var order = 0
    while true {
      let time = clock.time(ofFrame: frameIndex)
      while nextEvent < events.count,
        scenario.touches[events[nextEvent].lowerBound].time <= time
      {
        let event = Array(scenario.touches[events[nextEvent]])
        ScenarioReplay.step(&simulation, to: event[0].time, inclusive: false)
        try? simulation.send(event)
        simulation.discardFrames()
        nextEvent += 1
      }
      ScenarioReplay.step(&simulation, to: time, inclusive: true)
      let moving = !simulation.isSettled
      let subject = AuditSubject.make(simulation, scenario: scenario, notes: [])
      let report = audit(subject, options: options)
      result.controls = report.controls
      result.suppressed = max(result.suppressed, report.suppressed)
      var seen = Set<Key>()
      for finding in report.findings {
        let key = Key(view: finding.view, kind: finding.kind, by: finding.by.map(\.view))
        seen.insert(key)
        if var interval = open[key] {
          interval.finding.to = time
          interval.moving = interval.moving && moving
          open[key] = interval
        } else {
          open[key] = Interval(finding: finding, moving: moving, order: order)
          order += 1
        }
      }
      for (key, interval) in open where !seen.contains(key) {
        closed.append(interval)
        open[key] = nil
      }
      frameIndex += 1
      let done = nextEvent >= events.count && time >= last
      if (done && simulation.isSettled) || time >= deadline { break }
    }
    result.time = simulation.now
    let ended = closed.filter { includeTransient || !$0.moving }
    let kept = (ended + open.values).sorted { $0.order < $1.order }
    result.findings = kept.map(\.finding)
    if !simulation.isSettled {
      result.notes.append(
        "still not settled \(AuditSubject.settleLimit) s after its end: audited up to t=\(simulation.now)"
      )
    }
    return result
  }

  /// What makes two frames' findings the same finding.
  struct Key: Hashable {
    var view: String
    var kind: AuditFinding.Kind
    var by: [String]
  }

  /// A finding over consecutive frames: the first frame's finding with `to` moved on.
  struct Interval {
    var finding: AuditFinding
    /// Something moved in every frame so far.
    var moving: Bool
    var order: Int
  }
}
