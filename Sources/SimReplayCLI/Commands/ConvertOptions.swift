import SimRecording
import SimScenario

/// `simreplay convert`'s command line, and the conversion it asks for: apart from the command
/// so the tests and the fuzz target (Fuzz/Targets/FuzzConvert.swift) convert exactly as the
/// command does, without writing anything.
struct ConvertOptions {
  var file = ""
  var format = ""
  var output: String?
  var getevent = GeteventReader()
  var csv = CSVTouchReader()

  static let flags = [
    "--from", "--output", "--scale", "--x-range", "--y-range", "--size", "--start", "--device",
    "--help",
  ]

  /// What `run` accepts in a touch stream, from the scenario's limits: the converters check
  /// what they write against it.
  static var streamLimits: StreamLimits {
    let scenario = ScenarioLimits.standard
    var limits = StreamLimits()
    limits.seconds = scenario.seconds
    limits.finger = scenario.finger
    limits.events = scenario.touchEvents
    limits.bytes = scenario.fileSize
    return limits
  }

  /// Converts the recording's bytes; the touches and the event names not used, or the line
  /// and column that can't be read or would make a stream `run` refuses.
  func convert(_ bytes: [UInt8]) throws(ConversionError) -> (
    [RecordedTouch], [(name: String, count: Int)]
  ) {
    if format == "csv" { return (try csv.read(bytes: bytes), []) }
    let result = try getevent.read(String(decoding: bytes, as: UTF8.self))
    return (result.touches, result.unused)
  }

  static func parse(_ arguments: [String]) throws(UsageError) -> ConvertOptions {
    var options = ConvertOptions()
    var files: [String] = []
    var format: String?
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
        options.output = try reader.value(for: "-o", "<out.jsonl>")
      case "--scale":
        options.getevent.scale = try number(try reader.value(for: "--scale", "<s>"), "--scale")
        guard options.getevent.scale > 0 else {
          throw UsageError(message: "'--scale' must be more than 0", command: "convert")
        }
      case "--x-range":
        let (a, b) = try pair(try reader.value(for: "--x-range", "<min:max>"), "--x-range", ":")
        guard a < b else {
          throw UsageError(message: "'--x-range' needs min < max", command: "convert")
        }
        options.getevent.xRange = a...b
      case "--y-range":
        let (a, b) = try pair(try reader.value(for: "--y-range", "<min:max>"), "--y-range", ":")
        guard a < b else {
          throw UsageError(message: "'--y-range' needs min < max", command: "convert")
        }
        options.getevent.yRange = a...b
      case "--size":
        let (w, h) = try pair(try reader.value(for: "--size", "<w,h>"), "--size", ",")
        guard w > 0, h > 0 else {
          throw UsageError(message: "'--size' needs a width and height above 0", command: "convert")
        }
        options.getevent.size = (w, h)
      case "--start":
        let value = try number(try reader.value(for: "--start", "<seconds>"), "--start")
        guard (0...3600).contains(value) else {
          throw UsageError(message: "'--start' must be from 0 to 3600 seconds", command: "convert")
        }
        start = Int64((value * 1e9).rounded())
      case "--device":
        options.getevent.device = try reader.value(for: "--device", "<path>")
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
    let ranges = [
      options.getevent.xRange != nil, options.getevent.yRange != nil, options.getevent.size != nil,
    ]
    guard ranges.allSatisfy({ $0 }) || !ranges.contains(true) else {
      throw UsageError(
        message: "'--x-range', '--y-range' and '--size' go together", command: "convert")
    }
    options.file = file
    options.format = format
    options.getevent.start = start
    options.csv.start = start
    options.getevent.limits = streamLimits
    options.csv.limits = streamLimits
    return options
  }
}
