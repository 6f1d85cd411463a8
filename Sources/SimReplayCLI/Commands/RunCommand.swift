import Foundation
import SimEngine
import SimReport
import SimScenario

/// `simreplay run PATH... [--trace FILE] [--json] [--junit FILE] [--record]`.
struct RunCommand {
  struct Options {
    var paths: [String] = []
    var trace: String?
    var junit: String?
    var json = false
    /// `--record [MODE]`; nil when not given.
    var record: RecordMode?
    /// `--golden never`: no golden trace is compared or written; `auto` (the default): as the
    /// record mode says.
    var goldens = true
    /// `--tolerance X` or `--tolerance points=X,seconds=Y,alpha=Z`: golden numbers this close
    /// to the run's count as equal.
    var tolerance = GoldenTolerance.exact
    /// `--shard I/N`: run the I-th of N deterministic slices of the scenarios (1-based);
    /// `--shard auto`: the slice the CI engine's variables name (``CIEngines``).
    var shard: Shard?

    enum Shard {
      case fixed(index: Int, count: Int)
      case auto
    }
    /// `--jobs N`: how many scenarios run at once; nil: one per core.
    var jobs: Int?
    /// `--junit-cases expectation`: one JUnit test case per expectation (and one for the
    /// golden trace), not one per scenario.
    var junitPerExpectation = false
    /// `--timings FILE`: an earlier run's JUnit report, whose times balance the shards.
    var timings: String?

    static let flags = [
      "--trace", "--json", "--junit", "--junit-cases", "--record", "--golden", "--tolerance",
      "--shard", "--timings",
      "--jobs", "--help",
    ]

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
      var options = Options()
      var reader = ArgumentReader(arguments, command: "run")
      while let argument = try reader.next() {
        switch argument {
        case "--json": options.json = true
        case "--record":
          let modes = RecordMode.allCases.map(\.rawValue)
          // The word after a bare --record is its mode, or a path; a word that is neither (a
          // mistyped mode) is an error, never a scenario to run in record-all mode.
          let text = reader.optionalValue(among: modes) { !isPath($0) }
          guard let text else {
            options.record = .all
            continue
          }
          guard let mode = RecordMode(rawValue: text) else {
            var message =
              "unknown record mode '\(text)'; expected \(modes.map { "'\($0)'" }.joined(separator: ", "))"
            if let match = Suggestions.bestMatch(for: text, in: modes) {
              message += ". Did you mean '\(match)'?"
            }
            if !text.hasPrefix("-") {
              message += " (a scenario of that name: write './\(text)')"
            }
            throw UsageError(message: message, command: "run")
          }
          options.record = mode
        case "--golden":
          let text = try reader.value(for: "--golden", "<never|auto>")
          switch text {
          case "never": options.goldens = false
          case "auto": options.goldens = true
          default:
            var message = "'--golden' takes 'never' or 'auto', got '\(text)'"
            if let match = Suggestions.bestMatch(for: text, in: ["never", "auto"]) {
              message += ". Did you mean '\(match)'?"
            }
            throw UsageError(message: message, command: "run")
          }
        case "--trace": options.trace = try reader.value(for: "--trace", "<file>")
        case "--tolerance":
          options.tolerance = try ToleranceOption.parse(
            try reader.value(for: "--tolerance", "<x>"))
        case "--junit": options.junit = try reader.value(for: "--junit", "<file>")
        case "--junit-cases":
          let text = try reader.value(for: "--junit-cases", "<scenario|expectation>")
          switch text {
          case "scenario": options.junitPerExpectation = false
          case "expectation": options.junitPerExpectation = true
          default:
            var message = "'--junit-cases' takes 'scenario' or 'expectation', got '\(text)'"
            if let match = Suggestions.bestMatch(for: text, in: ["scenario", "expectation"]) {
              message += ". Did you mean '\(match)'?"
            }
            throw UsageError(message: message, command: "run")
          }
        case "--shard":
          let text = try reader.value(for: "--shard", "<i/n|auto>")
          options.shard = text == "auto" ? .auto : try parseShard(text)
        case "--timings": options.timings = try reader.value(for: "--timings", "<junit.xml>")
        case "--jobs":
          let text = try reader.value(for: "--jobs", "<n>")
          guard let jobs = Int(text), jobs >= 1, jobs <= 256 else {
            throw UsageError(
              message: "'--jobs' takes a whole number from 1 to 256, got '\(text)'", command: "run")
          }
          options.jobs = jobs
        case "--":
          options.paths += reader.remaining()
        case _ where argument.hasPrefix("-") && argument.count > 1:
          throw reader.unknownOption(argument, flags: flags)
        default:
          options.paths.append(argument)
        }
      }
      guard !options.paths.isEmpty else {
        throw UsageError(message: "missing expected argument '<path> ...'", command: "run")
      }
      if !options.goldens, let mode = options.record {
        throw UsageError(
          message:
            "'--record \(mode.rawValue)' writes golden traces, which '--golden never' turns off; give one or the other",
          command: "run")
      }
      if options.junitPerExpectation && options.junit == nil {
        throw UsageError(
          message: "'--junit-cases' shapes the JUnit report; give '--junit <file>' too",
          command: "run")
      }
      if options.timings != nil && options.shard == nil {
        throw UsageError(
          message: "'--timings' balances shards; give '--shard <i/n>' too", command: "run")
      }
      return options
    }

