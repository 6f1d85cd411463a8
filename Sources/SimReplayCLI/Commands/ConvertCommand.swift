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
    (pressure, touch size, BTN_TOUCH) are listed as not used. What is written is what 'run'
    accepts: a coordinate beyond 1,000,000 points (a wrong --scale or --size), a time past
    3600 s, a clock that goes backwards or a finger that lifts without going down is an error
    at the line and column that cause it, and nothing is written.

    USAGE: \(usage)

    ARGUMENTS:
      <file>                  The recording ('-' for standard input).

    OPTIONS:
      --from <format>         getevent or csv.
      -o, --output <file>     Where to write the stream (default, or '-': standard
                              output). Checked before the recording is read.
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
      65  the recording has a line that can't be read, or that would make a
          stream 'run' refuses
      66  the recording is missing or unreadable
      73  the output can't be written

    """

  /// Converts as the command line says. With `writes` false, as the fuzz target and the
  /// round-trip tests run it, the output path is checked but the stream goes to `console.out`.
  static func run(
    _ arguments: [String], console: Console, standardInput: () -> [UInt8], writes: Bool = true
  ) throws(UsageError) -> ExitCode {
    let options = try ConvertOptions.parse(arguments)
    let file = options.file
    if let output = options.output, output != "-", let problem = OutputPath.problem(output) {
      console.err("\(output): error: can't write the stream: \(problem)\n")
      return .cantCreate
    }
    guard let bytes = InputFiles.read(file, standardInput: standardInput, console: console)
    else { return .noInput }
    let name = InputFiles.displayName(file)
    let touches: [RecordedTouch]
    var unused: [(name: String, count: Int)] = []
    do {
      (touches, unused) = try options.convert(bytes)
    } catch {
      console.err("\(name):\(error.line):\(error.column): error: \(error.message)\n")
      return .invalidScenario
    }
    let stream = jsonLines(touches)
    if writes, let output = options.output, output != "-" {
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
