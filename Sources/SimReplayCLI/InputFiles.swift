import Foundation

/// Reads an input file a command takes, `-` meaning standard input, the same way for every
/// command: the bytes, or nil after saying on standard error that it can't be read (exit 66).
enum InputFiles {
  static func read(_ path: String, standardInput: () -> [UInt8], console: Console) -> [UInt8]? {
    if path == "-" { return standardInput() }
    guard let data = FileManager.default.contents(atPath: path) else {
      console.err("\(path): error: no such file, or it can't be read\n")
      return nil
    }
    return [UInt8](data)
  }

  /// How messages name the file.
  static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }
}
