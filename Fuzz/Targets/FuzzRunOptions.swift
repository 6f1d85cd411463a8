import SimReplayCLI

/// libFuzzer target: `run`'s strict options. The input's first line is a `--tolerance` value,
/// the rest a `--timings` JUnit report. Any input must be read or refused with a message, never
/// a crash or a hang; a refusal is exit 64 (the tolerance) or 65 (the report), and a report's
/// problem is at a line of the report (file:line:column).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRunOptions(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
  let tolerance = String(decoding: bytes[..<newline], as: UTF8.self)
  let timings = Array(bytes[min(newline + 1, bytes.count)...])
  let messages = Messages()
  let code = SimReplay.readRunOptions(
    tolerance: tolerance, timings: timings,
    console: Console(out: { _ in }, err: { messages.text += $0 }))
  switch code {
  case .success:
    if !messages.text.isEmpty { fatalError("read, yet it said: \(messages.text)") }
  case .usage:
    if !messages.text.hasPrefix("Error: '--tolerance' ") {
      fatalError("no message: \(messages.text)")
    }
  case .invalidScenario:
    // timings.xml:LINE:COLUMN: error: …, LINE within the report.
    let parts = messages.text.split(separator: ":", maxSplits: 3)
    let lines = timings.count { $0 == UInt8(ascii: "\n") } + 1
    guard parts.count == 4, parts[0] == "timings.xml", let line = Int(parts[1]), line >= 1,
      line <= lines, let column = Int(parts[2]), column >= 1
    else { fatalError("not at a line and column of the report: \(messages.text)") }
  default:
    fatalError("exit \(code) for run's options")
  }
  return 0
}

/// What the command said on standard error.
final class Messages: @unchecked Sendable {
  var text = ""
}