    /// Whether the word after a bare `--record` is a path to run rather than a record mode:
    /// it names something on disk, has a folder in it, or ends in `.json`.
    static func isPath(_ word: String) -> Bool {
      word.contains("/") || word.hasSuffix(".json") || PlainFile.kind(atPath: word) != .missing
    }

    /// "2/5": the second of five shards.
    static func parseShard(_ text: String) throws(UsageError) -> Shard {
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
        index >= 1, index <= count
      else {
        throw UsageError(
          message:
            "'--shard' takes I/N with 1 <= I <= N (say 2/4 for the second of four), or auto, got '\(text)'",
          command: "run")
      }
      return .fixed(index: index, count: count)
    }
  }

  var options: Options
  let console: Console

  init(options: Options, console: Console) {
    self.options = options
    self.console = console
  }

  /// Under Bazel: relative outputs in its undeclared outputs folder, JUnit where it reads it,
  /// and no golden written into the read-only runfiles.
  var bazel: CIEngines.Bazel? { CIEngines.Bazel(console.environment.variables) }

  /// Whether goldens may be written: not under CI=true, nor under Bazel.
  var writesNoGoldens: Bool { console.environment.isCI || bazel != nil }

  func execute() -> ExitCode {
    var command = self
    if let bazel {
      command.options.trace = options.trace.map(bazel.output)
      command.options.junit = options.junit.map(bazel.output) ?? bazel.junit
    }
    let shard: (index: Int, count: Int)?
    switch options.shard {
    case nil: shard = nil
    case .fixed(let index, let count): shard = (index, count)
    case .auto:
      do {
        if let found = try CIEngines.shard(in: console.environment.variables) {
          shard = (found.index, found.count)
          if found.engine == "Bazel", let status = bazel?.statusFile {
            // Bazel asks a test that shards to touch this file.
            guard FileManager.default.createFile(atPath: status, contents: Data()) else {
              console.err("\(status): error: can't touch Bazel's shard status file\n")
              return .cantCreate
            }
          }
        } else {
          console.err(
            "note: --shard auto found no CI engine's shard variables; running every scenario\n")
          shard = (1, 1)
        }
      } catch {
        console.err("Error: \(error.message)\n")
        console.err("Usage: \(Help.runUsage)\nSee 'simreplay run --help' for more information.\n")
        return .usage
      }
    }
    return command.execute(shard: shard)
  }

  private func execute(shard: (index: Int, count: Int)?) -> ExitCode {
    var environmentMode: RecordMode?
    if let text = console.environment.recordMode {
      guard let mode = RecordMode(rawValue: text) else {
        let modes = RecordMode.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        console.err("Error: SIMREPLAY_RECORD is '\(text)', not a record mode; expected \(modes)\n")
        return .usage
      }
      environmentMode = mode
    }
    let mode = options.record ?? environmentMode ?? .missing
    if mode == .all && writesNoGoldens && options.goldens {
      let place = bazel != nil ? "under Bazel, whose runfiles are read-only" : "under CI=true"
      console.err("Error: refusing to record golden traces \(place); record them locally\n")
      return .usage
    }
    var files: [String] = []
    // Files found in a folder, which are skipped when they are not scenarios; a file named on
    // the command line is always one.
    var found: Set<String> = []
    var worst = ExitCode.success
    for path in options.paths {
      switch ScenarioFiles.expand(path) {
      case .success(let expanded):
        files += expanded
        if expanded != [path] { found.formUnion(expanded) }
      case .failure(let error):
        console.err("\(path): error: \(error.message)\n")
        worst = max(worst, .noInput)
      }
    }
    if let shard {
      // Every scenario in exactly one shard, whatever machine runs them: round-robin in path
      // order, or balanced by an earlier run's times.
      var times: [String: Double]?
      if let path = options.timings {
        switch TimingsFile.load(path, console: console) {
        case .success(let loaded): times = loaded
        case .failure(let code): return code.exitCode
        }
      }
      files = ShardPlan.paths(files, shard: shard.index - 1, of: shard.count, times: times)
    }
    if let shard, files.isEmpty, worst == .success {
      console.out(
        "shard \(shard.index)/\(shard.count) holds none of the scenarios given; nothing ran\n")
      return .success
    }
    if options.trace != nil && files.count != 1 {
      console.err(
        "Error: '--trace' writes one scenario's trace, but \(files.count) scenarios were given\n")
      console.err("Usage: \(Help.runUsage)\nSee 'simreplay run --help' for more information.\n")
      return .usage
    }
    let unwritable = outputProblems()
    guard unwritable == .success else { return unwritable }
    let printer = SuitePrinter(console: console, json: options.json)
    if options.json { console.out(JSONSummary.opening) }
    runAll(files, found: found, mode: mode, printer: printer)
    clearProgress(files.count)
    let totals = printer.totals
    if !totals.skipped.isEmpty {
      let count = totals.skipped.count
      let shown = totals.skipped.prefix(10).joined(separator: ", ")
      console.err(
        "note: skipped \(count) .json "
          + (count == 1
            ? "file found in a folder that is not a scenario"
            : "files found in a folder that are not scenarios")
          + " (no top-level \"root\"): \(shown)"
          + (count > 10 ? ", and \(count - 10) more" : "") + "\n")
      if count == files.count && worst == .success {
        console.err("Error: none of the .json files found is a scenario; nothing ran\n")
        worst = .noInput
      }
    }
    worst = max(worst, totals.worst)
    if options.json {
      console.out(
        JSONSummary.closing(passed: totals.passed, failed: totals.failed, invalid: totals.invalid))
    } else if files.count > 1 {
      console.out(
        TextReport.summary(passed: totals.passed, failed: totals.failed, invalid: totals.invalid))
    }
    if let junit = options.junit {
      worst = max(worst, write(JUnitReport.render(totals.junit), to: junit, what: "JUnit report"))
    }
    return worst
  }

  /// Runs the scenarios on several cores (each is independent: a run shares nothing) and hands
  /// each one's output to `printer` as it finishes, which prints them in the files' order: the
  /// output never depends on scheduling, and no run is kept once it is printed, so a suite's
  /// memory does not grow with its scenarios.
  private func runAll(
    _ files: [String], found: Set<String>, mode: RecordMode, printer: SuitePrinter
  ) {
    let isCI = writesNoGoldens
    let environment = console.environment
    // One file needs one job; asking for the processor count reads the cgroup's files.
    let jobs =
      files.count <= 1
      ? 1 : min(options.jobs ?? ProcessInfo.processInfo.activeProcessorCount, files.count)
    let next = Counter()
    let done = Counter()
    let color = console.environment.usesColor
    let wantsJUnit = options.junit != nil
    let perExpectation = options.junitPerExpectation
    let worker: @Sendable (Int) -> Void = { _ in
      while true {
        let index = next.increment() - 1
        guard index < files.count else { return }
        let captured = CapturedText()
        // Wall time, for the JUnit report only: the run itself never reads a clock.
        let started = ContinuousClock.now
        var outcome = RunCommand(options: options, console: captured.console(environment)).run(
          files[index], mode: mode, isCI: isCI, foundInFolder: found.contains(files[index]))
        let elapsed = ContinuousClock.now - started
        outcome.seconds =
          Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let rendered = options.json ? JSONSummary.rendered(outcome.summaryEntry) : nil
        let finished =
          outcome.skipped
          ? SuitePrinter.Finished(skipped: files[index])
          : SuitePrinter.Finished(
            exitCode: outcome.exitCode, isInvalid: outcome.loadError != nil,
            text: options.json ? "" : outcome.text(color: color), json: rendered?.json,
            status: rendered?.status,
            junit: wantsJUnit ? outcome.junitCases(perExpectation: perExpectation) : [],
            diagnostics: captured.text)
        printer.deliver(index, finished) {
          if files.count > 1 { clearProgress(files.count) }
        }
        showProgress(done.increment(), of: files.count, files[index])
      }
    }
    // One job runs on this thread: going through Dispatch set up its queues for nothing
    // (about 10 of a one-scenario run's 260 page faults).
    if jobs == 1 {
      worker(0)
    } else {
      DispatchQueue.concurrentPerform(iterations: jobs, execute: worker)
    }
  }

  /// Loads, runs and checks one scenario, with its golden trace as the record mode says: the
  /// scenario's own mode, else the run's (docs/scenario-format.md, "Golden traces").
  private func run(_ file: String, mode runMode: RecordMode, isCI: Bool, foundInFolder: Bool)
    -> Outcome
  {
    let scenario: Scenario
    switch ScenarioLoader.load(path: file) {
    case .failure(let error):
      // Nothing is written beside a file that did not load; one found in a folder that is not
      // a scenario at all is skipped, not reported.
      if foundInFolder && error.kind == .invalid && !ScenarioFiles.isScenario(file) {
        var outcome = Outcome(file: file, loadError: error)
        outcome.skipped = true
        return outcome
      }
      console.err(TextReport.render(diagnostics: error.diagnostics))
      return Outcome(file: file, loadError: error)
    case .success(let loaded):
      scenario = loaded
    }
    console.err(TextReport.render(diagnostics: scenario.warnings))
    // `--golden never` or the scenario's `"golden": false`: no golden read, compared or written.
    let goldens = options.goldens && scenario.golden
    let golden = GoldenTrace.path(for: file)
    let exists = PlainFile.kind(atPath: golden) != .missing
    let mode = scenario.record ?? runMode
    // Under CI=true nothing is written: a mode that would write only compares.
    // `--golden never`: the golden is neither read nor written, missing or not.
    var records: Bool
    switch mode {
    case .all, .failed: records = !isCI
    case .missing: records = !exists && !isCI
    case .never: records = false
    }
    records = records && goldens
    let compares = exists && !(mode == .all && records) && goldens
    guard options.trace != nil || records || compares else {
      var dropped = DroppedFrames()
      var outcome = Outcome(file: file, run: ScenarioRunner.run(scenario, streamingTo: &dropped))
      if goldens {
        outcome.golden = .missing(golden, recorded: false, why: missingReason(mode, isCI: isCI))
      }
      return outcome
    }
    // The trace streams: each frame's line goes to the files and is compared with the
    // golden's as the run renders it, so no whole trace is ever held.
    var files: [TraceFile] = []
    var failure = ExitCode.success
    if let path = options.trace { files += open(path, what: "trace", failure: &failure) }
    let recording = golden + ".recording"
    if records {
      let opened = open(recording, what: "golden trace", failure: &failure)
      for file in opened { file.writeHeader() }
      files += opened
    }
    var goldenLines: GoldenLines?
    var newerFormat: Int?
    if compares {
      switch GoldenLines.open(golden) {
      case .success(let lines) where lines.version > TraceFormat.current:
        // Not compared, and not written over by a mode that writes what differs.
        newerFormat = lines.version
        console.err(
          "\(golden):1:1: error: this golden trace was recorded with trace format \(lines.version), "
            + "newer than this simreplay's \(TraceFormat.current); compare it with a newer simreplay, "
            + "or record it anew with '--record all'\n")
        failure = max(failure, .invalidScenario)
      case .success(let lines): goldenLines = lines
      case .failure(let error):
        console.err("\(golden): error: can't read the golden trace: \(error.reason)\n")
        failure = max(failure, .noInput)
      }
    }
    var writer = TraceWriter(
      files: files, golden: goldenLines,
      tolerance: scenario.goldenTolerance ?? options.tolerance)
    var outcome = Outcome(file: file, run: ScenarioRunner.run(scenario, streamingTo: &writer))
    if let error = writer.finish() {
      console.err(
        "\(error.path): error: can't write the trace: \(OutputPath.problem(error.path) ?? error.reason)\n"
      )
      failure = max(failure, .cantCreate)
    }
    let difference = writer.difference
    // What becomes of the recording: `failed` keeps it only when the golden differs or is
    // missing; the other writing modes always keep it.
    let keeps = records && (mode != .failed || difference != nil || !exists)
    if keeps && failure == .success {
      if rename(recording, golden) == 0 {
        if !exists && mode != .all {
          outcome.golden = .missing(golden, recorded: true, why: "")
        } else if let difference, mode == .failed {
          outcome.golden = .rerecorded(golden, difference)
        } else {
          outcome.golden = .recorded(golden)
        }
      } else {
        console.err("\(golden): error: can't write the golden trace: \(systemError())\n")
        failure = .cantCreate
      }
    } else if records {
      unlink(recording)
    }
    if let newerFormat {
      outcome.golden = .newerFormat(golden, newerFormat)
    }
    outcome.goldenVersion = goldenLines?.version
    if difference != nil {
      outcome.goldenSummary = GoldenSummary(
        frames: writer.differingFrames, fields: writer.differingFields,
        first: writer.firstDifferences)
    }
    if outcome.golden == nil {
      if let difference {
        outcome.golden = .differs(golden, difference)
      } else if compares && goldenLines != nil {
        outcome.golden = .matches(golden)
      } else if !exists && goldens {
        outcome.golden = .missing(golden, recorded: false, why: missingReason(mode, isCI: isCI))
      }
    }
    outcome.writeFailure = failure
    return outcome
  }

  /// Why a missing golden was not recorded.
  private func missingReason(_ mode: RecordMode, isCI: Bool) -> String {
    guard isCI && mode != .never else { return "record mode '\(mode.rawValue)'" }
    return bazel != nil ? "not recorded under Bazel" : "not recorded under CI=true"
  }

  /// A trace file opened for the run, or none with the reason on standard error.
  private func open(_ path: String, what: String, failure: inout ExitCode) -> [TraceFile] {
    switch TraceFile.create(path) {
    case .success(let file): return [file]
    case .failure(let error):
      console.err(
        "\(path): error: can't write the \(what): \(OutputPath.problem(path) ?? error.reason)\n"
      )
      failure = max(failure, .cantCreate)
      return []
    }
  }

  private func systemError() -> String { String(cString: strerror(errno)) }

  private func write(_ text: String, to path: String, what: String) -> ExitCode {
    guard let problem = OutputPath.write(text, to: path) else { return .success }
    console.err("\(path): error: can't write the \(what): \(problem)\n")
    return .cantCreate
  }

  /// The trace and JUnit paths checked before anything runs: a path that can't be written is
  /// said at once, not after the suite (exit 73).
  private func outputProblems() -> ExitCode {
    var worst = ExitCode.success
    for (path, what) in [(options.trace, "trace"), (options.junit, "JUnit report")] {
      guard let path, let problem = OutputPath.problem(path) else { continue }
      console.err("\(path): error: can't write the \(what): \(problem)\n")
      worst = .cantCreate
    }
    return worst
  }

  /// "[3/40] Scenarios/sheet.json" on a terminal's standard error, overwritten in place.
  private func showProgress(_ done: Int, of count: Int, _ file: String) {
    guard count > 1, console.environment.stderrIsTerminal else { return }
    console.err("\r\u{1B}[2K[\(done)/\(count)] \(file)")
  }

  private func clearProgress(_ count: Int) {
    guard count > 1, console.environment.stderrIsTerminal else { return }
    console.err("\r\u{1B}[2K")
  }
}
