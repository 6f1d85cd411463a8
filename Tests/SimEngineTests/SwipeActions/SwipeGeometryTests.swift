import Foundation
import SimGeometry
import Testing

@testable import SimEngine

/// The numbers of swipe actions, each computed here from the iOS 18.2 decompilation
/// (docs/uikit-notes/swipe-actions.md).
@Suite("Swipe actions: thresholds and layout")
struct SwipeGeometryTests {
  private let flag = ContextualAction(title: "Flag")
  private let archive = ContextualAction(title: "Archive", titleWidth: 80)

  @Test("A button is its title's width plus twice 6 pt, held to 74...120 pt")
  func buttonWidth() {
    // -[UISwipeActionStandardButton buttonWidth]: min(max(6 + 6 + title, 74), 120).
    #expect(ContextualAction(title: "A").buttonWidth == 74)
    #expect(ContextualAction(title: "A", titleWidth: 80).buttonWidth == 92)
    #expect(ContextualAction(title: "A", titleWidth: 200).buttonWidth == 120)
  }

  @Test("The open threshold is the buttons' widths, negative for the trailing edge")
  func openThreshold() {
    let configuration = SwipeActionsConfiguration(actions: [flag, archive])
    #expect(SwipeGeometry.openThreshold(configuration, edge: .trailing) == -(74 + 92))
    #expect(SwipeGeometry.openThreshold(configuration, edge: .leading) == 74 + 92)
  }

  @Test(
    "The confirmation distance is 0.525 of the row, or the row less 29 / 64 pt when destructive")
  func confirmationThreshold() {
    // 390 × 0.525 = 204.75, pixel-rounded at 3×: 204 + round(0.75 × 3) / 3 = 204 + 2/3.
    #expect(
      SwipeGeometry.confirmationThreshold(
        primary: .normal, rowWidth: 390, edge: .trailing, scale: 3)
        == -(204 + 2.0 / 3))
    #expect(
      SwipeGeometry.confirmationThreshold(
        primary: .destructive, rowWidth: 390, edge: .trailing, scale: 3)
        == -361)
    #expect(
      SwipeGeometry.confirmationThreshold(
        primary: .destructive, rowWidth: 390, edge: .leading, scale: 3)
        == 326)
  }

  @Test("Past the threshold, and past zero, the row follows the excess to the power 0.7")
  func rubberBand() {
    let limit = -(204 + 2.0 / 3)
    #expect(SwipeGeometry.rubberBanded(-150, threshold: limit) == -150)
    let far = SwipeGeometry.rubberBanded(-300, threshold: limit)
    #expect(abs(far - (limit - pow(300 + limit, 0.7))) < 1e-4)
    #expect(abs(SwipeGeometry.rubberBanded(10, threshold: limit) - pow(10, 0.7)) < 1e-5)
  }

  @Test("A release at most 50 pt/s opens past half the open threshold; faster, toward the actions")
  func release() {
    let open = -166.0
    #expect(
      SwipeGeometry.opensOnRelease(
        translation: -84, velocity: 0, openThreshold: open, edge: .trailing))
    #expect(
      !SwipeGeometry.opensOnRelease(
        translation: -83, velocity: 0, openThreshold: open, edge: .trailing))
    #expect(
      !SwipeGeometry.opensOnRelease(
        translation: -10, velocity: -50, openThreshold: open, edge: .trailing))
    #expect(
      SwipeGeometry.opensOnRelease(
        translation: -10, velocity: -51, openThreshold: open, edge: .trailing))
    #expect(
      !SwipeGeometry.opensOnRelease(
        translation: -160, velocity: 51, openThreshold: open, edge: .trailing))
    #expect(
      SwipeGeometry.opensOnRelease(translation: 84, velocity: 0, openThreshold: 166, edge: .leading)
    )
  }

  @Test(
    "The destructive detent needs 0.66...0.8 of the distance by speed, within 50 pt of the edge")
  func detent() {
    #expect(SwipeGeometry.detentFraction(tableWidth: 390, speed: 0) == 0.66)
    #expect(SwipeGeometry.detentFraction(tableWidth: 390, speed: -1900) == 1900.0 / 2500)
    #expect(SwipeGeometry.detentFraction(tableWidth: 390, speed: 3000) == 0.8)
    #expect(SwipeGeometry.detentFraction(tableWidth: 414, speed: 0) == 0.5)
    #expect(SwipeGeometry.detentFraction(tableWidth: 414, speed: 3000) == 0.75)
    #expect(SwipeGeometry.detentEdgeDistance(tableWidth: 390) == 50)
    #expect(SwipeGeometry.detentEdgeDistance(tableWidth: 375) == 75)
  }

  @Test("Open, each button has its width, the first outermost; halfway, each its share")
  func layout() {
    let widths = [74.0, 92]
    let open = SwipeLayout(
      offset: -166, widths: widths, confirmationThreshold: -204, confirmed: false, edge: .trailing)
    #expect(open.width == 166)
    #expect(open.buttons[0].x == 166 - 74 && open.buttons[0].width == 74)
    #expect(open.buttons[1].x == 0 && open.buttons[1].width == 92)
    // Half open: shares 83 × 74/166 = 37 and 46; the first is placed 37 from the right edge.
    let half = SwipeLayout(
      offset: -83, widths: widths, confirmationThreshold: -204, confirmed: false, edge: .trailing)
    #expect(half.buttons[0].x == 83 - 37)
    #expect(half.buttons[1].x == 0)
    let leading = SwipeLayout(
      offset: 166, widths: widths, confirmationThreshold: 204, confirmed: false, edge: .leading)
    #expect(leading.buttons[0].x == 0 && leading.buttons[1].x == 74)
    // Confirmed, the first action is placed by the whole visible width.
    let confirmed = SwipeLayout(
      offset: -250, widths: widths, confirmationThreshold: -204, confirmed: true, edge: .trailing)
    #expect(confirmed.buttons[0].x == 0)
  }

  @Test("The spring starts at the pan's velocity over the distance left, held to 0...200")
  func springVelocity() {
    #expect(SwipeGeometry.springVelocity(panVelocity: -660, from: -100, to: -166) == 10)
    #expect(SwipeGeometry.springVelocity(panVelocity: 660, from: -100, to: -166) == 0)
    #expect(SwipeGeometry.springVelocity(panVelocity: -66_000, from: -100, to: -166) == 200)
    #expect(SwipeGeometry.springVelocity(panVelocity: -660, from: -166, to: -166) == 0)
  }
}
