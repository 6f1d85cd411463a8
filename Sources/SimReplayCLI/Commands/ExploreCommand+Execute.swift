import Foundation
import SimEngine
import SimReport
import SimScenario

extension ExploreCommand {
  func execute() -> ExitCode {
    let scenario: Scenario
    switch ScenarioLoader.load(path: options.file) {
    case .failure(let error):
      console.err(TextReportLines.diagnostics(error))
      return error.kind == .unreadable ? .noInput : .invalidScenario
    case .success(let loaded):
      scenario = loaded
    }
    guard
      case .success(let bytes) = PlainFile.read(
        options.file, limit: ScenarioLimits.standard.fileSize)
    else {
      console.err("error: \(options.file): can't be read again\n")
      return .noInput
    }
    let explorer = Explorer(scenario, settings: options.settings)
    let jobs = max(1, options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
    let (streams, failing) = runStreams(explorer, jobs: jobs)
    let distinct = Exploration.distinct(failing)
    var findings = [Finding?](repeating: nil, count: distinct.count)
    let store = FindingStore(count: distinct.count)
    DispatchQueue.concurrentPerform(iterations: distinct.count) { index in
      store.set(index, Exploration.shrink(distinct[index], with: explorer))
    }
    for index in distinct.indices { findings[index] = store.get(index) }
    // Where the shrunk scenarios go, and their names.
    let directory = options.out ?? Self.directory(of: options.file)
    if options.out != nil, !FileManager.default.fileExists(atPath: directory) {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
      } catch {
        console.err("error: --out: can't create the folder '\(directory)'\n")
        return .cantCreate
      }
    }
    let inline = Self.standardized(directory) != Self.standardized(Self.directory(of: options.file))
    let stem = Self.stem(of: options.file)
    var written: [String] = []
    for (index, finding) in findings.enumerated() {
      guard let finding else { continue }
      let path =
        (directory.hasSuffix("/") ? directory : directory + "/")
        + "\(stem).found-\(index + 1).json"
      guard
        let text = FoundScenario.text(
          original: bytes, scenario: scenario, outcome: finding.shrunk,
          violation: finding.violation, seed: options.seed, stream: finding.stream,
          fromStart: options.settings.fromStart, settleLimit: options.settings.settleLimit,
          scriptInline: inline)
      else { continue }
      if let problem = OutputPath.write(text, to: path) {
        console.err("error: can't write '\(path)': \(problem)\n")
        return .cantCreate
      }
      written.append(path)
    }
    let summary = Summary(
      file: options.file, seed: options.seed, streams: streams, failing: failing.count,
      findings: findings.compactMap { $0 }, written: written, fromStart: options.settings.fromStart,
      shard: options.shard)
    console.out(options.json ? summary.json : summary.text)
    return findings.isEmpty ? .success : .expectationFailed
  }

  /// Runs the streams on `jobs` cores: all of `--runs`, or batches until `--time` is up.
  /// Returns the range of streams run and the failing ones, in stream order.
  func runStreams(_ explorer: Explorer, jobs: Int) -> (Range<Int>, [FailingStream]) {
    let progress = console.environment.stderrIsTerminal
    switch options.budget {
    case .runs(let runs):
      let streams = shardRange(of: 0..<runs)
      let failing = runBatch(explorer, streams, jobs: jobs)
      if progress { console.err("\rexplored \(streams.count) streams\n") }
      return (streams, failing)
    case .time(let seconds):
      let start = Date()
      let batch = 256 * jobs
      var failing: [FailingStream] = []
      var done = 0
      repeat {
        failing += runBatch(explorer, done..<(done + batch), jobs: jobs)
        done += batch
        if progress {
          console.err("\rexplored \(done) streams, \(failing.count) failing")
        }
      } while Date().timeIntervalSince(start) < seconds && done < 100_000_000
      if progress { console.err("\n") }
      return (0..<done, failing)
    }
  }

  /// This machine's share of the streams under `--shard i/n`: the i-th of n contiguous blocks.
  func shardRange(of streams: Range<Int>) -> Range<Int> {
    guard let shard = options.shard else { return streams }
    let count = streams.count
    let low = count * (shard.index - 1) / shard.count
    let high = count * shard.index / shard.count
    return (streams.lowerBound + low)..<(streams.lowerBound + high)
  }

  /// The streams split into `jobs` contiguous blocks run at once, the failing ones merged back
  /// in stream order.
  func runBatch(_ explorer: Explorer, _ streams: Range<Int>, jobs: Int) -> [FailingStream] {
    let blocks = min(jobs, max(1, streams.count))
    let store = BlockStore(count: blocks)
    let seed = options.seed
    DispatchQueue.concurrentPerform(iterations: blocks) { block in
      let low = streams.lowerBound + streams.count * block / blocks
      let high = streams.lowerBound + streams.count * (block + 1) / blocks
      store.set(block, Exploration.failingStreams(explorer, seed: seed, streams: low..<high))
    }
    return (0..<blocks).flatMap { store.get($0) }
  }

  static func directory(of file: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return "." }
    return slash == file.startIndex ? "/" : String(file[..<slash])
  }

  static func stem(of file: String) -> String {
    let name = file.lastIndex(of: "/").map { String(file[file.index(after: $0)...]) } ?? file
    return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
  }

  static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}

/// Slots filled by concurrent blocks of streams, each by one block.
final class BlockStore: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [[FailingStream]]

  init(count: Int) { slots = Array(repeating: [], count: count) }
  func set(_ index: Int, _ value: [FailingStream]) { lock.withLock { slots[index] = value } }
  func get(_ index: Int) -> [FailingStream] { lock.withLock { slots[index] } }
}

/// Slots filled by concurrent shrinks, each by one.
final class FindingStore: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Finding?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }
  func set(_ index: Int, _ value: Finding) { lock.withLock { slots[index] = value } }
  func get(_ index: Int) -> Finding? { lock.withLock { slots[index] } }
}
