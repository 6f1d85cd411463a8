import Foundation
import SimEngine
import SimGeometry
import SimScenario
import Testing

/// Seed 000's overlay, found and gone after each of its fixes; the round button's circle. The
/// expected figures come from the scenarios' frames (window coordinates in their comments).
@Suite("Audit: seed 000's overlay and the round button")
struct AuditSeedTests {
  static let scenarios: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.deletingLastPathComponent().appendingPathComponent("Scenarios").path
  }()

  static func audit(_ name: String, at time: Double? = nil, _ options: Auditor.Options = .init())
    throws -> AuditReport
  {
    let scenario = try ScenarioLoader.load(path: scenarios + "/" + name + ".json").get()
    let subject = AuditSubject.scenario(scenario, at: time.map { Instant(seconds: $0) })
    return Auditor.audit(subject, options: options)
  }

  @Test("The broken layout: the close button is covered by the overlay, with the reason and fix")
  func brokenLayoutIsCovered() throws {
    let report = try Self.audit("overlay-swallows-close-button")
    let covered = report.findings.filter { $0.kind == .covered }
    #expect(covered.map(\.view) == ["close"])
    // The overlay (0, 0, 300, 200 in the container) holds the whole 40 × 40 button.
    #expect(covered.first?.reachable == 0)
    #expect(covered.first?.by.map(\.view) == ["overlay"])
    #expect(covered.first?.by.first?.share == 1)
    let reason = covered.first?.reason ?? ""
    #expect(reason.contains("'overlay' is in front of it"))
    #expect(reason.contains("alpha 0.1, which counts from 0.01"))
    #expect(reason.contains("bring 'close' in front"))
  }

  @Test(
    "Each fix leaves no covering; the 40 pt button is small",
    arguments: [
      "reordering-fixes-the-overlay", "pass-through-overlay-excluded-rect",
      "overlay-user-interaction-disabled",
    ])
  func fixesLeaveNoCovering(name: String) throws {
    let report = try Self.audit(name)
    #expect(report.findings.filter { $0.kind == .covered }.isEmpty, "\(name)")
    let small = report.findings.first { $0.view == "close" && $0.kind == .small }
    // 40 × 40 pt, all of it reachable: 160 samples a side, 160 / 4 = 40 pt.
    #expect(small?.size == Size(width: 40, height: 40), "\(name)")
    #expect(small?.reachable == 1, "\(name)")
  }

  @Test("Turning the overlay's interaction off leaves its own button unreachable, and says why")
  func interactionOffStrandsTheOverlaysButton() throws {
    // Before the fix's tap (t = 0.05) the overlay still covers the close button.
    let before = try Self.audit("overlay-user-interaction-disabled", at: 0.05)
    #expect(before.findings.first { $0.kind == .covered }?.view == "close")
    // After the run: the close button is reachable, the overlay's button is not.
    let after = try Self.audit("overlay-user-interaction-disabled")
    let unreachable = after.findings.filter { $0.kind == .unreachable }
    #expect(unreachable.map(\.view) == ["overlayButton"])
    #expect(
      unreachable.first?.reason.contains("its superview 'overlay' is not user-interaction enabled")
        == true)
  }

  @Test("A pass-through mask in front is never to blame: no findings")
  func passThroughMaskIsNoCulprit() throws {
    let report = try Self.audit("pass-through-view-returns-nil-for-itself")
    #expect(report.findings.isEmpty)
    #expect(report.controls.map(\.view) == ["skip", "like"])
  }

  @Test("The round button reaches through its circle: π/4 of its square, a 100 pt box")
  func roundButtonReachesItsCircle() throws {
    let report = try Self.audit("round-button")
    #expect(report.findings.isEmpty)
    let round = try #require(report.controls.first { $0.view == "round" })
    // 100 × 100 pt square, 400 × 400 samples; the circle of radius 50 holds about π/4 of them.
    #expect(round.visibleSamples == 400 * 400)
    #expect(abs(round.reachable - Double.pi / 4) < 0.002)
  }

  @Test("A 40 pt round button is small through its circle, and a 2 pt larger circle is not")
  func smallRoundButton() throws {
    func report(inset: Double) throws -> AuditReport {
      let text = scenarioText(
        views: """
          {"id": "round", "class": "UIButton", "frame": [100, 100, 40, 40],
           "hitArea": {"shape": "circle", "insets": [\(inset), \(inset), \(inset), \(inset)]}}
          """)
      return Auditor.audit(AuditSubject.scenario(try scenario(text)))
    }
    // Radius 20: samples within 20 pt of the centre span 160 per axis, 40 pt.
    let plain = try report(inset: 0)
    #expect(plain.findings.map(\.kind) == [.small])
    #expect(plain.findings.first?.size == Size(width: 40, height: 40))
    // Insets of -2 make a circle of radius 22: 44 pt across, Apple's minimum.
    let enlarged = try report(inset: -2)
    #expect(enlarged.findings.isEmpty)
  }

  @Test("A suppression keeps a finding out, by view and kind")
  func suppressionsMatchViewAndKind() throws {
    let rules = try AuditSuppressions.parse("close small  # 40 pt by design\n", file: "s").get()
    let report = try Self.audit(
      "reordering-fixes-the-overlay", Auditor.Options(suppressions: rules))
    #expect(report.findings.isEmpty)
    #expect(report.suppressed == 1)
    let other = try AuditSuppressions.parse("close covered\n", file: "s").get()
    #expect(
      try Self.audit("reordering-fixes-the-overlay", Auditor.Options(suppressions: other))
        .findings.count == 1)
  }

  @Test("A suppressions file with an unknown kind is refused with its line and column")
  func suppressionsRejectUnknownKinds() {
    guard case .failure(let error) = AuditSuppressions.parse("# x\nclose smal\n", file: "s.txt")
    else {
      Issue.record("accepted")
      return
    }
    #expect(
      error.messages == [
        "s.txt:2:7: error: unknown kind 'smal', expected covered, unreachable or small; did you mean 'small'?"
      ])
  }
}
