#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A trace file open for writing through C's buffered stdio, so a streaming run writes its
/// trace as it goes, in large blocks, without holding it. A class because it owns a file
/// handle: ``close()`` says whether every byte reached the file; dropping it unclosed closes it.
public final class TraceFile {
  public let path: String
  private var handle: UnsafeMutablePointer<FILE>?
  private var failed = false

  /// Opens (creating or truncating) `path`, or nil with the system's reason.
  public static func create(_ path: String) -> Result<TraceFile, TraceFileError> {
    open(path, mode: "wb").map { TraceFile(path: path, handle: $0) }
  }

  /// `fopen`, or the system's reason it failed.
  static func open(_ path: String, mode: String) -> Result<
    UnsafeMutablePointer<FILE>, TraceFileError
  > {
    guard let handle = fopen(path, mode) else {
      return .failure(TraceFileError(path: path, reason: String(cString: strerror(errno))))
    }
    return .success(handle)
  }

  private init(path: String, handle: UnsafeMutablePointer<FILE>) {
    self.path = path
    self.handle = handle
  }

  /// Writes the golden header line, `{"simreplay-trace":N}` (``TraceFormat``): a golden
  /// trace's first line.
  public func writeHeader(version: Int = TraceFormat.current) {
    write(Array(TraceFormat.header(version).utf8))
  }

  func write(_ bytes: [UInt8]) {
    guard let handle, !bytes.isEmpty else { return }
    let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, handle) }
    if written != bytes.count { failed = true }
  }

  /// Flushes and closes the file; the error says why some bytes did not reach it.
  public func close() -> TraceFileError? {
    guard let handle else { return nil }
    self.handle = nil
    let closed = fclose(handle) == 0
    guard closed, !failed else {
      return TraceFileError(path: path, reason: String(cString: strerror(errno)))
    }
    return nil
  }

  deinit {
    if let handle { fclose(handle) }
  }
}

/// Why a trace file could not be opened, read or written.
public struct TraceFileError: Error, Hashable, Sendable {
  public let path: String
  public let reason: String
}
