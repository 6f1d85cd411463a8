import SimEngine
import SimGeometry
import Testing

/// Custom `point(inside:)` regions (`HitArea`) and pass-through views, the overrides the seed
/// articles write by hand.
@Suite("Hit testing: hit areas and pass-through views")
struct HitAreaTests {
  static let grow10 = EdgeInsets(top: -10, left: -10, bottom: -10, right: -10)

  /// A 24 pt icon at (100, 100) in front of a full-screen background; its area grown by 10 pt on
  /// every side covers [90, 134) × [90, 134).
  @Test(
    "Insets of -10 make a 24 pt icon hittable up to 10 pt outside it",
    arguments: [
      (91.0, 91.0, "icon"), (90, 112, "icon"), (133.9, 112, "icon"), (112, 133.9, "icon"),
      (134, 112, "background"), (89.9, 112, "background"), (112, 89.9, "background"),
    ])
  func negativeInsetsGrowTheArea(x: Double, y: Double, expected: String) {
    var tree = ViewTree.window()
    tree.add(view("background", .uiView, rect(0, 0, 390, 844)))
    tree.add(
      view("icon", .uiImageView, rect(100, 100, 24, 24)) {
        $0.isUserInteractionEnabled = true
        $0.hitArea = HitArea(insets: Self.grow10)
      })
    #expect(tree.hit(x, y) == expected)
  }

  @Test("Without a hit area the same icon is hit only inside its 24 pt")
  func noHitAreaBaseline() {
    var tree = ViewTree.window()
    tree.add(view("icon", .uiView, rect(100, 100, 24, 24)))
    #expect(tree.hit(95, 112) == "window")
    #expect(tree.hit(100, 112) == "icon")
  }

  @Test("A grown area can't reach past the superview's bounds")
  func grownAreaIsGatedByTheParent() {
    var tree = ViewTree.window()
    tree.add(view("toolbar", .uiView, rect(0, 100, 390, 44)))
    // The icon's grown area reaches window y in [100, 144): inside the toolbar at the top,
    // and the toolbar ends at y = 144.
    tree.add(
      view("icon", .uiView, rect(10, 10, 24, 24)) { $0.hitArea = HitArea(insets: Self.grow10) },
      in: "toolbar")
    #expect(tree.hit(5, 101) == "icon")
    #expect(tree.hit(5, 143.9) == "icon")
    #expect(tree.hit(5, 144) == "window")
  }

