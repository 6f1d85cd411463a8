import Foundation
import SimReplayCLI
import Testing

/// `run`'s `--tolerance` and `--timings` refuse what they can't read exactly, saying where and
/// what was meant, instead of reading something else than was written.
@Suite("--tolerance and --timings are strict")
struct RunOptionStrictnessTests {
  static let sheet = Repository.path("Scenarios/sheet.json")

  static func tolerance(_ value: String) -> (code: ExitCode, err: String) {
    let result = simreplay("run", sheet, "--tolerance", value)
    return (result.code, result.err)
  }

  @Test("A unit given twice is refused instead of the last silently winning")
  func repeatedUnit() {
    let result = Self.tolerance("points=0.5,points=1")
    #expect(result.code == .usage)
    #expect(
      result.err.hasPrefix(
        "Error: '--tolerance' names 'points' twice in 'points=0.5,points=1'; give each unit once\n")
    )
  }

  @Test("A trailing comma is an empty entry, refused")
  func trailingComma() {
    let result = Self.tolerance("points=0.5,")
    #expect(result.code == .usage)
    #expect(
      result.err.hasPrefix(
        "Error: '--tolerance' has an empty entry in 'points=0.5,' (a comma too many?)\n"))
  }

  @Test("A hex float is refused with its decimal value suggested; inf and nan are refused")
  func hexFloat() {
    let result = Self.tolerance("0x1p-3")
    #expect(result.code == .usage)
    #expect(
      result.err.hasPrefix(
        "Error: '--tolerance' takes a number from 0 to 1000, got '0x1p-3' (a hex float); did you mean '0.125'?\n"
      ), "\(result.err)")
    #expect(Self.tolerance("seconds=0x10").code == .usage)
    #expect(Self.tolerance("inf").code == .usage)
    #expect(Self.tolerance("alpha=nan").code == .usage)
  }

  @Test("A value that underflows to 0 is refused, saying 0 compares exactly")
  func underflow() {
    let result = Self.tolerance("points=1e-400")
    #expect(result.code == .usage)
    #expect(
      result.err.hasPrefix(
        "Error: '--tolerance' takes a number for points from 0 to 1000, got '1e-400', which is too small to tell from 0; write 0 to compare exactly\n"
      ), "\(result.err)")
  }

  @Test("A misspelt unit gets a did-you-mean; plain decimals and exponents still read")
  func misspeltUnit() {
    let result = Self.tolerance("point=0.5")
    #expect(result.code == .usage)
    #expect(result.err.contains("has no unit 'point'"))
    #expect(result.err.contains("Did you mean 'points'?"))
    for good in ["0", "0.5", ".5", "1e-3", "points=0.5,seconds=1E-3,alpha=0.01"] {
      #expect(Self.tolerance(good).code == .success, "\(good)")
    }
  }

  static func timings(_ xml: String) throws -> (code: ExitCode, err: String, file: String) {
    let file = try temporaryFile(xml, name: "timings.xml")
    let result = simreplay("run", sheet, "--shard", "1/2", "--timings", file)
    return (result.code, result.err, file)
  }

  @Test("A bad time in --timings is an error at its line and column, exit 65")
  func badTimeAtItsPlace() throws {
    let result = try Self.timings(
      "<testsuites>\n  <testcase file=\"a.json\" time=\"0.5\"/>\n  <testcase file=\"b.json\" time=\"soon\"/>\n</testsuites>\n"
    )
    #expect(result.code == .invalidScenario)
    #expect(
      result.err
        == "\(result.file):3:33: error: not a JUnit report with times: the time of 'b.json' is 'soon', not a number of seconds\n"
    )
  }

  @Test("An unclosed test case and a report without test cases are placed too")
  func unclosedAndEmpty() throws {
    let unclosed = try Self.timings("<testsuites>\n\n    <testcase file=\"a.json\"")
    #expect(unclosed.code == .invalidScenario)
    #expect(
      unclosed.err.hasPrefix(
        "\(unclosed.file):3:5: error: not a JUnit report with times: this <testcase> element is not closed"
      ), "\(unclosed.err)")
    let empty = try Self.timings("<testsuites/>")
    #expect(
      empty.err.hasPrefix(
        "\(empty.file):1:1: error: not a JUnit report with times: it has no <testcase> elements"))
  }
}
