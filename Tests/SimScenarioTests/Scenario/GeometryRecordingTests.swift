import SimEngine
import SimGeometry
import SimScenario
import Testing

/// The view geometry a report draws is computed when something moved, and shared otherwise,
/// so a report of a large still tree costs one computation, not one a frame.
@Suite("Recorded view geometry follows what changed")
struct GeometryRecordingTests {
  static func run(_ text: String) throws -> ScenarioRun {
    ScenarioRunner.run(try scenario(text), recordingViewGeometry: true)
  }

  static let still = """
    {"name": "still", "root": {"id": "root", "children": [
      {"id": "a", "frame": [0, 0, 20, 20]}, {"id": "b", "frame": [40, 0, 20, 20]}]},
     "touches": [{"tap": [5, 5], "t": 0.1}], "duration": 2, "expect": []}
    """

  static let animated = """
    {"name": "moving", "root": {"id": "root", "children": [
      {"id": "go", "class": "UIButton", "frame": [0, 0, 40, 40], "on": {"touchUpInside": [
        {"animate": {"view": "box", "to": {"frame": [200, 0, 20, 20]}, "duration": 0.25,
                     "curve": "linear", "options": ["allowUserInteraction"]}}]}},
      {"id": "box", "frame": [100, 0, 20, 20]}]},
     "touches": [{"tap": [5, 5], "t": 0.1}], "duration": 1, "expect": []}
    """

  @Test("A still tree's geometry is computed once and every frame shares it")
  func stillTreeComputedOnce() throws {
    let frames = try Self.run(Self.still).simulation.frames
    #expect(frames.count == 121)
    #expect(Set(frames.map(\.geometryRevision)) == [0])
    #expect(frames.last?.views.count == 4)
  }

  @Test("Each animating frame gets new geometry; the first still frame after it is the rest")
  func animationThenRest() throws {
    let frames = try Self.run(Self.animated).simulation.frames
    let box = { (frame: FrameRecord) -> Double in
      frame.views.first { $0.view.rawValue == 3 }!.topLeft.x
    }
    let moving = frames.filter { !$0.presentations.isEmpty }
    #expect(moving.count > 10)
    #expect(Set(moving.map(\.geometryRevision)).count == moving.count)
    let after = frames.first { $0.index > moving.last!.index }!
    #expect(after.geometryRevision != moving.last!.geometryRevision)
    #expect(box(after) == 200)
    #expect(box(frames.last!) == 200)
    #expect(frames.last!.geometryRevision == after.geometryRevision)
  }
}
