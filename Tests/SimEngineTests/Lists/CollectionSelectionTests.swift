import SimGeometry
import Testing

@testable import SimEngine

/// A collection view selecting items by touch (`ItemSelection`): the delegate's moments in
/// UICollectionView.h's order (touch begins: didHighlight; lifts: didSelect or didDeselect,
/// then didUnhighlight), single selection deselecting the item before
/// (`-_selectItemAtIndexPath:…` → `-_deselectAllAnimated:notifyDelegate:YES`), multiple
/// selection toggling, `allowsSelection` off doing nothing.
@Suite("Lists: a collection view's selection by touch")
struct CollectionSelectionTests {
  /// ``CollectionViewTests/grid(_:)``'s grid of 12 items: item i at column i % 3 (x = 0, 145,
  /// 290), row i / 3 (y = 110 × row), 100 square.
  private func grid(_ selection: ItemSelectionSettings = ItemSelectionSettings()) -> Simulation {
    ListTableTests.table(
      [ListSection(rows: 12, rowHeight: 0)],
      flow: FlowLayoutSettings(itemSize: Size(width: 100, height: 100)), selection: selection)
  }

  /// The centre of item `i`.
  private func centre(_ item: Int) -> Point {
    Point([0.0, 145, 290][item % 3] + 50, Double(item / 3) * 110 + 50)
  }

  private func tap(_ sim: inout Simulation, _ item: Int, at seconds: Double) throws {
    try sim.perform(.tap(TapGesture(at: centre(item), time: Instant(seconds: seconds))))
    sim.advance(to: Instant(seconds: seconds + 0.3))
  }

  private func items(_ sim: Simulation) -> [Int] {
    sim.selectedItems(of: sim.id("list")).map(\.row)
  }

  @Test("Single selection: tapping another item deselects the first before selecting it")
  func singleSelection() throws {
    var sim = grid()
    try tap(&sim, 1, at: 0.1)
    try tap(&sim, 5, at: 1)
    #expect(
      ListTableTests.moments(sim) == [
        "didHighlightRow 0.1", "didSelectRow 0.1", "didUnhighlightRow 0.1",
        "didHighlightRow 0.5", "didDeselectRow 0.1", "didSelectRow 0.5", "didUnhighlightRow 0.5",
      ])
    #expect(items(sim) == [5])
  }

  @Test("Single selection: tapping the selected item selects it again, deselecting nothing")
  func reselect() throws {
    var sim = grid()
    try tap(&sim, 4, at: 0.1)
    try tap(&sim, 4, at: 1)
    #expect(ListTableTests.moments(sim).filter { $0.hasPrefix("didDeselect") }.isEmpty)
    #expect(ListTableTests.moments(sim).filter { $0 == "didSelectRow 0.4" }.count == 2)
    #expect(items(sim) == [4])
  }

  @Test("Multiple selection: taps add items, and a tap on a selected item deselects it")
  func multipleSelection() throws {
    var sim = grid(ItemSelectionSettings(allowsMultipleSelection: true))
    try tap(&sim, 7, at: 0.1)
    try tap(&sim, 2, at: 1)
    #expect(items(sim) == [2, 7])
    try tap(&sim, 7, at: 2)
    #expect(
      ListTableTests.moments(sim).suffix(3) == [
        "didHighlightRow 0.7", "didDeselectRow 0.7", "didUnhighlightRow 0.7",
      ])
    #expect(items(sim) == [2])
  }

  @Test("With allowsSelection off a tap neither highlights nor selects")
  func selectionOff() throws {
    var sim = grid(ItemSelectionSettings(allowsSelection: false))
    try sim.send(
      TouchInput(time: Instant(seconds: 0.1), finger: 1, phase: .began, location: centre(3)))
    sim.advance(to: Instant(seconds: 0.4))
    #expect(sim.frames.last?.highlighted == [])
    try sim.send(
      TouchInput(time: Instant(seconds: 0.5), finger: 1, phase: .ended, location: centre(3)))
    #expect(ListTableTests.moments(sim).isEmpty)
    #expect(items(sim).isEmpty)
  }

  @Test("Multiple selection turns selection on, as setAllowsMultipleSelection: does")
  func multipleTurnsSelectionOn() {
    let settings = ItemSelectionSettings(allowsSelection: false, allowsMultipleSelection: true)
    #expect(settings.allowsSelection)
  }

  @Test("A held item is highlighted once the delay ends, and a drag cancels it unselected")
  func heldThenDragged() throws {
    // Taller than the bounds, so a vertical drag scrolls (12 items, 430 tall, would not).
    var sim = ListTableTests.table(
      [ListSection(rows: 3_000, rowHeight: 0)],
      flow: FlowLayoutSettings(itemSize: Size(width: 100, height: 100)))
    try sim.send(
      TouchInput(time: Instant(seconds: 0.1), finger: 1, phase: .began, location: centre(4)))
    sim.advance(to: Instant(seconds: 0.3))
    #expect(sim.frames.last?.highlighted == [sim.id("item.0.4")])
    try sim.send(
      TouchInput(time: Instant(seconds: 0.4), finger: 1, phase: .moved, location: Point(195, 215)))
    try sim.send(
      TouchInput(time: Instant(seconds: 0.5), finger: 1, phase: .ended, location: Point(195, 215)))
    #expect(ListTableTests.moments(sim) == ["didHighlightRow 0.4", "didUnhighlightRow 0.4"])
    #expect(items(sim).isEmpty)
  }

  @Test("A selected item stays selected by index path when its cell leaves and comes back")
  func selectionByIndexPath() throws {
    var sim = ListTableTests.table(
      [ListSection(rows: 3_000, rowHeight: 0)],
      flow: FlowLayoutSettings(itemSize: Size(width: 100, height: 100)))
    try tap(&sim, 4, at: 0.1)
    sim.scrollList(to: 11_000)
    #expect(sim.view(named: "item.0.4") == nil)
    sim.scrollList(to: 0)
    #expect(items(sim) == [4])
  }
}
