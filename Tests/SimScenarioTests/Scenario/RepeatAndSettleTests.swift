import SimEngine
import SimScenario
import Testing

@Suite("Repeating animations and settle")
struct RepeatAndSettleTests {
  /// A button `go` whose tap (lift at 0.15) animates `pulse`'s alpha from 1 to 0.2 over 0.3 s,
  /// linear, with `extra` keys in the animate action; `settle` and `expect` as given.
  static func scenario(extra: String, settle: String? = nil, expect: [String]) -> String {
    """
    {"screen": {"width": 390, "height": 844, "fps": 60},
     \(settle.map { #""settle": \#($0),"# } ?? "")
     "root": {"id": "root", "children": [
       {"id": "go", "class": "UIButton", "frame": [0, 0, 100, 50], "on": {"touchUpInside": [
         {"animate": {"view": "pulse", "to": {"alpha": 0.2}, "duration": 0.3, "curve": "linear"\(extra)}}]}},
       {"id": "pulse", "frame": [100, 100, 50, 50]}]},
     "touches": [{"tap": [50, 25], "t": 0.1, "duration": 0.05}],
     "expect": [\(expect.joined(separator: ", "))]}
    """
  }

  func alpha(at t: Double, _ value: Double) -> String {
    #"{"t": \#(t), "view": "pulse", "alpha": \#(value), "tolerance": 1e-9}"#
  }

  func run(_ text: String) throws -> ScenarioRun {
    ScenarioRunner.run(try SimScenarioTests.scenario(text))
  }

  func failures(_ run: ScenarioRun) -> [String] {
    run.failedResults.map { "\($0.expected) / \($0.actual)" }
  }

  @Test(
    "An autoreversing animation played twice goes there and back twice, then shows its model value")
  func autoreverseTwice() throws {
    // Start 0.15; each play 0.6 s (0.3 there, 0.3 back); the end at 0.15 + 1.2 = 1.35.
    let run = try run(
      Self.scenario(
        extra: #", "options": ["autoreverse"], "repeatCount": 2"#,
        expect: [
          alpha(at: 0.3, 0.6), alpha(at: 0.45, 0.2), alpha(at: 0.6, 0.6), alpha(at: 0.75, 1),
          alpha(at: 1.05, 0.2), alpha(at: 1.2, 0.6), alpha(at: 1.4, 0.2),
          #"{"log": "x", "count": 0}"#,
        ]))
    #expect(failures(run) == [])
    let finished = run.simulation.journal.compactMap { entry -> Double? in
      guard case .animationFinished = entry.kind else { return nil }
      return entry.time.seconds
    }
    #expect(finished == [1.35])
  }

  @Test("A fractional repeat count stops part-way through its last play")
  func fractionalCount() throws {
    // 1.5 plays of 0.3 s: the second starts at 0.45 (back at alpha 1), a quarter through it at
    // 0.525 (0.8), and it stops half-way, at 0.6.
    let run = try run(
      Self.scenario(
        extra: #", "repeatCount": 1.5"#,
        expect: [alpha(at: 0.3, 0.6), alpha(at: 0.525, 0.8)]))
    #expect(failures(run) == [])
    let ends = run.simulation.animations.map(\.end)
    #expect(ends == [Instant(seconds: 0.6)])
  }

  @Test("settle waits for a finite animation and reports when the run came to rest")
  func settles() throws {
    let run = try run(
      Self.scenario(
        extra: #", "options": ["autoreverse"], "repeatCount": 2"#, settle: "true", expect: []))
    #expect(failures(run) == [])
    let settle = try #require(run.results.first { $0.expectation.label == "settle" })
    #expect(settle.passed)
    // The touch stream ends at 0.15; the animation at 1.35, frame 81.
    #expect(settle.actual == "it settled at t=1.35, 72 frames after its end")
  }

  @Test("settle fails at its limit with what is still running: a repeating animation")
  func repeatsForever() throws {
    let run = try run(
      Self.scenario(extra: #", "options": ["repeat"]"#, settle: #"{"limit": 2}"#, expect: []))
    let failure = try #require(run.failedResults.first)
    #expect(failure.expectation.label == "settle")
    #expect(failure.expected == "the run settles within 2 s of its end (t=0.15)")
    #expect(
      failure.actual
        == "at t=2.15 still running: animation 1 of 'pulse' (repeats forever)")
    #expect(run.simulation.animations.first?.end == .never)
  }

  @Test("A repeating animation's start shows no end in the trace's terms: it never ends by itself")
  func foreverHasNoEnd() throws {
    let run = try run(
      Self.scenario(
        extra: #", "options": ["repeat"]"#, expect: [alpha(at: 0.3, 0.6), alpha(at: 5.1, 0.6)]))
    #expect(failures(run) == [])
  }

  @Test("A bad settle limit is reported with its key path")
  func badLimit() {
    let text = Self.scenario(extra: "", settle: #"{"limit": 0}"#, expect: [])
    #expect(diagnostics(text).contains { $0.contains("settle.limit") })
  }

  @Test("A huge repeat count of a long animation runs without overflowing the clock")
  func hugeCount() throws {
    let text = """
      {"root": {"id": "root", "children": [
         {"id": "go", "class": "UIButton", "frame": [0, 0, 100, 50], "on": {"touchUpInside": [
           {"animate": {"view": "pulse", "to": {"alpha": 0.2}, "duration": 3600, "repeatCount": 1000000,
            "options": ["autoreverse"]}}]}},
         {"id": "pulse", "frame": [100, 100, 50, 50]}]},
       "settle": {"limit": 1},
       "touches": [{"tap": [50, 25], "t": 0.1, "duration": 0.05}]}
      """
    let run = ScenarioRunner.run(try SimScenarioTests.scenario(text))
    let failure = try #require(run.failedResults.first)
    #expect(failure.actual.contains("animation 1 of 'pulse' (repeats forever)"))
  }
}
