import Foundation
import SimReport
import Testing

@testable import SimReplayCLI

@Suite("Shards balanced by timings, and JUnit times")
struct ShardTimingTests {
  @Test("Without timings a shard takes every n-th scenario in path order")
  func roundRobin() {
    let files = ["e", "a", "d", "b", "c"]
    #expect(ShardPlan.paths(files, shard: 0, of: 2) == ["a", "c", "e"])
    #expect(ShardPlan.paths(files, shard: 1, of: 2) == ["b", "d"])
  }

  @Test("With timings the longest go first, each to the shard with the least time so far")
  func longestFirst() {
    // 5 → shard 0; 4 → 1; 3 → 1 (4 < 5); 2 → 0 (5 < 7); 1 → 0 (7 = 7, the lower shard).
    let times = ["a": 5.0, "b": 4, "c": 3, "d": 2, "e": 1]
    let files = Array(times.keys)
    #expect(ShardPlan.paths(files, shard: 0, of: 2, times: times) == ["a", "d", "e"])
    #expect(ShardPlan.paths(files, shard: 1, of: 2, times: times) == ["b", "c"])
  }

  @Test("Every scenario lands in exactly one shard, known to the timings or not")
  func coverage() {
    let files = (0..<23).map { "s\($0).json" }
    var times: [String: Double] = [:]
    for (index, file) in files.enumerated() where index % 3 != 0 {
      times[file] = Double((index * 7) % 11) / 10
    }
    for count in 1...5 {
      let shards = (0..<count).map { ShardPlan.paths(files, shard: $0, of: count, times: times) }
      #expect(shards.flatMap { $0 }.sorted() == files.sorted())
    }
  }

  @Test("A scenario the timings don't know counts as their average")
  func unknownIsAverage() {
    // The known 6 and 2 average 4: big (6) → shard 0, new (4) → shard 1, small (2) → shard 1,
    // which has 4 against 6.
    let times = ["big": 6.0, "small": 2]
    let files = ["big", "small", "new"]
    #expect(ShardPlan.paths(files, shard: 0, of: 2, times: times) == ["big"])
    #expect(ShardPlan.paths(files, shard: 1, of: 2, times: times) == ["new", "small"])
  }

  @Test("The timings are read from a JUnit report's test cases, entities and all")
  func parsing() throws {
    let report = """
      <testsuites><testsuite>
        <testcase classname="x" name="a &amp; b" file="dir/a&amp;b.json" time="0.250"/>
        <testcase classname="x" name="c" file="c.json" time="1.5"><failure message="m">d</failure></testcase>
        <testcase classname="x" name="untimed" file="u.json"/>
      </testsuite></testsuites>
      """
    #expect(try JUnitTimings.parse(report) == ["dir/a&b.json": 0.25, "c.json": 1.5])
    #expect(throws: JUnitTimings.Problem.self) { try JUnitTimings.parse("<testsuites/>") }
    #expect(throws: JUnitTimings.Problem.self) {
      try JUnitTimings.parse(#"<testcase file="a" time="soon"/>"#)
    }
  }

  @Test("JUnit test cases carry their time in seconds to the millisecond, the suite their sum")
  func junitTimes() throws {
    let report = try temporaryFile("", name: "times.xml")
    let result = simreplay(
      "run", Repository.path("Scenarios/round-button.json"),
      Repository.path("Scenarios/clips-to-bounds.json"), "--junit", report, "--jobs", "1")
    #expect(result.code == .success)
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    let times = try JUnitTimings.parse(xml)
    #expect(times.count == 2)
    #expect(
      xml.contains(
        #"<testsuite name="simreplay" tests="2" failures="0" errors="0" skipped="0" time=""#))
    #expect(!xml.contains("timestamp"))
    #expect(JUnitReport.seconds(0.0123) == "0.012")
    #expect(JUnitReport.seconds(2.5) == "2.500")
  }

  @Test("Two shards balanced by an earlier report run every scenario once between them")
  func shardsFromAReport() throws {
    let folder = Repository.path("Scenarios/gestures")
    let report = try temporaryFile("", name: "earlier.xml")
    #expect(simreplay("run", folder, "--junit", report).code == .success)
    let first = try temporaryFile("", name: "first.xml")
    let second = try temporaryFile("", name: "second.xml")
    #expect(
      simreplay("run", folder, "--shard", "1/2", "--timings", report, "--junit", first).code
        == .success)
    #expect(
      simreplay("run", folder, "--shard", "2/2", "--timings", report, "--junit", second).code
        == .success)
    let all = try JUnitTimings.parse(String(contentsOfFile: report, encoding: .utf8))
    let one = try JUnitTimings.parse(String(contentsOfFile: first, encoding: .utf8))
    let two = try JUnitTimings.parse(String(contentsOfFile: second, encoding: .utf8))
    #expect(Set(one.keys).isDisjoint(with: two.keys))
    #expect(Set(one.keys).union(two.keys) == Set(all.keys))
  }

  @Test("--timings needs --shard, and a missing timings file is exit 66")
  func timingsErrors() {
    let scenario = Repository.path("Scenarios/round-button.json")
    let alone = simreplay("run", scenario, "--timings", "x.xml")
    #expect(alone.code == .usage)
    #expect(alone.err.contains("give '--shard <i/n>' too"))
    let missing = simreplay("run", scenario, "--shard", "1/2", "--timings", "/nonexistent/t.xml")
    #expect(missing.code == .noInput)
    #expect(missing.err.contains("can't read the timings"))
  }
}
