import SimGeometry
import Testing

@testable import SimEngine

/// The sheet-and-scroll hand-off alone: facts in, steps out. The rules are iOS 15's sheets
/// sharing their scroll view's pan (WWDC21 "Customize and resize sheets in UIKit";
/// `prefersScrollingExpandsWhenScrolledToEdge`): a drag down with the content at its top moves
/// the sheet, a drag up grows a sheet that can grow, and each hands over to the other midway.
@Suite("Sheet-and-scroll hand-off")
struct SheetScrollHandoffTests {
  static let view = ViewID(rawValue: 3)
  static let sheet = (name: "sheet", atLargest: false, expands: true)

  /// A content whose offset range starts at 0, in a sheet at its medium detent.
  static func facts(
    offset: Double = 0, dragStart: Double? = nil, translation: Double = 0, velocity: Double = 0,
    sheetDrag: (startTop: Double, largestTop: Double)? = nil, atLargest: Bool = false
  ) -> SheetScrollFacts {
    SheetScrollFacts(
      sheet: (name: "sheet", atLargest: atLargest, expands: true), sheetDrag: sheetDrag,
      contentTop: 0, contentOffsetY: offset, contentDragStartY: dragStart,
      translation: Point(0, translation), velocity: Point(0, velocity))
  }

  @Test("A drag that begins downward with the content at its top moves the sheet")
  func downAtTopMovesTheSheet() {
    var handoff = SheetScrollHandoff()
    let steps = handoff.dragged(Self.view, state: .began, facts: Self.facts(velocity: 300))
    #expect(steps == [.moveSheet("sheet", .began, translationBase: 0)])
  }

  @Test("A drag that begins downward with the content scrolled moves the content")
  func downScrolledMovesTheContent() {
    var handoff = SheetScrollHandoff()
    let steps = handoff.dragged(
      Self.view, state: .began, facts: Self.facts(offset: 120, velocity: 300))
    #expect(steps == [.moveContent(.began, translation: Point(0, 0), velocity: Point(0, 300))])
  }

  @Test("A drag up grows a sheet below its largest detent, and scrolls the content at it")
  func upGrowsTheSheetUntilItsLargest() {
    var growing = SheetScrollHandoff()
    let grows = growing.dragged(
      Self.view, state: .began, facts: Self.facts(offset: 50, velocity: -300))
    #expect(grows == [.moveSheet("sheet", .began, translationBase: 0)])
    var full = SheetScrollHandoff()
    let scrolls = full.dragged(
      Self.view, state: .began, facts: Self.facts(offset: 50, velocity: -300, atLargest: true))
    #expect(scrolls == [.moveContent(.began, translation: .zero, velocity: Point(0, -300))])
  }

  @Test("Content pulled down past its top hands the rest of the drag to the sheet, from there")
  func contentHandsOverToTheSheet() {
    var handoff = SheetScrollHandoff()
    _ = handoff.dragged(Self.view, state: .began, facts: Self.facts(offset: 40, velocity: 100))
    // 30 pt down from an offset of 40: still in the content.
    #expect(handoff.handOver(Self.view, facts: Self.facts(dragStart: 40, translation: 30)) == [])
    // 50 pt down: the content reached its top at 40; the sheet takes 10 pt.
    let steps = handoff.handOver(Self.view, facts: Self.facts(dragStart: 40, translation: 50))
    #expect(steps == [.pinContent(atTop: 0), .moveSheet("sheet", .began, translationBase: 40)])
    let next = handoff.dragged(Self.view, state: .changed, facts: Self.facts(translation: 60))
    #expect(next == [.moveSheet("sheet", .changed, translationBase: 40)])
  }

  @Test("A sheet dragged up to its largest detent settles there and hands the rest to the content")
  func sheetHandsOverToTheContent() {
    var handoff = SheetScrollHandoff()
    _ = handoff.dragged(Self.view, state: .began, facts: Self.facts(velocity: -200))
    // The sheet's top starts at 400 and its largest detent puts it at 100: 300 pt of drag.
    let drag = (startTop: 400.0, largestTop: 100.0)
    #expect(
      handoff.handOver(Self.view, facts: Self.facts(translation: -250, sheetDrag: drag)) == [])
    let steps = handoff.handOver(
      Self.view, facts: Self.facts(translation: -320, velocity: -200, sheetDrag: drag))
    #expect(
      steps == [
        .settleSheetAtLargest("sheet"),
        .moveContent(.began, translation: .zero, velocity: Point(0, -200)),
        .moveContent(.changed, translation: Point(0, -20), velocity: Point(0, -200)),
      ])
    let next = handoff.dragged(Self.view, state: .changed, facts: Self.facts(translation: -330))
    #expect(next == [.moveContent(.changed, translation: Point(0, -30), velocity: .zero)])
  }

  @Test("A content drag that took over from the sheet leaves nothing behind for the next drag")
  func nextDragStartsClean() {
    var handoff = SheetScrollHandoff()
    let drag = (startTop: 400.0, largestTop: 100.0)
    _ = handoff.dragged(Self.view, state: .began, facts: Self.facts(velocity: -200))
    _ = handoff.handOver(Self.view, facts: Self.facts(translation: -320, sheetDrag: drag))
    _ = handoff.dragged(Self.view, state: .ended, facts: Self.facts(translation: -320))
    let steps = handoff.dragged(
      Self.view, state: .began, facts: Self.facts(offset: 20, velocity: -50, atLargest: true))
    #expect(steps == [.moveContent(.began, translation: .zero, velocity: Point(0, -50))])
    let moved = handoff.dragged(Self.view, state: .changed, facts: Self.facts(translation: -15))
    #expect(moved == [.moveContent(.changed, translation: Point(0, -15), velocity: .zero)])
  }

  @Test("Content that took over from the sheet hands back as soon as it is pulled past its top")
  func handsBackWithinOneDrag() {
    var handoff = SheetScrollHandoff()
    let drag = (startTop: 400.0, largestTop: 100.0)
    _ = handoff.dragged(Self.view, state: .began, facts: Self.facts(velocity: -200))
    // Taken over past a translation of -300, the content's drag starting at its top.
    _ = handoff.handOver(Self.view, facts: Self.facts(translation: -305, sheetDrag: drag))
    // Back down to -290: the content's own translation is +10 from its top, past it.
    let steps = handoff.handOver(
      Self.view, facts: Self.facts(dragStart: 0, translation: -290))
    #expect(steps == [.pinContent(atTop: 0), .moveSheet("sheet", .began, translationBase: -300)])
  }
}
