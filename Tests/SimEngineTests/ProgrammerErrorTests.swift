import SimEngine
import SimGeometry
import Testing

/// Misuse of the Swift API is a programmer error and stops the process (each runs in a child
/// process as an exit test).
@Suite("Programmer errors")
struct ProgrammerErrorTests {
  @Test("Moving the clock backwards stops the process")
  func advanceBackwards() async {
    await #expect(processExitsWith: .failure) {
      var sim = Simulation(screen: Screen(size: Size(width: 100, height: 100)))
      sim.advance(to: Instant(seconds: 1))
      sim.advance(to: Instant(seconds: 0.5))
    }
  }

  @Test("Creating two views with the same name stops the process")
  func duplicateName() async {
    await #expect(processExitsWith: .failure) {
      var tree = ViewTree(screenSize: Size(width: 100, height: 100))
      _ = tree.createView(ViewProperties(name: "twin"))
      _ = tree.createView(ViewProperties(name: "twin"))
    }
  }

  @Test("Adding a view inside its own subtree stops the process")
  func addingInsideItself() async {
    await #expect(processExitsWith: .failure) {
      var tree = ViewTree(screenSize: Size(width: 100, height: 100))
      let outer = tree.addView(ViewProperties(name: "outer"), to: tree.window)
      let inner = tree.addView(ViewProperties(name: "inner"), to: outer)
      tree.addSubview(outer, to: inner)
    }
  }

  @Test("Making the window a subview stops the process")
  func windowAsSubview() async {
    await #expect(processExitsWith: .failure) {
      var tree = ViewTree(screenSize: Size(width: 100, height: 100))
      let panel = tree.addView(ViewProperties(name: "panel"), to: tree.window)
      tree.addSubview(tree.window, to: panel)
    }
  }
}
