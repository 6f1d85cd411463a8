import SimEngine
import SimGeometry
import Testing

/// Hit testing through `transform` about `anchorPoint`: a point maps into a view as
/// `T⁻¹·(p − center) + anchor`, where anchor = bounds.origin + anchorPoint × bounds.size.
@Suite("Hit testing: transforms and anchor points")
struct HitTestTransformTests {
  /// A full-screen `background` and, in front of it, `subject` with a 100 × 100 (or given)
  /// bounds, positioned (`center`) at `position` and transformed about `anchor`.
  func tree(
    position: Point, size: Size = Size(width: 100, height: 100), anchor: Point = Point(0.5, 0.5),
    transform: AffineTransform
  ) -> ViewTree {
    var tree = ViewTree.window()
    tree.add(view("background", .uiView, rect(0, 0, 390, 844)))
    tree.add(
      view("subject", .uiView, .zero) {
        $0.bounds = Rect(origin: .zero, size: size)
        $0.anchorPoint = anchor
        $0.center = position
        $0.transform = transform
      })
    return tree
  }

  // 45° about the centre (200, 300): the square becomes a diamond whose points satisfy
  // |dx| + |dy| ≤ 50·√2 ≈ 70.7, with (dx, dy) measured from the centre.
  @Test(
    "A 45° rotation about the centre turns the square into a diamond",
    arguments: [
      (200.0, 240.0, "subject"),  // dy = -60: above the unrotated square (y < 250), in the diamond
      (265, 300, "subject"),  // dx = 65: right of the unrotated square (x ≥ 250), in the diamond
      (200, 300, "subject"),  // the centre
      (155, 255, "background"),  // dx = dy = -45: a corner of the unrotated square, sum 90 > 70.7
      (240, 340, "background"),  // dx = dy = 40: sum 80 > 70.7
      (200, 225, "background"),  // dy = -75 > 70.7
    ])
  func rotationAboutTheCentre(x: Double, y: Double, expected: String) {
    let tree = tree(position: Point(200, 300), transform: AffineTransform(rotationAngle: .pi / 4))
    #expect(tree.hit(x, y) == expected)
  }

  // Scale 2 about the centre (125, 425) of a 50 × 50 view: it covers [75, 175) × [375, 475).
  @Test(
    "A scale of 2 about the centre doubles the hit area around the centre",
    arguments: [
      (80.0, 380.0, "subject"),  // outside the unscaled [100, 150) × [400, 450)
      (174.9, 474.9, "subject"),
      (175, 425, "background"),  // local x = (175 − 125) / 2 + 25 = 50: the max edge
      (70, 425, "background"),
      (125, 370, "background"),
    ])
  func scaleAboutTheCentre(x: Double, y: Double, expected: String) {
    let tree = tree(
      position: Point(125, 425), size: Size(width: 50, height: 50),
      transform: AffineTransform(scaleX: 2, y: 2))
    #expect(tree.hit(x, y) == expected)
  }

  // 45° about the top-left corner at (200, 500): local (x, y) ↦ (200, 500) + R·(x, y), so
  // local (100, 0) lands at (270.7, 570.7), (0, 100) at (129.3, 570.7), (100, 100) at
  // (200, 641.4). Going back, local = R(−45°)·(dx, dy) = ((dx + dy)/√2, (dy − dx)/√2).
  @Test(
    "A 45° rotation about anchor point (0, 0) pivots the square on its top-left corner",
    arguments: [
      (200.0, 570.0, "subject"),  // local (49.5, 49.5)
      (160, 560, "subject"),  // local (14.1, 70.7): left of the unrotated frame
      (200, 630, "subject"),  // local (91.9, 91.9): below the unrotated frame
      (240, 520, "background"),  // local (42.4, −14.1); a counter-clockwise turn would hit
      (280, 560, "background"),  // local (99.0, −14.1): inside the unrotated frame
      (200, 495, "background"),  // above the pivot
    ])
  func rotationAboutTheCorner(x: Double, y: Double, expected: String) {
    let tree = tree(
      position: Point(200, 500), anchor: Point(0, 0),
      transform: AffineTransform(rotationAngle: .pi / 4))
    #expect(tree.hit(x, y) == expected)
  }

