import SimEngine
import SimScenario
import Testing

/// Seed 001's custom presentation: while its backdrop is up, the presenter's buttons are
/// behind a modal blocker, which is no bug unless asked.
@Suite("Audit: modal blockers")
struct AuditModalTests {
  static func audit(at time: Double, includeModal: Bool) throws -> AuditReport {
    let scenario = try ScenarioLoader.load(
      path: AuditSeedTests.scenarios + "/presentations/seed-001-custom-presentation.json"
    ).get()
    return Auditor.audit(
      AuditSubject.scenario(scenario, at: Instant(seconds: time)),
      options: Auditor.Options(includeModal: includeModal))
  }

  @Test("Buttons behind a presentation's backdrop are listed as behind a modal blocker")
  func behindTheBackdropIsNoFinding() throws {
    // At t = 1 the 'bottom' presentation is up (its backdrop covers the screen).
    let report = try Self.audit(at: 1, includeModal: false)
    #expect(report.findings.isEmpty)
    #expect(report.behindModal == ["open", "openHalf"])
  }

  @Test("With --include-modal they are covered by the backdrop, marked modal")
  func includeModalReportsThem() throws {
    let report = try Self.audit(at: 1, includeModal: true)
    let covered = report.findings.filter { $0.kind == .covered }
    #expect(covered.map(\.view) == ["open", "openHalf"])
    #expect(covered.allSatisfy { $0.by.map(\.view) == ["bottom.backdrop"] && $0.by[0].isModal })
  }
}
