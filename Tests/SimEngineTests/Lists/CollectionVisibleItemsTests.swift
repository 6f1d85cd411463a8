import SimGeometry
import Testing

@testable import SimEngine

/// Which items a collection view has cells for as it scrolls: `-[UICollectionView
/// _updateVisibleCellsNow:]` asks `-[UICollectionViewData layoutAttributesForElementsInRect:]`
/// for `[self _visibleBounds]`, which is the scroll view's visible bounds (no prefetch or
/// preparation margin: prefetched cells are hidden, `_setHiddenForReuse:1`, outside the
/// visible cells), and keeps the items whose frame `CGRectIntersectsRect` it. The expected
/// items are found here by testing every item's frame against the bounds, independently of the
/// engine's search.
@Suite("Lists: the items a collection view has cells for")
struct CollectionVisibleItemsTests {
  /// The grid of ``CollectionViewTests/grid(_:)``: 390 × 844, 100-point items, 10 between
  /// items and lines: 3 a row (floor((390 + 10) / 110)), justified at x = 0, 145, 290 (the
  /// leftover 390 − 300 = 90 over 2 gaps), rows 110 apart.
  private static let columns = [0.0, 145, 290]

  /// Every item whose frame meets `0…390 × y…y + 844` with some area, by brute force.
  private func expectedItems(count: Int, offset y: Double) -> [Int] {
    (0..<count).filter { item in
      let (row, column) = (item / 3, item % 3)
      let frame = Rect(x: Self.columns[column], y: Double(row) * 110, width: 100, height: 100)
      let bounds = Rect(x: 0, y: y, width: 390, height: 844)
      return frame.minX < bounds.maxX && frame.maxX > bounds.minX && frame.minY < bounds.maxY
        && frame.maxY > bounds.minY
    }
  }

  private func visible(_ sim: Simulation) -> [Int] {
    sim.lists.visibleCells(of: sim.id("list")).map(\.indexPath.row)
  }

  @Test("At every offset the cells are exactly the items whose frames meet the bounds")
  func exactlyTheBounds() {
    var sim = CollectionViewTests.grid([3_000])
    for y in [0.0, 55, 100, 109.5, 123.25, 4_400, 35_000, 109_156] {
      sim.scrollList(to: y)
      #expect(visible(sim) == expectedItems(count: 3_000, offset: y), "offset \(y)")
    }
  }

  @Test("An item whose frame only touches an edge of the bounds has no cell")
  func touchingIsOut() {
    var sim = CollectionViewTests.grid([3_000])
    // At 100 row 0 (0..<100) ends on the top edge; at 36 the bounds end at 880, where row 8
    // begins: neither meets the bounds (CGRectIntersectsRect), rows 1 to 8 and 0 to 7 do.
    sim.scrollList(to: 100)
    #expect(visible(sim) == Array(3..<27))
    sim.scrollList(to: 36)
    #expect(visible(sim) == Array(0..<24))
    #expect(sim.view(named: "item.0.24") == nil)
  }

  @Test("No margin: an item a point beyond the bounds, ahead of the scroll, has no cell")
  func noPrefetchMargin() {
    var sim = CollectionViewTests.grid([3_000])
    // Scrolling down to 35: the bounds end at 879, a point above row 8 (880), which UIKit
    // would prefetch 0.75 × 844 ahead (`_computeFutureVisibleBoundsForPrefetchVelocity:`),
    // hidden; the engine makes no prefetched cell, and the visible cells are rows 0 to 7.
    sim.scrollList(to: 20)
    sim.scrollList(to: 35)
    #expect(visible(sim) == Array(0..<24))
    #expect(sim.listCellsMade == 24)
  }
}
