import SimEngine
import SimGeometry
import Testing

@testable import SimScenario

/// The zooming keys and actions are read as documented, and bad values are refused at their
/// place (docs/scenario-format.md, "Zooming").
@Suite("Zoom keys")
struct ZoomKeysTests {
  /// A scroll view `s` with a photo and the given extra keys.
  static func scenario(_ keys: String, action: String = #"{"log": "x"}"#) -> String {
    #"""
    {"root": {"id": "root", "children": [
      {"id": "s", "class": "UIScrollView", "frame": [0, 0, 100, 100], \#(keys),
       "children": [{"id": "photo", "frame": [0, 0, 100, 100]},
         {"id": "b", "class": "UIButton", "on": {"touchUpInside": [\#(action)]}}]}]}}
    """#
  }

  @Test("A well-formed zooming scroll view and its actions are accepted")
  func accepted() {
    let found = diagnostics(
      Self.scenario(
        #""minimumZoomScale": 0.5, "maximumZoomScale": 3, "bouncesZoom": false, "viewForZooming": "photo""#,
        action: #"{"setZoomScale": {"view": "s", "scale": 2, "animated": true}}"#))
    #expect(found.isEmpty, "\(found)")
  }

  @Test("A maximum below the minimum is refused at the maximum")
  func maximumBelowMinimum() {
    let found = diagnostics(Self.scenario(#""minimumZoomScale": 2, "maximumZoomScale": 1.5"#))
      .joined()
    #expect(found.contains("maximumZoomScale (1.5) is below minimumZoomScale (2.0)"), "\(found)")
  }

  @Test("viewForZooming naming the scroll view itself is refused, as UIKit raises")
  func zoomViewIsNotTheScrollView() {
    let found = diagnostics(Self.scenario(#""viewForZooming": "s""#)).joined()
    #expect(found.contains("viewForZooming must name a subview of 's'"), "\(found)")
  }

  @Test("viewForZooming naming no view is refused with the ids it could mean")
  func zoomViewMustExist() {
    let found = diagnostics(Self.scenario(#""viewForZooming": "phot""#)).joined()
    #expect(found.contains("phot"), "\(found)")
    #expect(found.contains("photo"), "\(found)")
  }

  @Test("A zoom scale outside 0.001 to 1000 is refused")
  func scaleRange() {
    let found = diagnostics(
      Self.scenario(
        #""viewForZooming": "photo""#,
        action: #"{"setZoomScale": {"view": "s", "scale": 0}}"#)
    ).joined()
    #expect(found.contains("scale"), "\(found)")
    #expect(!found.isEmpty)
  }
}

@Suite("Zoom scale key")
struct ZoomScaleKeyTests {
  @Test(
    "zoomScale zooms the photo once it exists, about the scroll view's centre, held to the limits")
  func zoomScaleKeyZoomsAtCreation() throws {
    let text = ZoomKeysTests.scenario(
      #""maximumZoomScale": 3, "zoomScale": 5, "viewForZooming": "photo""#)
    let scenario = try scenario(text)
    var sim = Simulation(screen: scenario.screen)
    let root = sim.instantiate(scenario.root, in: sim.window)
    let scroll = try #require(sim.tree.view(named: "s"))
    #expect(sim.zoomScale(of: scroll) == 3)
    // The centre (50, 50) of the 100 × 100 photo goes to content (150, 150), shown at (50, 50).
    #expect(sim.tree[scroll].bounds.origin == SimGeometry.Point(x: 100, y: 100))
    #expect(sim.tree.view(named: "root") == root)
  }
}
