import Foundation
import SimReplayCLI
import Testing

/// The command line as swift-argument-parser users expect it.
@Suite("Command-line habits")
struct CommandLineHabitTests {
  static let sheet = Repository.path("Scenarios/sheet.json")
  static let oneTouch = Repository.path("Scenarios/round-button.json")

  @Test("No arguments prints the overview and succeeds")
  func noArgumentsPrintsHelp() {
    let result = simreplay([], environment: Environment())
    #expect(result.code == .success)
    #expect(result.out.hasPrefix("OVERVIEW: "))
  }

  @Test("--name=value works for every option that takes a value")
  func equalsFormEverywhere() throws {
    let trace = try temporaryFile("", name: "t.jsonl")
    let junit = try temporaryFile("", name: "j.xml")
    let run = simreplay(
      "run", Self.sheet, "--trace=\(trace)", "--junit=\(junit)", "--jobs=1", "--shard=1/1")
    #expect(run.code == .success, "\(run.err)")
    #expect(try String(contentsOfFile: trace, encoding: .utf8).hasPrefix("{\"frame\":0"))
    let explain = simreplay("explain", Self.sheet, "--t=0.1", "--point=-4,120")
    #expect(explain.code == .success, "\(explain.err)")
    #expect(explain.out.contains("a touch at (-4, 120), t=0.1:"))
    #expect(simreplay("explain", Self.sheet, "--touch=1").code == .success)
  }

  @Test("A flag that takes no value, given one with =, is a usage error saying so")
  func flagWithValueRefused() {
    let result = simreplay("run", Self.sheet, "--json=yes")
    #expect(result.code == .usage)
    #expect(result.err.contains("'--json' takes no value"))
  }

  @Test("A folder without scenarios says so in words, not with a Swift error's description")
  func emptyFolderInWords() throws {
    let file = try temporaryFile("", name: "notes.txt")
    let folder = (file as NSString).deletingLastPathComponent
    let result = simreplay("run", folder)
    #expect(result.code == .noInput)
    #expect(result.err == "\(folder): error: the folder holds no .json scenarios\n")
  }

  @Test("A shard that holds no scenario prints a line saying nothing ran")
  func emptyShardSaysSo() {
    let result = simreplay("run", Self.sheet, "--shard", "2/3")
    #expect(result.code == .success)
    #expect(result.out == "shard 2/3 holds none of the scenarios given; nothing ran\n")
  }

  @Test("An output file in a missing folder names the folder")
  func missingFolderNamed() {
    let result = simreplay("run", Self.sheet, "--trace", "/nonexistent-folder/t.jsonl")
    #expect(result.code == .cantCreate)
    #expect(result.err.contains("the folder '/nonexistent-folder' does not exist"))
  }

  @Test("explain --touch past the last touch prints the usage line, and says '1 touch'")
  func explainTouchOutOfRange() throws {
    let file = try temporaryFile(
      #"{"name": "one", "root": {"id": "root"}, "touches": [{"tap": [5, 5], "t": 0.1}], "expect": []}"#
    )
    let result = simreplay("explain", file, "--touch", "9")
    #expect(result.code == .usage)
    #expect(result.err.contains("there is no touch 9: \(file) makes 1 touch\n"))
    #expect(result.err.contains("Usage: simreplay explain <file>"))
  }

  @Test("A touch stream that can't be read is the only error: no follow-on touch numbers")
  func noFollowOnErrors() throws {
    let folder = try temporaryCopy(of: ["Scenarios/sheet.json"])
    let result = simreplay("run", folder + "/Scenarios/sheet.json")
    #expect(result.code == .noInput)
    #expect(result.err.components(separatedBy: "error:").count == 2, "\(result.err)")
  }

  @Test("A touch stream that is a FIFO is refused at once, not waited on")
  func fifoRefused() throws {
    let file = try temporaryFile(
      #"{"name": "f", "root": {"id": "root"}, "touches": "stream.jsonl", "expect": []}"#)
    let fifo = (file as NSString).deletingLastPathComponent + "/stream.jsonl"
    #expect(mkfifo(fifo, 0o600) == 0)
    let result = simreplay("run", file)
    #expect(result.code == .noInput)
    #expect(result.err.contains("is not a regular file (a pipe, a device or a socket)"))
  }

  @Test("A spring with a curve runs, the curve ignored with a warning, as UIKit ignores it")
  func springWithCurveAccepted() throws {
    let file = try temporaryFile(
      """
      {"name": "s", "root": {"id": "root", "children": [{"id": "b", "class": "UIButton",
        "frame": [0, 0, 50, 50], "on": {"touchUpInside": [{"animate": {"view": "b",
        "to": {"alpha": 0.5}, "duration": 0.3, "curve": "easeIn",
        "spring": {"damping": 0.8, "velocity": 0}}}]}}]},
       "touches": [{"tap": [10, 10], "t": 0.1}], "expect": []}
      """)
    let result = simreplay("run", file, "--record", "all")
    #expect(result.code == .success, "\(result.err)")
    #expect(
      result.err.contains(
        "warning: root.children[0].on.touchUpInside[0].animate.curve: a spring animation ignores its curve"
      ))
  }
}
