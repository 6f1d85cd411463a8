import SimEngine
import SimReference
import SimScenario

/// `simreplay explore`'s throughput on one core: streams explored a second on
/// Scenarios/sheet.json, each from a copy of the simulation at the fork point (after the
/// sheet's scripted touches), against the same streams each run from a fresh load of the file
/// and a replay of its script (what exploring cost without forking by copying). Both find the
/// same failures in the same streams (checked by a checksum of their gestures and failures).
enum ExploreBench {
  static func row() -> WholeRunBench.Row {
    let path = ReplayBench.root + "/Scenarios/sheet.json"
    guard case .success(let scenario) = ScenarioLoader.load(path: path) else {
      fatalError("check failed: can't load \(path)")
    }
    let explorer = Explorer(scenario)
    let streams = 400
    let seed: UInt64 = 1
    func checksum(_ outcome: StreamOutcome) -> UInt64 {
      UInt64(outcome.gestures.count) &* 31 &+ UInt64(outcome.violations.count)
        &+ UInt64(bitPattern: outcome.end.nanoseconds)
    }
    let (forked, reloaded) = measurePair(
      rounds: 3, smallRuns: 1, largeRuns: 1,
      small: {
        var sum: UInt64 = 0
        for number in 0..<streams {
          sum = sum &* 7 &+ checksum(explorer.explore(seed: seed, stream: number))
        }
        return sum
      },
      large: {
        var sum: UInt64 = 0
        for number in 0..<streams {
          guard case .success(let fresh) = ScenarioLoader.load(path: path) else { return 0 }
          let each = Explorer(fresh)
          sum = sum &* 7 &+ checksum(each.explore(seed: seed, stream: number))
        }
        return sum
      })
    check(forked.checksum == reloaded.checksum, "forked and reloaded streams disagree")
    let perSecond = Double(streams) * 1e9 / forked.nanoseconds
    let reloadPerSecond = Double(streams) * 1e9 / reloaded.nanoseconds
    let ratio = reloaded.nanoseconds / forked.nanoseconds
    return WholeRunBench.Row(
      name: "explore Scenarios/sheet.json, one core",
      engine: "\(significant(perSecond)) streams/s forked by copying the simulation",
      compared:
        "\(significant(reloadPerSecond)) streams/s reloading the file and replaying its script",
      ratio: ratio, target: "≥5×, ≥1,000 streams/s", met: ratio >= 5 && perSecond >= 1_000,
      checked: "\(streams) streams (seed \(seed)), same outcomes")
  }
}
