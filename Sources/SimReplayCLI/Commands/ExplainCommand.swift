import SimEngine
import SimGeometry
import SimScenario

/// `simreplay explain FILE --touch N` and `simreplay explain FILE --t T --point X,Y`: why a
/// touch landed where it did.
struct ExplainCommand {
  enum Target {
    case touch(Int)
    case point(Point, at: Instant)
  }

  let file: String
  let target: Target
  let console: Console

  static let usage = "simreplay explain <file> (--touch <n> | --t <seconds> --point <x,y>)"

  static let help = """
    OVERVIEW: Explain a hit test: why a touch landed on the view it did.

    Replays the scenario to the moment and prints the hit-test walk as a tree (each view
    visited, its local point, and its verdict: skipped because hidden, transparent, not
    interactive, disabled or animating; outside its bounds; passes touches through; hit), the
    winner, and the views under the point that lost, the one most likely meant first, each with
    what kept the touch from it. For a touch, also the recognizers that saw it and what each
    decided.

    USAGE: \(usage)

    ARGUMENTS:
      <file>                  The scenario file.

    OPTIONS:
      --touch <n>             Touch n (1 is the first to begin), at its began; the
                              scenario is replayed as far as the next touch to begin
                              after it lifted.
      --t <seconds>           The time of a probe hit test (within the limits a run
                              has: 3,600 s and 1,000,000 frames)…
      --point <x,y>           …at this point in window coordinates.
      -h, --help              Show help information.

    EXIT CODES:
      0   explained; 64 the command line is wrong; 65 the scenario is invalid; 66 it is missing

    """

  static func parse(_ arguments: [String], console: Console) throws(UsageError) -> ExplainCommand {
    var file: String?
    var touch: Int?
    var time: Instant?
    var point: Point?
    var reader = ArgumentReader(arguments, command: "explain")
    // Unlike the other commands', a value may start with `-`: `--point -4,120` is a point.
    func value(_ flag: String) throws(UsageError) -> String {
      try reader.signedValue(for: flag)
    }
    while let argument = try reader.next() {
      switch argument {
      case "--touch":
        let text = try value("--touch")
        guard let number = Int(text), number >= 1 else {
          throw UsageError(
            message: "'--touch' takes a touch number from 1, got '\(text)'", command: "explain")
        }
        touch = number
      case "--t":
        let text = try value("--t")
        guard let literal = Double(text), literal >= 0, literal.isFinite,
          let nanoseconds = DecimalLiteral.fixedPoint(text, scale: 9)
        else {
          throw UsageError(
            message: "'--t' takes a time in seconds, got '\(text)'", command: "explain")
        }
        time = Instant(nanoseconds: nanoseconds)
      case "--point":
        let text = try value("--point")
        let parts = text.split(separator: ",").map {
          Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
          throw UsageError(
            message: "'--point' takes X,Y (say 300,360), got '\(text)'", command: "explain")
        }
        point = Point(x: x, y: y)
      case _ where argument.hasPrefix("-"):
        throw reader.unknownOption(argument, flags: ["--touch", "--t", "--point", "--help"])
      default:
        guard file == nil else {
          throw UsageError(
            message: "explain takes one scenario, got '\(file!)' and '\(argument)'",
            command: "explain")
        }
        file = argument
      }
    }
    guard let file else {
      throw UsageError(message: "missing expected argument '<file>'", command: "explain")
    }
    switch (touch, time, point) {
    case (let touch?, nil, nil):
      return ExplainCommand(file: file, target: .touch(touch), console: console)
    case (nil, let time?, let point?):
      return ExplainCommand(file: file, target: .point(point, at: time), console: console)
    default:
      throw UsageError(
        message: "give either '--touch <n>', or '--t <seconds>' with '--point <x,y>'",
        command: "explain")
    }
  }

  func execute() -> ExitCode {
    let scenario: Scenario
    switch ScenarioLoader.load(path: file) {
    case .failure(let error):
      console.err(TextReportLines.diagnostics(error))
      return error.kind == .unreadable ? .noInput : .invalidScenario
    case .success(let loaded):
      // A step-style scenario is explained with the touches its steps made.
      scenario = loaded.resolvingSteps()
    }
    let lines: [String]
    switch target {
    case .touch(let number):
      guard number <= scenario.touchCount else {
        let count = scenario.touchCount
        console.err(
          "Error: there is no touch \(number): \(file) makes \(count == 1 ? "1 touch" : "\(count) touches")\n"
            + "Usage: \(Self.usage)\nSee 'simreplay explain --help' for more information.\n")
        return .usage
      }
      lines = HitExplainer.explainReplaying(touch: number, in: scenario)
    case .point(let point, let time):
      if let refusal = HitExplainer.refusal(at: time, in: scenario) {
        console.err(
          "Error: '--t': \(refusal)\nUsage: \(Self.usage)\n"
            + "See 'simreplay explain --help' for more information.\n")
        return .usage
      }
      lines = HitExplainer.explain(point, at: time, in: scenario)
    }
    console.out("explain \(file): " + lines.joined(separator: "\n") + "\n")
    return .success
  }
}

/// Diagnostics as the compiler prints them, for commands that read scenarios.
enum TextReportLines {
  static func diagnostics(_ error: ScenarioError) -> String {
    error.diagnostics.map { $0.description + "\n" }.joined()
  }
}
