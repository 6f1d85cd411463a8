import SimEngine
import SimScenario
import Testing

/// Scenarios with one presentation, for the presentation tests.
///
/// The screen is an iPhone 14 (390 x 844, safe area 47 top and 34 bottom) unless a test gives
/// another. The root holds `show` (a button at (20, 100, 120, 44) whose touchUpInside presents
/// `sheet`) and `status` (a button at (150, 10, 90, 40) that logs `statusTapped`): `status` is
/// above the sheet at every detent, so it is where taps test the dimming view. Touch 1 is always
/// a tap on `show` at 0.1: the sheet is presenting from its lift (0.18) and presented from 0.68
/// (its 0.5 s spring).
enum PresentationFixture {
  static let iPhone14 = #"{"width": 390, "height": 844, "fps": 60, "safeArea": [47, 0, 34, 0]}"#
  static let noSafeArea = #"{"width": 390, "height": 844, "fps": 60}"#

  /// The iPhone 14's sheet tops (docs/semantics.md, Presentations): large 753 pt high, top 57;
  /// medium round(753 / 2) = 377, top 433; midpoint 245.
  static let largeTop = 57.0
  static let mediumTop = 433.0

  /// A scenario whose `sheet` presentation has the given keys (`"detents": [...]`, …) besides
  /// its style and content, followed by `touches` after the presenting tap and `expect`. The
  /// run lasts `duration` seconds: `by` and `settledBy` expectations do not lengthen it.
  static func sheet(
    _ keys: String = "", content: String = #"{"id": "content"}"#, screen: String = iPhone14,
    touches: [String] = [], expect: [String] = [], duration: String = "3"
  ) -> String {
    let sheetKeys = ([#""style": "sheet""#] + (keys.isEmpty ? [] : [keys])).joined(separator: ", ")
    return """
      {"screen": \(screen), "duration": \(duration),
       "root": {"id": "root", "children": [
         {"id": "show", "class": "UIButton", "frame": [20, 100, 120, 44], "on": {"touchUpInside": [{"present": "sheet"}]}},
         {"id": "status", "class": "UIButton", "frame": [150, 10, 90, 40], "on": {"touchUpInside": [{"log": "statusTapped"}]}}]},
       "presentations": {"sheet": {\(sheetKeys), "content": \(content)}},
       "touches": [\((["{\"tap\": [80, 122], \"t\": 0.1}"] + touches).joined(separator: ", "))],
       "expect": [\(expect.joined(separator: ", "))]}
      """
  }

  /// Decodes and runs a scenario that must be valid.
  static func run(_ text: String) throws -> ScenarioRun {
    ScenarioRunner.run(try scenario(text))
  }

  /// The failed expectations, as "expected / actual", for `#expect` comments.
  static func failures(_ run: ScenarioRun) -> [String] {
    run.failedResults.map { "\($0.expected) / \($0.actual)" }
      + run.actionFailures.map { "\($0.kind)" }
  }

  /// Every `sheetReleased` event: the top, velocity, projected top and target (nil: dismissal).
  static func releases(_ run: ScenarioRun)
    -> [(top: Double, velocity: Double, projected: Double, target: String?)]
  {
    run.simulation.journal.compactMap {
      guard case .sheetReleased(_, let top, let velocity, let projected, let target) = $0.kind
      else { return nil }
      return (top, velocity, projected, target)
    }
  }

  /// Every `presentationIgnored` event's presentation and reason.
  static func ignored(_ run: ScenarioRun) -> [String] {
    run.simulation.journal.compactMap {
      guard case .presentationIgnored(let name, let reason) = $0.kind else { return nil }
      return "\(name): \(reason)"
    }
  }

  /// Every phase change of `name`, as "phase" or "phase (detent)".
  static func phases(_ run: ScenarioRun, of name: String) -> [String] {
    run.simulation.journal.compactMap {
      guard case .presentation(name, let phase, let detent) = $0.kind else { return nil }
      return phase.rawValue + (detent.map { " (\($0))" } ?? "")
    }
  }

  /// UIScrollView's rubber band, written out as docs/semantics.md gives it:
  /// (1 − 1/(x·0.55/d + 1))·d with d the screen's height.
  static func rubberBand(_ x: Double, screenHeight d: Double = 844) -> Double {
    (1 - 1 / (x * 0.55 / d + 1)) * d
  }
}
