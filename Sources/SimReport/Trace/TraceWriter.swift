import SimEngine
import SimScenario

/// The `--trace` format written as a run renders it: each frame's line goes to every open
/// file and is compared with the golden's next line, then dropped. A run with a golden holds
/// one line of each trace, not both traces, and stops comparing at the first difference (the
/// files still get every line).
public struct TraceWriter: FrameSink {
  private var names = TraceNames()
  private var writer = JSONWriter()
  private let files: [TraceFile]
  private let golden: GoldenLines?
  private var lines = 0
  /// Numbers of the golden this close to the run's count as equal (points, seconds, alpha
  /// alike).
  private let tolerance: GoldenTolerance
  /// Keys the golden's trace format did not record (``TraceFormat``): left out of the
  /// comparison.
  private let ignoredKeys: Set<String>
  /// The first difference from the golden, once there is one.
  public private(set) var difference: TraceDifference?
  /// The first few differences, one per differing frame, in full.
  public private(set) var firstDifferences: [TraceDifference] = []
  /// How many frames (lines) and values differ from the golden beyond the tolerance.
  public private(set) var differingFrames = 0
  public private(set) var differingFields = 0
  /// How many differences are kept in full.
  public static let keptDifferences = 3
  /// Each differing frame (up to ``keptFrames``): its index, how many values differ, and the
  /// first difference, for a report that marks them on its timeline.
  public private(set) var differingFrameList: [(frame: Int, fields: Int, first: TraceDifference)] =
    []
  public static let keptFrames = 2_000
  private var frameIndex = 0

  /// A writer to `files` that compares with `golden`, when given, within `tolerance`, on the
  /// keys the golden's trace format recorded (or all but `ignoredKeys`, when given).
  public init(
    files: [TraceFile], golden: GoldenLines? = nil, tolerance: GoldenTolerance = .exact,
    ignoredKeys: Set<String>? = nil
  ) {
    self.files = files
    self.golden = golden
    self.tolerance = tolerance
    self.ignoredKeys = ignoredKeys ?? TraceFormat.keys(newerThan: golden?.version ?? 1)
  }

  public mutating func take(_ frame: FrameRecord, of simulation: Simulation) {
    names.update(from: simulation)
    frameIndex = frame.index
    writer.bytes.removeAll(keepingCapacity: true)
    TraceEncoder.write(frame, of: simulation, names, into: &writer)
    lines += 1
    for file in files { file.write(writer.bytes) }
    guard let golden else { return }
    let line = writer.bytes.dropLast()
    // Every line is compared, so the summary counts every differing frame; a golden that has
    // ended stays ended.
    if golden.nextLineEquals(line) { return }
    let found = TraceDifference.between(
      goldenLine: golden.hadLine ? golden.lastLine : nil,
      actualLine: String(decoding: line, as: UTF8.self), line: lines, tolerance: tolerance,
      ignoring: ignoredKeys)
    guard let found else { return }
    note(found.difference, fields: found.fields)
  }

  private mutating func note(_ found: TraceDifference, fields: Int) {
    if difference == nil { difference = found }
    if firstDifferences.count < Self.keptDifferences { firstDifferences.append(found) }
    differingFrames += 1
    differingFields += fields
    if differingFrameList.count < Self.keptFrames {
      differingFrameList.append((frameIndex, fields, found))
    }
  }

  /// Ends the trace: closes every file (the first that failed is returned) and, with a golden,
  /// notes a golden that goes on after the run's last frame.
  public mutating func finish() -> TraceFileError? {
    if let golden, golden.readLine() {
      note(
        TraceDifference.between(goldenLine: golden.lastLine, actualLine: nil, line: lines + 1),
        fields: 1)
    }
    var failure: TraceFileError?
    for file in files {
      if let error = file.close(), failure == nil { failure = error }
    }
    return failure
  }
}
