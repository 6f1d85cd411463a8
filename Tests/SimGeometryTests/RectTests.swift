import SimGeometry
import Testing

@Suite("Rect")
struct RectTests {
  // A 40 pt wide, 30 pt tall rectangle at (240, 100): x in [240, 280), y in [100, 130).
  let button = Rect(x: 240, y: 100, width: 40, height: 30)

  @Test(
    "The minimum edges belong to a rectangle",
    arguments: [Point(240, 100), Point(240, 115), Point(260, 100), Point(279.999, 129.999)])
  func minimumEdgesAreInside(point: Point) {
    #expect(button.contains(point))
  }

  @Test(
    "The maximum edges belong to the neighbour, not the rectangle",
    arguments: [Point(280, 115), Point(260, 130), Point(280, 130)])
  func maximumEdgesAreOutside(point: Point) {
    #expect(!button.contains(point))
  }

  @Test(
    "Points just before the minimum edges are outside",
    arguments: [Point(239.999, 115), Point(260, 99.999)])
  func pointsBeforeTheMinimumEdgesAreOutside(point: Point) {
    #expect(!button.contains(point))
  }

  @Test("An empty rectangle contains nothing, not even its origin")
  func emptyRectangleContainsNothing() {
    #expect(!Rect(x: 10, y: 10, width: 0, height: 0).contains(Point(10, 10)))
    #expect(!Rect(x: 10, y: 10, width: 5, height: 0).contains(Point(12, 10)))
  }

  @Test("Positive insets shrink each edge by its own amount")
  func positiveInsetsShrink() {
    let inset = button.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(inset == Rect(x: 242, y: 101, width: 34, height: 26))
  }

  @Test("Negative insets of -10 grow a 24 pt icon to a 44 pt square around the same centre")
  func negativeInsetsGrow() {
    let icon = Rect(x: 100, y: 200, width: 24, height: 24)
    let grown = icon.inset(by: EdgeInsets(top: -10, left: -10, bottom: -10, right: -10))
    #expect(grown == Rect(x: 90, y: 190, width: 44, height: 44))
    #expect(grown.center == icon.center)
    #expect(grown.contains(Point(90, 190)))
    #expect(!grown.contains(Point(134, 200)))
  }

  @Test("Uneven negative insets grow only the edges they name")
  func unevenNegativeInsets() {
    let grown = Rect(x: 0, y: 0, width: 10, height: 10)
      .inset(by: EdgeInsets(top: 0, left: -5, bottom: -20, right: 0))
    #expect(grown == Rect(x: -5, y: 0, width: 15, height: 30))
  }

  @Test("Applying the identity or a translation moves the rectangle without resizing it")
  func applyingATranslation() {
    #expect(button.applying(.identity) == button)
    #expect(
      button.applying(AffineTransform(translationX: -40, y: 5))
        == Rect(x: 200, y: 105, width: 40, height: 30))
  }

  @Test("Applying a 90° rotation swaps width and height about the origin")
  func applyingAQuarterTurn() {
    // (x, y) ↦ (-y, x): the corners of [0,100]×[0,50] land on x in [-50, 0], y in [0, 100].
    let box = Rect(x: 0, y: 0, width: 100, height: 50)
      .applying(AffineTransform(rotationAngle: .pi / 2))
    #expect(isClose(box, Rect(x: -50, y: 0, width: 50, height: 100)))
  }

  @Test("Applying a 45° rotation gives the bounding box of the rotated corners")
  func applyingAnEighthTurn() {
    // A 100 pt square centred on the origin becomes a diamond reaching 50·√2 along each axis.
    let half = 50 * 2.0.squareRoot()
    let box = Rect(x: -50, y: -50, width: 100, height: 100)
      .applying(AffineTransform(rotationAngle: .pi / 4))
    #expect(isClose(box, Rect(x: -half, y: -half, width: 2 * half, height: 2 * half)))
  }

  @Test("Applying a scale about the origin scales the origin too")
  func applyingAScale() {
    let box = Rect(x: 10, y: 20, width: 30, height: 40)
      .applying(AffineTransform(scaleX: 2, y: 0.5))
    #expect(box == Rect(x: 20, y: 10, width: 60, height: 20))
  }

  @Test("Applying a mirror gives a box with a non-negative size")
  func applyingAMirror() {
    let box = Rect(x: 10, y: 0, width: 30, height: 5)
      .applying(AffineTransform(scaleX: -1, y: 1))
    #expect(box == Rect(x: -40, y: 0, width: 30, height: 5))
  }

  @Test("Derived edges and centre follow origin and size")
  func derivedEdges() {
    #expect(button.minX == 240 && button.maxX == 280 && button.midX == 260)
    #expect(button.minY == 100 && button.maxY == 130 && button.midY == 115)
    #expect(button.center == Point(260, 115))
  }
}

func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

func isClose(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
  isClose(a.minX, b.minX, tolerance: tolerance) && isClose(a.minY, b.minY, tolerance: tolerance)
    && isClose(a.width, b.width, tolerance: tolerance)
    && isClose(a.height, b.height, tolerance: tolerance)
}

func isClose(_ a: Point, _ b: Point, tolerance: Double = 1e-9) -> Bool {
  isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
}
