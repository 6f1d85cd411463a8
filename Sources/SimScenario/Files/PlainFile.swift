#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files on the run's path read with the system's calls, not Foundation's: `FileManager`'s
/// attributes look up the owner's and group's names (the password and group files read,
/// a dozen system calls) and build a dictionary of boxed values, and its first use, `Data` and
/// `URL` together cost about a third of a one-scenario run's start-up (Benchmarks/README.md,
/// "Every target in one run, morning").
public enum PlainFile {
  public enum Kind: Equatable, Sendable {
    case missing
    case directory
    case regular
    /// A pipe, a device or a socket: reading it could block or never end.
    case other
  }

  /// What is at `path`, following symbolic links (a link to nothing is `missing`).
  public static func kind(atPath path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .regular
    default: return .other
    }
  }

  public enum ReadProblem: Error, Equatable, Sendable {
    /// The file could not be opened (the system's words).
    case cantOpen(String)
    /// Reading it failed part-way (the system's words).
    case cantRead(String)
    /// It holds more than the limit.
    case tooLarge
  }

  /// Every byte of the file at `path`, at most `limit` of them: one more is `tooLarge`.
  public static func read(_ path: String, limit: Int) -> Result<[UInt8], ReadProblem> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.cantOpen(systemMessage())) }
    defer { close(descriptor) }
    var info = stat()
    let expected = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
    var bytes = [UInt8](repeating: 0, count: min(max(expected, 0), limit) + 1)
    var count = 0
    while true {
      if count == bytes.count {
        guard count <= limit else { return .failure(.tooLarge) }
        bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit + 1 - count)))
      }
      let got = bytes.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if got < 0 {
        if errno == EINTR { continue }
        return .failure(.cantRead(systemMessage()))
      }
      if got == 0 { break }
      count += got
    }
    guard count <= limit else { return .failure(.tooLarge) }
    bytes.removeLast(bytes.count - count)
    return .success(bytes)
  }

  private static func systemMessage() -> String { String(cString: strerror(errno)) }
}

/// `read(2)`, under a name `PlainFile.read` does not hide.
private func systemRead(_ descriptor: Int32, _ into: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, into, count)
}
