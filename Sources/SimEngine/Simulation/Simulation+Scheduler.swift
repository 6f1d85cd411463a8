/// Something due at a moment on the virtual clock.
struct ScheduledEvent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// A recognizer's timer (a tap's multi-tap interval, a long press's duration…).
    case recognizer(RecognizerID, TimerKind)
    /// An animation reaches its end.
    case animationEnd(Int)
  }

  var deadline: Instant
  var sequence: UInt64
  var kind: Kind
}

/// The schedule: timers and animation ends fire in (deadline, order scheduled) order, between
/// touch events and frames.
extension Simulation {
  mutating func schedule(_ kind: ScheduledEvent.Kind, at deadline: Instant) {
    scheduleSequence += 1
    let event = ScheduledEvent(deadline: deadline, sequence: scheduleSequence, kind: kind)
    let index =
      scheduled.firstIndex { ($0.deadline, $0.sequence) > (event.deadline, event.sequence) }
      ?? scheduled.count
    scheduled.insert(event, at: index)
  }

  mutating func applyTimers(of recognizer: RecognizerID, _ output: MachineOutput) {
    for kind in output.cancel { cancelTimer(kind, of: recognizer) }
    for request in output.schedule {
      cancelTimer(request.kind, of: recognizer)
      schedule(.recognizer(recognizer, request.kind), at: request.deadline)
    }
  }

  mutating func cancelTimer(_ kind: TimerKind, of recognizer: RecognizerID) {
    scheduled.removeAll { $0.kind == .recognizer(recognizer, kind) }
  }

  mutating func cancelTimers(of recognizer: RecognizerID) {
    scheduled.removeAll {
      if case .recognizer(recognizer, _) = $0.kind { return true }
      return false
    }
  }

  /// Fires what is due and renders the frames due before `instant` (or at it, when
  /// `inclusive`), in time order; at the same instant, scheduled events come before the frame.
  mutating func runScheduled(until instant: Instant, inclusive: Bool) {
    func due(_ time: Instant) -> Bool { time < instant || (inclusive && time == instant) }
    while true {
      let frameTime = clock.time(ofFrame: frames.count)
      if let event = scheduled.first, due(event.deadline), event.deadline <= frameTime {
        scheduled.removeFirst()
        now = event.deadline
        fire(event)
      } else if due(frameTime) {
        now = frameTime
        renderFrame()
      } else {
        return
      }
    }
  }

  private mutating func fire(_ event: ScheduledEvent) {
    switch event.kind {
    case .recognizer(let id, let kind):
      guard !recognizers[id.index].state.isTerminal else { return }
      let state = recognizers[id.index].state
      let output = recognizers[id.index].machine.handle(.timer(kind, time: now), state: state)
      applyTimers(of: id, output)
      apply(output.decision, to: id)
    case .animationEnd(let animation):
      endAnimation(animation, finished: true)
    }
    finishEvent()
  }
}
