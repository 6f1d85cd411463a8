import Foundation
import SimEngine
import SimReport
import SimScenario

/// `simreplay explore <scenario.json>`: seeded random touch streams against a scenario, every
/// frame checked, each distinct failure shrunk to a minimal scenario written beside it.
struct ExploreCommand {
  enum Budget: Equatable {
    case runs(Int)
    /// Wall-clock seconds: streams run in batches and it stops between batches once the time
    /// is up, reporting what the streams it ran found (the same as `--runs` that many).
    case time(Double)
  }

  struct Options {
    var file = ""
    var seed: UInt64 = 1
    var budget = Budget.runs(1_000)
    var jobs: Int?
    var out: String?
    var json = false
    var settings = ExploreSettings()
    /// `--shard i/n`: this machine's share of the streams (every n-th block of them).
    var shard: Shard?
  }

  struct Shard: Equatable {
    var index: Int
    var count: Int
  }

  let options: Options
  let console: Console

  static let usage =
    "simreplay explore <scenario.json> [--seed <s>] [--runs <n> | --time <seconds>] [--jobs <n>] [--out <dir>] [--from start|end] [--shard i/n|auto] [--json]"

  static let help = """
    OVERVIEW: Try seeded random touches against a scenario and shrink what fails.

    Generates touch streams (taps on views and on random points, double taps, long presses,
    drags, flings, edge swipes, pinches, several fingers at once) at moments biased toward
    animations' ends, starting from the scenario's state after its scripted touches, and
    checks every frame: the scenario's "invariants", its "never" expectations, UIKit's
    refusals and the built-in checks (presentationWhileRunning, controlDuringTransition,
    viewLeftOutside, recognizerStuck; docs/explore.md). Each distinct failure (what failed, where) is shrunk
    to as few and as simple gestures as still fail the same way, and written as a scenario
    (NAME.found-K.json) that 'simreplay run' fails on. The same seed and runs give the same
    output, byte for byte. Progress goes to standard error on a terminal only.

    USAGE: \(usage)

    ARGUMENTS:
      <scenario.json>         The scenario to explore.

    OPTIONS:
      --seed <s>              The seed (a whole number, default 1).
      --runs <n>              How many streams to try (default 1000): reproducible.
      --time <seconds>        Try streams for this long (wall clock), in batches; the
                              summary says how many ran, and '--runs' that many
                              reproduces the result.
      --jobs <n>              Streams run on this many cores (default: all).
      --out <dir>             Write the shrunk scenarios here (default: beside it).
      --from start|end        Explore from the end of the scripted touches (default)
                              or from the start, without them.
      --shard i/n|auto        Try only shard i of n of the streams (auto: from the CI
                              engine's variables, as 'run --shard auto').
      --json                  Print the summary as JSON.
      -h, --help              Show help information.

    EXIT CODES:
      0   nothing failed; 1 failures found; 64 the command line is wrong; 65 the
          scenario is invalid; 66 it is missing; 73 a found scenario can't be written

    """

  static func run(_ arguments: [String], console: Console) throws(UsageError) -> ExitCode {
    let options = try parse(arguments, environment: console.environment)
    return ExploreCommand(options: options, console: console).execute()
  }

  static func parse(_ arguments: [String], environment: Environment) throws(UsageError) -> Options {
    var options = Options()
    var file: String?
    var sawRuns = false
    var sawTime = false
    var reader = ArgumentReader(arguments, command: "explore")
    func fail(_ message: String) -> UsageError { UsageError(message: message, command: "explore") }
    while let argument = try reader.next() {
      switch argument {
      case "--seed":
        let text = try reader.value(for: "--seed", "<s>")
        guard let seed = UInt64(text) else {
          throw fail("'--seed' takes a whole number from 0 to \(UInt64.max), got '\(text)'")
        }
        options.seed = seed
      case "--runs":
        let text = try reader.value(for: "--runs", "<n>")
        guard let runs = Int(text), runs >= 1, runs <= 100_000_000 else {
          throw fail("'--runs' takes a whole number from 1 to 100000000, got '\(text)'")
        }
        options.budget = .runs(runs)
        sawRuns = true
      case "--time":
        let text = try reader.value(for: "--time", "<seconds>")
        guard let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
          throw fail("'--time' takes a number of seconds above 0, at most 86400, got '\(text)'")
        }
        options.budget = .time(seconds)
        sawTime = true
      case "--jobs":
        let text = try reader.value(for: "--jobs", "<n>")
        guard let jobs = Int(text), jobs >= 1, jobs <= 256 else {
          throw fail("'--jobs' takes a whole number from 1 to 256, got '\(text)'")
        }
        options.jobs = jobs
      case "--out":
        options.out = try reader.value(for: "--out", "<dir>")
      case "--from":
        let text = try reader.value(for: "--from", "start|end")
        guard text == "start" || text == "end" else {
          throw fail("'--from' takes 'start' or 'end', got '\(text)'")
        }
        options.settings.fromStart = text == "start"
      case "--shard":
        let text = try reader.value(for: "--shard", "i/n|auto")
        options.shard = try shard(text, environment: environment)
      case "--json":
        options.json = true
      case _ where argument.hasPrefix("-"):
        throw reader.unknownOption(
          argument,
          flags: [
            "--seed", "--runs", "--time", "--jobs", "--out", "--from", "--shard", "--json",
            "--help",
          ])
      default:
        guard file == nil else {
          throw fail("explore takes one scenario, got '\(file!)' and '\(argument)'")
        }
        file = argument
      }
    }
    guard let file else { throw fail("missing expected argument '<scenario.json>'") }
    guard !(sawRuns && sawTime) else { throw fail("give '--runs' or '--time', not both") }
    options.file = file
    return options
  }

  /// `i/n` (1 ≤ i ≤ n), or `auto`: the CI engine's shard, as `run --shard auto` reads it; no
  /// shard when the engine splits nothing.
  static func shard(_ text: String, environment: Environment) throws(UsageError) -> Shard? {
    if text == "auto" {
      guard let detected = try CIEngines.shard(in: environment.variables) else { return nil }
      return Shard(index: detected.index, count: detected.count)
    }
    let parts = text.split(separator: "/").map { Int($0) }
    guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1,
      (1...count).contains(index)
    else {
      throw UsageError(
        message: "'--shard' takes i/n with 1 <= i <= n (say 2/4), or 'auto', got '\(text)'",
        command: "explore")
    }
    return Shard(index: index, count: count)
  }
}
