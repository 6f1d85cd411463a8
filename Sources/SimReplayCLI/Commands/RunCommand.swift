import Foundation
import SimEngine
import SimReport
import SimScenario

/// `simreplay run PATH... [--trace FILE] [--json]`.
struct RunCommand {
  struct Options {
    var paths: [String] = []
    var trace: String?
    var json = false

    static let flags = ["--trace", "--json", "--help"]

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
      var options = Options()
      var index = 0
      while index < arguments.count {
        let argument = arguments[index]
        index += 1
        switch argument {
        case "--json":
          options.json = true
        case "--trace":
          guard index < arguments.count, !arguments[index].hasPrefix("--") else {
            throw UsageError(message: "missing value for '--trace <file>'", command: "run")
          }
          options.trace = arguments[index]
          index += 1
        case "--":
          options.paths += arguments[index...]
          index = arguments.count
        case _ where argument.hasPrefix("--trace="):
          options.trace = String(argument.dropFirst("--trace=".count))
        case _ where argument.hasPrefix("-") && argument.count > 1:
          var message = "unknown option '\(argument)'"
          if let match = Suggestions.bestMatch(for: argument, in: flags) {
            message += ". Did you mean '\(match)'?"
          }
          throw UsageError(message: message, command: "run")
        default:
          options.paths.append(argument)
        }
      }
      guard !options.paths.isEmpty else {
        throw UsageError(message: "missing expected argument '<path> ...'", command: "run")
      }
      return options
    }
  }

  let options: Options
  let console: Console

  func execute() -> ExitCode {
    var files: [String] = []
    var worst = ExitCode.success
    for path in options.paths {
      switch ScenarioFiles.expand(path) {
      case .success(let found): files += found
      case .failure(let message):
        console.err("\(path): error: \(message)\n")
        worst = max(worst, .noInput)
      }
    }
    if options.trace != nil && files.count != 1 {
      console.err(
        "Error: '--trace' writes one scenario's trace, but \(files.count) scenarios were given\n")
      console.err("Usage: \(Help.runUsage)\nSee 'simreplay run --help' for more information.\n")
      return .usage
    }
    var entries: [JSONSummary.Entry] = []
    var counts = (passed: 0, failed: 0, invalid: 0)
    for file in files {
      switch ScenarioLoader.load(path: file) {
      case .failure(let error):
        console.err(TextReport.render(diagnostics: error.diagnostics))
        if !options.json { console.out(TextReport.render(file: file, error: error)) }
        entries.append(.invalid(file: file, error))
        counts.invalid += 1
        worst = max(worst, error.kind == .unreadable ? .noInput : .invalidScenario)
      case .success(let scenario):
        console.err(TextReport.render(diagnostics: scenario.warnings))
        let run = ScenarioRunner.run(scenario)
        if !options.json { console.out(TextReport.render(run)) }
        entries.append(.ran(run))
        if run.passed { counts.passed += 1 } else { counts.failed += 1 }
        worst = max(worst, run.passed ? .success : .expectationFailed)
        if let trace = options.trace { worst = max(worst, write(trace: trace, of: run)) }
      }
    }
    if options.json {
      console.out(JSONSummary.render(entries))
    } else if files.count > 1 {
      console.out(
        TextReport.summary(passed: counts.passed, failed: counts.failed, invalid: counts.invalid))
    }
    return worst
  }

  private func write(trace path: String, of run: ScenarioRun) -> ExitCode {
    let text = TraceEncoder.encode(run.simulation)
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      return .success
    } catch {
      console.err("\(path): error: can't write the trace: \(error.localizedDescription)\n")
      return .cantCreate
    }
  }
}
