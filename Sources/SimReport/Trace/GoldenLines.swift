#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A golden trace read a line at a time, in 64 KB blocks, so comparing a run with its golden
/// holds one block and one line, never the whole file. A class because it owns a file handle.
public final class GoldenLines {
  public let path: String
  private var handle: UnsafeMutablePointer<FILE>?
  /// Left uninitialized: only the bytes `fread` filled (`start..<end`) are ever read, and
  /// zeroing 64 KB faulted in 16 pages and cost a tenth of a one-view run's instructions.
  private var block = [UInt8](unsafeUninitializedCapacity: 1 << 16) { _, count in
    count = 1 << 16
  }
  private var start = 0
  private var end = 0
  private var line: [UInt8] = []
  /// The first line was a frame, read to look for a header: the next read gives it again.
  private var rereadsLine = false
  /// The trace format the golden was recorded with: its header's, or 1 without one.
  public private(set) var version = 1

  /// Opens `path` for reading and reads its header (``TraceFormat``), or the reason it can't
  /// be read.
  public static func open(_ path: String) -> Result<GoldenLines, TraceFileError> {
    let lines: GoldenLines
    switch TraceFile.open(path, mode: "rb") {
    case .success(let handle): lines = GoldenLines(path: path, handle: handle)
    case .failure(let error): return .failure(error)
    }
    guard lines.readLine() else { return .success(lines) }
    switch TraceFormat.read(firstLine: lines.line) {
    case .frame: lines.rereadsLine = true
    case .header(let version): lines.version = version
    case .unreadable(let problem): return .failure(TraceFileError(path: path, reason: problem))
    }
    return .success(lines)
  }

  private init(path: String, handle: UnsafeMutablePointer<FILE>) {
    self.path = path
    self.handle = handle
  }

  /// Whether the next line is exactly `bytes` followed by a newline (or the end of the file);
  /// the line is consumed either way and kept for ``lastLine``. False at the end of the file.
  func nextLineEquals(_ bytes: ArraySlice<UInt8>) -> Bool {
    hadLine = readLine()
    guard hadLine, line.count == bytes.count else { return false }
    return line.withUnsafeBytes { left in
      bytes.withUnsafeBytes { right in
        left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
      }
    }
  }

  /// Whether the last ``nextLineEquals(_:)`` found a line (false: the golden had ended).
  private(set) var hadLine = false

  /// The line the last ``nextLineEquals(_:)`` read, as text.
  var lastLine: String { String(decoding: line, as: UTF8.self) }

  /// Reads the next line into `line`, without its newline; false at the end of the file.
  func readLine() -> Bool {
    if rereadsLine {
      rereadsLine = false
      return true
    }
    line.removeAll(keepingCapacity: true)
    var sawAny = false
    while true {
      if start == end {
        guard let handle else { return sawAny }
        end = block.withUnsafeMutableBufferPointer { fread($0.baseAddress, 1, $0.count, handle) }
        start = 0
        if end == 0 {
          fclose(handle)
          self.handle = nil
          return sawAny
        }
      }
      sawAny = true
      let (from, to) = (start, end)
      let newline = block.withUnsafeBufferPointer { buffer -> Int? in
        guard let found = memchr(buffer.baseAddress! + from, 0x0A, to - from) else { return nil }
        return buffer.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
      }
      block.withUnsafeBufferPointer { buffer in
        line.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[from..<(newline ?? to)]))
      }
      if let newline {
        start = newline + 1
        return true
      }
      start = end
    }
  }

  deinit {
    if let handle { fclose(handle) }
  }
}
