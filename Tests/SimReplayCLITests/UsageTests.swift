import SimReplayCLI
import Testing

@Suite("Command-line usage")
struct UsageTests {
  @Test("A misspelt subcommand is refused with a suggestion")
  func misspeltSubcommand() {
    let result = simreplay("rnu", "x.json")
    #expect(result.code == .usage)
    #expect(result.err.contains("Error: unknown subcommand 'rnu'. Did you mean 'run'?"))
  }

  @Test("A misspelt option is refused with a suggestion and the run usage")
  func misspeltOption() {
    let result = simreplay("run", "--jsno", "x.json")
    #expect(result.code == .usage)
    #expect(result.err.contains("Error: unknown option '--jsno'. Did you mean '--json'?"))
    #expect(result.err.contains("See 'simreplay run --help' for more information."))
  }

  @Test("run without a path is a usage error")
  func runWithoutPath() {
    let result = simreplay("run", "--json")
    #expect(result.code == .usage)
    #expect(result.err.contains("missing expected argument '<path> ...'"))
  }

  @Test("--trace without a value is a usage error")
  func traceWithoutValue() {
    #expect(simreplay("run", "x.json", "--trace").code == .usage)
  }

  @Test("Help lists the run subcommand and its exit codes")
  func help() {
    let overview = simreplay("--help")
    #expect(overview.code == .success)
    #expect(overview.out.contains("SUBCOMMANDS:\n  run"))
    let run = simreplay("help", "run")
    #expect(
      run.out.contains(
        "USAGE: simreplay run <path> ... [--trace <file>] [--json] [--junit <file> [--junit-cases")
    )
    #expect(run.out.contains("65  a scenario, touch file or --timings report is invalid"))
    #expect(simreplay("run", "--help").out == run.out)
  }
}
