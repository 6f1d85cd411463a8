import SimEngine

extension Scenario {
  /// Whether its touch list is step-style: resolved as it runs, not at load.
  public var hasSteps: Bool { !steps.isEmpty }

  /// The same scenario with its steps replaced by the touch events a run of it delivered (read
  /// from `journal`, the run's ground truth): what a replay to a moment (`explain`) needs,
  /// since a run is deterministic and waits and checks change nothing in the app.
  public func replacingSteps(withTouchesFrom journal: SegmentedList<Occurrence>) -> Scenario {
    guard hasSteps else { return self }
    var resolved = self
    resolved.steps = []
    resolved.touches = []
    resolved.touchOrigins = []
    resolved.touchSteps = []
    // Each event's origin is the step it came from.
    var origin = steps[0].source
    var label = steps[0].label
    var step = 0
    for entry in journal {
      if case .step(let text) = entry.kind {
        while step < steps.count, steps[step].label != text { step += 1 }
        if step < steps.count {
          origin = steps[step].source
          label = text
        }
      }
      guard case .touch(_, let finger, let phase, let location, _, _) = entry.kind else { continue }
      resolved.touches.append(
        TouchInput(time: entry.time, finger: finger, phase: phase, location: location))
      resolved.touchOrigins.append(origin)
      resolved.touchSteps.append(label)
    }
    return resolved
  }

  /// The step touch `number` came from (`touches[3]: tap "close"`), once the steps were
  /// replaced by their touches; nil for a list of absolute touches.
  public func step(ofTouch number: Int) -> String? {
    guard !touchSteps.isEmpty else { return nil }
    var began = 0
    for (index, input) in touches.enumerated() where input.phase == .began {
      began += 1
      if began == number { return touchSteps[index] }
    }
    return nil
  }

  /// ``replacingSteps(withTouchesFrom:)`` after a run of its own, frames dropped.
  public func resolvingSteps() -> Scenario {
    guard hasSteps else { return self }
    var dropped = DroppedFrames()
    let run = ScenarioRunner.run(self, streamingTo: &dropped)
    return replacingSteps(withTouchesFrom: run.simulation.journal)
  }
}
