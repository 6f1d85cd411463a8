import SimGeometry
import Testing

@testable import SimEngine

/// The app timers room keeps storage for the timers and display links valid at once, never for
/// every one the run scheduled: an invalidated timer's or link's slot is reused. Counted
/// (slots held), not timed. Before slots were reused, a repeating timer scheduling a one-shot
/// each firing held one slot per firing (N + 1 timer slots, N link slots).
@Suite("The app timers' storage does not grow with the run")
struct TimerLinearityTests {
  static let interval = 0.05

  /// A repeating timer every 0.05 s whose block schedules a one-shot timer (0.02 s) and adds
  /// a display link again under the same name, run for `firings` of the repeating timer.
  static func churn(_ firings: Int) -> Simulation {
    var sim = simulation()
    let blip = TimerSettings(
      name: "blip", interval: Interval(seconds: 0.02), repeats: false, actions: [.log("blip")])
    let link = DisplayLinkSettings(name: "frame", actions: [])
    sim.perform([
      .timer(
        TimerSettings(
          name: "tick", interval: Interval(seconds: interval), repeats: true,
          actions: [.log("tick"), .timer(blip), .displayLink(link)]))
    ])
    // The last firing at firings · 0.05 s, its one-shot 0.02 s later.
    sim.advance(to: Instant(seconds: Double(firings) * interval + 0.03))
    return sim
  }

  @Test(
    "A timer scheduling a one-shot and a display link each firing holds the same slots for N and 10·N firings"
  )
  func slotsStayBounded() {
    let small = Self.churn(100)
    let large = Self.churn(1_000)
    #expect(small.count(log: "tick") == 100 && small.count(log: "blip") == 100)
    #expect(large.count(log: "tick") == 1_000 && large.count(log: "blip") == 1_000)
    // Valid at once: the repeating timer and one one-shot (each fires 0.02 s after it is
    // scheduled, before the next is), and one link (adding it again invalidates the old).
    let (timerSlots, linkSlots) = (large.timers.timers.count, large.timers.links.count)
    #expect(timerSlots <= 2 && linkSlots <= 1, "\(timerSlots) timer, \(linkSlots) link slots")
    #expect(small.timers.timers.count == timerSlots && small.timers.links.count == linkSlots)
    // Per frame, the links looked at are the running ones only.
    #expect(large.timers.runningLinks.count == 1)
  }

  @Test(
    "Waiting timers due at one date fire in the order they were scheduled, a reused slot notwithstanding"
  )
  func reusedSlotKeepsSchedulingOrder() throws {
    var sim = simulation()
    sim.list()
    func oneShot(_ name: String, _ seconds: Double) -> Action {
      .timer(
        TimerSettings(
          name: name, interval: Interval(seconds: seconds), repeats: false,
          actions: [.log(name)]))
    }
    // "spare" takes the first slot; "early" the second; "spare"'s invalidation frees the first
    // for "late", scheduled after "early" and due at the same date.
    sim.perform([
      oneShot("spare", 5), oneShot("early", 0.3), .invalidate("spare"), oneShot("late", 0.3),
    ])
    try sim.perform(
      .drag(
        DragGesture(
          path: [Point(195, 600), Point(195, 400)], time: Instant(seconds: 0.1),
          duration: Interval(seconds: 0.5))))
    sim.advance(to: Instant(seconds: 6))
    let fired = sim.journal.compactMap { entry -> String? in
      guard case .timer(let o) = entry.kind, case .fired = o.event else { return nil }
      return o.name
    }
    let waited = sim.journal.contains {
      guard case .timer(let o) = $0.kind, case .waiting = o.event else { return false }
      return o.name == "late"
    }
    // Both came due during the drag (0.3 s, inside 0.1…0.6 s) and waited for its end.
    #expect(waited)
    #expect(fired == ["early", "late"])
  }
}
