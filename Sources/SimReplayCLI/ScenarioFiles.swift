import Foundation
import SimScenario

/// Turns the paths on a command line into scenario files.
enum ScenarioFiles {
  /// A file stays as it is (even if missing: loading it reports that); a folder becomes every
  /// `.json` file under it, sorted by path so runs are in the same order on every machine.
  static func expand(_ path: String) -> Result<[String], ExpansionError> {
    guard PlainFile.kind(atPath: path) == .directory else { return .success([path]) }
    guard let enumerator = FileManager.default.enumerator(atPath: path) else {
      return .failure(ExpansionError(message: "can't list the folder"))
    }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      guard relative.hasSuffix(".json") else { continue }
      files.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
    }
    guard !files.isEmpty else {
      return .failure(ExpansionError(message: "the folder holds no .json scenarios"))
    }
    return .success(files.sorted())
  }

  struct ExpansionError: Error {
    var message: String
  }
}
