import Foundation
import SimReplayCLI
import SimScenario
import Testing

/// `convert` writes only what `run` accepts: anything else is refused with exit 65 at the
/// recording's line and column, and nothing is written. The fuzzer's reproducers (in
/// Fuzz/Corpus/convert) were each written with exit 0 and then refused by `run`.
@Suite("simreplay convert validates what it writes")
struct ConvertValidationTests {
  static let tap = Repository.path("Scenarios/streams/getevent-t-tap-cartucho.txt")

  static func convert(_ text: String, _ arguments: String...) throws -> (
    code: ExitCode, out: String, err: String, file: String
  ) {
    let file = try temporaryFile(text, name: "recording.txt")
    let result = simreplay(["convert", file] + arguments, environment: Environment())
    return (result.code, result.out, result.err, file)
  }

  @Test("An extreme --scale gives coordinates run refuses: an error at the raw value, exit 65")
  func extremeScale() {
    let result = simreplay("convert", Self.tap, "--from", "getevent", "--scale", "1e-310")
    #expect(result.code == .invalidScenario)
    #expect(
      result.err.hasPrefix(
        "\(Self.tap):2:29: error: x would be inf points, not within ±1000000 points; check --scale, or --x-range, --y-range and --size"
      ), "\(result.err)")
    #expect(result.out.isEmpty)
  }

  @Test("An extreme --size is refused the same way, and --size must be above 0")
  func extremeSize() {
    let result = simreplay(
      "convert", Self.tap, "--from", "getevent", "--x-range", "0:1", "--y-range", "0:1",
      "--size", "1e308,1e308")
    #expect(result.code == .invalidScenario)
    #expect(result.err.contains("\(Self.tap):2:29: error: x would be inf points"), "\(result.err)")
    let zero = simreplay(
      "convert", Self.tap, "--from", "getevent", "--x-range", "0:1", "--y-range", "0:1",
      "--size", "0,5")
    #expect(zero.code == .usage)
    #expect(zero.err.contains("'--size' needs a width and height above 0"))
  }

  @Test("--start near the limit pushes later events past 3600 s: an error at their timestamp")
  func startPastTheLimit() {
    let result = simreplay("convert", Self.tap, "--from", "getevent", "--start", "3600")
    #expect(result.code == .invalidScenario)
    #expect(
      result.err.hasPrefix(
        "\(Self.tap):15:1: error: this event would be at t=3600.014075 s, past the 3600 s a scenario may last (ScenarioLimits.seconds); lower --start or cut the recording"
      ), "\(result.err)")
  }

  @Test("A CSV recording longer than the limit is refused at the first sample past it")
  func longCSV() throws {
    let result = try Self.convert(
      "0,1,began,1,1\n3599.9,1,moved,1,1\n3600,1,ended,1,1\n", "--from", "csv")
    #expect(result.code == .invalidScenario)
    #expect(
      result.err.hasPrefix("\(result.file):3:1: error: this event would be at t=3600.1 s"),
      "\(result.err)")
  }

  @Test("A getevent clock that goes backwards is an error at the timestamp that does")
  func clockBackwards() throws {
    let text = """
      [ 10.000000] 0003 0039 00000001
      [ 10.000000] 0003 0035 00000001
      [ 10.000000] 0003 0036 00000001
      [ 10.000000] 0000 0000 00000000
      [  9.500000] 0003 0035 00000002
      [  9.500000] 0000 0000 00000000
      """
    let result = try Self.convert(text, "--from", "getevent")
    #expect(result.code == .invalidScenario)
    #expect(
      result.err
        == "\(result.file):5:1: error: the clock goes backwards: 9.5 s after an event at 10.0 s\n")
  }

  @Test("A getevent slot that lifts a contact it never began is refused, not written as finger 0")
  func liftWithoutBegin() throws {
    let text = """
      [ 1.0] 0003 002f 00000000
      [ 1.0] 0003 0039 00000001
      [ 1.0] 0003 0035 00000001
      [ 1.0] 0003 0036 00000001
      [ 1.0] 0003 002f 00000001
      [ 1.0] 0003 0039 00000001
      [ 1.0] 0003 0035 00000002
      [ 1.0] 0003 0036 00000002
      [ 1.0] 0000 0000 00000000
      [ 1.1] 0003 002f 00000000
      [ 1.1] 0003 0039 ffffffff
      [ 1.1] 0003 002f 00000001
      [ 1.1] 0003 0039 ffffffff
      [ 1.1] 0000 0000 00000000
      """
    let result = try Self.convert(text, "--from", "getevent")
    #expect(result.code == .invalidScenario)
    #expect(result.err.contains(":14:1: error: finger 0 ended without a began"), "\(result.err)")
  }

  @Test("-o - writes to standard output, as import's does")
  func dashIsStandardOutput() {
    let result = simreplay("convert", Self.tap, "--from", "getevent", "-o", "-")
    #expect(result.code == .success)
    #expect(result.out.hasPrefix(#"{"t": 0.1, "finger": 1, "phase": "began""#))
  }
}
