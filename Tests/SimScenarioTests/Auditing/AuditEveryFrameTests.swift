import SimEngine
import SimGeometry
import SimScenario
import Testing

/// `--every-frame`: an overlay that covers a button only while it fades out is a transition's,
/// not a finding; one left in front after its animation ended is, from when it appeared.
@Suite("Audit: every frame of a run")
struct AuditEveryFrameTests {
  /// Tapping `open` at t = 0.1 (lifted at 0.15) adds a full-screen overlay (alpha 0.5, in front
  /// of `target`) that fades to `endAlpha` over 0.3 s (the model takes the end value at once,
  /// as in UIKit, so an alpha of 0 would stop it covering at once), hittable while it moves
  /// (allowUserInteraction); with `removes`, its completion removes it.
  static func scenario(endAlpha: Double, removes: Bool) throws -> Scenario {
    let completion = removes ? #", "completion": [{"remove": "overlay"}]"# : ""
    return try SimScenarioTests.scenario(
      scenarioText(
        views: """
          {"id": "target", "class": "UIButton", "frame": [100, 400, 100, 60]},
          {"id": "open", "class": "UIButton", "frame": [100, 100, 100, 60],
           "on": {"touchUpInside": [
             {"add": {"parent": "root", "view": {"id": "overlay", "frame": [0, 300, 390, 300], "alpha": 0.5}}},
             {"animate": {"view": "overlay", "to": {"alpha": \(endAlpha)}, "duration": 0.3,
                          "options": ["allowUserInteraction"]\(completion)}}
           ]}}
          """,
        rest: """
          "screen": {"width": 390, "height": 844, "fps": 60},
          "touches": [{"tap": [150, 130], "t": 0.1}]
          """))
  }

  @Test("An overlay that covers the button only while it fades out is no finding")
  func transientCoveringIsNoFinding() throws {
    let scenario = try Self.scenario(endAlpha: 0.4, removes: true)
    #expect(Auditor.everyFrame(scenario).findings.filter { $0.kind == .covered }.isEmpty)
    // Asked for, it is there, while the fade runs.
    let transient = Auditor.everyFrame(scenario, includeTransient: true).findings
      .filter { $0.kind == .covered }
    #expect(transient.map(\.view) == ["target"])
    #expect(transient.first?.by.map(\.view) == ["overlay"])
    let from = try #require(transient.first?.from)
    let to = try #require(transient.first?.to)
    // It appears with the tap's lift and is gone once the 0.3 s fade has ended.
    #expect(from >= Instant(seconds: 0.1) && from < Instant(seconds: 0.2))
    #expect(to < from + Interval(seconds: 0.35))
  }

  @Test("An overlay left in front after its animation ended is a finding from when it appeared")
  func coveringAfterTheAnimationIsAFinding() throws {
    let scenario = try Self.scenario(endAlpha: 0.05, removes: false)
    let covered = Auditor.everyFrame(scenario).findings.filter { $0.kind == .covered }
    #expect(covered.map(\.view) == ["target"])
    #expect(covered.first?.by.map(\.view) == ["overlay"])
    let from = try #require(covered.first?.from)
    #expect(from >= Instant(seconds: 0.1) && from < Instant(seconds: 0.2))
    // The default audit, after the run has settled, finds it too.
    let settled = Auditor.audit(AuditSubject.scenario(scenario)).findings
    #expect(settled.contains { $0.kind == .covered && $0.view == "target" })
  }
}
