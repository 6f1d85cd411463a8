import Foundation
import SimScenario

/// Turns the paths on a command line into scenario files.
enum ScenarioFiles {
  /// A file stays as it is (even if missing: loading it reports that); a folder becomes every
  /// `.json` file under it, sorted by path so runs are in the same order on every machine (those
  /// that turn out not to be scenarios are skipped: ``isScenario(_:)``).
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

  /// Whether a `.json` file found in a folder is a scenario, asked only of a file that did not
  /// load (a scenario that loads is one): its top level is an object with a `root` key, the one
  /// key every scenario has; a file that isn't JSON at all is one when it holds the text
  /// `"root"`, so a scenario with a syntax error is still reported. Anything else (a
  /// package.json, a settings file) is skipped, and nothing is ever written beside it.
  static func isScenario(_ path: String) -> Bool {
    guard case .success(let bytes) = PlainFile.read(path, limit: ScenarioLimits.standard.fileSize)
    else { return true }
    guard let document = try? JSONParser.parse(bytes) else {
      let key = Array(#""root""#.utf8)
      guard bytes.count >= key.count else { return false }
      return (0...(bytes.count - key.count)).contains {
        bytes[$0..<($0 + key.count)].elementsEqual(key)
      }
    }
    return document.kind(document.root) == .object
      && document.members(document.root).contains { $0.key == "root" }
  }

  struct ExpansionError: Error {
    var message: String
  }
}
