import SimEngine
import SimGeometry
import Testing

@testable import SimScenario

@Suite("Touch helpers in scenario files")
struct TouchHelperDecodingTests {
  private func touches(_ items: String) throws -> [TouchInput] {
    try scenario(#"{"root": {"id": "root"}, "touches": ["# + items + "]}").touches
  }

  private func errors(_ items: String) -> String {
    diagnostics(#"{"root": {"id": "root"}, "touches": ["# + items + "]}")
      .joined(separator: "\n")
  }

  @Test("A helper in a file makes exactly the events the Swift helper makes")
  func sameEventsAsSwift() throws {
    let decoded = try touches(
      #"{"fling": {"from": [200, 300], "direction": "down", "distance": 400, "velocity": 2000, "t": 0.1}}"#
    )
    let swift = try TouchGesture.fling(
      FlingGesture(
        from: Point(200, 300), to: Point(200, 700), velocity: 2000, time: Instant(seconds: 0.1))
    ).inputs(fps: 60)
    #expect(decoded == swift)
  }

  @Test("A two-finger tap goes down and lifts both fingers at one time, 40 pt apart")
  func twoFingerTap() throws {
    let decoded = try touches(#"{"tap": [195, 400], "t": 0.5, "fingers": 2}"#)
    #expect(decoded.map(\.finger) == [1, 2, 1, 2])
    #expect(decoded.map(\.time.seconds) == [0.5, 0.5, 0.58, 0.58])
    #expect(decoded.map(\.location.x) == [175, 215, 175, 215])
  }

  @Test("A long press holds 0.6 s unless told")
  func longPressDuration() throws {
    let decoded = try touches(#"{"longPress": [10, 10], "t": 1}"#)
    #expect(decoded.map(\.time.seconds) == [1, 1.6])
  }

  @Test("A drag at a speed takes the path's length over that speed")
  func dragSpeed() throws {
    let decoded = try touches(
      #"{"drag": {"path": [[0, 0], [0, 300], [400, 300]], "speed": 1000, "t": 0}}"#)
    #expect(decoded.last?.time == Instant(seconds: 0.7))
    #expect(decoded.last?.location == Point(400, 300))
  }

  @Test("pinch with a scale, rotate with an angle, edgeSwipe from the right: each expands")
  func twoFingerHelpers() throws {
    let pinch = try touches(#"{"pinch": {"center": [195, 400], "from": 100, "scale": 2, "t": 0}}"#)
    #expect(pinch.last?.location == Point(295, 400))
    let rotate = try touches(#"{"rotate": {"center": [195, 400], "angle": 90, "t": 0}}"#)
    #expect(abs(rotate.last!.location.x - 195) < 1e-9)
    #expect(abs(rotate.last!.location.y - 450) < 1e-9)
    let edge = try touches(
      #"{"edgeSwipe": {"edge": "right", "distance": 100, "velocity": 500, "t": 0}}"#)
    #expect(edge.first?.location == Point(389, 422))
    #expect(edge.last?.location == Point(289, 422))
  }

  @Test("A fling too short for its velocity is an error at the helper, with the distance needed")
  func flingTooShortError() {
    let text = errors(
      #"{"fling": {"from": [0, 0], "to": [0, 50], "velocity": 3000, "t": 0}}"#)
    #expect(text.contains("test.json:1:48: error: touches[0].fling: this fling"), "\(text)")
    #expect(text.contains("needs more than 100 pt at 60 fps"), "\(text)")
  }

  @Test("A misspelt helper key gets a did-you-mean; a wrong direction names the choices")
  func misspellings() {
    let text = errors(
      #"{"swipe": {"from": [0, 0], "direcion": "up", "distance": 100, "t": 0}}, {"fling": {"from": [0, 0], "direction": "dwn", "distance": 300, "velocity": 100, "t": 1}}"#
    )
    #expect(text.contains("unknown key 'direcion' in a swipe"), "\(text)")
    #expect(text.contains("did you mean 'direction'?"), "\(text)")
    #expect(
      text.contains("unknown direction 'dwn'; expected 'up', 'down', 'left' or 'right'"), "\(text)")
  }

  @Test("A pinch needs 'to' or 'scale', and not both")
  func pinchEnd() {
    #expect(
      errors(#"{"pinch": {"center": [0, 0], "from": 100, "t": 0}}"#)
        .contains("missing 'to' (the fingers' distance at the end) or 'scale'"))
    #expect(
      errors(#"{"pinch": {"center": [0, 0], "from": 100, "to": 50, "scale": 2, "t": 0}}"#)
        .contains("give either 'to' or 'scale', not both"))
  }

  @Test("Helpers that would expand past the touch-event limit stop with an error, not a blow-up")
  func expansionLimit() {
    var limits = ScenarioLimits()
    limits.touchEvents = 1_000
    let text =
      #"{"root": {"id": "root"}, "touches": [{"drag": {"from": [0, 0], "to": [0, 1], "t": 0, "duration": 100}}]}"#
    let result = ScenarioLoader.decode(
      Array(text.utf8), file: "test.json", defaultName: "test", limits: limits)
    guard case .failure(let error) = result else {
      Issue.record("decoded")
      return
    }
    #expect(error.diagnostics.map(\.description).joined().contains("more than the 1000 limit"))
  }
}
