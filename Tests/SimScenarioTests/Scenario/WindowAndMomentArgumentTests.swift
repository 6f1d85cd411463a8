import SimEngine
import SimScenario
import Testing

/// `{"from", "to", "stays", "within"}` and a scroll moment's arguments (`velocity`, `target`,
/// `decelerate`), on the fast drag onto the bottom edge of
/// Scenarios/scrolling/slow-release-and-a-delegate-target-at-the-offset-stay-put.json ('physics'):
/// a 130 × 844 list over 1200 pt (offsets 0 to 356), the pan at 12000 then 11920 pt/s, so
/// V = 0.75 × 12 + 0.25 × 11.92 = 11.98 pt/ms (-_endPanNormal:'s blend), the proposed target
/// 356 − 11.97 / ln 0.998 clamped to 356; it bounces from the edge: 412.667 at 4.15, 715.667 at
/// 4.2, 746 at 4.216667, 756.667 at 4.233333 (frame 254, the farthest), 356.667 at 5.066667.
@Suite("Windows and a moment's arguments")
struct WindowAndMomentArgumentTests {
  static func run(_ expectations: String) throws -> [ExpectationResult] {
    let text = """
      {"screen": {"width": 390, "height": 844, "fps": 60},
       "root": {"id": "root", "children": [
         {"id": "list", "class": "UIScrollView", "frame": [0, 0, 130, 844], "contentSize": [130, 1200]}]},
       "touches": [
         {"t": 4.1, "finger": 1, "phase": "began", "x": 65, "y": 700},
         {"t": 4.11, "finger": 1, "phase": "moved", "x": 65, "y": 690},
         {"t": 4.12, "finger": 1, "phase": "moved", "x": 65, "y": 570},
         {"t": 4.13, "finger": 1, "phase": "moved", "x": 65, "y": 450},
         {"t": 4.14, "finger": 1, "phase": "moved", "x": 65, "y": 334},
         {"t": 4.145, "finger": 1, "phase": "ended", "x": 65, "y": 334}],
       "duration": 5.5,
       "expect": [\(expectations)]}
      """
    return ScenarioRunner.run(try scenario(text)).results
  }

  @Test("A window holds when the value stays in the range at every frame")
  func windowHolds() throws {
    let results = try Self.run(
      #"{"from": 4.15, "to": 5.07, "stays": "list.contentOffset.y", "within": [356.5, 756.67]}"#)
    #expect(results[0].passed, "\(results[0].actual)")
    // Frames 249 (4.15) to 304 (5.066667): 56 frames.
    #expect(results[0].actual == "it held at all 56 frames", "\(results[0].actual)")
  }

  @Test("A window fails at the first frame outside the range, between two ends inside it")
  func windowFailsMidway() throws {
    let results = try Self.run(
      #"{"from": 4.15, "to": 5.07, "stays": "list.contentOffset.y", "within": [356.5, 750]}"#)
    #expect(!results[0].passed)
    // 4.15 (412.667) and 5.066667 (356.667) are inside; 756 + 2/3 (a 3× pixel) at 4.233333 is not.
    #expect(
      results[0].actual.hasPrefix(
        "at t=4.233333333 (frame 254), the first frame it fails, it is 756.66666"),
      "\(results[0].actual)")
  }

  @Test("A window between two frames checks nothing and fails")
  func windowWithoutFrames() throws {
    let results = try Self.run(
      #"{"from": 4.151, "to": 4.16, "stays": "list.contentOffset.y", "within": [0, 1000]}"#)
    #expect(!results[0].passed)
    #expect(results[0].actual == "no frame was rendered in the window", "\(results[0].actual)")
  }

  @Test("A window's times and range are checked when the file is read")
  func windowLoadErrors() {
    let text = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "list", "class": "UIScrollView"}]}, "expect": [{"from": 2, "to": 1, "stays": "list.contentOffset.y", "within": [0, 1]}, {"from": 1, "to": 2, "stays": "list.contentOffset.y", "within": [3, 1]}, {"from": 1, "to": 2, "stays": "list.contentOffset.y", "within": [1, 1e999]}, {"from": 1, "to": 2, "stays": "lst.contentOffset.y", "within": [0, 1]}, {"from": 1, "stays": 3, "within": 1}]}"#
    ).joined(separator: "\n")
    #expect(text.contains("expect[0].to: the window ends before it starts"), "\(text)")
    #expect(text.contains("expect[1].within: the range ends before it starts"), "\(text)")
    #expect(
      text.contains("expect[2].within[1]: the number 1e999 is too large to be finite"), "\(text)")
    #expect(text.contains("did you mean 'list'?"), "\(text)")
    #expect(text.contains("expect[4].stays: expected an expression"), "\(text)")
    #expect(text.contains("expect[4].within: expected a range [low, high]"), "\(text)")
    #expect(text.contains("expect[4]: missing 'to'"), "\(text)")
  }

  @Test("willEndDragging counts only the calls with the velocity and target asked")
  func willEndDraggingArguments() throws {
    let results = try Self.run(
      #"""
      {"scroll": "list", "moment": "willEndDragging", "velocity": [0, 11.98], "target": [0, 356], "count": 1},
      {"scroll": "list", "moment": "willEndDragging", "velocity": [0, 11.96], "count": 1},
      {"scroll": "list", "moment": "willEndDragging", "target": [0, 300], "count": 0}
      """#)
    #expect(results[0].passed, "\(results[0].actual)")
    // 11.96 is 0.02 pt/ms off, twice the default tolerance.
    #expect(!results[1].passed)
    #expect(
      results[1].actual.contains("t=4.145 willEndDragging (velocity (0, 11.98), target (0, 356))"),
      "\(results[1].actual)")
    #expect(results[2].passed, "\(results[2].actual)")
  }

  @Test("didEndDragging counts only the calls with the willDecelerate asked")
  func didEndDraggingArgument() throws {
    let results = try Self.run(
      #"""
      {"scroll": "list", "moment": "didEndDragging", "decelerate": true, "count": 1},
      {"scroll": "list", "moment": "didEndDragging", "decelerate": false, "count": 0}
      """#)
    #expect(results[0].passed, "\(results[0].actual)")
    #expect(results[1].passed, "\(results[1].actual)")
  }

  @Test("A moment's argument belongs to its moment; a target with a moment is the argument")
  func momentArgumentErrors() {
    let text = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "list", "class": "UIScrollView"}]}, "expect": [{"scroll": "list", "moment": "didEndDragging", "velocity": [0, 1]}, {"scroll": "list", "moment": "willEndDragging", "decelerate": true}, {"scroll": "list", "moment": "didEndDragging", "tolerance": 1}]}"#
    ).joined(separator: "\n")
    #expect(
      text.contains("'velocity' is an argument of willEndDragging, not of didEndDragging"),
      "\(text)")
    #expect(
      text.contains("'decelerate' is an argument of didEndDragging, not of willEndDragging"),
      "\(text)")
    #expect(text.contains("'tolerance' goes with 'velocity' or 'target'"), "\(text)")
    #expect(
      diagnostics(
        #"{"root": {"id": "root", "children": [{"id": "list", "class": "UIScrollView"}]}, "expect": [{"scroll": "list", "moment": "willEndDragging", "target": [0, 1]}]}"#
      ) == [])
  }
}
