import SimGeometry
import Testing

@testable import SimEngine

/// App timers on the virtual clock: CFRunLoop's rescheduling rule (CF-855.17 `CFRunLoop.c`,
/// `__CFRunLoopDoTimer`: the next fire date is the first `fireDate + k·interval` after now),
/// Foundation's `Timer` documentation (tolerance never fires a timer early; a one-shot timer
/// invalidates itself), and UIKit's tracking run-loop mode (`-[UIScrollView
/// _pushTrackingRunLoopModeIfNecessaryForReason:]` from the drag's start until
/// `-_stopScrollDecelerationNotify:` pops it).
@Suite("App timers")
struct AppTimerTests {
  private func at(_ seconds: Double) -> Instant { Instant(seconds: seconds) }

  /// When each firing of `name` happened, and the fire date it was due at.
  private func firings(_ sim: Simulation, _ name: String) -> [(time: Instant, due: Instant)] {
    sim.journal.compactMap {
      guard case .timer(let o) = $0.kind, o.name == name,
        case .fired(let scheduled, _) = o.event
      else { return nil }
      return ($0.time, scheduled)
    }
  }

  private func moment(_ sim: Simulation, _ wanted: (ScrollMoment) -> Bool) -> Instant? {
    sim.journal.first {
      if case .scroll(_, let moment) = $0.kind { return wanted(moment) }
      return false
    }?.time
  }

  private func schedule(
    _ sim: inout Simulation, _ name: String, every seconds: Double, repeats: Bool = true,
    tolerance: Double = 0, mode: RunLoopMode = .default, actions: [Action] = []
  ) {
    sim.perform([
      .timer(
        TimerSettings(
          name: name, interval: Interval(seconds: seconds), repeats: repeats,
          tolerance: Interval(seconds: tolerance), mode: mode, actions: actions))
    ])
  }

  @Test("A repeating timer fires at its scheduling time plus whole intervals")
  func repeatingFireDates() {
    var sim = simulation()
    sim.advance(to: at(0.25))
    schedule(&sim, "tick", every: 0.4)
    sim.advance(to: at(2.0))
    // Scheduled at 0.25: due at 0.25 + k·0.4 for k = 1, 2, … up to 2.0.
    let expected = (1...4).map { at(0.25) + Interval(nanoseconds: Int64($0) * 400_000_000) }
    #expect(firings(sim, "tick").map(\.time) == expected)
    #expect(firings(sim, "tick").map(\.due) == expected)
  }

  @Test("Tolerance does not move a firing on the virtual clock")
  func toleranceKeepsTheFireDate() {
    var sim = simulation()
    schedule(&sim, "tick", every: 0.5, tolerance: 0.2)
    sim.advance(to: at(1.6))
    // The timer may fire up to 0.2 s late; the engine fires it at its date, k·0.5.
    #expect(firings(sim, "tick").map(\.time) == [at(0.5), at(1.0), at(1.5)])
  }

  @Test("A one-shot timer fires once and invalidates itself")
  func oneShot() {
    var sim = simulation()
    schedule(&sim, "once", every: 0.3, repeats: false, actions: [.log("fired")])
    sim.advance(to: at(2))
    #expect(firings(sim, "once").map(\.time) == [at(0.3)])
    #expect(sim.count(log: "fired") == 1)
  }

  @Test("invalidate stops a repeating timer: no firing after it")
  func invalidateStops() {
    var sim = simulation()
    schedule(&sim, "tick", every: 0.25)
    schedule(&sim, "stop", every: 0.6, repeats: false, actions: [.invalidate("tick")])
    sim.advance(to: at(2))
    // Fires at 0.25 and 0.5; invalidated at 0.6, before 0.75.
    #expect(firings(sim, "tick").map(\.time) == [at(0.25), at(0.5)])
  }

