import SimGeometry
import Testing

@testable import SimEngine

/// A new touch dragging the presented preview, through the simulation: the container's pan
/// (`com.apple.UIKit.PreviewPlatterPan`, 10 pt hysteresis taken off its translation) reaches
/// `_UIContextMenuPanController`'s rules. The photo's menu opens at 0.5 s (ContextMenuTests);
/// the second finger comes down on the preview's centre (140, 175) at 1 s.
@Suite("Context menus: a drag of the presented preview")
struct ContextMenuPreviewDragTests {
  static let previewName = "photo.contextMenu.preview"

  /// Down at 1.0 s, 20 pt down at 1.05 s (the pan begins, translation 10), then each step 60
  /// and 80 pt further 0.05 s apart.
  static func drag(_ sim: inout Simulation, lift: Double?) throws {
    try sim.send(ContextMenuTests.touch(.began, Point(x: 140, y: 175), at: 1.0, finger: 2))
    try sim.send(ContextMenuTests.touch(.moved, Point(x: 140, y: 195), at: 1.05, finger: 2))
    try sim.send(ContextMenuTests.touch(.moved, Point(x: 140, y: 255), at: 1.1, finger: 2))
    try sim.send(ContextMenuTests.touch(.moved, Point(x: 140, y: 335), at: 1.15, finger: 2))
    if let lift {
      try sim.send(ContextMenuTests.touch(.ended, Point(x: 140, y: 335), at: lift, finger: 2))
    }
  }

  static func moments(_ sim: Simulation) -> [ContextMenuMoment] {
    sim.journal.compactMap { if case .contextMenu(_, let moment) = $0.kind { moment } else { nil } }
  }

  @Test("The preview's model follows the pan's translation of 150 pt: scale 0.82, centre 338.5")
  func previewFollowsTheFinger() throws {
    var sim = try ContextMenuTests.openMenu()
    try Self.drag(&sim, lift: nil)
    let preview = sim.id(Self.previewName)
    // Translation 20 + 60 + 80 − 10 (the hysteresis) = 150: s = 1 − 0.6 + 0.6·0.7.
    let scale: Double = 1 - 0.6 + 0.6 * 0.7
    let centerY: Double = 175 + 150 + (150 - scale * 150) / 2
    #expect(abs(sim.tree[preview].transform.a - scale) < 1e-12)
    #expect(abs(sim.tree[preview].center.y - centerY) < 1e-9)
    // Past 50 pt the menu hides.
    #expect(sim.tree[sim.id("photo.contextMenu.menu")].alpha == 0)
    #expect(Self.moments(sim).contains(.panBegan))
  }

  @Test(
    "Lifted at 933 pt/s, the menu dismisses (the preview was swiped down) with the 0.85 / 0.4 spring"
  )
  func fastReleaseDismisses() throws {
    var sim = try ContextMenuTests.openMenu()
    try Self.drag(&sim, lift: 1.2)
    // Samples at 1.05 (y 195), 1.1 (255), 1.15 (335): 140 pt over 1.2 − 1.05 s.
    let velocity = 140 / (1.2 - 1.05)
    #expect(ContextMenuTests.logs(sim) == ["willDisplay", "willEnd"])
    let reasons = Self.moments(sim).compactMap {
      if case .willEnd(let why) = $0 { why } else { nil }
    }
    #expect(reasons == ["the preview was swiped down"])
    #expect(!sim.tree[sim.id("photo.contextMenu")].isUserInteractionEnabled)
    // The preview's centre goes back to the photo's (175) from 338.5 with v over the distance.
    let preview = sim.id(Self.previewName)
    let started = sim.animator.records.filter {
      $0.view == preview && $0.requested == Instant(seconds: 1.2)
    }
    let springs = started.compactMap { if case .spring(let s) = $0.timing { s } else { nil } }
    let scale: Double = 1 - 0.6 + 0.6 * 0.7
    let dragged: Double = 175 + 150 + (150 - scale * 150) / 2
    let distance: Double = 175 - dragged
    #expect(springs.contains { abs($0.initialVelocity - velocity / distance) < 1e-6 })
    let swipe = Spring.swiftUI(response: 0.4, dampingFraction: 0.85)
    #expect(springs.contains { $0 == swipe })
  }

  @Test("Held still and lifted under 250 pt, the preview springs back and the menu shows again")
  func slowReleaseSpringsBack() throws {
    var sim = try ContextMenuTests.openMenu()
    try Self.drag(&sim, lift: nil)
    // 140 pt over 1.05 … 2.0 s: 147 pt/s, under 300; translation 150 ≤ 250.
    try sim.send(ContextMenuTests.touch(.ended, Point(x: 140, y: 335), at: 2.0, finger: 2))
    let preview = sim.id(Self.previewName)
    #expect(sim.tree[preview].center == Point(x: 140, y: 175))
    #expect(sim.tree[preview].transform == .identity)
    #expect(sim.tree[sim.id("photo.contextMenu.menu")].alpha == 1)
    #expect(ContextMenuTests.logs(sim) == ["willDisplay"])
    let ended = Self.moments(sim).compactMap {
      if case .panEnded(let why) = $0 { why } else { nil }
    }
    #expect(ended.count == 1)
    #expect(ended.first?.hasPrefix("springs back") == true)
  }

  @Test("A cancelled pan leaves the preview where the last update put it (case 4: no move)")
  func cancelledPanLeavesThePreview() throws {
    var sim = try ContextMenuTests.openMenu()
    try Self.drag(&sim, lift: nil)
    let preview = sim.id(Self.previewName)
    let placed = sim.tree[preview].center
    try sim.send(ContextMenuTests.touch(.cancelled, Point(x: 140, y: 335), at: 1.2, finger: 2))
    #expect(sim.tree[preview].center == placed)
    let ended = Self.moments(sim).compactMap {
      if case .panEnded(let why) = $0 { why } else { nil }
    }
    #expect(ended == ["cancelled: the preview stays where it was"])
    #expect(ContextMenuTests.logs(sim) == ["willDisplay"])
  }

  @Test("A drag that starts on the blur moves the preview too: the pan takes any touch there")
  func dragOnTheBlurMovesThePreview() throws {
    var sim = try ContextMenuTests.openMenu()
    // (340, 500): right of the menu, on the blur; 20 pt down begins the pan (translation 10).
    try sim.send(ContextMenuTests.touch(.began, Point(x: 340, y: 500), at: 1.0, finger: 2))
    try sim.send(ContextMenuTests.touch(.moved, Point(x: 340, y: 520), at: 1.05, finger: 2))
    let preview = sim.id(Self.previewName)
    let scale: Double = 1 - 10.0 / 250 + 10.0 / 250 * 0.7
    let centerY: Double = 175 + 10 + (150 - scale * 150) / 2
    #expect(abs(sim.tree[preview].center.y - centerY) < 1e-9)
    #expect(Self.moments(sim).contains(.panBegan))
  }
}
