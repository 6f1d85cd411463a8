import SimEngine
import SimScenario
import Testing

/// Scenarios with one navigation controller, `nav`, for the navigation tests.
///
/// The screen is an iPhone 14 (390 x 844 at 60 fps, safe area 47 top and 34 bottom): the bar is
/// at y 47…91, its back button 80 wide. The screens are `inbox` (view `inboxView`, with the
/// button `open` at (20, 200, 350, 60) that pushes `message`) and `message` (view
/// `messageView`, with the button `reply` at the same place that logs `replyTapped`), plus any
/// `extraScreens`. The root is `background`.
enum NavigationFixture {
  static let width = 390.0
  /// `round(390 × 0.7) − 390`: where the lower screen sits under the upper one.
  static let parallaxX = -117.0

  static func scenario(
    stack: [String] = ["inbox"], settings: String = "", extraScreens: String = "",
    inboxChildren: String = "", messageChildren: String = "",
    touches: [String] = [], expect: [String] = [], duration: Double = 3, screenWidth: Int = 390
  ) -> String {
    let stackText = stack.map { "\"\($0)\"" }.joined(separator: ", ")
    let inbox =
      [
        #"{"id": "open", "class": "UIButton", "frame": [20, 200, 350, 60], "on": {"touchUpInside": [{"push": {"navigation": "nav", "screen": "message"}}]}}"#
      ] + (inboxChildren.isEmpty ? [] : [inboxChildren])
    let message =
      [
        #"{"id": "reply", "class": "UIButton", "frame": [20, 200, 350, 60], "on": {"touchUpInside": [{"log": "replyTapped"}]}}"#
      ] + (messageChildren.isEmpty ? [] : [messageChildren])
    return """
      {"screen": {"width": \(screenWidth), "height": 844, "fps": 60, "safeArea": [47, 0, 34, 0]},
       "duration": \(duration),
       "root": {"id": "background"},
       "navigation": {"nav": {\(settings.isEmpty ? "" : settings + ", ")"stack": [\(stackText)], "screens": {
         "inbox": {"title": "Inbox", "view": {"id": "inboxView", "children": [\(inbox.joined(separator: ", "))]}},
         "message": {"title": "Message", "view": {"id": "messageView", "children": [\(message.joined(separator: ", "))]}}\(extraScreens.isEmpty ? "" : ", " + extraScreens)}}},
       "touches": [\(touches.joined(separator: ", "))],
       "expect": [\(expect.joined(separator: ", "))]}
      """
  }

  static func run(_ text: String) throws -> ScenarioRun {
    ScenarioRunner.run(try SimScenarioTests.scenario(text))
  }

  static func failures(_ run: ScenarioRun) -> [String] {
    run.failedResults.map { "\($0.expected) / \($0.actual)" }
      + run.actionFailures.map { "\($0.kind)" }
  }

  /// Raw events of one finger: down at (1, 400) at 0.1, moving right one step per 60 Hz frame
  /// to x = `to` − 1 by 0.6, then creeping the last point over half a second (2 pt/s) and
  /// lifted at x = `to`: a release at almost no velocity. (A finger held quite still sends no
  /// moves, and a pan's velocity comes from its last two moves, so only a slow finger makes a
  /// slow release.)
  static func dragAndCreep(to x: Double) -> [String] {
    var events = [#"{"t": 0.1, "phase": "began", "x": 1, "y": 400}"#]
    for frame in 1...60 {
      let t = 0.1 + Double(frame) / 60
      let position =
        frame <= 30 ? 1 + (x - 2) * Double(frame) / 30 : x - 1 + Double(frame - 30) / 30
      events.append(#"{"t": \#(t), "phase": "moved", "x": \#(position), "y": 400}"#)
    }
    events.append(#"{"t": \#(0.1 + 60.0 / 60), "phase": "ended", "x": \#(x), "y": 400}"#)
    return events
  }

  /// Every navigation record's event, as its summary.
  static func events(_ run: ScenarioRun) -> [String] {
    run.simulation.journal.compactMap {
      guard case .navigation(let record) = $0.kind else { return nil }
      return record.summary
    }
  }

  /// The times of the navigation events whose summary contains `text`.
  static func times(of text: String, in run: ScenarioRun) -> [Double] {
    run.simulation.journal.compactMap {
      guard case .navigation(let record) = $0.kind, record.summary.contains(text) else {
        return nil
      }
      return $0.time.seconds
    }
  }

  /// The interactive pops' releases.
  static func releases(_ run: ScenarioRun) -> [PopRelease] {
    run.simulation.journal.compactMap {
      guard case .navigation(let record) = $0.kind, case .released(let release) = record.event
      else { return nil }
      return release
    }
  }

  /// The appearance callbacks logged, in order: `inbox.viewWillAppear`, …
  static func callbacks(_ run: ScenarioRun) -> [String] {
    run.simulation.journal.compactMap {
      guard case .log(let name) = $0.kind, name.contains(".view") else { return nil }
      return name
    }
  }

  /// Kinds of the curve `UIView` and `UIViewPropertyAnimator` call ease-in-ease-out, solved
  /// here on its own (bisection on x), not with the engine's solver: progress at time fraction
  /// `t` of the cubic Bézier (0.42, 0), (0.58, 1).
  static func easeInOut(_ t: Double) -> Double {
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if bezier(mid, 0.42, 0.58) < t { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, 0, 1)
  }
}