  @Test("Missed fire dates coalesce into one firing; the next is the first date after it")
  func nextFireDateAfterALateFiring() {
    let scheduled = at(1.0)
    let interval = Interval(seconds: 0.5)
    let late = at(2.3)
    // CFRunLoop adds the interval to the date it was due at until it passes now.
    var expected = scheduled
    while expected <= late { expected = expected + interval }
    #expect(
      TimerSchedule.nextFiring(scheduled: scheduled, interval: interval, firedAt: late)
        == expected)
    #expect(expected == at(2.5))
    // On time, the next is one interval on.
    #expect(
      TimerSchedule.nextFiring(
        scheduled: scheduled, interval: interval, firedAt: scheduled) == at(1.5))
  }

  /// A 3,000 pt list dragged 200 pt up from t = 0.1 over 0.5 s, with a timer every 0.1 s.
  private func draggedList(mode: RunLoopMode) throws -> Simulation {
    var sim = simulation()
    sim.list()
    schedule(&sim, "tick", every: 0.1, mode: mode)
    try sim.perform(
      .drag(
        DragGesture(
          path: [Point(195, 600), Point(195, 400)], time: at(0.1), duration: Interval(seconds: 0.5))
      ))
    sim.advance(to: at(6))
    return sim
  }

  @Test("A default-mode timer waits while a scroll view drags and decelerates, then fires once")
  func defaultModeWaitsForTracking() throws {
    let sim = try draggedList(mode: .default)
    let begin = try #require(moment(sim) { $0 == .willBeginDragging })
    // The mode ends when the deceleration stops, or with the drag if it does not decelerate.
    let end = try #require(
      moment(sim) { $0 == .didEndDecelerating }
        ?? moment(sim) {
          if case .didEndDragging(false) = $0 { return true }
          return false
        })
    #expect(end > begin)
    let interval = Interval(seconds: 0.1)
    var expected: [(Instant, Instant)] = []
    var due = at(0) + interval
    // On time before the drag begins…
    while due < begin {
      expected.append((due, due))
      due = due + interval
    }
    // …then the first date that came during the mode fires once, when the mode ends…
    expected.append((end, due))
    // …and the next is the first of its dates after that.
    while due <= end { due = due + interval }
    while due <= at(6) {
      expected.append((due, due))
      due = due + interval
    }
    let actual = firings(sim, "tick")
    #expect(actual.map(\.time) == expected.map(\.0))
    #expect(actual.map(\.due) == expected.map(\.1))
  }

  @Test("A common-mode timer fires on time through a drag and its deceleration")
  func commonModeFiresWhileTracking() throws {
    let sim = try draggedList(mode: .common)
    let expected = (1...60).map { at(0) + Interval(nanoseconds: Int64($0) * 100_000_000) }
    #expect(firings(sim, "tick").map(\.time) == expected)
  }

  @Test("An animated setContentOffset does not hold the tracking mode: the timer fires on time")
  func animatedScrollIsNotTracking() {
    var sim = simulation()
    sim.list()
    schedule(&sim, "tick", every: 0.1)
    sim.perform([.setContentOffset(view: "list", Point(0, 800), animated: true)])
    sim.advance(to: at(1))
    let expected = (1...10).map { at(0) + Interval(nanoseconds: Int64($0) * 100_000_000) }
    #expect(firings(sim, "tick").map(\.time) == expected)
  }

  @Test("Dragging a slider's thumb does not hold the tracking mode: the timer fires on time")
  func sliderTrackingIsNotTheTrackingMode() throws {
    // No `_pushRunLoopMode:` in UIControl.m or UISlider.m (docs/uikit-notes/timers.md).
    let slider = ViewClass.known(named: "UISlider")!
    var sim = Simulation([
      (
        view("s", slider, rect(20, 100, 200, 31)) {
          $0.controlValue = .slider(SliderValue(value: 0.5))
        }, nil
      )
    ])
    schedule(&sim, "tick", every: 0.1)
    // The thumb's centre is at 20 + 86 + 14 = 120; the finger holds and drags it.
    try sim.began(120, 115, at: 0.05)
    for step in 1...8 { try sim.moved(120 + Double(step) * 5, 115, at: 0.05 + Double(step) * 0.1) }
    try sim.ended(160, 115, at: 0.95)
    sim.advance(to: at(1))
    #expect(sim.events(of: "s").contains(.valueChanged))
    let expected = (1...10).map { at(0) + Interval(nanoseconds: Int64($0) * 100_000_000) }
    #expect(firings(sim, "tick").map(\.time) == expected)
  }

  @Test("A repeating timer is pending work: the run does not settle until it is invalidated")
  func repeatingTimerKeepsARunUnsettled() {
    var sim = simulation()
    schedule(&sim, "tick", every: 0.5)
    sim.advance(to: at(2))
    #expect(!sim.isSettled)
    #expect(sim.pendingWork == ["repeating timer 'tick' (fires at t=2.5)"])
    sim.perform([.invalidate("tick")])
    #expect(sim.isSettled)
  }

  @Test("Scheduling a name again replaces its timer: the old one's fire date never comes")
  func rescheduleReplaces() {
    var sim = simulation()
    schedule(&sim, "tick", every: 0.5)
    sim.advance(to: at(0.2))
    schedule(&sim, "tick", every: 0.5)
    sim.advance(to: at(1.3))
    // The first was due at 0.5; the second, from 0.2, at 0.7 and 1.2.
    #expect(firings(sim, "tick").map(\.time) == [at(0.7), at(1.2)])
  }

  @Test("invalidate of a name never scheduled fails the run; a second invalidate does nothing")
  func invalidateUnknownAndTwice() {
    var sim = simulation()
    schedule(&sim, "tick", every: 0.5)
    sim.perform([.invalidate("tick"), .invalidate("tick"), .invalidate("tock")])
    let failures = sim.journal.compactMap {
      if case .actionFailed(let message) = $0.kind { return message }
      return nil
    }
    #expect(
      failures == ["invalidate: no timer or display link named 'tock' has been scheduled by t=0"])
    let invalidations = sim.journal.filter {
      if case .timer(let o) = $0.kind { return o.event == .invalidated }
      return false
    }
    #expect(invalidations.count == 1)
  }
}
