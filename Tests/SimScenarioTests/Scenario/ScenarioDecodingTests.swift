import SimEngine
import SimGeometry
import SimScenario
import Testing

@Suite("Scenario decoding")
struct ScenarioDecodingTests {
  @Test("The root's frame defaults to the screen, and the screen to 390 × 844 at 60 fps")
  func defaults() throws {
    let decoded = try scenario(#"{"root": {"id": "root"}}"#)
    #expect(decoded.screen == Screen(size: Size(width: 390, height: 844), fps: 60))
    #expect(decoded.root.entries[0].properties.frame == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(decoded.name == "test")
  }

  @Test("UILabel and UIImageView start with user interaction off; UIButton is a control")
  func classDefaults() throws {
    let decoded = try scenario(
      scenarioText(
        views:
          #"{"id": "l", "class": "UILabel"}, {"id": "i", "class": "UIImageView"}, {"id": "b", "class": "UIButton"}"#
      ))
    let views = decoded.root.entries.map(\.properties)
    #expect(views.map(\.isUserInteractionEnabled) == [true, false, false, true])
    #expect(views[3].viewClass.isControl)
  }

  @Test("A custom class inherits its behaviour from base")
  func customClass() throws {
    let decoded = try scenario(
      scenarioText(
        views:
          #"{"id": "r", "class": "RoundButton", "base": "UIButton"}, {"id": "p", "class": "PassThroughView"}"#
      ))
    let views = decoded.root.entries.map(\.properties)
    #expect(views[1].viewClass.name == "RoundButton")
    #expect(views[1].viewClass.kind == .button)
    #expect(views[2].viewClass.kind == .view)
  }

  @Test("frame sets center and size; bounds [x, y] then sets only the origin")
  func frameThenBounds() throws {
    let decoded = try scenario(
      scenarioText(
        views:
          #"{"id": "s", "class": "UIScrollView", "frame": [10, 20, 100, 50], "contentOffset": [0, 300]}, {"id": "v", "frame": [0, 0, 40, 40], "bounds": [5, 5, 20, 20]}"#
      ))
    let scroll = decoded.root.entries[1].properties
    #expect(scroll.center == Point(x: 60, y: 45))
    #expect(scroll.bounds == Rect(x: 0, y: 300, width: 100, height: 50))
    let view = decoded.root.entries[2].properties
    #expect(view.center == Point(x: 20, y: 20))
    #expect(view.bounds == Rect(x: 5, y: 5, width: 20, height: 20))
  }

  @Test("anchorPoint applies before frame, so frame still describes the untransformed view")
  func anchorBeforeFrame() throws {
    let decoded = try scenario(
      scenarioText(
        views:
          #"{"id": "v", "anchorPoint": [0, 0], "frame": [10, 20, 100, 50], "transform": [2, 0, 0, 2, 0, 0]}"#
      ))
    let view = decoded.root.entries[1].properties
    #expect(view.center == Point(x: 10, y: 20))
    #expect(view.frame == Rect(x: 10, y: 20, width: 200, height: 100))
  }

  @Test("Times are read exactly to the nanosecond from their decimal text")
  func exactTimes() throws {
    let decoded = try scenario(
      #"{"root": {"id": "root"}, "touches": [{"t": 0.119365483, "phase": "began", "x": 1, "y": 1}, {"t": 0.3, "phase": "ended", "x": 1, "y": 1}]}"#
    )
    #expect(decoded.touches.map(\.time.nanoseconds) == [119_365_483, 300_000_000])
  }

  @Test("A tap helper is a began and an ended 80 ms later at the same point")
  func tapHelper() throws {
    let decoded = try scenario(
      #"{"root": {"id": "root"}, "touches": [{"tap": [10, 20], "t": 1.0, "finger": 2}]}"#)
    #expect(
      decoded.touches == [
        TouchInput(
          time: Instant(nanoseconds: 1_000_000_000), finger: 2, phase: .began,
          location: Point(10, 20)),
        TouchInput(
          time: Instant(nanoseconds: 1_080_000_000), finger: 2, phase: .ended,
          location: Point(10, 20)),
      ])
  }

  @Test("A drag helper moves once per frame by default and lifts at its end point")
  func dragHelper() throws {
    let decoded = try scenario(
      #"{"root": {"id": "root"}, "touches": [{"drag": {"from": [0, 0], "to": [0, 100], "t": 0.5, "duration": 0.05}}]}"#
    )
    #expect(decoded.touches.map(\.phase) == [.began, .moved, .moved, .moved, .ended])
    #expect(
      decoded.touches.map(\.location.y).map { ($0 * 1000).rounded() / 1000 } == [
        0, 33.333, 66.667, 100, 100,
      ])
    #expect(decoded.touches.last?.time == Instant(nanoseconds: 550_000_000))
  }

  @Test("Overlapping helpers are merged by time, keeping written order for equal times")
  func mergedStream() throws {
    let decoded = try scenario(
      #"{"root": {"id": "root"}, "touches": [{"tap": [1, 1], "t": 0.1, "duration": 0.2}, {"tap": [2, 2], "t": 0.2, "finger": 2, "duration": 0.1}]}"#
    )
    #expect(decoded.touches.map(\.finger) == [1, 2, 1, 2])
    #expect(decoded.touches.map(\.phase) == [.began, .began, .ended, .ended])
  }

  @Test("Every object accepts a comment")
  func comments() throws {
    _ = try scenario(
      #"{"comment": "c", "root": {"id": "root", "comment": "c", "class": "UIButton", "on": {"touchDown": [{"log": "x", "comment": "c"}]}}, "touches": [{"tap": [1, 1], "t": 0, "comment": "c"}], "expect": [{"log": "x", "comment": "c"}]}"#
    )
  }

  @Test("A view tree nested 100,000 deep decodes without recursion")
  func deepTree() throws {
    let depth = 100_000
    var text = #"{"root": "#
    for level in 0..<depth { text += #"{"id": "v\#(level)", "children": ["# }
    text += #"{"id": "leaf"}"#
    text += String(repeating: "]}", count: depth)
    text += "}"
    let decoded = try scenario(text)
    #expect(decoded.root.entries.count == depth + 1)
    #expect(decoded.root.entries.last?.parent == depth - 1)
  }

  @Test("An error deep in a tree names an elided key path")
  func deepKeyPath() {
    var text = #"{"root": "#
    for level in 0..<20 { text += #"{"id": "v\#(level)", "children": ["# }
    text += #"{"id": "leaf", "alpha": 7}"#
    text += String(repeating: "]}", count: 20)
    text += "}"
    let rendered = diagnostics(text)
    #expect(rendered.count == 1)
    #expect(
      rendered.first?.contains(
        "error: root.children[0].children[0].children[0]…(12 more)….children[0].children[0].children[0].children[0].children[0].alpha: alpha must be between 0 and 1, got 7"
      ) == true, "\(rendered)")
  }
}
