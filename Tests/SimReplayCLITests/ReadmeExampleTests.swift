import SimEngine
import SimGeometry
import SimScenario
import Testing

/// The Swift examples in README.md, verbatim but for the scenario path, so they keep compiling
/// and keep telling the truth.
@Suite("README examples")
struct ReadmeExampleTests {
  @Test func theOverlaySwallowsTheCloseButton() throws {
    var sim = Simulation(screen: Screen(size: Size(390, 844)))
    let container = sim.addView(
      ViewProperties(name: "container", frame: Rect(x: 40, y: 200, width: 300, height: 200)))
    let close = sim.addView(
      ViewProperties(
        name: "close", class: .uiButton, frame: Rect(x: 240, y: 140, width: 40, height: 40)),
      to: container)
    sim.on(.touchUpInside, of: close, perform: [.log("closeTapped")])
    var overlay = ViewProperties(name: "overlay", frame: Rect(x: 0, y: 0, width: 300, height: 200))
    overlay.alpha = 0.1
    sim.addView(overlay, to: container)

    try sim.tap(at: Point(300, 360), time: Instant(seconds: 0.1))
    sim.advance(to: Instant(seconds: 0.2))

    #expect(sim.name(of: sim.touch(1).view) == "overlay")
    #expect(sim.count(log: "closeTapped") == 0)
    #expect(sim.name(of: sim.hitTest(Point(300, 360))) == "overlay")
    #expect(sim.frames.count == 13)  // frames 0…12, at k / 60 s
  }

  @Test func loadingAScenarioFile() throws {
    let run = ScenarioRunner.run(
      try ScenarioLoader.load(path: Repository.path("Scenarios/round-button.json")).get())
    #expect(run.passed)
    let journal = run.simulation.journal  // every touch event, control event and log, in order
    #expect(!journal.isEmpty)
  }
}
