#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files the commands write (`--trace`, `--junit`, `report -o`, `import -o`, `convert -o`),
/// checked before a command does its work and written the same way by all of them.
///
/// A path that can't be written is refused up front, in words a user can act on (a folder
/// given where a file goes, a folder that doesn't exist, no permission), with exit 73: a
/// minute's run is not thrown away at the end, and no Foundation error text ("NSCocoaErrorDomain
/// error 512") reaches the user. The checks use the C library only: Foundation's path functions
/// trap on `.` and `~` on Linux.
enum OutputPath {
  /// Why `path` can't be written, in words; nil when, as far as can be told before writing,
  /// it can.
  static func problem(_ path: String) -> String? {
    if path == "~" || path.hasPrefix("~/") {
      return
        "'~' is not expanded here (a shell expands it only when it is unquoted); write the folder out, say '$HOME/\(path.dropFirst(2).isEmpty ? "out.txt" : String(path.dropFirst(2)))'"
    }
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    if path.hasSuffix("/") || name == "." || name == ".." {
      return "'\(path)' is a folder, not a file; name a file in it, say '\(inside(path))'"
    }
    switch Kind(path) {
    case .folder:
      return "'\(path)' is a folder, not a file; name a file in it, say '\(inside(path))'"
    case .missing:
      let folder = parent(of: path)
      switch Kind(folder) {
      case .missing: return "the folder '\(folder)' does not exist"
      case .file: return "'\(folder)' is a file, not a folder"
      case .notFolder: return "'\(fileAmongFolders(folder))' is a file, not a folder"
      case .noPermission: return "no permission to look in the folder '\(folder)'"
      case .folder:
        return access(folder, W_OK | X_OK) == 0
          ? nil : "no permission to create a file in the folder '\(folder)'\(readOnly())"
      }
    case .notFolder:
      return "'\(fileAmongFolders(path))' is a file, not a folder"
    case .noPermission:
      return "no permission to look in the folder '\(parent(of: path))'"
    case .file:
      return access(path, W_OK) == 0 ? nil : "no permission to write '\(path)'\(readOnly())"
    }
  }

  /// Writes `text` to `path` (creating or truncating it); nil when every byte reached the
  /// file, else why not, in words.
  static func write(_ text: String, to path: String) -> String? {
    guard let file = fopen(path, "wb") else { return problem(path) ?? systemReason() }
    var bytes = Array(text.utf8)
    let written = bytes.withUnsafeMutableBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    let reason = written == bytes.count ? nil : systemReason()
    bytes = []
    if fclose(file) != 0 { return reason ?? systemReason() }
    return reason
  }

  /// Why a write that passed the checks failed: the system's words (a full disk, say).
  private static func systemReason() -> String { String(cString: strerror(errno)) }

  /// " (a read-only file system)" when that is why `access` failed.
  private static func readOnly() -> String {
    errno == EROFS ? " (it is on a read-only file system)" : ""
  }

  /// A file inside the folder `path`, for a suggestion.
  private static func inside(_ path: String) -> String {
    (path.hasSuffix("/") ? path : path + "/") + "out.txt"
  }

  /// The folder a path's file goes in: `.` for a bare name, `/` for a file at the root.
  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = path[..<slash]
    return folder.isEmpty ? "/" : String(folder)
  }

  /// The file that a path goes through as if it were a folder (`notes.txt` in
  /// `notes.txt/out/trace.jsonl`).
  private static func fileAmongFolders(_ path: String) -> String {
    var folder = parent(of: path)
    while folder != "/" && folder != "." && Kind(folder) != .file { folder = parent(of: folder) }
    return folder
  }

  /// What is at a path, from `stat`.
  private enum Kind {
    case missing, folder, file, notFolder, noPermission

    init(_ path: String) {
      var info = stat()
      guard stat(path, &info) == 0 else {
        switch errno {
        case ENOTDIR: self = .notFolder
        case EACCES: self = .noPermission
        default: self = .missing
        }
        return
      }
      self = (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
    }
  }
}
