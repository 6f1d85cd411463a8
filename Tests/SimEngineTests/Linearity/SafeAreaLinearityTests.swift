import SimGeometry
import Testing

@testable import SimEngine

/// The safe area a scroll view covers comes from its superview's transform to the window,
/// composed once per view from the top down; converting each nested scroll view's corners up
/// the whole chain cost the depth squared (issue 36). Counted, not timed.
@Suite("Nested scroll views: safe area in linear work")
struct SafeAreaLinearityTests {
  static let phone = Screen(
    size: Size(width: 390, height: 844),
    safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

  /// `depth` scroll views, each inside the last, 1 pt right and 0.25 pt up of its superview,
  /// the tenth ones rotated a little.
  static func nested(_ depth: Int) -> Simulation {
    var entries: [ViewTemplate.Entry] = [
      .init(properties: ViewProperties(name: "root", frame: rect(0, 0, 390, 844)), parent: nil)
    ]
    for level in 0..<depth {
      var properties = ViewProperties(
        name: "s\(level)", class: .uiScrollView, frame: rect(1, -0.25, 380, 840))
      if level % 10 == 9 { properties.transform = AffineTransform(rotationAngle: 0.01) }
      var settings = ScrollSettings()
      settings.contentSize = Size(width: 380, height: 2_000)
      entries.append(.init(properties: properties, parent: level, scroll: settings))
    }
    var sim = Simulation(screen: phone)
    sim.instantiate(ViewTemplate(entries: entries), in: sim.window)
    return sim
  }

  @Test("Ten times the nesting composes ten times the transforms")
  func linearInDepth() {
    let (n, tenN) = (
      Self.nested(100).scroller.safeAreaSteps, Self.nested(1_000).scroller.safeAreaSteps
    )
    #expect(n > 0 && tenN <= 12 * n, "\(n) transforms composed for N, \(tenN) for 10·N")
  }

  @Test("Each nested scroll view covers what its corners converted up the chain cover")
  func sameShareAsConvertingTheCorners() {
    let sim = Self.nested(30)
    for level in 0..<30 {
      let view = sim.tree.view(named: "s\(level)")!
      let settings = sim.scrollSettings(of: view)!
      // Its bounds' corners converted step by step up the chain, as UIKit's convert(_:to:)
      // does (where its bounds start doesn't move them).
      let bounds = sim.tree[view].bounds
      let corners = [
        Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
        Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY),
      ].map { sim.tree.convert(toWindow: $0, from: view) }
      let (minY, maxY) = (corners.map(\.y).min()!, corners.map(\.y).max()!)
      let top = max(0, min(47 - minY, maxY - minY))
      let bottom = max(0, min(maxY - (844 - 34), maxY - minY))
      #expect(abs(settings.safeAreaInsets.top - top) < 1e-9, "s\(level)")
      #expect(abs(settings.safeAreaInsets.bottom - bottom) < 1e-9, "s\(level)")
    }
  }
}
