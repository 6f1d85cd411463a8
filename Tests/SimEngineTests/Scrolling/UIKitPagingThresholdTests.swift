import Foundation
import SimEngine
import SimGeometry
import Testing

/// `-_prepareToPageWithHorizontalVelocity:verticalVelocity:…` on both sides of its 0.3 pt/ms
/// threshold, with the last drag update's velocity (docs/uikit-notes/scroll-view.md §6).
@Suite("Scroll views: UIKit's paging threshold")
struct UIKitPagingThresholdTests {
  /// A 390 pt pager dragged left at `speed` pt/s (a move every 10 ms after the pan's 10 pt
  /// hysteresis) for 0.2 s, lifted 5 ms after the last move: the content at speed/50 pt, well
  /// under half a page, and the pan's velocity at the last update `speed`.
  private func flick(_ speed: Double) throws -> Simulation {
    var sim = simulation()
    sim.scrollView(
      "pager", frame: Rect(x: 0, y: 100, width: 390, height: 300),
      content: Size(width: 390 * 5, height: 300)
    ) { $0.isPagingEnabled = true }
    var moves: [(t: Double, x: Double)] = [(0.100, 300), (0.110, 290)]
    for k in 1...20 { moves.append((0.110 + Double(k) / 100, 290 - speed / 100 * Double(k))) }
    try sim.strokeX(y: 250, moves, lift: moves.last!.t + 0.005)
    return sim
  }

  private func target(_ sim: Simulation) -> Point? {
    for moment in sim.scrollMoments.reversed() {
      if case .willEndDragging(_, let target) = moment { return target }
    }
    return nil
  }

  @Test("0.31 pt/ms at the last update: over 0.3, the next page (ceil), though 62 pt along")
  func justOver() throws {
    var sim = try flick(310)
    let pager = sim.id("pager")
    #expect(abs(sim.tree[pager].bounds.origin.x - 62) < 1e-9)
    // ceil(62 / 390) = 1.
    #expect(target(sim) == Point(390, 0))
    sim.advance(to: Instant(seconds: 3))
    #expect(sim.tree[pager].bounds.origin.x == 390)
  }

  @Test("0.29 pt/ms at the last update: under 0.3, the nearest page, back to 0")
  func justUnder() throws {
    var sim = try flick(290)
    let pager = sim.id("pager")
    #expect(abs(sim.tree[pager].bounds.origin.x - 58) < 1e-9)
    // floor(58 / 390 + 0.5) = 0; it decelerates (0.29 ≥ 0.25) toward page 0.
    #expect(target(sim) == Point(0, 0))
    #expect(sim.scrollMoments.contains(.didEndDragging(decelerate: true)))
    sim.advance(to: Instant(seconds: 3))
    #expect(sim.tree[pager].bounds.origin.x == 0)
  }
}
