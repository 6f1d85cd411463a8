import SimEngine
import SimScenario
import Testing

@Suite("Sheet interaction")
struct SheetInteractionTests {
  typealias F = PresentationFixture

  // MARK: Dimming

  @Test("At largestUndimmedDetent a tap above the sheet reaches the presenting view")
  func undimmedPassesThrough() throws {
    let run = try F.run(
      F.sheet(
        #""detents": ["medium", "large"], "largestUndimmedDetent": "medium""#,
        touches: [#"{"tap": [195, 30], "t": 1.0}"#],
        expect: [
          #"{"t": 0.9, "view": "sheet.dimming", "alpha": 0}"#,
          #"{"touch": 2, "hits": "status"}"#,
          #"{"log": "statusTapped", "count": 1}"#,
          #"{"t": 1.2, "presentation": "sheet", "state": "presented", "detent": "medium"}"#,
        ]))
    #expect(F.failures(run) == [])
  }

  @Test(
    "Above largestUndimmedDetent, or with none, the dimming view swallows a tap above the sheet",
    arguments: [
      #""detents": ["medium", "large"]"#,
      #""detents": ["medium", "large"], "largestUndimmedDetent": "medium", "selectedDetent": "large""#,
      #""detents": [{"id": "small", "height": 200}, "medium"], "largestUndimmedDetent": "small", "selectedDetent": "medium""#,
    ])
  func dimmedSwallows(_ keys: String) throws {
    let run = try F.run(
      F.sheet(
        keys + #", "modalInPresentation": true"#,
        touches: [#"{"tap": [195, 30], "t": 1.0}"#],
        expect: [
          #"{"t": 0.9, "view": "sheet.dimming", "alpha": 1}"#,
          #"{"touch": 2, "hits": "sheet.dimming"}"#,
          #"{"log": "statusTapped", "count": 0}"#,
        ]))
    #expect(F.failures(run) == [])
  }

  @Test("A tap on the dimming view dismisses the sheet")
  func dimmingTapDismisses() throws {
    let run = try F.run(
      F.sheet(
        #""detents": ["medium", "large"]"#,
        touches: [#"{"tap": [195, 30], "t": 1.0}"#],
        expect: [
          #"{"touch": 2, "hits": "sheet.dimming"}"#,
          #"{"by": 1.08, "presentation": "sheet", "state": "dismissing"}"#,
          #"{"by": 1.58, "presentation": "sheet", "state": "dismissed"}"#,
          #"{"log": "sheet.willDismiss", "count": 1}"#,
          #"{"log": "sheet.didAttemptToDismiss", "count": 0}"#,
        ]))
    #expect(F.failures(run) == [])
  }

  @Test("A tap on a modal sheet's dimming view logs didAttemptToDismiss and does not dismiss")
  func modalDimmingTapOnlyAttempts() throws {
    let run = try F.run(
      F.sheet(
        #""detents": ["medium", "large"], "modalInPresentation": true"#,
        touches: [#"{"tap": [195, 30], "t": 1.0}"#],
        expect: [
          #"{"touch": 2, "hits": "sheet.dimming"}"#,
          #"{"gesture": "sheet.dimmingTap", "state": "recognized", "count": 1}"#,
          #"{"log": "sheet.didAttemptToDismiss", "count": 1}"#,
          #"{"t": 2, "presentation": "sheet", "state": "presented", "detent": "medium"}"#,
          #"{"log": "sheet.willDismiss", "count": 0}"#,
        ]))
    #expect(F.failures(run) == [])
    #expect(F.phases(run, of: "sheet") == ["presenting (medium)", "presented (medium)"])
  }

  // MARK: Release

  struct ReleaseCase: CustomTestStringConvertible, Sendable {
    /// The drag's duration: 150 pt down in 10 equal moves (3 for the fling).
    let duration: String
    let steps: Int
    /// The detent it settles on; nil: it is dismissed.
    let target: String?
    var velocity: Double { 150 / Double(duration)! }
    var testDescription: String {
      "v = \(velocity) pt/s: projected \(197 + velocity * 0.099) → \(target ?? "dismiss")"
    }
  }

  /// From large (top 57) a 150 pt drag down is released at top 57 + 150 − 10 = 197 (the pan's
  /// 10 pt hysteresis comes off). The projection v × 0.099 crosses the medium/large midpoint
  /// 245 at v = 484.85 pt/s, and the medium/dismissal midpoint 638.5 at v = 4459.6 pt/s.
  static let releaseCases: [ReleaseCase] = [
    ReleaseCase(duration: "1.5", steps: 10, target: "large"),
    ReleaseCase(duration: "0.32", steps: 10, target: "large"),
    ReleaseCase(duration: "0.31", steps: 10, target: "large"),
    ReleaseCase(duration: "0.305", steps: 10, target: "medium"),
    ReleaseCase(duration: "0.3", steps: 10, target: "medium"),
    ReleaseCase(duration: "0.035", steps: 5, target: "medium"),
    ReleaseCase(duration: "0.03", steps: 3, target: nil),
  ]

  @Test(
    "A released sheet goes to the detent nearest to its projected top, or is dismissed",
    arguments: releaseCases)
  func releaseByProjection(_ testCase: ReleaseCase) throws {
    let run = try F.run(
      F.sheet(
        #""detents": ["medium", "large"], "selectedDetent": "large""#,
        touches: [
          #"{"drag": {"from": [195, 300], "to": [195, 450], "t": 1.0, "duration": \#(testCase.duration), "steps": \#(testCase.steps)}}"#
        ]))
    let releases = F.releases(run)
    try #require(releases.count == 1)
    let release = releases[0]
    #expect(abs(release.top - 197) < 1e-9)
    #expect(abs(release.velocity - testCase.velocity) < 1e-3)
    #expect(abs(release.projected - (197 + testCase.velocity * 0.099)) < 1e-3)
    #expect(release.target == testCase.target)
    let last = F.phases(run, of: "sheet").last
    #expect(last == (testCase.target.map { "presented (\($0))" } ?? "dismissed (large)"))
  }

  @Test("decelerationRate changes the projection and so the detent")
  func decelerationRateMovesTheProjection() throws {
    // v = 150 / 1.5 = 100 pt/s from top 197: at 0.99 projected 206.9 (large); at 0.999 the
    // projection is v × 0.999 = 99.9, projected 296.9 (medium).
    let run = try F.run(
      F.sheet(
        #""detents": ["medium", "large"], "selectedDetent": "large", "decelerationRate": 0.999"#,
        touches: [
          #"{"drag": {"from": [195, 300], "to": [195, 450], "t": 1.0, "duration": 1.5, "steps": 10}}"#
        ]))
    let release = try #require(F.releases(run).first)
    #expect(abs(release.projected - 296.9) < 1e-6)
    #expect(release.target == "medium")
  }

  // MARK: Rubber band

  @Test("Dragged above its largest detent the sheet's top is the large top less the rubber band")
  func rubberBandAboveLarge() throws {
    // 110 pt up in 36 moves: the pan begins on the 4th (12.2 pt) and the translation at the lift
    // is -100; at 2.3 (18 moves, 55 pt) it is -45.
    let atLift = F.largeTop - F.rubberBand(100)
    let midway = F.largeTop - F.rubberBand(45)
    let run = try F.run(
      F.sheet(
        #""detents": ["medium", "large"], "selectedDetent": "large""#,
        touches: [
          #"{"drag": {"from": [195, 400], "to": [195, 290], "t": 2.0, "duration": 0.6}}"#
        ],
        expect: [
          #"{"t": 2.3, "view": "sheet.sheet", "frame": [0, \#(midway), 390, \#(844 - midway)], "tolerance": 0.000001}"#,
          #"{"t": 2.6, "view": "sheet.sheet", "frame": [0, \#(atLift), 390, \#(844 - atLift)], "tolerance": 0.000001}"#,
          #"{"t": 3.2, "view": "sheet.sheet", "frame": [0, 57, 390, 787]}"#,
        ]))
    #expect(F.failures(run) == [])
    #expect(abs(atLift - 5.364849833147929) < 1e-9)
  }

  @Test("A modal sheet dragged below its smallest detent rubber-bands instead of following")
  func modalRubberBandBelowSmallest() throws {
    // From medium (433) 210 pt down in 30 moves of 7 pt: translation 200 at the lift.
    let atLift = F.mediumTop + F.rubberBand(200)
    let run = try F.run(
      F.sheet(
        #""detents": ["medium", "large"], "modalInPresentation": true"#,
        touches: [
          #"{"drag": {"from": [195, 500], "to": [195, 710], "t": 1.0, "duration": 0.5}}"#
        ],
        expect: [
          #"{"t": 1.5, "view": "sheet.sheet", "frame": [0, \#(atLift), 390, \#(844 - atLift)], "tolerance": 0.000001}"#
        ]))
    #expect(F.failures(run) == [])
  }

  @Test("A sheet that may be dismissed follows the finger below its smallest detent")
  func followsBelowSmallest() throws {
    let run = try F.run(
      F.sheet(
        #""detents": ["medium", "large"]"#,
        touches: [
          #"{"drag": {"from": [195, 500], "to": [195, 710], "t": 1.0, "duration": 0.5}}"#
        ],
        expect: [
          #"{"t": 1.5, "view": "sheet.sheet", "frame": [0, 633, 390, 211], "tolerance": 0.000001}"#
        ]
      ))
    #expect(F.failures(run) == [])
  }
}
