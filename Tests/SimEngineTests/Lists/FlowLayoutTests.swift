import SimGeometry
import Testing

@testable import SimEngine

/// `UICollectionViewFlowLayout`'s placement of items of one size, each expected frame worked
/// out here from the rule (`_UIFlowLayoutSection -computeLayout`, `_UIFlowLayoutRow
/// -layoutRow`): n = floor((available + interitem) / (item + interitem)) per row, the row's
/// leftover spread between its items (justified), a partial last row in the full rows'
/// columns, a single item centred, origins rounded to the pixel.
@Suite("Lists: the flow layout")
struct FlowLayoutTests {
  static func layout(
    _ counts: [Int],
    _ settings: FlowLayoutSettings = FlowLayoutSettings(
      itemSize: Size(width: 100, height: 100)), dimension: Double = 390, scale: Double = 1
  ) -> FlowLayout {
    FlowLayout(settings, itemCounts: counts, dimension: dimension, scale: scale)
  }

  func item(_ index: Int, section: Int = 0) -> ListIndexPath {
    ListIndexPath(section: section, row: index)
  }

  @Test("A row of three takes its leftover space between its items")
  func justifiedRow() {
    let layout = Self.layout([9])
    // floor((390 + 10) / (100 + 10)) = 3 a row; the leftover 390 − 3 × 100 = 90 goes into the
    // two gaps: 45 each, so the columns are at 0, 145 and 290; rows 100 + 10 apart.
    #expect(layout.perRow == 3)
    #expect(layout.frame(item(0)) == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(layout.frame(item(1)) == Rect(x: 145, y: 0, width: 100, height: 100))
    #expect(layout.frame(item(2)) == Rect(x: 290, y: 0, width: 100, height: 100))
    #expect(layout.frame(item(4)) == Rect(x: 145, y: 110, width: 100, height: 100))
    // Three rows: 3 × 100 + 2 × 10 tall, as wide as the dimension.
    #expect(layout.contentSize == Size(width: 390, height: 320))
  }

  @Test("A partial last row stays in the columns of the full rows above it")
  func partialLastRow() {
    let layout = Self.layout([8])
    // Items 6 and 7 are row 2's: columns 0 and 1 (x 0 and 145), not centred or spread.
    #expect(layout.frame(item(6)) == Rect(x: 0, y: 220, width: 100, height: 100))
    #expect(layout.frame(item(7)) == Rect(x: 145, y: 220, width: 100, height: 100))
  }

  @Test("A section of one item centres it; a row with room for one centres each")
  func singleItemCentred() {
    // (390 − 100) / 2 = 145.
    #expect(Self.layout([1]).frame(item(0)).minX == 145)
    // 250-wide items: one fits in 390 (floor(400 / 260) = 1): (390 − 250) / 2 = 70.
    let wide = Self.layout([3], FlowLayoutSettings(itemSize: Size(width: 250, height: 40)))
    #expect(wide.frame(item(2)) == Rect(x: 70, y: 100, width: 250, height: 40))
  }

  @Test("Section insets, headers and footers shift the rows and add to each section")
  func insetsAndHeaders() {
    let settings = FlowLayoutSettings(
      itemSize: Size(width: 100, height: 100),
      sectionInset: EdgeInsets(top: 10, left: 20, bottom: 30, right: 20),
      headerReferenceSize: Size(width: 0, height: 40),
      footerReferenceSize: Size(width: 0, height: 25))
    let layout = Self.layout([5, 5], settings)
    // 350 available: 3 a row, gaps (390 − 300 − 40) / 2 = 25: columns at 20, 145, 270.
    // Rows start below the header and the top inset: 40 + 10 = 50.
    #expect(layout.frame(item(0)) == Rect(x: 20, y: 50, width: 100, height: 100))
    #expect(layout.frame(item(4)) == Rect(x: 145, y: 160, width: 100, height: 100))
    // A section: 40 + 10 + (2 × 100 + 10) + 30 + 25 = 315; section 1's rows at 315 + 50.
    #expect(layout.frame(item(0, section: 1)) == Rect(x: 20, y: 365, width: 100, height: 100))
    #expect(layout.contentSize == Size(width: 390, height: 630))
  }

  @Test("Scrolling horizontally, items fill columns down the height, columns line-spaced")
  func horizontal() {
    let settings = FlowLayoutSettings(
      itemSize: Size(width: 80, height: 90), minimumInteritemSpacing: 10, minimumLineSpacing: 20,
      scrollDirection: .horizontal)
    let layout = Self.layout([7], settings, dimension: 300)
    // Down 300: floor((300 + 10) / (90 + 10)) = 3 a column, gaps (300 − 270) / 2 = 15:
    // y 0, 105, 210; columns 80 + 20 apart.
    #expect(layout.frame(item(4)) == Rect(x: 100, y: 105, width: 80, height: 90))
    #expect(layout.frame(item(6)) == Rect(x: 200, y: 0, width: 80, height: 90))
    // Three columns: 3 × 80 + 2 × 20 wide, the dimension tall.
    #expect(layout.contentSize == Size(width: 280, height: 300))
  }

  @Test("Origins are rounded to the screen's pixels")
  func pixelRounding() {
    // 375 wide: gaps (375 − 300) / 2 = 37.5, item 1 at 137.5: at 3× round(412.5) / 3.
    let layout = Self.layout([3], dimension: 375, scale: 3)
    #expect(layout.frame(item(1)).minX == 413.0 / 3)
    #expect(Self.layout([3], dimension: 375, scale: 2).frame(item(1)).minX == 137.5)
  }

  @Test("The items in a rectangle are those it meets with some area")
  func itemsInRect() {
    let layout = Self.layout([10_000])
    // 0..<844 meets rows 0 (0..<100) to 7 (770..<870); row 8 begins at 880.
    #expect(layout.items(in: Rect(x: 0, y: 0, width: 390, height: 844)).map(\.row) == Array(0..<24))
    // From 100, row 0 only touches the top edge: rows 1 to 8 (880 < 944).
    #expect(
      layout.items(in: Rect(x: 0, y: 100, width: 390, height: 844)).map(\.row) == Array(3..<27))
  }
}
