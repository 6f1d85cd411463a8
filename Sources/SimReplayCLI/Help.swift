/// Help text, laid out as swift-argument-parser lays it out.
enum Help {
  static let overview = """
    OVERVIEW: Replay recorded touches against a simulated UIKit view tree, frame by frame.

    USAGE: simreplay <subcommand>

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      run                     Run scenarios and check their expectations.
      explore                 Try seeded random touches against a scenario; shrink failures.
      explain                 Explain a hit test: why a touch landed where it did.
      report                  Write an HTML report of a scenario's run, frame by frame.
      hit                     Which view of a recursiveDescription dump a point hits.
      import                  Turn a recursiveDescription dump into a scenario.
      audit                   Find every control a finger can't reach.
      convert                 Turn a getevent or CSV recording into a touch stream.
      bench                   Profile hit testing on a scenario's view tree.
      schema                  Print the JSON Schema of the scenario format, for editors.

      See 'simreplay help <subcommand>' for detailed help.

    """

  static let run = """
    OVERVIEW: Run scenarios and check their expectations.

    Prints one line per scenario, PASS or FAIL, and under each failed expectation what was
    expected, what happened and when (a failed hit expectation also shows the hit-test walk
    that explains it). Problems in a scenario file are printed to standard error as
    file:line:column: error: key.path: message. Scenarios run on every core; the output is
    always in path order. A scenario's golden trace beside it (NAME.trace.jsonl) must be
    reproduced byte for byte; a scenario without one gets one recorded, and fails saying so
    (record mode 'missing'), except under CI=true, where nothing is ever written.

    USAGE: \(runUsage)

    ARGUMENTS:
      <path>                  A scenario file, or a folder searched (recursively) for .json
                              scenarios, run in path order. In a folder, JSON files
                              without a top-level "root" key are skipped, and named.

    OPTIONS:
      --trace <file>          Write the run's trace to <file>: JSON Lines, one object per
                              frame. Needs exactly one scenario.
      --json                  Print a machine-readable summary instead of text.
      --junit <file>          Also write a JUnit XML report, one test case per scenario.
      --junit-cases <scenario|expectation>
                              One JUnit test case per scenario (default), or one per
                              expectation, plus the golden trace and failed actions.
      --record [<mode>]       When to write golden traces (NAME.trace.jsonl beside each
                              scenario), as swift-snapshot-testing's record modes:
                                missing  only where there is none, failing the run (default)
                                all      every one anew (what a bare --record means);
                                         refused under CI=true. A word after a bare
                                         --record that is neither a mode nor a path
                                         is an error
                                failed   those that differ or are missing, failing the run
                                never    never; a missing golden fails the run
                              SIMREPLAY_RECORD=<mode> sets it when the flag is absent; a
                              scenario's own "record" key wins over both. Under CI=true no
                              mode writes: missing and failed only compare.
      --golden <never|auto>   never: leave golden traces out (none read, compared or
                              written; the expectations alone decide); auto (default):
                              as the record mode says.
      --tolerance <x>         Numbers of a golden trace within x of the run's count as
                              equal (default 0: byte for byte). By unit:
                              points=0.5,seconds=0.001,alpha=0.01 (times are seconds;
                              alpha and progress are alpha; the rest points), each
                              unit once. Plain decimals from 0 to 1000 (0.5, .5,
                              1e-3). A scenario's "goldenTolerance" wins over it.
      --shard <i/n|auto>      Run only the i-th of n slices of the scenarios (1-based),
                              for splitting a suite across CI machines: every scenario
                              in exactly one slice, round-robin in path order.
                              auto: the slice the CI engine's variables name
                              (Bazel, Buildkite, CircleCI, GitLab; docs/ci.md).
      --timings <junit.xml>   With --shard: balance the slices by the times of an
                              earlier run's JUnit report (longest first, each to the
                              slice with least time; unknown scenarios count as the
                              average).
      --jobs <n>              Run at most n scenarios at once (default: one per core).
      -h, --help              Show help information.

    EXIT CODES:
      0   every expectation was met
      1   an expectation failed, an action could not run, or a golden trace differs, is
          missing or was (re-)recorded by 'missing' or 'failed'
      64  the command line is wrong
      65  a scenario, touch file or --timings report is invalid, or a golden trace
          is of a newer trace format than this simreplay
      66  a file is missing or unreadable
      73  the trace, golden trace or JUnit file can't be written (the --trace and
          --junit paths are checked before anything runs)

    """

  static let schema = """
    OVERVIEW: Print the JSON Schema (draft 2020-12) of the scenario format, for editors.

    Generated from the reader's own key tables, so it names every key the reader takes, with
    its type, range, choices and meaning. Save it and point your editor at it (README,
    "Editors"): `simreplay schema > scenario.schema.json`. Actions, expectations and touch
    helpers' fields are objects whose keys it does not check; the reader does.

    USAGE: simreplay schema

    OPTIONS:
      -h, --help              Show help information.

    """

  static let runUsage =
    "simreplay run <path> ... [--trace <file>] [--json] [--junit <file> [--junit-cases <scenario|expectation>]] [--record [<mode>]] [--golden <never|auto>] [--tolerance <x>] [--shard <i/n>|auto [--timings <junit.xml>]] [--jobs <n>]"

  static func usage(for command: String?) -> String {
    switch command {
    case "run": "Usage: \(runUsage)"
    case "hit": "Usage: \(hitUsage)"
    case "import": "Usage: \(importUsage)"
    case "explain": "Usage: \(ExplainCommand.usage)"
    case "report": "Usage: \(ReportCommand.usage)"
    case "bench": "Usage: \(BenchCommand.usage)"
    case "audit": "Usage: \(AuditCommand.usage)"
    case "convert": "Usage: \(ConvertCommand.usage)"
    case "schema": "Usage: simreplay schema"
    default:
      "Usage: simreplay <subcommand> (run, explore, explain, report, hit, import, audit, convert, bench, schema)"
    }
  }
}
