import SimEngine
import SimScenario
import Testing

/// `timer`, `displayLink`, `invalidate` and `launch` as the reader takes them.
@Suite("Reading timers")
struct TimerReadingTests {
  @Test("A timer action reads into Timer.scheduledTimer's settings, run at launch")
  func readsATimer() throws {
    let read = try scenario(
      scenarioText(
        rest: #"""
          "launch": [{"timer": {"name": "t", "interval": 0.25, "repeats": true,
                                "tolerance": 0.05, "mode": "common", "actions": [{"log": "x"}]}}]
          """#))
    #expect(
      read.launch == [
        .timer(
          TimerSettings(
            name: "t", interval: Interval(nanoseconds: 250_000_000), repeats: true,
            tolerance: Interval(nanoseconds: 50_000_000), mode: .common, actions: [.log("x")]))
      ])
  }

  @Test("A timer is one-shot in the default mode unless told")
  func defaults() throws {
    let read = try scenario(
      scenarioText(rest: #""launch": [{"timer": {"name": "t", "interval": 1, "actions": []}}]"#))
    #expect(
      read.launch == [
        .timer(
          TimerSettings(
            name: "t", interval: Interval(nanoseconds: 1_000_000_000), repeats: false, actions: []))
      ])
  }

  @Test("invalidate of a name no action makes is an error with the nearest name")
  func misspeltInvalidate() {
    let text = diagnostics(
      scenarioText(
        rest:
          #""launch": [{"timer": {"name": "tick", "interval": 1, "actions": []}}, {"invalidate": "tik"}]"#
      )
    ).joined(separator: "\n")
    #expect(text.contains("no timer or displayLink action makes one named 'tik'"))
    #expect(text.contains("did you mean 'tick'?"))
  }

  @Test("An interval under a millisecond is refused")
  func intervalBound() {
    let text = diagnostics(
      scenarioText(
        rest: #""launch": [{"timer": {"name": "t", "interval": 0.0005, "actions": []}}]"#)
    ).joined(separator: "\n")
    #expect(text.contains("'interval' must be within 0.001…3600 s"))
  }

  @Test("A display link's timestamp is read in expressions, and its name checked")
  func displayLinkReference() {
    let ok = diagnostics(
      scenarioText(
        views: #"{"id": "v"}"#,
        rest: #"""
          "launch": [{"displayLink": {"name": "link", "actions": [
            {"set": {"view": "v", "alpha": "link.targetTimestamp - link.timestamp"}}]}}]
          """#))
    #expect(ok.isEmpty, "\(ok)")
    let wrong = diagnostics(
      scenarioText(
        views: #"{"id": "v"}"#,
        rest: #""launch": [{"set": {"view": "v", "alpha": "lnk.timestamp"}}]"#)
    ).joined(separator: "\n")
    #expect(wrong.contains("no timer or displayLink action makes one named 'lnk'"))
  }
}
