/// Carrying out the app's timers and display links (the room is `Timers/AppTimers`).
extension Simulation {
  /// Whether the main run loop runs in `UITrackingRunLoopMode` now: while a scroll view drags
  /// or moves on after a release (docs/semantics.md, "Timers and display links").
  var isTrackingRunLoopMode: Bool { scroller.holdsTrackingRunLoopMode }

  mutating func carryOut(_ steps: [AppTimers.Step]) {
    for step in steps {
      switch step {
      case .schedule(let slot, let date): scheduler.schedule(.appTimer(slot), at: date)
      case .cancel(let slot): scheduler.cancel(.appTimer(slot))
      case .record(let occurrence): record(.timer(occurrence))
      }
    }
  }

  /// `invalidate()`: a name never scheduled fails the run (a misspelling); one already
  /// invalidated is UIKit's no-op.
  mutating func invalidateTimer(named name: String) {
    if let steps = timers.invalidate(named: name) {
      carryOut(steps)
    } else if !timers.knows(name) {
      record(
        .actionFailed(
          "invalidate: no timer or display link named '\(name)' has been scheduled by t=\(now)"))
    }
  }

  /// A timer's fire date came: it fires (its actions run, then it is rescheduled), or waits
  /// for the tracking mode to end.
  mutating func appTimerDue(_ slot: Int) {
    appTimerDue(timers.heldTimer(slot))
  }

  /// As ``appTimerDue(_:)-(Int)``, for a timer held across other timers' actions.
  mutating func appTimerDue(_ held: AppTimers.Held) {
    switch timers.due(held, at: now, tracking: isTrackingRunLoopMode) {
    case .nothing:
      return
    case .wait(let occurrence):
      record(.timer(occurrence))
    case .fire(let actions, let occurrence, let held):
      record(.timer(occurrence))
      perform(actions)
      carryOut(timers.fired(held, at: now))
    }
  }

  /// After each event and each frame's scrolling: once the tracking mode has ended, the
  /// timers that waited fire, once each, now.
  mutating func releaseWaitingTimers() {
    guard timers.hasWaiting, !isTrackingRunLoopMode else { return }
    // A firing's actions may invalidate a timer further on, whose slot a new one may reuse.
    for held in timers.takeWaiting() { appTimerDue(held) }
  }

  /// As a frame renders: every display link whose mode runs calls back, in the order added.
  mutating func runDisplayLinks() {
    guard timers.hasLinks, recorder.frameCount > 0 else { return }
    let previous = clock.time(ofFrame: recorder.frameCount - 1)
    let tracking = isTrackingRunLoopMode
    for held in timers.runningLinks {
      guard
        let (actions, occurrence) = timers.callback(
          held, previousFrame: previous, frameTime: now, tracking: tracking)
      else { continue }
      record(.timer(occurrence))
      perform(actions)
    }
  }
}
