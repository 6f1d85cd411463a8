import Foundation
import SimScenario
import Testing

@Suite("Plain files")
struct PlainFileTests {
  /// A fresh folder with `name` holding `bytes`.
  func file(_ name: String, _ bytes: [UInt8]) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("PlainFileTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test("A file, a folder and nothing are told apart")
  func kinds() throws {
    let path = try file("a.json", Array("{}".utf8))
    #expect(PlainFile.kind(atPath: path) == .regular)
    #expect(PlainFile.kind(atPath: (path as NSString).deletingLastPathComponent) == .directory)
    #expect(PlainFile.kind(atPath: path + ".missing") == .missing)
    #expect(PlainFile.kind(atPath: "/dev/null") == .other)
  }

  @Test("A file of exactly the limit is read whole; one byte more is too large")
  func limit() throws {
    let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    let path = try file("b.bin", bytes)
    #expect(PlainFile.read(path, limit: 10_000) == .success(bytes))
    #expect(PlainFile.read(path, limit: 9_999) == .failure(.tooLarge))
  }

  @Test("A file whose size the system doesn't know is still read to its end")
  func unknownSize() {
    // /proc files report a size of 0 and hold more.
    guard case .success(let bytes) = PlainFile.read("/proc/self/status", limit: 1 << 20) else {
      Issue.record("could not read /proc/self/status")
      return
    }
    #expect(String(decoding: bytes, as: UTF8.self).contains("VmRSS"))
  }

  @Test("A missing file can't be opened, with the system's reason")
  func missing() {
    #expect(
      PlainFile.read("/nonexistent/simreplay.json", limit: 100)
        == .failure(.cantOpen("No such file or directory")))
  }
}
