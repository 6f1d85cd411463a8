import Foundation
import SimReplayCLI
import Testing

/// `--shard auto` under Bazel, Buildkite, CircleCI and GitLab, each driven by its own
/// variables, and Bazel's outputs; the environment is handed to the command, as main.swift
/// hands it the process's.
@Suite("CI engines")
struct CIShardTests {
  static let scenarios = [
    "Scenarios/overlay-swallows-close-button", "Scenarios/round-button",
    "Scenarios/clips-to-bounds",
    "Scenarios/transformed-view", "Scenarios/subview-order-z-index",
  ]

  /// A folder holding the five scenarios and their goldens.
  func suite() throws -> String {
    let folder = try temporaryCopy(
      of: Self.scenarios.flatMap { [$0 + ".json", $0 + ".trace.jsonl"] })
    return folder + "/Scenarios"
  }

  /// The scenario files a run printed a PASS line for.
  func ran(_ out: String) -> [String] {
    out.split(separator: "\n").filter { $0.hasPrefix("PASS ") }.map {
      String($0.dropFirst(5).prefix { $0 != ":" })
    }
  }

  static let engines: [(name: String, index: String, count: String, base: Int)] = [
    ("Bazel", "TEST_SHARD_INDEX", "TEST_TOTAL_SHARDS", 0),
    ("Buildkite", "BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT", 0),
    ("CircleCI", "CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL", 0),
    ("GitLab", "CI_NODE_INDEX", "CI_NODE_TOTAL", 1),
  ]

  @Test(
    "--shard auto reads each engine's variables, from its own first index, and the shards cover the suite exactly once",
    arguments: engines.map(\.name))
  func everyEngineCoversTheSuiteOnce(engine name: String) throws {
    let engine = try #require(Self.engines.first { $0.name == name })
    let folder = try suite()
    let everything = ran(simreplay("run", folder).out)
    #expect(everything.count == 5)
    var seen: [String] = []
    var sizes: [Int] = []
    for shard in 0..<3 {
      var variables = [engine.index: String(engine.base + shard), engine.count: "3"]
      if name == "Bazel" { variables["TEST_SRCDIR"] = folder }
      let run = simreplay(
        ["run", folder, "--shard", "auto"], environment: Environment(variables: variables))
      #expect(run.code == .success, "\(run.out)\(run.err)")
      seen += ran(run.out)
      sizes.append(ran(run.out).count)
    }
    #expect(seen.sorted() == everything.sorted())
    #expect(sizes == [2, 2, 1])
  }

  @Test("An index outside the engine's range names the variable and the engine's first index")
  func indexOutOfRange() throws {
    let gitlab = simreplay(
      ["run", "x.json", "--shard", "auto"],
      environment: Environment(variables: ["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "2"]))
    #expect(gitlab.code == .usage)
    #expect(gitlab.err.contains("CI_NODE_INDEX is '0', but GitLab counts shards from 1"))
    let circle = simreplay(
      ["run", "x.json", "--shard", "auto"],
      environment: Environment(variables: ["CIRCLE_NODE_INDEX": "2", "CIRCLE_NODE_TOTAL": "2"]))
    #expect(circle.code == .usage)
    #expect(circle.err.contains("CIRCLE_NODE_INDEX is '2', but CircleCI counts shards from 0"))
    let half = simreplay(
      ["run", "x.json", "--shard", "auto"],
      environment: Environment(variables: ["BUILDKITE_PARALLEL_JOB": "1"]))
    #expect(half.code == .usage)
    #expect(
      half.err.contains("BUILDKITE_PARALLEL_JOB is set but BUILDKITE_PARALLEL_JOB_COUNT is not"))
  }

  @Test("Without any engine's variables --shard auto runs the whole suite and says so")
  func noEngineRunsEverything() throws {
    let folder = try suite()
    let run = simreplay(["run", folder, "--shard", "auto"], environment: Environment())
    #expect(run.code == .success)
    #expect(ran(run.out).count == 5)
    #expect(run.err.contains("found no CI engine's shard variables"))
  }

  @Test(
    "Under Bazel a shard touches the status file, writes JUnit to XML_OUTPUT_FILE, a relative trace to the outputs folder, and no golden"
  )
  func bazelOutputs() throws {
    let folder = try suite()
    let outputs = folder + "/outputs"
    try FileManager.default.createDirectory(atPath: outputs, withIntermediateDirectories: true)
    var variables = [
      "TEST_SRCDIR": folder, "TEST_UNDECLARED_OUTPUTS_DIR": outputs,
      "XML_OUTPUT_FILE": folder + "/test.xml", "TEST_SHARD_STATUS_FILE": folder + "/status",
      "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "1",
    ]
    let run = simreplay(
      ["run", folder, "--shard", "auto"], environment: Environment(variables: variables))
    #expect(run.code == .success, "\(run.out)\(run.err)")
    #expect(FileManager.default.fileExists(atPath: folder + "/status"))
    let junit = try String(contentsOfFile: folder + "/test.xml", encoding: .utf8)
    #expect(junit.contains(#"tests="2""#))

    // A scenario without a golden: nothing is written into the runfiles, and the trace asked
    // for by a relative path lands in the outputs folder.
    let file = folder + "/overlay-swallows-close-button.json"
    try FileManager.default.removeItem(
      atPath: folder + "/overlay-swallows-close-button.trace.jsonl")
    variables["TEST_TOTAL_SHARDS"] = nil
    variables["TEST_SHARD_INDEX"] = nil
    let single = simreplay(
      ["run", file, "--trace", "t.jsonl"], environment: Environment(variables: variables))
    #expect(single.code == .expectationFailed)
    #expect(single.out.contains("not recorded under Bazel"))
    #expect(
      !FileManager.default.fileExists(atPath: folder + "/overlay-swallows-close-button.trace.jsonl")
    )
    #expect(FileManager.default.fileExists(atPath: outputs + "/t.jsonl"))
    let all = simreplay(
      ["run", file, "--record", "all"], environment: Environment(variables: variables))
    #expect(all.code == .usage)
    #expect(all.err.contains("under Bazel, whose runfiles are read-only"))
  }
}
