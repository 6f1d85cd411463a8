import SimGeometry
import Testing

@testable import SimEngine

/// CADisplayLink on the virtual clock: a callback as each frame renders, with `timestamp` the
/// last frame's vsync ("when the last frame displayed") and `targetTimestamp` the frame being
/// prepared ("when the next frame displays"), both from CADisplayLink's documentation.
@Suite("Display links")
struct DisplayLinkTests {
  private func callbacks(_ sim: Simulation, _ name: String) -> [(
    time: Instant, timestamp: Instant, target: Instant
  )] {
    sim.journal.compactMap {
      guard case .timer(let o) = $0.kind, o.name == name,
        case .linkFired(let timestamp, let target) = o.event
      else { return nil }
      return ($0.time, timestamp, target)
    }
  }

  private func link(_ name: String, mode: RunLoopMode = .default, actions: [Action] = []) -> Action
  {
    .displayLink(DisplayLinkSettings(name: name, mode: mode, actions: actions))
  }

  @Test("A link calls back at every frame after the first vsync that follows its adding")
  func everyFrame() {
    var sim = simulation()
    let frame = { (k: Int) in sim.clock.time(ofFrame: k) }
    // Added at 0.02 s: after frame 1 (1/60 s), before frame 2 (2/60 s). Its first vsync is
    // frame 2's; that callback prepares frame 3.
    sim.advance(to: Instant(seconds: 0.02))
    sim.perform([link("tick")])
    sim.advance(to: frame(6))
    let seen = callbacks(sim, "tick")
    #expect(seen.map(\.timestamp) == (2...5).map(frame))
    #expect(seen.map(\.target) == (3...6).map(frame))
    #expect(seen.map(\.time) == (3...6).map(frame))
  }

  @Test("An expression reads the link's targetTimestamp in its callback")
  func readsTargetTimestamp() {
    var sim = simulation()
    sim.perform([
      link(
        "tick",
        actions: [.keep("t", .value(.displayLink("tick", .targetTimestamp)))])
    ])
    sim.advance(to: sim.clock.time(ofFrame: 4))
    #expect((try? sim.read(.variable("t"))) == sim.clock.time(ofFrame: 4).seconds)
    #expect(
      (try? sim.read(.displayLink("tick", .timestamp))) == sim.clock.time(ofFrame: 3).seconds)
  }

  @Test("invalidate stops the callbacks")
  func invalidateStops() {
    var sim = simulation()
    sim.perform([link("tick")])
    sim.advance(to: sim.clock.time(ofFrame: 3))
    sim.perform([.invalidate("tick")])
    sim.advance(to: sim.clock.time(ofFrame: 8))
    // Added at 0: called back as frames 1, 2 and 3 render, then no more.
    #expect(callbacks(sim, "tick").count == 3)
  }

  @Test("A default-mode link skips the frames of a drag; a common-mode one does not")
  func trackingMode() throws {
    var sim = simulation()
    sim.list()
    sim.perform([link("plain"), link("common", mode: .common)])
    try sim.perform(
      .drag(
        DragGesture(
          path: [Point(195, 600), Point(195, 400)], time: Instant(seconds: 0.1),
          duration: Interval(seconds: 0.5))))
    sim.advance(to: Instant(seconds: 6))
    let frames = sim.frameCount
    // Every frame after frame 0 calls the common link back.
    #expect(callbacks(sim, "common").count == frames - 1)
    let list = sim.id("list")
    let begin = try #require(
      sim.journal.first { $0.kind == .scroll(list, .willBeginDragging) }?.time)
    let end = try #require(
      sim.journal.first {
        $0.kind == .scroll(list, .didEndDecelerating)
          || $0.kind == .scroll(list, .didEndDragging(decelerate: false))
      }?.time)
    // The frames rendered while the drag or its deceleration holds the tracking mode: a touch
    // at a frame's time is delivered before the frame, and the frame whose step stops the
    // deceleration calls back after the step.
    let held = (1..<frames).filter {
      let t = sim.clock.time(ofFrame: $0)
      return t >= begin && t < end
    }
    #expect(!held.isEmpty)
    let plain = callbacks(sim, "plain").map(\.time)
    #expect(plain.allSatisfy { $0 < begin || $0 >= end })
    #expect(plain.count == frames - 1 - held.count)
  }
}
