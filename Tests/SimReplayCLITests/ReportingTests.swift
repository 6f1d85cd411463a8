import Foundation
import SimReplayCLI
import Testing

@Suite("Golden traces, JUnit, colour and progress")
struct ReportingTests {
  static let scenario = "Scenarios/overlay-swallows-close-button.json"

  @Test("--record writes NAME.trace.jsonl beside the scenario, and run then verifies it")
  func recordThenVerify() throws {
    let folder = try temporaryCopy(of: [Self.scenario])
    let file = folder + "/" + Self.scenario
    let recorded = simreplay("run", file, "--record")
    #expect(recorded.code == .success)
    let golden = file.replacingOccurrences(of: ".json", with: ".trace.jsonl")
    #expect(recorded.out.contains("recorded \(golden)"))
    #expect(FileManager.default.fileExists(atPath: golden))
    let verified = simreplay("run", file)
    #expect(verified.code == .success)
    #expect(verified.out.hasPrefix("PASS "))
  }

  @Test("A one-frame change fails against the golden trace, naming the frame and field")
  func oneFrameChangeIsCaught() throws {
    let folder = try temporaryCopy(of: [Self.scenario])
    let file = folder + "/" + Self.scenario
    #expect(simreplay("run", file, "--record").code == .success)
    var text = try String(contentsOfFile: file, encoding: .utf8)
    text = text.replacingOccurrences(of: #""t": 0.180"#, with: #""t": 0.190"#)
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let result = simreplay("run", file)
    #expect(result.code == .expectationFailed)
    #expect(result.out.contains("its trace differs from"))
    #expect(result.out.contains("at frame 11, touches[0].phase: expected \"ended\", got \"began\""))
    #expect(result.out.contains("re-record with: simreplay run \(file) --record"))
  }

  @Test("Recording is refused under CI=true")
  func noRecordingInCI() {
    let result = simreplay(
      ["run", Repository.path(Self.scenario), "--record"], environment: Environment(isCI: true))
    #expect(result.code == .usage)
    #expect(result.err.contains("refusing to record golden traces under CI=true"))
  }

  @Test("--junit writes one test case per scenario and a failure per failed expectation")
  func junit() throws {
    let report = try temporaryFile("", name: "junit.xml")
    let result = simreplay(
      "run", Repository.path(Self.scenario), Repository.fixtures + "/wrong-expectation.json",
      "--junit", report)
    #expect(result.code == .expectationFailed)
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    #expect(
      xml.contains(
        #"<testsuite name="simreplay" tests="2" failures="1" errors="0" skipped="0" time=""#))
    #expect(xml.components(separatedBy: "<failure ").count == 3)
    #expect(xml.contains("expected: touch 1 hits &apos;close&apos;"))
  }

  static let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  @Test(
    "The JUnit report validates against the JUnit schema CI systems read",
    .enabled(
      if: xmllint != nil, "xmllint is not installed (Debian: libxml2-utils); .ci/run installs it"))
  func junitValidates() throws {
    let report = try temporaryFile("", name: "junit.xml")
    _ = simreplay(
      "run", Repository.scenarios, Repository.fixtures + "/wrong-expectation.json",
      Repository.fixtures + "/wrong-gesture-winner.json", "--junit", report)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.xmllint))
    process.arguments = ["--noout", "--schema", Repository.fixtures + "/junit.xsd", report]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 0, "\(message)")
  }

  @Test("PASS and FAIL are coloured only on a terminal, and never with NO_COLOR")
  func colour() {
    let file = Repository.path(Self.scenario)
    let plain = simreplay(["run", file], environment: Environment())
    #expect(plain.out.hasPrefix("PASS "))
    let terminal = simreplay(["run", file], environment: Environment(stdoutIsTerminal: true))
    #expect(terminal.out.hasPrefix("\u{1B}[32mPASS\u{1B}[0m "))
    let noColor = simreplay(
      ["run", file], environment: Environment(stdoutIsTerminal: true, noColor: true))
    #expect(noColor.out.hasPrefix("PASS "))
  }

  @Test("A folder run shows progress on a terminal's standard error, and none otherwise")
  func progress() {
    let terminal = simreplay(
      ["run", Repository.scenarios], environment: Environment(stderrIsTerminal: true))
    #expect(terminal.err.contains("[1/"))
    let plain = simreplay(["run", Repository.scenarios], environment: Environment())
    #expect(!plain.err.contains("[1/"))
  }
}
