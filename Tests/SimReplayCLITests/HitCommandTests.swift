import Foundation
import Testing

@testable import SimReplayCLI

/// `simreplay hit`: which view of a recursiveDescription dump a point hits.
@Suite("simreplay hit")
struct HitCommandTests {
  static let dumps = "Tests/SimScenarioTests/Import/Fixtures/"
  static let crackme = Repository.path(dumps + "03-owasp-cycript-uncrackable.txt")

  @Test("A point on the button prints the button as UIKit prints it")
  func pointOnButton() {
    // UIButton (8 191; 304 30) holds (150, 200); its label has interaction off.
    let result = simreplay("hit", "--tree", Self.crackme, "--point", "150,200")
    #expect(result.code == .success)
    #expect(result.out == "<UIButton: 0x16d901e0>\n")
    #expect(result.err.isEmpty)
  }

  @Test("A points file gives one answer a line, in order, with none outside the tree")
  func pointsFile() throws {
    let points = try temporaryFile(
      "150,200\n# the hidden label\n5, 45\n\n(100, 150)\n-1,-1\n", name: "points.txt")
    let result = simreplay("hit", "--tree", Self.crackme, "--points", points)
    #expect(result.code == .success)
    #expect(
      result.out
        == "<UIButton: 0x16d901e0>\n<UIView: 0x16e935f0>\n<UITextField: 0x16e8fbd0>\nnone\n")
  }

  @Test("Points can come from standard input with '--points -'")
  func pointsFromStandardInput() throws {
    let output = CapturedOutput()
    let options = try HitCommand.Options.parse(["--tree", Self.crackme, "--points", "-"])
    var command = HitCommand(options: options, console: output.console)
    command.standardInput = { Array("150,200\n5,45\n".utf8) }
    #expect(command.execute() == .success)
    #expect(output.out == "<UIButton: 0x16d901e0>\n<UIView: 0x16e935f0>\n")
  }

  @Test("--explain prints the walk with each view's local point and verdict, then the answer")
  func explain() {
    let result = simreplay("hit", "--tree", Self.crackme, "--point", "150,200", "--explain")
    #expect(result.code == .success)
    #expect(
      result.out == """
        (150, 200):
          <UIWindow: 0x16e82190> at (150, 200): inside, a subview takes it
            <UIView: 0x16e935f0> at (150, 200): inside, a subview takes it
              <_UILayoutGuide: 0x16d92c10> at (150, -368): skipped, hidden
              <_UILayoutGuide: 0x16d92a00> at (150, 200): skipped, hidden
              <UIButton: 0x16d901e0> at (142, 9): hit
                <UIButtonLabel: 0x16e72b70> at (9, 3): skipped, userInteractionEnabled false
          => <UIButton: 0x16d901e0>

        """)
  }

  @Test("A malformed dump exits 65 with file:line:column")
  func malformedDump() throws {
    let dump = try temporaryFile(
      "<UIView: 0x1; frame = (0 0; 10 10)>\n   | <UIView: 0x2; frame = (0 0; 1", name: "dump.txt")
    let result = simreplay("hit", "--tree", dump, "--point", "1,1")
    #expect(result.code == .invalidScenario)
    #expect(result.err.hasPrefix("\(dump):2:6: error: the description of <UIView: 0x2>"))
    #expect(result.out.isEmpty)
  }

  @Test("A missing dump exits 66")
  func missingDump() {
    let result = simreplay("hit", "--tree", "/nonexistent/dump.txt", "--point", "1,1")
    #expect(result.code == .noInput)
    #expect(result.err == "/nonexistent/dump.txt: error: no such file\n")
  }

  @Test("A bad line in the points file exits 65 with its line")
  func badPointsLine() throws {
    let points = try temporaryFile("1,1\n1;1;1\n", name: "points.txt")
    let result = simreplay("hit", "--tree", Self.crackme, "--points", points)
    #expect(result.code == .invalidScenario)
    #expect(result.err == "\(points):2:1: error: expected a point X,Y (say 160,284), got '1;1;1'\n")
  }

  @Test(
    "Command-line mistakes exit 64 with the usage",
    arguments: [
      ["--point", "1,1"],
      ["--tree", "dump.txt"],
      ["--tree", "dump.txt", "--point", "1,1", "--points", "p.txt"],
      ["--tree", "dump.txt", "--point", "one,two"],
      ["--tree", "-", "--points", "-"],
      ["--tree", "dump.txt", "--pont", "1,1"],
    ])
  func usageErrors(arguments: [String]) {
    let result = simreplay(["hit"] + arguments, environment: Environment())
    #expect(result.code == .usage)
    #expect(result.err.contains("Usage: simreplay hit --tree <file>"))
  }

  @Test("Help lists hit and import, and each has its own page with exit codes")
  func help() {
    let overview = simreplay("--help").out
    #expect(overview.contains("  hit  "))
    #expect(overview.contains("  import  "))
    for command in ["hit", "import"] {
      let page = simreplay("help", command)
      #expect(page.code == .success)
      #expect(page.out.contains("USAGE: simreplay \(command)"))
      #expect(page.out.contains("EXIT CODES:"))
      #expect(simreplay(command, "--help").out == page.out)
    }
  }
}
