import SimReplayCLI
import SimScenario

/// libFuzzer target: `simreplay convert` as the command runs it, without writing. The input's
/// first line is the command's arguments (`--from csv`, `--from getevent --scale 2 -o out`),
/// the rest the recording. Any input must give a stream or an error with an exit code, never a
/// crash or a hang; an `-o` path is only checked, never written. And a stream it gives must be
/// one `run` accepts: a stream that scenario loading refuses traps, with its diagnostics.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConvert(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
  let arguments = String(decoding: bytes[..<newline], as: UTF8.self)
    .split(separator: " ").map(String.init)
  let recording = Array(bytes[min(newline + 1, bytes.count)...])
  let stream = Collected()
  let console = Console(out: { stream.text += $0 }, err: { _ in })
  guard
    SimReplay.convertWithoutWriting(arguments, recording: recording, console: console)
      == .success
  else { return 0 }
  let scenario = Array(#"{"root": {"id": "root"}, "touches": "stream.jsonl"}"#.utf8)
  if case .failure(let error) = ScenarioLoader.decode(
    scenario, file: "fuzz.json", defaultName: "fuzz", directory: "/nonexistent",
    files: ["stream.jsonl": Array(stream.text.utf8)])
  {
    fatalError("convert wrote a stream run refuses: \(error.diagnostics.map(\.message))")
  }
  return 0
}

/// What the command printed, collected by the console's closure.
final class Collected: @unchecked Sendable {
  var text = ""
}
