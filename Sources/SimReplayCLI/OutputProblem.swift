import Foundation

/// Why an output file can't be written, in words a user can act on: a folder that doesn't
/// exist is named, rather than "No such file or directory" about the file itself.
enum OutputProblem {
  static func reason(for path: String, _ fallback: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    var isDirectory: ObjCBool = false
    if !folder.isEmpty {
      if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
        return "the folder '\(folder)' does not exist"
      }
      if !isDirectory.boolValue { return "'\(folder)' is a file, not a folder" }
    }
    return fallback
  }
}
