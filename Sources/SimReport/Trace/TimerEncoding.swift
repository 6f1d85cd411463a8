import SimEngine

/// App timers and display links in the trace (`{"type": "timer", …}`, `{"type":
/// "displayLink", …}`) and in the HTML report's event log.
enum TimerEncoding {
  static func write(_ occurrence: TimerOccurrence, into w: inout JSONWriter) {
    if occurrence.isDisplayLink {
      w.raw(",\"type\":\"displayLink\",\"link\":")
    } else {
      w.raw(",\"type\":\"timer\",\"timer\":")
    }
    w.string(occurrence.name)
    w.raw(",\"event\":")
    switch occurrence.event {
    case .scheduled(let fireDate, let interval, let repeats, let mode):
      w.string("scheduled")
      w.raw(",\"fireDate\":")
      w.time(fireDate)
      w.raw(",\"interval\":")
      w.time(Instant(nanoseconds: interval.nanoseconds))
      w.raw(",\"repeats\":")
      w.bool(repeats)
      w.raw(",\"mode\":")
      w.string(mode.rawValue)
    case .fired(let scheduled, let count):
      w.string("fired")
      w.raw(",\"scheduled\":")
      w.time(scheduled)
      w.raw(",\"count\":")
      w.integer(count)
    case .waiting(let scheduled):
      w.string("waiting")
      w.raw(",\"scheduled\":")
      w.time(scheduled)
    case .invalidated, .linkInvalidated:
      w.string("invalidated")
    case .linkAdded(let mode):
      w.string("added")
      w.raw(",\"mode\":")
      w.string(mode.rawValue)
    case .linkFired(let timestamp, let target):
      w.string("fired")
      w.raw(",\"timestamp\":")
      w.time(timestamp)
      w.raw(",\"targetTimestamp\":")
      w.time(target)
    }
  }

  /// The HTML report's sentence for it.
  static func text(_ occurrence: TimerOccurrence) -> String {
    let name = occurrence.name
    switch occurrence.event {
    case .scheduled(let fireDate, let interval, let repeats, let mode):
      return "timer \(name) scheduled for t=\(fireDate)"
        + (repeats ? ", then every \(interval) s" : "") + " (\(mode.rawValue) mode)"
    case .fired(let scheduled, let count):
      return "timer \(name) fired (\(count)), due at t=\(scheduled)"
    case .waiting(let scheduled):
      return "timer \(name) due at t=\(scheduled) waits: the run loop is in UITrackingRunLoopMode"
    case .invalidated:
      return "timer \(name) invalidated"
    case .linkAdded(let mode):
      return "display link \(name) added (\(mode.rawValue) mode)"
    case .linkFired(let timestamp, let target):
      return "display link \(name) fired: timestamp \(timestamp), targetTimestamp \(target)"
    case .linkInvalidated:
      return "display link \(name) invalidated"
    }
  }
}
