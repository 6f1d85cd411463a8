import SimEngine
import SimScenario

/// How a run compares with its golden trace, frame by frame, for the report's golden view:
/// the golden's path, and each differing frame with how many values differ and the first.
public struct GoldenComparison: Sendable {
  public var path: String
  public var frames: [(frame: Int, fields: Int, first: TraceDifference)]
  /// How many frames differ in all (``frames`` keeps the first 2,000).
  public var differingFrames: Int

  /// Runs `scenario` against the golden at `path`, within the scenario's tolerance; nil when
  /// the golden can't be read.
  public static func compare(_ scenario: Scenario, golden path: String) -> GoldenComparison? {
    guard case .success(let lines) = GoldenLines.open(path) else { return nil }
    var writer = TraceWriter(
      files: [], golden: lines, tolerance: scenario.goldenTolerance ?? .exact)
    _ = ScenarioRunner.run(scenario, streamingTo: &writer)
    _ = writer.finish()
    return GoldenComparison(
      path: path, frames: writer.differingFrameList, differingFrames: writer.differingFrames)
  }

  /// `[path, differingFrames, [[frame, fields, keyPath, expected, actual], …]]`.
  var json: JSONValue {
    .array([
      .string(path), .integer(differingFrames),
      .array(
        frames.map {
          .array([
            .integer($0.frame), .integer($0.fields), .string($0.first.keyPath),
            .string($0.first.expected), .string($0.first.actual),
          ])
        }),
    ])
  }
}
