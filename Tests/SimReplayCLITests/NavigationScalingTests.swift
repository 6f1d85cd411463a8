import SimEngine
import SimReport
import SimScenario
import Testing

/// Many pushes and deep stacks cost what they hold, not its square (issue 36: thousands of
/// non-animated pushes in one action list took 849 MB, each journal entry and trace line
/// holding the whole stack). Sizes are counted, not timed.
@Suite("Navigation: linear in pushes and depth")
struct NavigationScalingTests {
  /// `count` screens `s0`…, the stack `stack` of the first ones, and a button on `s0` whose
  /// tap pushes the others (from `stack` on), not animated.
  static func run(screens count: Int, stack: Int = 1) throws -> ScenarioRun {
    let screens = (0..<count).map {
      $0 == 0
        ? #""s0": {"view": {"id": "v0", "children": [{"id": "b", "class": "UIButton", "frame": [0, 100, 390, 600], "on": {"touchUpInside": [PUSHES]}}]}}"#
        : #""s\#($0)": {"view": {"id": "v\#($0)"}}"#
    }
    let pushes = (stack..<count).map {
      #"{"push": {"navigation": "nav", "screen": "s\#($0)", "animated": false}}"#
    }
    let text = """
      {"root": {"id": "bg"}, "duration": 0.3, "touches": [{"tap": [195, 400], "t": 0.1}],
       "navigation": {"nav": {"stack": [\((0..<stack).map { "\"s\($0)\"" }.joined(separator: ", "))],
         "screens": {\(screens.joined(separator: ", ").replacingOccurrences(of: "PUSHES", with: pushes.joined(separator: ", ")))}}}}
      """
    let scenario = try ScenarioLoader.decode(Array(text.utf8), file: "t.json", defaultName: "t")
      .get()
    return ScenarioRunner.run(scenario)
  }

  static func records(_ run: ScenarioRun) -> [NavigationRecord] {
    run.simulation.journal.compactMap {
      if case .navigation(let record) = $0.kind { return record }
      return nil
    }
  }

  @Test("Ten times the pushes in one action list write about ten times the trace")
  func traceOfManyPushes() throws {
    let small = TraceEncoder.encode(try Self.run(screens: 100).simulation).utf8.count
    let large = TraceEncoder.encode(try Self.run(screens: 1_000).simulation).utf8.count
    // Each push's lines holding the whole stack grow it a hundred times.
    #expect(large < 12 * small, "\(small) → \(large) bytes")
  }

  @Test("A journal entry keeps at most the top 32 screens of the stack, and its depth")
  func entriesAreBounded() throws {
    let run = try Self.run(screens: 1_000)
    #expect(run.simulation.stack(ofNavigation: "nav") == (0..<1_000).map { "s\($0)" })
    let records = Self.records(run)
    #expect(records.count == 2 * 999)
    #expect(records.allSatisfy { $0.stack.count <= NavigationRecord.stackShown })
    let last = try #require(records.last)
    #expect(last.depth == 1_000)
    #expect(last.stack == (968..<1_000).map { "s\($0)" })
    #expect(!last.isWholeStack)
    // Up to 32 deep, the whole stack, as every golden shows it: push 31 completes at depth 32.
    let push31 = records[2 * 30 + 1]
    #expect(push31.stack == (0...31).map { "s\($0)" } && push31.isWholeStack)
    #expect(records[2 * 31 + 1].stack.count == 32 && !records[2 * 31 + 1].isWholeStack)
  }

  @Test("A stack deeper than 32 is written as its depth and its top screens")
  func deepStackInTheTrace() throws {
    let trace = TraceEncoder.encode(try Self.run(screens: 40).simulation)
    let top = (8..<40).map { "\"s\($0)\"" }.joined(separator: ",")
    #expect(
      trace.contains(
        #""event":"completed","operation":"push","stackDepth":40,"stackTop":[\#(top)]}"#))
    #expect(!trace.contains(#""stackDepth":32"#) && trace.contains(#""stackDepth":33"#))
  }

  @Test("A deep starting stack is read and kept whole, every screen on it")
  func deepStartingStack() throws {
    let run = try Self.run(screens: 2_000, stack: 2_000)
    #expect(run.simulation.stack(ofNavigation: "nav") == (0..<2_000).map { "s\($0)" })
    #expect(run.actionFailures.isEmpty)
  }
}
