import SimEngine

/// Navigation events in the trace: `{"type":"navigation","navigation":"nav","event":"began",
/// "operation":"pop","from":…,"to":…,"interactive":true,"stack":[…]}`, a release with the values
/// UIKit's rule read. A stack deeper than `NavigationRecord.stackShown` is written as
/// `"stackDepth":N,"stackTop":[…]`, its top screens, so an event's line has a bounded length.
extension OccurrenceEncoder {
  static func writeNavigation(_ record: NavigationRecord, into w: inout JSONWriter) {
    w.raw(",\"type\":\"navigation\",\"navigation\":")
    w.string(record.navigation)
    w.raw(",\"event\":")
    switch record.event {
    case .began(let operation, let from, let to, let interactive):
      w.string("began")
      w.raw(",\"operation\":")
      w.string(operation.rawValue)
      w.raw(",\"from\":")
      w.string(from)
      w.raw(",\"to\":")
      w.string(to)
      w.raw(",\"interactive\":")
      w.bool(interactive)
    case .completed(let operation), .cancelled(let operation):
      if case .completed = record.event { w.string("completed") } else { w.string("cancelled") }
      w.raw(",\"operation\":")
      w.string(operation.rawValue)
    case .replaced:
      w.string("replaced")
    case .ignored(let reason):
      w.string("ignored")
      w.raw(",\"reason\":")
      w.string(reason)
    case .deferred(let call):
      w.string("deferred")
      w.raw(",\"call\":")
      w.string(call)
    case .released(let release):
      w.string("popReleased")
      w.raw(",\"progress\":")
      w.number(release.progress)
      w.raw(",\"velocity\":")
      w.number(release.velocity)
      w.raw(",\"averageVelocity\":")
      w.number(release.averageVelocity)
      w.raw(",\"averageAcceleration\":")
      w.number(release.averageAcceleration)
      w.raw(",\"samples\":")
      w.integer(release.samples)
      w.raw(",\"rule\":")
      w.string(release.rule.rawValue)
      if let projected = release.projected, let threshold = release.threshold {
        w.raw(",\"projected\":")
        w.number(projected)
        w.raw(",\"threshold\":")
        w.number(threshold)
      }
      w.raw(",\"completes\":")
      w.bool(release.completes)
    }
    // The whole stack, or past NavigationRecord.stackShown screens its depth and its top ones.
    if record.isWholeStack {
      w.raw(",\"stack\":[")
    } else {
      w.raw(",\"stackDepth\":")
      w.integer(record.depth)
      w.raw(",\"stackTop\":[")
    }
    for (index, screen) in record.stack.enumerated() {
      if index > 0 { w.byte(UInt8(ascii: ",")) }
      w.string(screen)
    }
    w.byte(UInt8(ascii: "]"))
  }
}
