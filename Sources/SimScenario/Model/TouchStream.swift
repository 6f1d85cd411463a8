import SimEngine
import SimGeometry

/// A scenario's touch stream while it is read: entries (raw events and helpers) in the order
/// written, then merged into one time-ordered stream and checked finger by finger.
struct TouchStream {
  struct Event {
    var input: TouchInput
    var origin: SourceReference
  }

  /// One item of the `touches` list: a raw event, or a helper that expands to several.
  struct Entry {
    var start: Instant
    var origin: SourceReference
    var events: [Event]
  }

  var entries: [Entry] = []
  var diagnostics: [Diagnostic] = []
  /// The merged stream, after ``finish()``.
  var events: [Event] = []
  /// How many touches (began events) the stream makes.
  var touchCount = 0
  /// `{"statusBarTap": T}` items: not touches of the app, kept apart in time order.
  var statusBarTaps: [Instant] = []
  /// A step-style list's steps (``ScenarioStep``); then ``entries`` is empty.
  var steps: [ScenarioStep] = []
  /// The latest a step-style list can end: each step starting as late as it may (a frame
  /// after the previous one's latest end, plus `after`), each wait running to its limit. What
  /// the frame limit is checked against at load, so a list of long waits can't run past it.
  var stepsLatestEnd: Instant = .zero

  /// Adds an entry, which must not start before the previous one.
  mutating func append(_ entry: Entry) {
    if let previous = entries.last, entry.start < previous.start {
      diagnostics.append(
        Diagnostic(
          file: entry.origin.file, location: entry.origin.location, keyPath: "",
          message:
            "timestamps out of order: t=\(entry.start) comes after t=\(previous.start); list touch events in time order",
          notes: [
            .init(
              file: previous.origin.file, location: previous.origin.location,
              message: "the event at t=\(previous.start) is here")
          ]))
      return
    }
    entries.append(entry)
  }

  /// Merges the entries by time (keeping written order for equal times) and checks that every
  /// finger goes down before it moves or lifts, and not twice.
  mutating func finish() {
    var merged: [(event: Event, sequence: Int)] = []
    for entry in entries {
      for event in entry.events { merged.append((event, merged.count)) }
    }
    merged.sort { ($0.event.input.time, $0.sequence) < ($1.event.input.time, $1.sequence) }
    var down: [Int: Event] = [:]
    for (event, _) in merged {
      let input = event.input
      if input.phase == .began {
        if let earlier = down[input.finger] {
          diagnostics.append(
            Diagnostic(
              file: event.origin.file, location: event.origin.location, keyPath: "",
              message:
                "finger \(input.finger) began at t=\(input.time) while it was already down; end or cancel its touch first",
              notes: [
                .init(
                  file: earlier.origin.file, location: earlier.origin.location,
                  message: "finger \(input.finger) went down here, at t=\(earlier.input.time)")
              ]))
          continue
        }
        down[input.finger] = event
        touchCount += 1
      } else if down[input.finger] == nil {
        let fingersDown = down.keys.sorted().map(String.init)
        let hint =
          fingersDown.isEmpty
          ? "no finger is down" : "fingers down: \(fingersDown.joined(separator: ", "))"
        diagnostics.append(
          Diagnostic(
            file: event.origin.file, location: event.origin.location, keyPath: "",
            message:
              "finger \(input.finger) \(input.phase.rawValue) at t=\(input.time) without a began (\(hint))"
          ))
        continue
      } else if !input.phase.isActive {
        down[input.finger] = nil
      }
      events.append(event)
    }
    for (finger, event) in down.sorted(by: { $0.key < $1.key }) {
      diagnostics.append(
        Diagnostic(
          .warning, file: event.origin.file, location: event.origin.location, keyPath: "",
          message: "finger \(finger) is still down when the touch stream ends"))
    }
  }
}
