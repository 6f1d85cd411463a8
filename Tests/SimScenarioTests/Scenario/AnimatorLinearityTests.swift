import SimScenario
import Testing

@testable import SimEngine

/// Many property animators started by one action cost what they are, not their square:
/// counted (entries of the animator room's live list read or written), not timed. Issue 36:
/// each animator joining or leaving the list searched it, and leaving shifted the rest.
@Suite("Property animators: linear in how many one action starts")
struct AnimatorLinearityTests {
  /// `count` views, and a button whose tap starts a running animator on each (1 s, linear),
  /// all finishing together at 1.1 s and leaving the live list in the frame they end.
  static func run(animators count: Int) throws -> ScenarioRun {
    let views = (0..<count).map { #"{"id": "v\#($0)", "frame": [0, 200, 10, 10]}"# }
    let starts = (0..<count).map {
      #"{"animator": {"name": "a\#($0)", "running": {"duration": 1, "curve": "linear", "animations": [{"view": "v\#($0)", "to": {"alpha": 0}}]}}}"#
    }
    let text = """
      {"duration": 1.5, "touches": [{"tap": [195, 50], "t": 0.1}],
       "root": {"id": "root", "children": [
         {"id": "b", "class": "UIButton", "frame": [0, 0, 390, 100],
          "on": {"touchUpInside": [\(starts.joined(separator: ", "))]}},
         \(views.joined(separator: ", "))]}}
      """
    let scenario = try ScenarioLoader.decode(Array(text.utf8), file: "t.json", defaultName: "t")
      .get()
    return ScenarioRunner.run(scenario)
  }

  @Test("Ten times the animators started by one tap touch the live list ten times as often")
  func liveListIsLinear() throws {
    let small = try Self.run(animators: 100)
    let large = try Self.run(animators: 1_000)
    // Every animator ran and finished: none is left on the list.
    #expect(!large.simulation.animator.hasLiveAnimators)
    #expect(large.simulation.animator.propertyAnimators.count == 1_000)
    #expect(large.simulation.animator.propertyAnimators.allSatisfy { $0.state == .inactive })
    let (n, tenN) = (
      small.simulation.animator.liveListSteps, large.simulation.animator.liveListSteps
    )
    // Each joins once and leaves once, moving at most one other: at most 3 entries each. A
    // search of the list for each, or removal by shifting the rest, grows a hundred times.
    #expect(n >= 200 && n <= 300, "\(n) entries for N")
    #expect(tenN <= 12 * n, "\(n) entries read or written for N, \(tenN) for 10·N")
  }
}
