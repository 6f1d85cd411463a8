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
  /// the golden can't be read or is of a newer trace format.
  public static func compare(_ scenario: Scenario, golden path: String) -> GoldenComparison? {
    guard case .success(let lines) = GoldenLines.open(path), lines.version <= TraceFormat.current
    else { return nil }
    var writer = TraceWriter(
      files: [], golden: lines, tolerance: scenario.goldenTolerance ?? .exact)
    _ = ScenarioRunner.run(scenario, streamingTo: &writer)
    _ = writer.finish()
    return GoldenComparison(
      path: path, frames: writer.differingFrameList, differingFrames: writer.differingFrames)
  }

  /// `[path, differingFrames, [[frame, fields, keyPath, expected, actual, outline], …]]`, the
  /// outline `[view, x, y, width, height]` (the frame the golden gives the view the first
  /// difference is about, in its superview) or null.
  var json: JSONValue {
    .array([
      .string(path), .integer(differingFrames),
      .array(
        frames.map {
          .array([
            .integer($0.frame), .integer($0.fields), .string($0.first.keyPath),
            .string($0.first.expected), .string($0.first.actual), Self.outline(of: $0.first),
          ])
        }),
    ])
  }

  /// The golden's layout frame of the view a `layout['name']…` difference names.
  static func outline(of difference: TraceDifference) -> JSONValue {
    let key = difference.keyPath
    guard key.hasPrefix("layout['"), let close = key.dropFirst(8).firstIndex(of: "'"),
      let document = try? JSONParser.parse(difference.goldenLine)
    else { return .null }
    let name = String(key[key.index(key.startIndex, offsetBy: 8)..<close])
    guard
      let layout = document.members(document.root).first(where: { $0.key == "layout" })?.value
    else { return .null }
    for entry in document.elements(layout) {
      let members = document.members(entry)
      guard
        members.first(where: { $0.key == "view" }).flatMap({ document.string($0.value) })
          == name,
        let frame = members.first(where: { $0.key == "frame" })?.value
      else { continue }
      let numbers = document.elements(frame).compactMap { document.number($0) }
      guard numbers.count == 4 else { return .null }
      return .array([.string(name)] + numbers.map { .number($0) })
    }
    return .null
  }
}
