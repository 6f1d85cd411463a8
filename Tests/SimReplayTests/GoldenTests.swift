import SimReplay
import Testing

/// `assertGolden`: records a missing golden beside the test file, then compares with it.
@Suite("Golden checks from a test")
struct GoldenTests {
  /// `__Goldens__/overlay.trace.jsonl` is a copy of the JSON scenario's golden,
  /// Scenarios/overlay-swallows-close-button.trace.jsonl: the scenario built in Swift, with the
  /// same tap, runs byte for byte as the file does.
  @Test("The overlay built in Swift gives the JSON scenario's golden trace")
  func theOverlayMatchesTheFilesGolden() throws {
    let run = ScenarioRunner.run(try ThreeScenariosTests.overlayScenario(tapAt: 0.1))
    try assertGolden(run, named: "overlay", record: .never)
  }

  /// A test file in a scratch folder of its own, so the goldens a test writes go there.
  static func scratchFile(_ name: String) -> StaticString {
    switch name {
    case "record": return "/tmp/simreplay-golden-tests/record/Test.swift"
    default: return "/tmp/simreplay-golden-tests/differs/Test.swift"
    }
  }

  @Test("A missing golden is recorded and the call fails; the next call compares and passes")
  func aMissingGoldenIsRecorded() throws {
    let run = ScenarioRunner.run(try ThreeScenariosTests.overlayScenario(tapAt: 0.1))
    let file = Self.scratchFile("record")
    // Start from no golden: record one anew, which fails saying so.
    #expect(throws: GoldenError.self) {
      try assertGolden(run, named: "x", record: .all, file: file)
    }
    try assertGolden(run, named: "x", record: .missing, file: file)
    try assertGolden(run, named: "x", record: .never, file: file)
  }

  @Test("A run whose trace differs from its golden fails with the first difference")
  func aDifferentRunFails() throws {
    let file = Self.scratchFile("differs")
    let before = ScenarioRunner.run(try ThreeScenariosTests.overlayScenario(tapAt: 0.1))
    #expect(throws: GoldenError.self) {
      try assertGolden(before, named: "y", record: .all, file: file)
    }
    // The overlay no longer touchable: frame 0's layout already says so.
    let after = ScenarioRunner.run(
      try ThreeScenariosTests.overlayScenario(overlayTouchable: false, tapAt: 0.1))
    #expect {
      try assertGolden(after, named: "y", record: .never, file: file)
    } throws: { error in
      guard case .differs(_, let first, _) = error as? GoldenError else { return false }
      return first.line == 1 && first.keyPath == "layout['overlay'].interaction"
        && first.expected == "true" && first.actual == "false"
    }
  }
}
