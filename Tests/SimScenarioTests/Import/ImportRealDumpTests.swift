import SimEngine
import SimGeometry
import SimScenario
import Testing

/// The nine real dumps of Fixtures/ (see Fixtures/SOURCES.md for where each comes from): each
/// parses, with the view count and depth SOURCES.md gives.
@Suite("recursiveDescription: the real dumps")
struct ImportRealDumpTests {
  @Test(
    "Each real dump parses with the view count and maximum depth SOURCES.md gives",
    arguments: [
      ("01", 52, 8), ("02", 6, 5), ("03", 10, 3), ("04", 44, 8), ("05", 7, 4), ("06", 82, 17),
      ("07", 10, 4), ("08", 10, 5), ("09", 3, 1),
    ])
  func countsAndDepths(prefix: String, views: Int, depth: Int) throws {
    let dump = try DumpFixtures.load(prefix)
    #expect(dump.views.count == views)
    #expect(dump.maximumDepth == depth)
    #expect(dump.roots.count == 1)
    #expect(dump.warnings.isEmpty)
  }

  @Test("(layer) lines are sublayers, not views: 01 has three and 04 two, nested two deep")
  func layersAreSkipped() throws {
    #expect(try DumpFixtures.load("01").views.allSatisfy { !$0.className.hasSuffix("Layer") })
    #expect(try DumpFixtures.load("04").views.allSatisfy { !$0.className.hasPrefix("Tile") })
  }

  @Test("Ids are the class name and the address, and labels are as UIKit prints them")
  func idsAndLabels() throws {
    let dump = try DumpFixtures.load("03")
    #expect(dump.views[0].id == "UIWindow:0x16e82190")
    #expect(dump.views[0].label == "<UIWindow: 0x16e82190>")
    #expect(Set(dump.views.map(\.id)).count == dump.views.count)
  }

  @Test("A description spanning three lines reads as one view, and the next line nests under it")
  func multilineText() throws {
    let dump = try DumpFixtures.load("04")
    let content = try #require(dump.view("<MFComposeTextContentView: 0x89cf930>"))
    #expect(content.location.line == 32)
    #expect(content.properties.frame == Rect(x: 0, y: 132, width: 320, height: 284))
    let body = try #require(dump.index(of: "MFComposeBodyField:0x832f200"))
    #expect(dump.views[body].parent == dump.index(of: content.id))
    #expect(dump.views[body].location.line == 35)
  }

  @Test("Quoted text with an unescaped '<' does not unbalance the description")
  func quotedAngleBracket() throws {
    let dump = try DumpFixtures.load("04")
    let label = try #require(dump.view("<UITextLabel: 0x89d2e70>"))
    #expect(!label.properties.isUserInteractionEnabled)
    #expect(label.properties.clipsToBounds)
    #expect(dump.view("<MFComposeSubjectView: 0x89bffa0>")?.depth == 7)
  }

  @Test("A description wrapped in a second '<' (<<_UITextContainerView…>> minSize…) is read")
  func doubleWrappedDescription() throws {
    let dump = try DumpFixtures.load("06")
    let container = try #require(dump.view("<_UITextContainerView: 0x102e24f50>"))
    #expect(container.properties.bounds.size == Size(width: 315.5, height: 54.5))
    #expect(
      dump.view("<_UITextViewCanvasView: 0x102e20e60>")?.parent == dump.index(of: container.id))
  }

  @Test("PSPDFKit's XX marker is kept as information and every XX view is already unreachable")
  func xxMarkers() throws {
    let dump = try DumpFixtures.load("04")
    let marked = dump.views.indices.filter { dump.views[$0].isMarkedInvisible }
    #expect(marked.count == 14)
    // Each is transparent or hidden itself or under a view that is.
    for index in marked {
      var current: Int? = index
      var unreachable = false
      while let view = current {
        let properties = dump.views[view].properties
        if properties.alpha < 0.01 || properties.isHidden { unreachable = true }
        current = dump.views[view].parent
      }
      #expect(unreachable, "\(dump.views[index].label)")
    }
  }

  @Test("A 0.5 scale's printed frame is its bounding box: the bounds are twice its size")
  func scaleTransform() throws {
    let dump = try DumpFixtures.load("02")
    let remote = try #require(dump.view("<_UIRemoteView: 0x1e05c300>"))
    // frame (0 0; 320 480) = the bounding box of 0.5 × bounds about the centre (160, 240).
    #expect(remote.properties.bounds.size == Size(width: 640, height: 960))
    #expect(remote.properties.center == Point(160, 240))
    #expect(remote.properties.frame == Rect(x: 0, y: 0, width: 320, height: 480))
  }

  @Test("A π/8 rotation's printed bounding box gives back the 100 × 100 view about (50, 50)")
  func rotationTransform() throws {
    let dump = try DumpFixtures.load("09")
    let cover = try #require(dump.view("<UIView: 0x11ca04440>"))
    // (|cos| + |sin|) · 100 = 130.656: the box is 130.656 wide, from -15.3281. Solving gives
    // 99.99977 (six printed digits); 100 is within their rounding, and simplest.
    #expect(cover.properties.bounds == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(cover.properties.center == Point(50, 50))
  }

  @Test("In every dump the explanation's hit is the hit test's answer, at points all over it")
  func explanationAgreesWithHitTest() throws {
    for prefix in ["01", "02", "03", "04", "05", "06", "07", "08", "09"] {
      let dump = try DumpFixtures.load(prefix)
      var tree = dump.makeTree()
      let size = dump.screenSize
      for x in stride(from: -5, through: size.width + 5, by: size.width / 23) {
        for y in stride(from: -5, through: size.height + 5, by: size.height / 37) {
          let point = Point(x, y)
          let explained = tree.explainHitTest(point).first { $0.verdict == .hit }
          #expect(explained.flatMap { tree.index(of: $0.view) } == tree.hitTest(point))
        }
      }
    }
  }

  @Test("A simulation built from a dump has its window's size and hit-tests the same way")
  func simulation() throws {
    let dump = try DumpFixtures.load("03")
    var simulation = dump.makeSimulation()
    #expect(simulation.screen.size == Size(width: 320, height: 568))
    // The button (8 191; 304 30), and the bottom-right corner of the full-screen UIView.
    #expect(simulation.name(of: simulation.hitTest(Point(150, 200))) == "UIButton:0x16d901e0")
    #expect(simulation.name(of: simulation.hitTest(Point(319, 567))) == "UIView:0x16e935f0")
  }

  @Test("contentOffset is the scroll view's bounds origin")
  func contentOffsetIsBoundsOrigin() throws {
    let dump = try DumpFixtures.load("07")
    let scroll = try #require(dump.view("<UITableViewCellScrollView: 0xa817070>"))
    #expect(scroll.properties.bounds.origin == Point(82, 0))
    #expect(scroll.properties.viewClass.isScrollView)
  }
}
