import SimGeometry

/// Reading recognizers from outside.
extension Simulation {
  /// Every recognizer, in the order they were added.
  public var recognizerIDs: [RecognizerID] { recognizers.map(\.id) }

  public func recognizer(named name: String) -> RecognizerID? { recognizerNames[name] }

  public func name(of recognizer: RecognizerID) -> String { recognizers[recognizer.index].name }

  public func configuration(of recognizer: RecognizerID) -> GestureRecognizer {
    recognizers[recognizer.index].configuration
  }

  /// The view the recognizer is attached to.
  public func view(of recognizer: RecognizerID) -> ViewID { recognizers[recognizer.index].view }

  /// The recognizer's state and, for pans and pinches, translation, velocity and scale.
  public func gesture(_ recognizer: RecognizerID) -> GestureSnapshot {
    recognizers[recognizer.index].snapshot
  }

  /// A state as reports name it: `recognized` for a discrete recognizer's ended.
  public func stateName(_ state: GestureState, of recognizer: RecognizerID) -> String {
    state.name(discrete: recognizers[recognizer.index].configuration.isDiscrete)
  }
}

/// A recognizer's timer.
struct RecognizerTimer: Hashable, Sendable {
  var deadline: Instant
  var sequence: UInt64
  var recognizer: RecognizerID
  var kind: TimerKind
}

/// Recognizer timers, fired on the virtual clock in (deadline, order scheduled) order.
extension Simulation {
  mutating func applyTimers(of recognizer: RecognizerID, _ output: MachineOutput) {
    for kind in output.cancel { cancelTimer(kind, of: recognizer) }
    for request in output.schedule {
      cancelTimer(request.kind, of: recognizer)
      timerSequence += 1
      let timer = RecognizerTimer(
        deadline: request.deadline, sequence: timerSequence, recognizer: recognizer,
        kind: request.kind)
      let index =
        timers.firstIndex { ($0.deadline, $0.sequence) > (timer.deadline, timer.sequence) }
        ?? timers.count
      timers.insert(timer, at: index)
    }
  }

  mutating func cancelTimer(_ kind: TimerKind, of recognizer: RecognizerID) {
    timers.removeAll { $0.recognizer == recognizer && $0.kind == kind }
  }

  mutating func cancelTimers(of recognizer: RecognizerID) {
    timers.removeAll { $0.recognizer == recognizer }
  }

  /// Fires the timers and renders the frames due before `instant` (or at it, when `inclusive`),
  /// in time order; at the same instant a timer comes before the frame.
  mutating func runScheduled(until instant: Instant, inclusive: Bool) {
    func due(_ time: Instant) -> Bool { time < instant || (inclusive && time == instant) }
    while true {
      let frameTime = clock.time(ofFrame: frames.count)
      if let timer = timers.first, due(timer.deadline), timer.deadline <= frameTime {
        timers.removeFirst()
        now = timer.deadline
        fire(timer)
      } else if due(frameTime) {
        now = frameTime
        renderFrame()
      } else {
        return
      }
    }
  }

  private mutating func fire(_ timer: RecognizerTimer) {
    let id = timer.recognizer
    guard !recognizers[id.index].state.isTerminal else { return }
    let state = recognizers[id.index].state
    let output = recognizers[id.index].machine.handle(.timer(timer.kind, time: now), state: state)
    applyTimers(of: id, output)
    apply(output.decision, to: id)
    finishEvent()
  }
}
