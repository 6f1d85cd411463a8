import SimReplay
import Testing

@Test func theOverlaySwallowsTheCloseButton() throws {
  let root = UIView(name: "root", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let container = UIView(name: "container", frame: CGRect(x: 40, y: 200, width: 300, height: 200))
  let close = UIButton(name: "close", frame: CGRect(x: 240, y: 140, width: 40, height: 40))
  close.addAction([.log("closeTapped")], for: .touchUpInside)
  let overlay = UIView(name: "overlay", frame: CGRect(x: 0, y: 0, width: 300, height: 200))
  overlay.alpha = 0.1
  container.addSubview(close)
  container.addSubview(overlay)
  root.addSubview(container)

  var sim = Simulation(try Scenario(name: "overlay", root: root))
  try sim.tap("close", expectingMiss: true)  // aimed at the button's centre, as drawn now
  try sim.wait(.settled)

  #expect(sim.hit(touch: 1) == "overlay")
  #expect(sim.count(log: "closeTapped") == 0)
}

@Test func theSheetScenarioPasses() throws {
  let run = ScenarioRunner.run(try ScenarioLoader.load(path: "Scenarios/sheet.json").get())
  #expect(run.passed)  // on failure, prints the failed expectations as `simreplay run` does
  try assertGolden(run, named: "sheet")  // __Goldens__/sheet.trace.jsonl beside this file
}