  @Test("Positive insets shrink the hit area")
  func positiveInsetsShrink() {
    var tree = ViewTree.window()
    tree.add(
      view("pad", .uiView, rect(0, 0, 100, 100)) {
        $0.hitArea = HitArea(insets: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
      })
    #expect(tree.hit(10, 50) == "window")
    #expect(tree.hit(20, 50) == "pad")
    #expect(tree.hit(80, 50) == "window")
  }

  /// A 100 pt round dial at (100, 100): centre (150, 150), radius 50.
  func dial() -> ViewTree {
    var tree = ViewTree.window()
    tree.add(view("background", .uiView, rect(0, 0, 390, 844)))
    tree.add(
      view("dial", .uiControl, rect(100, 100, 100, 100)) { $0.hitArea = HitArea(shape: .circle) })
    return tree
  }

  @Test(
    "A circular hit area excludes the corners of the square",
    arguments: [(103.0, 103.0), (197, 103), (103, 197), (197, 197), (114, 114)])
  func circleExcludesCorners(x: Double, y: Double) {
    // (114, 114) is 36 pt from the centre along each axis: 50.9 pt away, just outside.
    #expect(dial().hit(x, y) == "background")
  }

  @Test("A circular hit area includes its centre and points just inside the rim")
  func circleIncludesItsInside() {
    #expect(dial().hit(150, 150) == "dial")
    #expect(dial().hit(150, 100.5) == "dial")
    #expect(dial().hit(116, 116) == "dial")  // 48.1 pt from the centre
  }

  @Test(
    "A point exactly on the radius is inside the circle",
    arguments: [
      (150.0, 100.0, "top"), (100, 150, "left"), (200, 150, "right"), (150, 200, "bottom"),
      (180, 110, "3-4-5 triangle"),
    ])
  func circleIncludesItsRim(x: Double, y: Double, side: String) {
    #expect(dial().hit(x, y) == "dial", "\(side) of the rim")
  }

  @Test("HitArea.contains counts every point on the rim as inside")
  func circleContainsItsRim() {
    let area = HitArea(shape: .circle)
    let bounds = rect(0, 0, 100, 100)
    for point in [Point(50, 0), Point(0, 50), Point(100, 50), Point(50, 100), Point(80, 10)] {
      #expect(area.contains(point, bounds: bounds), "\(point)")
    }
    #expect(!area.contains(Point(100.001, 50), bounds: bounds))
  }

  @Test("An elliptical hit area follows the ellipse inscribed in the bounds")
  func ellipse() {
    var tree = ViewTree.window()
    tree.add(view("pill", .uiView, rect(0, 0, 200, 100)) { $0.hitArea = HitArea(shape: .ellipse) })
    #expect(tree.hit(190, 50) == "pill")  // (0.9, 0) in unit ellipse coordinates
    #expect(tree.hit(180, 25) == "pill")  // (0.8, −0.5): 0.64 + 0.25 < 1
    #expect(tree.hit(10, 10) == "window")  // a corner of the bounds
    #expect(tree.hit(185, 15) == "window")  // (0.85, −0.7): 0.7225 + 0.49 > 1
  }

  /// The seeds' PassThroughOverlayView: an overlay covering a popup, with the close button's
  /// frame excluded from its `point(inside:)`.
  @Test(
    "An excluded rectangle lets the touch fall through to the view behind",
    arguments: [
      (320.0, 20.0, "close"), (300, 10, "close"), (339.9, 49.9, "close"), (340, 20, "overlay"),
      (100, 100, "overlay"),
    ])
  func excludedRectangle(x: Double, y: Double, expected: String) {
    var tree = ViewTree.window()
    tree.add(view("close", .uiButton, rect(300, 10, 40, 40)))
    tree.add(
      view("overlay", ViewClass(name: "PassThroughOverlayView", kind: .view), rect(0, 0, 390, 300))
      {
        $0.hitArea = HitArea(exclude: [rect(300, 10, 40, 40)])
      })
    #expect(tree.hit(x, y) == expected)
  }

  /// A pass-through container holding a button, in front of a `map` sibling.
  func passThrough() -> ViewTree {
    var tree = ViewTree.window()
    tree.add(view("map", .uiView, rect(0, 0, 390, 844)))
    tree.add(view("hud", .uiView, rect(0, 0, 390, 844)) { $0.passesTouchesThrough = true })
    tree.add(view("locate", .uiButton, rect(300, 700, 60, 60)), in: "hud")
    return tree
  }

  @Test("A pass-through view is never the answer: the touch falls to the sibling behind it")
  func passThroughFallsToSibling() {
    #expect(passThrough().hit(100, 100) == "map")
  }

  @Test("A pass-through view's subviews are still hit")
  func passThroughSubviewsAreHit() {
    #expect(passThrough().hit(330, 730) == "locate")
  }

  @Test("With no sibling behind it, a pass-through view yields its superview")
  func passThroughYieldsParent() {
    var tree = ViewTree.window()
    tree.add(view("sheet", .uiView, rect(0, 400, 390, 444)))
    tree.add(
      view("hud", .uiView, rect(0, 0, 390, 444)) { $0.passesTouchesThrough = true }, in: "sheet")
    #expect(tree.hit(10, 500) == "sheet")
  }

  @Test("Nested pass-through views fall through together")
  func nestedPassThrough() {
    var tree = passThrough()
    tree.add(
      view("inner", .uiView, rect(0, 0, 390, 844)) { $0.passesTouchesThrough = true }, in: "hud")
    tree.add(view("chip", .uiView, rect(10, 10, 50, 50)), in: "inner")
    #expect(tree.hit(30, 30) == "chip")
    #expect(tree.hit(200, 200) == "map")
    #expect(tree.hit(330, 730) == "locate")
  }

  @Test("A pass-through window hits nothing where no subview is")
  func passThroughWindow() {
    var tree = ViewTree.window()
    tree.update(ViewTree.windowName) { $0.passesTouchesThrough = true }
    tree.add(view("panel", .uiView, rect(0, 0, 100, 100)))
    #expect(tree.hit(50, 50) == "panel")
    #expect(tree.hit(200, 200) == nil)
  }
}

extension HitAreaTests {
  @Test(
    "A point exactly on an ellipse's rim is inside it",
    arguments: [(0.0, 50.0, "left"), (100, 0, "top"), (200, 50, "right"), (100, 100, "bottom")])
  func ellipseIncludesItsRim(x: Double, y: Double, side: String) {
    // A 200 × 100 pill at the window's origin: centre (100, 50), semi-axes 100 and 50.
    var tree = ViewTree.window()
    tree.add(view("pill", .uiView, rect(0, 0, 200, 100)) { $0.hitArea = HitArea(shape: .ellipse) })
    #expect(tree.point(Point(x, y), isInside: tree.id("pill")), "point(inside:) at the \(side)")
    #expect(tree.hit(x, y) == "pill", "hit test at the \(side)")
  }
}
