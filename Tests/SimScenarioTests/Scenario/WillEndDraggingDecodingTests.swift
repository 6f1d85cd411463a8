import SimEngine
import SimGeometry
import Testing

@testable import SimScenario

/// A scroll view's `willEndDragging`: the target its delegate writes (docs/scenario-format.md).
@Suite("Scroll views: willEndDragging in scenario files")
struct WillEndDraggingDecodingTests {
  private func settings(_ rule: String) throws -> ScrollSettings {
    let decoded = try scenario(
      #"{"root": {"id": "root", "children": [{"id": "c", "class": "UIScrollView", "frame": [0, 0, 100, 100], "contentSize": [900, 100], "willEndDragging": "#
        + rule + "}]}}")
    var sim = Simulation(screen: decoded.screen, parameters: decoded.parameters)
    sim.instantiate(decoded.root, in: sim.window)
    let view = try #require(sim.tree.view(named: "c"))
    return try #require(sim.scrollSettings(of: view))
  }

  private func errors(_ rule: String) -> String {
    diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "c", "class": "UIScrollView", "willEndDragging": "#
        + rule + "}]}}"
    ).joined(separator: "\n")
  }

  @Test("snap (with an origin) and target are read; either means the delegate implements it")
  func read() throws {
    let snap = try settings(#"{"snap": 300, "origin": 20}"#)
    #expect(snap.willEndDragging == .snap(step: 300, origin: 20))
    #expect(snap.implementsWillEndDragging)
    #expect(try settings(#"{"snap": 50}"#).willEndDragging == .snap(step: 50, origin: 0))
    #expect(try settings(#"{"target": [120, 0]}"#).willEndDragging == .fixed(Point(120, 0)))
  }

  @Test("Both forms, neither, origin with target, a bad snap or target: errors at the key")
  func errors() {
    let both = errors(#"{"snap": 300, "target": [0, 0]}"#)
    #expect(both.contains("give 'snap' or 'target', not both"), "\(both)")
    let neither = errors(#"{"origin": 3}"#)
    #expect(
      neither.contains("give 'snap' (points between resting places) or 'target'"), "\(neither)")
    let origin = errors(#"{"target": [0, 0], "origin": 3}"#)
    #expect(origin.contains("'origin' goes with 'snap', not with 'target'"), "\(origin)")
    let zero = errors(#"{"snap": 0}"#)
    #expect(zero.contains("snap must be between 1 and 100000, got 0"), "\(zero)")
    let far = errors(#"{"target": [2e9, 0]}"#)
    #expect(far.contains("a target must be within 1e9 points"), "\(far)")
    let short = errors(#"{"target": [1]}"#)
    #expect(short.contains("willEndDragging.target"), "\(short)")
    let typo = errors(#"{"snapp": 300}"#)
    #expect(typo.contains("'snapp'") && typo.contains("did you mean 'snap'?"), "\(typo)")
    let notObject = errors("300")
    #expect(notObject.contains("an object with 'snap' or 'target'"), "\(notObject)")
  }
}
