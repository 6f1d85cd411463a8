import SimEngine
import Testing

@testable import SimScenario

/// Every kind the reader tells apart by a key (an animator's call, a navigation action, a touch
/// helper, an occurrence, a comparison, a golden tolerance's unit) is read by its own code: a
/// kind forgotten there must never be read quietly as the one the old `default:` stood for.
@Suite("Reader kinds")
struct ReaderKindTests {
  /// A button whose tap runs `action`.
  static func tapping(_ action: String) -> String {
    #"{"root": {"id": "b", "class": "UIButton", "on": {"touchUpInside": [\#(action)]}}}"#
  }

  @Test("An animator call of each kind with a wrong value is refused in its terms, not as 'finish'")
  func animatorCalls() {
    let finish = diagnostics(
      Self.tapping(#"{"animator": {"name": "a", "finish": "middle"}}"#)
    ).joined()
    #expect(finish.contains("unknown position 'middle'"), "\(finish)")
    for call in AnimatorCall.allCases where call != .finish {
      let action = #"{"animator": {"name": "a", "\#(call.rawValue)": "middle"}}"#
      let text = diagnostics(Self.tapping(action)).joined(separator: "\n")
      #expect(!text.isEmpty, "\(call)")
      #expect(!text.contains("unknown position"), "\(call) was read as 'finish': \(text)")
    }
  }

  @Test("Each navigation action is read as itself, not as 'popToRoot'")
  func navigationActions() {
    func problems(_ action: String) -> String {
      let button = #"{"id": "x", "class": "UIButton", "on": {"touchUpInside": [\#(action)]}}"#
      return diagnostics(NavigationFixture.scenario(inboxChildren: button))
        .joined(separator: "\n")
    }
    let push = problems(#"{"push": {"navigation": "nav"}}"#)
    #expect(push.contains("missing 'screen'"), "\(push)")
    let set = problems(#"{"setViewControllers": {"navigation": "nav"}}"#)
    #expect(set.contains("missing 'screens'"), "\(set)")
    #expect(problems(#"{"pop": {"navigation": "nav", "interactive": true}}"#).isEmpty)
    let popToRoot = problems(#"{"popToRoot": {"navigation": "nav", "interactive": true}}"#)
    #expect(popToRoot.contains("unknown key 'interactive'"), "\(popToRoot)")
    #expect(problems(#"{"popToRoot": {"navigation": "nav"}}"#).isEmpty)
  }

  @Test("A touch helper of each kind missing its keys is refused in its terms, not as 'edgeSwipe'")
  func touchHelpers() {
    for helper in TouchHelper.allCases where !helper.isPointHelper && helper != .edgeSwipe {
      let text = diagnostics(
        #"{"root": {"id": "root"}, "touches": [{"\#(helper.rawValue)": {"t": 0}}]}"#
      ).joined(separator: "\n")
      #expect(!text.isEmpty, "\(helper)")
      #expect(!text.contains("'edge'"), "\(helper) was read as an edge swipe: \(text)")
    }
    let edge = diagnostics(#"{"root": {"id": "root"}, "touches": [{"edgeSwipe": {"t": 0}}]}"#)
    #expect(edge.joined().contains("'edge'"), "\(edge)")
  }

  @Test("An occurrence of each kind with a wrong value is refused in its terms, not an animator's")
  func occurrenceKinds() {
    for kind in OccurrenceKind.allCases where kind != .animator {
      let text = diagnostics(
        #"{"root": {"id": "root"}, "expect": [{"\#(kind.rawValue)": [1], "at": 0.1}]}"#
      ).joined(separator: "\n")
      #expect(!text.isEmpty, "\(kind)")
      #expect(!text.contains("animator"), "\(kind) was read as an animator's: \(text)")
      // An animator's occurrence needs its event: asking for one is reading it as one.
      if !kind.companions.contains("event") {
        #expect(!text.contains("missing 'event'"), "\(kind) was read as an animator's: \(text)")
      }
    }
  }

  @Test("Each comparison operator compares as itself, not as '>='")
  func comparisons() throws {
    let expectations = ComparisonOperator.allCases.map {
      #"{"t": 0, "view": "v", "minY": {"\#($0.rawValue)": 60}}"#
    }
    let run = ScenarioRunner.run(
      try scenario(
        #"{"root": {"id": "root", "children": [{"id": "v", "frame": [0, 50, 10, 10]}]}, "expect": [\#(expectations.joined(separator: ", "))]}"#
      ))
    let passed = Dictionary(
      uniqueKeysWithValues: zip(ComparisonOperator.allCases, run.results.map(\.passed)))
    let expected: [ComparisonOperator: Bool] = [
      .below: true, .belowOrEqual: true, .above: false, .aboveOrEqual: false,
    ]
    #expect(passed == expected)
  }

  @Test("Each golden tolerance unit sets its own number, not alpha")
  func goldenToleranceUnits() throws {
    let read = try scenario(
      #"{"root": {"id": "root"}, "goldenTolerance": {"points": 0.5, "seconds": 0.25, "alpha": 0.125}}"#
    )
    #expect(read.goldenTolerance == GoldenTolerance(points: 0.5, seconds: 0.25, alpha: 0.125))
  }
}
