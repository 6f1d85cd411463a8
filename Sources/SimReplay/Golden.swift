import Foundation

/// Why ``assertGolden(_:named:record:file:)`` failed: thrown, so a Swift Testing or XCTest test
/// that calls it with `try` fails with this text.
public enum GoldenError: Error, Hashable, Sendable, CustomStringConvertible {
  /// There was no golden; one was recorded (run again to compare with it).
  case recorded(path: String)
  /// Recording was asked for (`record: .all`, or `.failed` with a difference): it was written.
  case rerecorded(path: String)
  /// The run's trace differs from the golden: the first difference and how many frames differ.
  case differs(path: String, first: TraceDifference, frames: Int)
  /// No golden, and the mode writes none (`.never`, or CI).
  case missing(path: String)
  /// The golden could not be read or written.
  case unusable(path: String, reason: String)

  public var description: String {
    switch self {
    case .recorded(let path): "no golden trace at \(path): recorded it; run again to compare"
    case .rerecorded(let path): "re-recorded the golden trace at \(path)"
    case .differs(let path, let first, let frames):
      "the trace differs from \(path) in \(frames) frame\(frames == 1 ? "" : "s"); the first at \(first)\n"
        + "  - \(first.goldenLine.prefix(160))\n  + \(first.actualLine.prefix(160))\n"
        + "  re-record with SIMREPLAY_RECORD=all or record: .all"
    case .missing(let path): "no golden trace at \(path), and this mode records none"
    case .unusable(let path, let reason): "\(path): \(reason)"
    }
  }
}

/// Checks a run against its golden trace, as swift-snapshot-testing's `assertSnapshot` checks
/// a snapshot: the trace `simreplay run` would write for the run's scenario (every frame, the
/// layout included), compared line by line with `__Goldens__/<name>.trace.jsonl` beside the
/// test file, within the scenario's `goldenTolerance`.
///
/// The mode is `record`, else the `SIMREPLAY_RECORD` environment variable (`all`, `missing`,
/// `failed`, `never`), else `missing`: a missing golden is recorded and the call fails saying
/// so. Under `CI=true` a mode from the environment or the default writes nothing (CI compares,
/// it never rewrites the truth); a `record` argument written in the test is obeyed there too.
/// Only this helper reads the environment; the engine never does.
/// - Throws: ``GoldenError`` when the trace differs, or a golden was missing or (re)recorded.
public func assertGolden(
  _ run: ScenarioRun, named name: String? = nil, record: RecordMode? = nil,
  file: StaticString = #filePath
) throws {
  let path = goldenPath(for: name ?? run.scenario.name, beside: "\(file)")
  let environment = ProcessInfo.processInfo.environment
  let mode =
    record ?? environment["SIMREPLAY_RECORD"].flatMap(RecordMode.init(rawValue:)) ?? .missing
  // Only a mode the test didn't spell out is held back on CI.
  let isCI = record == nil && environment["CI"] == "true"
  let exists = FileManager.default.fileExists(atPath: path)
  let writes: Bool
  switch mode {
  case .all, .failed: writes = !isCI
  case .missing: writes = !exists && !isCI
  case .never: writes = false
  }
  if !exists && !writes { throw GoldenError.missing(path: path) }
  var golden: GoldenLines?
  if exists && mode != .all {
    switch GoldenLines.open(path) {
    case .success(let lines): golden = lines
    case .failure(let error): throw GoldenError.unusable(path: path, reason: error.reason)
    }
  }
  var files: [TraceFile] = []
  let recording = path + ".recording"
  if writes {
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    switch TraceFile.create(recording) {
    case .success(let trace):
      trace.writeHeader()
      files.append(trace)
    case .failure(let error): throw GoldenError.unusable(path: recording, reason: error.reason)
    }
  }
  var writer = TraceWriter(
    files: files, golden: golden, tolerance: run.scenario.goldenTolerance ?? .exact)
  _ = ScenarioRunner.run(run.scenario, streamingTo: &writer)
  if let error = writer.finish() {
    throw GoldenError.unusable(path: error.path, reason: error.reason)
  }
  let difference = writer.difference
  let keeps = writes && (mode != .failed || difference != nil || !exists)
  if keeps {
    _ = try? FileManager.default.removeItem(atPath: path)
    do {
      try FileManager.default.moveItem(atPath: recording, toPath: path)
    } catch {
      throw GoldenError.unusable(path: path, reason: "can't write the golden trace: \(error)")
    }
    throw exists ? GoldenError.rerecorded(path: path) : GoldenError.recorded(path: path)
  }
  if writes { try? FileManager.default.removeItem(atPath: recording) }
  if let difference {
    throw GoldenError.differs(path: path, first: difference, frames: writer.differingFrames)
  }
}

/// `__Goldens__/<name>.trace.jsonl` in the test file's folder; the name's characters other
/// than letters, digits, `-`, `_` and `.` become `-`.
func goldenPath(for name: String, beside testFile: String) -> String {
  let safe = String(
    name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "-" })
  let folder = (testFile as NSString).deletingLastPathComponent
  return "\(folder)/__Goldens__/\(safe).trace.jsonl"
}
