import SimEngine
import SimScenario
import Testing

@Suite("Presentation expectations")
struct PresentationExpectationTests {
  typealias F = PresentationFixture

  /// Presented at medium at 0.68; a tap on the dimming view at 1.0 dismisses it from its lift
  /// (1.08) to 1.58. `expect` is checked against that run.
  static func dismissedByTap(expect: [String]) -> String {
    F.sheet(
      #""detents": ["medium", "large"]"#, touches: [#"{"tap": [195, 30], "t": 1.0}"#],
      expect: expect)
  }

  @Test("A by expectation passes once the phase was entered at or before T, even if it was left")
  func byPassesAfterLeaving() throws {
    let run = try F.run(
      Self.dismissedByTap(expect: [
        #"{"by": 0.7, "presentation": "sheet", "state": "presented"}"#,
        #"{"by": 0.68, "presentation": "sheet", "state": "presented"}"#,
        #"{"t": 2, "presentation": "sheet", "state": "presented"}"#,
      ]))
    #expect(run.results.map(\.passed) == [true, true, false])
  }

  @Test("A by expectation fails when the phase is entered only after T, and says when it was")
  func byFailsWhenLate() throws {
    let run = try F.run(
      Self.dismissedByTap(expect: [#"{"by": 0.6, "presentation": "sheet", "state": "presented"}"#]))
    let result = try #require(run.results.first)
    #expect(!result.passed)
    #expect(result.expected == "'sheet' is presented by t=0.6")
    #expect(result.actual == "it was from t=0.68")
  }

  @Test("A by expectation fails when the phase is never entered, listing the phases")
  func byFailsWhenNever() throws {
    let run = try F.run(
      F.sheet(
        #""detents": ["medium", "large"]"#,
        expect: [#"{"by": 5, "presentation": "sheet", "state": "dismissing"}"#]))
    let result = try #require(run.results.first)
    #expect(!result.passed)
    #expect(
      result.actual
        == "it never was; its phases: t=0.18 presenting (medium), t=0.68 presented (medium)")
  }

  @Test("A by expectation with a detent needs the phase at that detent")
  func byWithDetent() throws {
    // Dragged from medium to large (released at 1.5): presented at large from then.
    let run = try F.run(
      F.sheet(
        #""detents": ["medium", "large"]"#,
        touches: [#"{"drag": {"from": [195, 500], "to": [195, 120], "t": 1.0, "duration": 0.5}}"#],
        expect: [
          #"{"by": 1.0, "presentation": "sheet", "state": "presented", "detent": "large"}"#,
          #"{"by": 1.5, "presentation": "sheet", "state": "presented", "detent": "large"}"#,
          #"{"by": 1.0, "presentation": "sheet", "state": "presented", "detent": "medium"}"#,
        ]))
    #expect(run.results.map(\.passed) == [false, true, true])
    #expect(run.results[0].actual == "it was from t=1.5")
  }

  @Test("A t expectation checks the phase and detent at that time")
  func stateAtTime() throws {
    let run = try F.run(
      Self.dismissedByTap(expect: [
        #"{"t": 0.1, "presentation": "sheet", "state": "dismissed"}"#,
        #"{"t": 0.3, "presentation": "sheet", "state": "presenting", "detent": "medium"}"#,
        #"{"t": 1.07, "presentation": "sheet", "detent": "medium"}"#,
        #"{"t": 1.08, "presentation": "sheet", "state": "dismissing"}"#,
        #"{"t": 1.58, "presentation": "sheet", "state": "dismissed"}"#,
        #"{"t": 1.3, "presentation": "sheet", "state": "presented"}"#,
      ]))
    #expect(run.results.map(\.passed) == [true, true, true, true, true, false])
    #expect(
      run.results[5].actual
        == "it is dismissing; its phases: t=0.18 presenting (medium), t=0.68 presented (medium), t=1.08 dismissing (medium)"
    )
  }
}
