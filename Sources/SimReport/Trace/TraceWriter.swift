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
  /// The first difference from the golden, once there is one.
  public private(set) var difference: TraceDifference?

  /// A writer to `files` that compares with `golden`, when given.
  public init(files: [TraceFile], golden: GoldenLines? = nil) {
    self.files = files
    self.golden = golden
  }

  public mutating func take(_ frame: FrameRecord, of simulation: Simulation) {
    names.update(from: simulation)
    writer.bytes.removeAll(keepingCapacity: true)
    TraceEncoder.write(frame, of: simulation, names, into: &writer)
    lines += 1
    for file in files { file.write(writer.bytes) }
    guard let golden, difference == nil else { return }
    let line = writer.bytes.dropLast()
    if !golden.nextLineEquals(line) {
      difference = TraceDifference.between(
        goldenLine: golden.hadLine ? golden.lastLine : nil,
        actualLine: String(decoding: line, as: UTF8.self), line: lines)
    }
  }

  /// Ends the trace: closes every file (the first that failed is returned) and, with a golden,
  /// notes a golden that goes on after the run's last frame.
  public mutating func finish() -> TraceFileError? {
    if let golden, difference == nil, golden.readLine() {
      difference = TraceDifference.between(
        goldenLine: golden.lastLine, actualLine: nil, line: lines + 1)
    }
    var failure: TraceFileError?
    for file in files {
      if let error = file.close(), failure == nil { failure = error }
    }
    return failure
  }
}
