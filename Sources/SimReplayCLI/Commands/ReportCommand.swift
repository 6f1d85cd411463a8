import Foundation
import SimReport
import SimScenario

/// `simreplay report FILE -o OUT.html`: runs one scenario, recording every view's geometry,
/// and writes the HTML filmstrip of its frames.
struct ReportCommand {
  static let usage = "simreplay report <file> -o <out.html>"

  static let help = """
    OVERVIEW: Write an HTML report of a scenario's run, frame by frame.

    Runs the scenario and writes one self-contained HTML page (no network, no external files):
    every view's rectangle at its on-screen values, the touches and their paths, the view each
    touch is bound to and what a hit test at the finger returns now, gesture states,
    presentation phases, every event on a timeline, the failed expectations, plots of animated
    values, scroll offsets and pans over time, and, with a golden trace beside the scenario,
    the frames that differ from it. Scrub with the slider or the arrow keys; open
    OUT.html#frame=N to start at frame N.

    USAGE: \(usage)

    ARGUMENTS:
      <file>                  The scenario file.

    OPTIONS:
      -o, --output <out.html> Where to write the report.
      -h, --help              Show help information.

    EXIT CODES:
      0   the report was written (whether or not the expectations were met)
      64  the command line is wrong
      65  the scenario or a touch file is invalid
      66  the scenario is missing or unreadable
      73  the report can't be written

    """

  struct Options: Equatable {
    var file: String
    var output: String

    static let flags = ["--output", "--help"]

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
      var files: [String] = []
      var output: String?
      var reader = ArgumentReader(arguments, command: "report")
      while let argument = try reader.next() {
        switch argument {
        case "-o", "--output":
          // Stricter than other values: an HTML file named `-x` is a missing value.
          let value = try reader.value(for: "-o", "<out.html>")
          guard !value.hasPrefix("-") else {
            throw UsageError(message: "missing value for '-o <out.html>'", command: "report")
          }
          output = value
        case "--":
          files += reader.remaining()
        case _ where argument.hasPrefix("-") && argument.count > 1:
          throw reader.unknownOption(argument, flags: flags)
        default:
          files.append(argument)
        }
      }
      guard let file = files.first else {
        throw UsageError(message: "missing expected argument '<file>'", command: "report")
      }
      guard files.count == 1 else {
        throw UsageError(
          message: "a report shows one scenario, but \(files.count) were given", command: "report")
      }
      guard let output, !output.isEmpty else {
        throw UsageError(message: "missing '-o <out.html>'", command: "report")
      }
      return Options(file: file, output: output)
    }
  }

  static func run(_ arguments: [String], console: Console) throws(UsageError) -> ExitCode {
    var options = try Options.parse(arguments)
    // Under Bazel a relative report goes to its undeclared outputs folder.
    if let bazel = CIEngines.Bazel(console.environment.variables) {
      options.output = bazel.output(options.output)
    }
    if let problem = OutputPath.problem(options.output) {
      console.err("\(options.output): error: can't write the report: \(problem)\n")
      return .cantCreate
    }
    let scenario: Scenario
    switch ScenarioLoader.load(path: options.file) {
    case .failure(let error):
      console.err(TextReport.render(diagnostics: error.diagnostics))
      return error.kind == .unreadable ? .noInput : .invalidScenario
    case .success(let loaded):
      scenario = loaded
    }
    console.err(TextReport.render(diagnostics: scenario.warnings))
    let run = ScenarioRunner.run(scenario, recordingViewGeometry: true)
    // With a golden trace beside the scenario, the report marks the frames that differ.
    let goldenPath = GoldenTrace.path(for: options.file)
    let golden =
      scenario.golden && FileManager.default.fileExists(atPath: goldenPath)
      ? GoldenComparison.compare(scenario, golden: goldenPath) : nil
    let html = HTMLReport.render(run, golden: golden)
    if let problem = OutputPath.write(html, to: options.output) {
      console.err("\(options.output): error: can't write the report: \(problem)\n")
      return .cantCreate
    }
    let frames = run.simulation.frameCount
    console.out("wrote \(options.output) (\(frames) \(frames == 1 ? "frame" : "frames"))\n")
    return .success
  }
}