  // Scale 2 about the top-left corner (100, 600) of a 50 × 50 view: [100, 200) × [600, 700).
  // About the centre instead, the same position would cover [50, 150) × [550, 650).
  @Test(
    "A scale of 2 about anchor point (0, 0) grows the view right and down only",
    arguments: [
      (190.0, 690.0, "subject"),
      (100, 600, "subject"),
      (90, 590, "background"),  // would be inside if the scale were about the centre
      (200, 650, "background"),
    ])
  func scaleAboutTheCorner(x: Double, y: Double, expected: String) {
    let tree = tree(
      position: Point(100, 600), size: Size(width: 50, height: 50), anchor: Point(0, 0),
      transform: AffineTransform(scaleX: 2, y: 2))
    #expect(tree.hit(x, y) == expected)
  }

  @Test("A translation moves the hit area with it")
  func translation() {
    var tree = ViewTree.window()
    tree.add(
      view("chip", .uiView, rect(0, 0, 50, 50)) {
        $0.transform = AffineTransform(translationX: 100, y: 10)
      })
    #expect(tree.hit(120, 30) == "chip")
    #expect(tree.hit(20, 20) == "window")
  }

  @Test("Subviews of a scaled view are hit where they are drawn")
  func subviewsOfAScaledView() {
    var tree = ViewTree.window()
    // 100 × 100 at centre (200, 200), scaled 2: covers [100, 300); its 10 × 10 corner subview
    // covers [100, 120) × [100, 120) in the window.
    tree.add(
      view("zoom", .uiView, rect(150, 150, 100, 100)) {
        $0.transform = AffineTransform(scaleX: 2, y: 2)
      })
    tree.add(view("corner", .uiView, rect(0, 0, 10, 10)), in: "zoom")
    #expect(tree.hit(115, 115) == "corner")
    #expect(tree.hit(125, 125) == "zoom")
  }

  @Test(
    "A view with a singular transform is never hit, nor are its subviews",
    arguments: [
      AffineTransform(scaleX: 0, y: 0), AffineTransform(scaleX: 0, y: 1),
      AffineTransform(scaleX: 1, y: 0),
    ])
  func singularTransform(transform: AffineTransform) {
    var tree = tree(position: Point(200, 300), transform: transform)
    tree.add(view("inner", .uiView, rect(0, 0, 100, 100)), in: "subject")
    for (x, y) in [(200.0, 300.0), (150, 250), (249, 349), (200, 250)] {
      #expect(tree.hit(x, y) == "background", "at (\(x), \(y))")
    }
  }

  @Test("Changing the anchor point with the same center moves the view")
  func anchorPointMovesTheFrame() {
    var tree = tree(position: Point(200, 300), transform: .identity)
    #expect(tree[tree.id("subject")].frame == rect(150, 250, 100, 100))
    tree.update("subject") { $0.anchorPoint = Point(0, 0) }
    #expect(tree[tree.id("subject")].frame == rect(200, 300, 100, 100))
    #expect(tree.hit(160, 260) == "background")
    #expect(tree.hit(290, 390) == "subject")
  }

  @Test("A rotated view's frame is the bounding box of its rotated bounds")
  func rotatedFrame() {
    let tree = tree(position: Point(200, 300), transform: AffineTransform(rotationAngle: .pi / 4))
    let frame = tree[tree.id("subject")].frame
    let half = 50 * 2.0.squareRoot()
    #expect(abs(frame.minX - (200 - half)) < 1e-9 && abs(frame.width - 2 * half) < 1e-9)
    #expect(abs(frame.minY - (300 - half)) < 1e-9 && abs(frame.height - 2 * half) < 1e-9)
  }

  @Test("Converting a window point into a rotated view undoes the rotation")
  func convertFromWindow() throws {
    let tree = tree(
      position: Point(200, 500), anchor: Point(0, 0),
      transform: AffineTransform(rotationAngle: .pi / 2))
    // A quarter turn about (200, 500): local (10, 0) is drawn at (200, 510).
    let local = try #require(tree.convert(fromWindow: Point(200, 510), to: tree.id("subject")))
    #expect(abs(local.x - 10) < 1e-9 && abs(local.y) < 1e-9)
    let back = tree.convert(toWindow: Point(10, 0), from: tree.id("subject"))
    #expect(abs(back.x - 200) < 1e-9 && abs(back.y - 510) < 1e-9)
  }
}
