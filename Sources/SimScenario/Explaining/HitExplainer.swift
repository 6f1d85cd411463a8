import SimEngine
import SimGeometry

/// "Why did my tap miss?": the hit-test walk as a tree, each view visited with its local point
/// and verdict, the winner, and the views under the point that lost, the one the user most
/// likely meant first, each with what kept the touch from it.
public enum HitExplainer {
  /// The explanation of touch `number`'s hit test, as lines; with the finished run's
  /// simulation, also what the recognizers that saw the touch decided.
  public static func explain(touch number: Int, in scenario: Scenario, finished: Simulation? = nil)
    -> [String]
  {
    guard let (simulation, input) = ScenarioReplay.beforeTouch(number, of: scenario) else {
      return ["there is no touch \(number)"]
    }
    let step = scenario.step(ofTouch: number).map { " (\($0))" } ?? ""
    var lines = [
      "touch \(number)\(step) began at \(input.location.compactDescription), t=\(input.time):"
    ]
    lines += explain(input.location, in: simulation.tree)
    if let finished { lines += GestureExplainer.explain(touch: number, in: finished) }
    return lines
  }

  /// The explanation of touch `number` with what the recognizers that saw it and the app
  /// decided, replaying the scenario only as far as that needs: to the next touch that begins
  /// after it lifted, not the whole run (`simreplay explain --touch`).
  public static func explainReplaying(touch number: Int, in scenario: Scenario) -> [String] {
    explain(
      touch: number, in: scenario,
      finished: ScenarioReplay.untilAnswered(touch: number, of: scenario))
  }

  /// Why a replay to `time` is refused, if it is: past the time a scenario may last
  /// (``ScenarioLimits/seconds``), or more frames than a run may render
  /// (``ScenarioLimits/frames``), the limits `run` holds a scenario to.
  public static func refusal(
    at time: Instant, in scenario: Scenario, limits: ScenarioLimits = .standard
  ) -> String? {
    if time.nanoseconds > limits.seconds * 1_000_000_000 {
      return
        "t=\(time) s is past the \(limits.seconds) s a scenario may last (ScenarioLimits.seconds)"
    }
    let frames = ScenarioLimits.frameCount(until: time, fps: scenario.screen.fps)
    guard frames > limits.frames else { return nil }
    return
      "replaying to t=\(time) s would render \(frames) frames at \(scenario.screen.fps) fps, more than the \(limits.frames) a run may (ScenarioLimits.frames)"
  }

  /// The explanation of a hit test at `point` at `time`, as lines.
  public static func explain(_ point: Point, at time: Instant, in scenario: Scenario) -> [String] {
    let simulation = ScenarioReplay.at(time, of: scenario)
    return ["a touch at \(point.compactDescription), t=\(time):"]
      + explain(point, in: simulation.tree)
  }

  /// The walk, the winner and the losers for `point` (window coordinates) in `tree`.
  public static func explain(_ point: Point, in tree: ViewTree) -> [String] {
    let steps = tree.explainHitTest(point)
    var lines = WalkLines.lines(steps, in: tree)
    let winner = steps.first { $0.verdict == .hit }?.view
    lines.append("  hit: " + (winner.map { "'\(tree.name(of: $0))'" } ?? "no view"))
    let losers = UnderThePoint.views(at: point, in: tree, excluding: winner)
    guard !losers.isEmpty else { return lines }
    lines.append(
      "  also under the point, not hit" + (losers.count > 1 ? " (most likely meant first):" : ":"))
    let visited = Set(steps.map(\.view))
    for loser in losers.prefix(5) {
      lines.append(
        "    '\(tree.name(of: loser.view))' (\(tree[loser.view].viewClass.name)) at \(loser.local.compactDescription): "
          + UnderThePoint.reason(for: loser, winner: winner, visited: visited, in: tree))
    }
    if losers.count > 5 { lines.append("    … and \(losers.count - 5) more") }
    return lines
  }
}
