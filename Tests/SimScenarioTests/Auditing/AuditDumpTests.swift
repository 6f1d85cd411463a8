import Foundation
import SimEngine
import SimGeometry
import SimScenario
import Testing

/// The real dumps in ../shared/fixtures/recursive-description, audited. The figures come from
/// the frames each dump prints.
@Suite("Audit: the real recursiveDescription dumps")
struct AuditDumpTests {
  static func audit(_ prefix: String, passThrough: [String] = []) throws -> AuditReport {
    let names = try FileManager.default.contentsOfDirectory(atPath: DumpFixtures.folder)
    let name = try #require(names.sorted().first { $0.hasPrefix(prefix + "-") })
    let path = DumpFixtures.path(name)
    let dump = try RecursiveDescription.load(path: path).get()
    let source = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let made = AuditSubject.dump(dump, source: source, passThrough: passThrough)
    return Auditor.audit(made.subject)
  }

  @Test("Photos picker: the navigation bar (320 × 44) and its button cover the content's top")
  func photosPickerNavigationBarCoversContent() throws {
    let report = try Self.audit("01")
    let covered = try #require(report.findings.first { $0.kind == .covered })
    #expect(covered.view == "<UICollectionViewControllerWrapperView: 0x17e37890>")
    // The wrapper is 320 × 568; the bar takes its top 44 pt, of which the 34 × 30 button.
    #expect(covered.reachable == Double(568 - 44) / 568)
    #expect(
      covered.by.map(\.view) == [
        "<UINavigationBar: 0x1a2a0f80>", "<UINavigationButton: 0x1a29d2e0>",
      ])
    #expect(covered.by.last?.share == Double(34 * 30) / Double(320 * 568))
    #expect(
      report.findings.contains {
        $0.view == "<UINavigationButton: 0x1a29d2e0>" && $0.kind == .small
          && $0.size == Size(width: 34, height: 30)
      })
  }

  @Test("Chisel's border overlay sits behind the button: nothing covers it, 46 × 30 is small")
  func chiselOverlayBehindTheButton() throws {
    let report = try Self.audit("05")
    #expect(report.findings.map(\.kind) == [.small])
    #expect(report.findings.first?.view == "<UIButton: 0x7f80f2d11820>")
    #expect(report.findings.first?.size == Size(width: 46, height: 30))
  }

  @Test("A switch's private visual element counts for the switch, which is 51 × 31")
  func switchElementCountsForTheSwitch() throws {
    let report = try Self.audit("08")
    #expect(report.controls.map(\.view) == ["<UISwitch: 0x11a70f9e0>"])
    #expect(report.findings.first?.size == Size(width: 51, height: 31))
  }

  @Test("The sheet's dimming view is a modal blocker, never a control")
  func dimmingViewIsNoControl() throws {
    let report = try Self.audit("06")
    #expect(!report.controls.contains { $0.viewClass == "UIDimmingView" })
    #expect(report.findings.allSatisfy { $0.kind == .small })
  }

  @Test("Swipe to delete: the delete button shows 82 × 43.5 pt, all reachable")
  func swipeToDeleteButton() throws {
    let report = try Self.audit("07")
    let button = try #require(
      report.findings.first { $0.view == "<UITableViewCellDeleteConfirmationButton: 0x8b61b60>" })
    #expect(button.kind == .small)
    #expect(button.reachable == 1)
    #expect(button.size == Size(width: 82, height: 43.5))
  }

  @Test("Every dump says a custom hitTest can't be seen; --pass-through marks a view")
  func dumpsSayWhatTheyCantSee() throws {
    let report = try Self.audit("01", passThrough: ["UINavigationBar"])
    #expect(report.notes.contains(AuditSubject.dumpCaveat))
    // The bar passes touches through: only its button still covers the content.
    let covered = try #require(report.findings.first { $0.kind == .covered })
    #expect(covered.by.map(\.view) == ["<UINavigationButton: 0x1a29d2e0>"])
  }
}
