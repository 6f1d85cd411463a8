import Foundation
import SimRecording

/// `simreplay convert FILE --from getevent|csv -o OUT.jsonl`: a recorded touch stream in a
/// format people already record, as a scenario's JSON Lines touch stream.
struct ConvertCommand {
  static let usage =
    "simreplay convert <file> --from <getevent|csv> [-o <out.jsonl>] [--scale <s>] [--x-range <min:max> --y-range <min:max> --size <w,h>] [--start <seconds>] [--device <path>]"

  static let help = """
    OVERVIEW: Convert a recorded touch stream into a scenario's JSON Lines touch stream.

    getevent: the output of Android's 'adb shell getevent -t' (codes in hex) or 'getevent -lt'
    (event names), multi-touch protocol A or B. Each SYN_REPORT is one moment; contacts begin,
    move and end by their tracking ids or slots; fingers are numbered from 1. Raw units become
    points by --scale (raw units per point, e.g. the device's pixel density), or by mapping
    --x-range and --y-range (the device's axis ranges, from 'getevent -p') onto --size.
    csv: lines 't,finger,phase,x,y' (seconds, a number, began/moved/stationary/ended/cancelled,
    points), an optional header, '#' comments.

    Times are moved so the first event is at --start (default 0.1). Every line is read: a line
    that is not an event is an error at its line and column; events that carry no position
    (pressure, touch size, BTN_TOUCH) are listed as not used.

    USAGE: \(usage)

    ARGUMENTS:
      <file>                  The recording ('-' for standard input).

    OPTIONS:
      --from <format>         getevent or csv.
      -o, --output <file>     Where to write the stream (default: standard output).
      --scale <s>             Raw getevent units per point (default 1).
      --x-range <min:max>     The x axis's raw range; with --y-range and --size.
      --y-range <min:max>     The y axis's raw range.
      --size <w,h>            The screen in points the ranges map onto.
      --start <seconds>       The first event's time (default 0.1).
      --device <path>         With several devices in one recording, the touch screen's.
      -h, --help              Show help information.

    EXIT CODES:
      0   the stream was written
      64  the command line is wrong
      65  the recording has a line that can't be read
      66  the recording is missing or unreadable
      73  the output can't be written

    """

  static let flags = [
    "--from", "--output", "--scale", "--x-range", "--y-range", "--size", "--start", "--device",
    "--help",
  ]

  static func run(_ arguments: [String], console: Console, standardInput: () -> [UInt8])
    throws(UsageError) -> ExitCode
  {
    var files: [String] = []
    var format: String?
    var output: String?
    var getevent = GeteventReader()
    var csv = CSVTouchReader()
    var start: Int64 = 100_000_000
    var reader = ArgumentReader(arguments, command: "convert")
    func number(_ text: String, _ flag: String) throws(UsageError) -> Double {
      guard let value = Double(text), value.isFinite else {
        throw UsageError(message: "'\(text)' is not a number for '\(flag)'", command: "convert")
      }
      return value
    }
    func pair(_ text: String, _ flag: String, _ separator: Character) throws(UsageError)
      -> (Double, Double)
    {
      let parts = text.split(separator: separator)
      guard parts.count == 2 else {
        throw UsageError(
          message: "'\(flag)' takes two numbers as a\(separator)b, got '\(text)'",
          command: "convert")
      }
      return (try number(String(parts[0]), flag), try number(String(parts[1]), flag))
    }
    while let argument = try reader.next() {
      switch argument {
      case "--from":
        format = try reader.value(for: "--from", "<format>")
      case "-o", "--output":
        output = try reader.value(for: "-o", "<out.jsonl>")
      case "--scale":
        getevent.scale = try number(try reader.value(for: "--scale", "<s>"), "--scale")
        guard getevent.scale > 0 else {
          throw UsageError(message: "'--scale' must be more than 0", command: "convert")
        }
      case "--x-range":
        let (a, b) = try pair(try reader.value(for: "--x-range", "<min:max>"), "--x-range", ":")
        guard a < b else {
          throw UsageError(message: "'--x-range' needs min < max", command: "convert")
        }
        getevent.xRange = a...b
      case "--y-range":
        let (a, b) = try pair(try reader.value(for: "--y-range", "<min:max>"), "--y-range", ":")
        guard a < b else {
          throw UsageError(message: "'--y-range' needs min < max", command: "convert")
        }
        getevent.yRange = a...b
      case "--size":
        let (w, h) = try pair(try reader.value(for: "--size", "<w,h>"), "--size", ",")
        getevent.size = (w, h)
      case "--start":
        let value = try number(try reader.value(for: "--start", "<seconds>"), "--start")
        guard (0...3600).contains(value) else {
          throw UsageError(message: "'--start' must be from 0 to 3600 seconds", command: "convert")
        }
        start = Int64((value * 1e9).rounded())
      case "--device":
        getevent.device = try reader.value(for: "--device", "<path>")
      case "--":
        files += reader.remaining()
      case _ where argument.hasPrefix("-") && argument.count > 1:
        throw reader.unknownOption(argument, flags: flags)
      default:
        files.append(argument)
      }
    }
    guard files.count == 1, let file = files.first else {
      throw UsageError(message: "expected one recording, got \(files.count)", command: "convert")
    }
    guard let format, format == "getevent" || format == "csv" else {
      throw UsageError(message: "missing or unknown '--from' (getevent or csv)", command: "convert")
    }
    let ranges = [getevent.xRange != nil, getevent.yRange != nil, getevent.size != nil]
    guard ranges.allSatisfy({ $0 }) || !ranges.contains(true) else {
      throw UsageError(
        message: "'--x-range', '--y-range' and '--size' go together", command: "convert")
    }
    getevent.start = start
    csv.start = start
    if let output, output != "-", let problem = OutputPath.problem(output) {
      console.err("\(output): error: can't write the stream: \(problem)\n")
      return .cantCreate
    }
    guard let bytes = InputFiles.read(file, standardInput: standardInput, console: console)
    else { return .noInput }
    let name = InputFiles.displayName(file)
    let text = String(decoding: bytes, as: UTF8.self)
    let touches: [RecordedTouch]
    var unused: [(name: String, count: Int)] = []
    do {
      if format == "csv" {
        touches = try csv.read(text)
      } else {
        let result = try getevent.read(text)
        touches = result.touches
        unused = result.unused
      }
    } catch {
      console.err("\(name):\(error.line):\(error.column): error: \(error.message)\n")
      return .invalidScenario
    }
    let stream = jsonLines(touches)
    if let output, output != "-" {
      if let problem = OutputPath.write(stream, to: output) {
        console.err("\(output): error: can't write the stream: \(problem)\n")
        return .cantCreate
      }
    } else {
      console.out(stream)
    }
    let began = touches.filter { $0.phase == .began }.count
    var summary =
      "converted \(name): \(touches.count) events, \(began) \(began == 1 ? "touch" : "touches")"
    if !unused.isEmpty {
      summary += "; not used: " + unused.map { "\($0.name) ×\($0.count)" }.joined(separator: ", ")
    }
    console.err(summary + "\n")
    return .success
  }
}
