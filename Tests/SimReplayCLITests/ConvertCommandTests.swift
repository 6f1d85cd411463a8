import Foundation
import SimReplayCLI
import Testing

@Suite("simreplay convert")
struct ConvertCommandTests {
  @Test(
    "The real getevent tap converts to the checked-in stream, byte for byte, and says what it left out"
  )
  func realRecording() throws {
    let result = simreplay(
      "convert", Repository.path("Scenarios/streams/getevent-t-tap-cartucho.txt"), "--from",
      "getevent", "--scale", "2")
    #expect(result.code == .success)
    let expected = try String(
      contentsOfFile: Repository.path("Scenarios/streams/tap-converted-from-getevent.jsonl"),
      encoding: .utf8)
    #expect(result.out == expected)
    #expect(result.err.contains("9 events, 1 touch; not used: BTN_TOUCH ×2"))
  }

  @Test("A bad line is an error at its line and column, with exit code 65")
  func badLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "convert-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("log.csv").path
    try "t,finger,phase,x,y\n0,1,began,1,1\n0.1,1,lifted,1,1\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    let result = simreplay("convert", file, "--from", "csv")
    #expect(result.code == .invalidScenario)
    #expect(result.err.contains("log.csv:3:7: error: unknown phase 'lifted'"), "\(result.err)")
  }

  @Test("A missing or unknown --from is a usage error naming the formats")
  func usage() {
    let result = simreplay("convert", "x.txt", "--from", "evtest")
    #expect(result.code == .usage)
    #expect(result.err.contains("getevent or csv"))
  }
}
