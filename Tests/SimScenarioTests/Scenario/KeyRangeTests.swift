import Testing

@testable import SimScenario

/// A number key's range is declared in its table, and the reader refuses a value past it with
/// the table's bounds: change the table and the reader follows.
@Suite("Key ranges")
struct KeyRangeTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let keys: ObjectKeys
    let key: String
    /// The scenario with `VALUE` where the number goes.
    let text: String
    var testDescription: String { "\(keys.context).\(key)" }
  }

  static let navigation =
    #"{"root": {"id": "root"}, "navigation": {"nav": {"stack": ["a"], "screens": {"a": {"view": {"id": "av"}}}, "KEY": VALUE}}}"#

  static let cases: [Case] = [
    Case(
      keys: ScenarioKeys.screen, key: "fps",
      text: #"{"root": {"id": "root"}, "screen": {"fps": VALUE}}"#),
    Case(
      keys: ScenarioKeys.uikit, key: "minimumHitAlpha",
      text: #"{"root": {"id": "root"}, "uikit": {"minimumHitAlpha": VALUE}}"#),
    Case(
      keys: ScenarioKeys.scenario, key: "goldenTolerance",
      text: #"{"root": {"id": "root"}, "goldenTolerance": VALUE}"#),
    Case(
      keys: ScenarioDecoder.navigationKeys, key: "parallax",
      text: navigation.replacing("KEY", with: "parallax")),
    Case(
      keys: ScenarioDecoder.navigationKeys, key: "barHeight",
      text: navigation.replacing("KEY", with: "barHeight")),
    Case(
      keys: GestureType.swipe.keys, key: "maximumAngle",
      text:
        #"{"root": {"id": "root", "gestures": [{"id": "g", "type": "swipe", "maximumAngle": VALUE}]}}"#
    ),
    Case(
      keys: GestureType.tap.keys, key: "taps",
      text: #"{"root": {"id": "root", "gestures": [{"id": "g", "type": "tap", "taps": VALUE}]}}"#),
  ]

  @Test(
    "a value just past the declared range is refused, naming the declared bounds", arguments: cases)
  func pastTheRange(_ testCase: Case) {
    let range = testCase.keys.range(testCase.key)
    let past = range.upperBound + 1
    let found = diagnostics(testCase.text.replacing("VALUE", with: format(past)))
    #expect(found.count == 1, "\(found)")
    let bounds = [range.lowerBound, range.upperBound].map(format)
    #expect(
      found.first?.contains("\(bounds[0]) and \(bounds[1])") == true
        || found.first?.contains("from \(bounds[0]) to \(bounds[1])") == true, "\(found)")
    let inside = diagnostics(testCase.text.replacing("VALUE", with: format(range.upperBound)))
    #expect(inside.isEmpty, "\(inside)")
  }
}
