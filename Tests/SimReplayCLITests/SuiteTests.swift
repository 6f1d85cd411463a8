import Foundation
import SimReplayCLI
import Testing

@Suite("Suites: parallel runs and shards")
struct SuiteTests {
  @Test("A folder run on several cores prints the same bytes as on one")
  func parallelOutputIsOrdered() {
    let one = simreplay("run", Repository.scenarios, "--jobs", "1")
    let many = simreplay("run", Repository.scenarios, "--jobs", "4")
    #expect(one.code == .success)
    #expect(many.out == one.out)
    #expect(many.err == one.err)
  }

  @Test("Shards cover every scenario exactly once")
  func shardsCoverTheSuite() {
    let all = passLines(simreplay("run", Repository.scenarios).out)
    var seen: [String] = []
    for index in 1...3 {
      seen += passLines(simreplay("run", Repository.scenarios, "--shard", "\(index)/3").out)
    }
    #expect(seen.sorted() == all.sorted())
    #expect(Set(seen).count == seen.count)
    #expect(all.count == Repository.scenarioFiles.count)
  }

  @Test("A malformed shard is a usage error", arguments: ["0/3", "4/3", "1/0", "a/b", "2"])
  func badShard(_ shard: String) {
    let result = simreplay("run", Repository.scenarios, "--shard", shard)
    #expect(result.code == .usage)
    #expect(result.err.contains("'--shard' takes I/N"))
  }

  func passLines(_ output: String) -> [String] {
    output.split(separator: "\n").filter { $0.hasPrefix("PASS ") }.map {
      String($0.split(separator: ":")[0])
    }
  }
}
