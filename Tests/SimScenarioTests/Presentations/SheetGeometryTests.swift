import SimEngine
import SimGeometry
import SimScenario
import Testing

@Suite("Sheet geometry")
struct SheetGeometryTests {
  typealias F = PresentationFixture

  struct DetentCase: CustomTestStringConvertible, Sendable {
    let name: String
    let screen: String
    let detent: String
    /// Where the sheet's top is when it rests on the detent.
    let top: Double
    var testDescription: String { name }
  }

  /// Large = screen − top inset − 10 − bottom inset; medium = round(large / 2); a custom detent's
  /// height is its value, capped at large; a sheet of value v is v + bottom inset high.
  static let detentCases: [DetentCase] = [
    DetentCase(
      name: "large on an iPhone 14: 844 - 47 - 10 - 34 = 753, top 57", screen: F.iPhone14,
      detent: "large", top: 57),
    DetentCase(
      name: "medium on an iPhone 14: round(376.5) = 377, top 844 - 377 - 34 = 433",
      screen: F.iPhone14, detent: "medium", top: 433),
    DetentCase(
      name: "a custom 200 on an iPhone 14: top 844 - 200 - 34 = 610", screen: F.iPhone14,
      detent: "small", top: 610),
    DetentCase(
      name: "a custom 900 on an iPhone 14 is capped at large: top 57", screen: F.iPhone14,
      detent: "huge", top: 57),
    DetentCase(
      name: "large without a safe area: 844 - 10 = 834, top 10", screen: F.noSafeArea,
      detent: "large", top: 10),
    DetentCase(
      name: "medium without a safe area: 417, top 427", screen: F.noSafeArea, detent: "medium",
      top: 427),
    DetentCase(
      name: "a custom 200 without a safe area: top 644", screen: F.noSafeArea, detent: "small",
      top: 644),
    DetentCase(
      name: "a custom 900 without a safe area is capped at large: top 10", screen: F.noSafeArea,
      detent: "huge", top: 10),
  ]

  @Test("A presented sheet rests with its top where its detent puts it", arguments: detentCases)
  func presentedAtDetent(_ testCase: DetentCase) throws {
    let height = 844 - testCase.top
    let run = try F.run(
      F.sheet(
        #""detents": ["medium", "large", {"id": "small", "height": 200}, {"id": "huge", "height": 900}], "selectedDetent": "\#(testCase.detent)""#,
        screen: testCase.screen,
        expect: [
          #"{"t": 1, "view": "sheet.sheet", "frame": [0, \#(testCase.top), 390, \#(height)], "tolerance": 0.000001}"#,
          #"{"t": 1, "presentation": "sheet", "state": "presented", "detent": "\#(testCase.detent)"}"#,
        ]))
    #expect(F.failures(run) == [])
  }

  @Test("SheetGeometry gives the same tops as the presented sheets", arguments: detentCases)
  func geometryTops(_ testCase: DetentCase) {
    let insets =
      testCase.screen == F.iPhone14
      ? EdgeInsets(top: 47, left: 0, bottom: 34, right: 0) : EdgeInsets.zero
    var style = SheetStyle()
    style.detents = [
      .medium, .large, .custom(id: "small", height: 200), .custom(id: "huge", height: 900),
    ]
    let geometry = SheetGeometry(
      style: style, screen: Size(width: 390, height: 844), safeArea: insets)
    let detent = geometry.detent(named: testCase.detent)
    #expect(detent.map(geometry.top(at:)) == testCase.top)
  }

  @Test("The rubber band is UIScrollView's formula with the screen's height")
  func rubberBandFormula() {
    let geometry = SheetGeometry(
      style: SheetStyle(), screen: Size(width: 390, height: 844), safeArea: .zero)
    for pull in [0.5, 10, 45, 100, 500] {
      #expect(abs(geometry.rubberBand(pull) - F.rubberBand(pull)) < 1e-9)
    }
    // 100 pt of pull moves the sheet 51.635 pt.
    #expect(abs(geometry.rubberBand(100) - 51.63515016685207) < 1e-9)
  }

  @Test("The release projection is (v / 1000) · r / (1 − r): 0.099 s at r = 0.99")
  func projectionFactor() {
    var style = SheetStyle()
    let geometry = SheetGeometry(
      style: style, screen: Size(width: 390, height: 844), safeArea: .zero)
    #expect(abs(geometry.projection(of: 1000) - 99) < 1e-9)
    style.decelerationRate = 0.998
    let slower = SheetGeometry(
      style: style, screen: Size(width: 390, height: 844), safeArea: .zero)
    #expect(abs(slower.projection(of: 1000) - 499) < 1e-9)
  }
}
