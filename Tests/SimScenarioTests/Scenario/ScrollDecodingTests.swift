import SimEngine
import SimGeometry
import Testing

@testable import SimScenario

@Suite("Scroll views in scenario files")
struct ScrollDecodingTests {
  @Test("A scroll view's keys are read into its settings; the view gets its pan, <id>.pan")
  func settings() throws {
    let decoded = try scenario(
      #"{"root": {"id": "root", "children": [{"id": "list", "class": "UITableView", "frame": [0, 0, 100, 100], "contentSize": [100, 900], "contentInset": [10, 0, 20, 0], "bounces": false, "pagingEnabled": true, "decelerationRate": "fast"}]}}"#
    )
    var sim = Simulation(screen: decoded.screen, parameters: decoded.parameters)
    sim.instantiate(decoded.root, in: sim.window)
    let list = try #require(sim.tree.view(named: "list"))
    let settings = try #require(sim.scrollSettings(of: list))
    #expect(settings.contentSize == Size(width: 100, height: 900))
    #expect(settings.contentInset == EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
    #expect(!settings.bounces && settings.isPagingEnabled)
    #expect(settings.decelerationRate == 0.99)
    #expect(sim.recognizer(named: "list.pan") != nil)
  }

  @Test("A scroll key on a view that is not a scroll view is an error naming the view's class")
  func notAScrollView() {
    let text = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "card", "contentSize": [1, 1]}]}}"#
    ).joined(separator: "\n")
    #expect(
      text.contains("'contentSize' applies to scroll views, and 'card' is a UIView"), "\(text)")
  }

  @Test("A misspelt deceleration rate gets a suggestion; a number must be a rate per millisecond")
  func decelerationRate() {
    let text = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "a", "class": "UIScrollView", "decelerationRate": "fsat"}, {"id": "b", "class": "UIScrollView", "decelerationRate": 2}]}}"#
    ).joined(separator: "\n")
    #expect(text.contains("unknown deceleration rate 'fsat'"), "\(text)")
    #expect(text.contains("did you mean 'fast'?"), "\(text)")
    #expect(
      text.contains("a deceleration rate per millisecond must be between 0.5 and 0.9999"), "\(text)"
    )
  }

  @Test("A scroll expectation names a scroll view and a known moment")
  func scrollExpectation() {
    let text = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "list", "class": "UIScrollView"}, {"id": "card"}]}, "expect": [{"scroll": "list", "moment": "didEndDecelarating"}, {"scroll": "card", "moment": "didEndDragging"}]}"#
    ).joined(separator: "\n")
    #expect(text.contains("unknown scroll moment 'didEndDecelarating'"), "\(text)")
    #expect(text.contains("did you mean 'didEndDecelerating'?"), "\(text)")
    #expect(text.contains("'card'"), "\(text)")
  }

  @Test("The scroll view's pan can be named in a relation")
  func panInRelations() throws {
    _ = try scenario(
      #"{"root": {"id": "root", "children": [{"id": "list", "class": "UIScrollView", "gestures": [{"id": "swipe", "type": "swipe", "requireToFail": ["list.pan"]}]}]}}"#
    )
  }
}
