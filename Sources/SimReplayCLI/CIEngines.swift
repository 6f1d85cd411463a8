import Foundation

/// What `run --shard auto` and a run under Bazel take from the CI engine's environment
/// variables (docs/ci.md). `main.swift` reads the variables named in ``variableNames`` and
/// hands them over in ``Environment/variables``; the engine never reads any.
enum CIEngines {
  /// One engine's sharding protocol: the variables holding the shard's index and the number of
  /// shards, and what the first index is.
  struct ShardVariables: Sendable {
    var engine: String
    var index: String
    var count: String
    var base: Int
  }

  /// In the order they are looked for: the first whose variables are set decides.
  static let protocols = [
    ShardVariables(engine: "Bazel", index: "TEST_SHARD_INDEX", count: "TEST_TOTAL_SHARDS", base: 0),
    ShardVariables(
      engine: "Buildkite", index: "BUILDKITE_PARALLEL_JOB", count: "BUILDKITE_PARALLEL_JOB_COUNT",
      base: 0),
    ShardVariables(
      engine: "CircleCI", index: "CIRCLE_NODE_INDEX", count: "CIRCLE_NODE_TOTAL", base: 0),
    ShardVariables(engine: "GitLab", index: "CI_NODE_INDEX", count: "CI_NODE_TOTAL", base: 1),
  ]

  /// Bazel's: the file a test touches to say it shards, where JUnit goes, where undeclared
  /// outputs go, and the runfiles tree that marks a Bazel test.
  static let bazelStatusFile = "TEST_SHARD_STATUS_FILE"
  static let bazelJUnit = "XML_OUTPUT_FILE"
  static let bazelOutputs = "TEST_UNDECLARED_OUTPUTS_DIR"
  static let bazelRunfiles = "TEST_SRCDIR"

  /// Every variable `main.swift` reads for the command.
  static let variableNames =
    protocols.flatMap { [$0.index, $0.count] } + [
      bazelStatusFile, bazelJUnit, bazelOutputs, bazelRunfiles,
    ]

  /// A shard found in the environment.
  struct Shard: Equatable {
    var engine: String
    /// 1-based, as `--shard I/N` counts.
    var index: Int
    var count: Int
  }

  /// The shard the engine's variables name; nil when no engine's are set. Half a pair, a value
  /// that is not a whole number, or an index outside the count is a usage error naming the
  /// variables.
  static func shard(in variables: [String: String]) throws(UsageError) -> Shard? {
    for engine in protocols {
      let index = variables[engine.index]
      let count = variables[engine.count]
      guard index != nil || count != nil else { continue }
      guard let index, let count else {
        let (set, missing) =
          index == nil ? (engine.count, engine.index) : (engine.index, engine.count)
        throw UsageError(
          message:
            "--shard auto: \(set) is set but \(missing) is not; \(engine.engine) sets both",
          command: "run")
      }
      guard let total = Int(count), total >= 1, total <= 1_000_000 else {
        throw UsageError(
          message: "--shard auto: \(engine.count) is '\(count)', not a number of shards",
          command: "run")
      }
      guard let position = Int(index), position >= engine.base,
        position < engine.base + total
      else {
        throw UsageError(
          message:
            "--shard auto: \(engine.index) is '\(index)', but \(engine.engine) counts shards from "
            + "\(engine.base), so with \(engine.count)=\(total) it is \(engine.base) to "
            + "\(engine.base + total - 1)",
          command: "run")
      }
      return Shard(engine: engine.engine, index: position - engine.base + 1, count: total)
    }
    return nil
  }

  /// Under Bazel (its runfiles variable is set): where relative output paths go, and the JUnit
  /// file it reads.
  struct Bazel: Equatable {
    var outputs: String?
    var junit: String?
    var statusFile: String?

    init?(_ variables: [String: String]) {
      guard let runfiles = variables[CIEngines.bazelRunfiles], !runfiles.isEmpty else {
        return nil
      }
      func nonEmpty(_ name: String) -> String? { variables[name].flatMap { $0.isEmpty ? nil : $0 } }
      outputs = nonEmpty(CIEngines.bazelOutputs)
      junit = nonEmpty(CIEngines.bazelJUnit)
      statusFile = nonEmpty(CIEngines.bazelStatusFile)
    }

    /// A relative output path, put in the undeclared outputs folder.
    func output(_ path: String) -> String {
      guard let outputs, !path.hasPrefix("/"), path != "-" else { return path }
      return outputs + "/" + path
    }
  }
}
