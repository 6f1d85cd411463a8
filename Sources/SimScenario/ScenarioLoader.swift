import Foundation
import SimEngine

/// Reads scenario files from disk: the only part of the scenario layer that touches the file
/// system.
public enum ScenarioLoader {
  /// Loads and validates the scenario at `path`.
  public static func load(path: String, limits: ScenarioLimits = .standard) -> Result<
    Scenario, ScenarioError
  > {
    let bytes: [UInt8]
    switch readFile(path, limit: limits.fileSize) {
    case .success(let contents): bytes = contents
    case .failure(let error): return .failure(error)
    }
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    let directory = (path as NSString).deletingLastPathComponent
    return decode(
      bytes, file: path, defaultName: name, directory: directory.isEmpty ? "." : directory,
      limits: limits)
  }

  /// Decodes a scenario from memory; `directory` resolves a relative `touches` file, which is
  /// looked up in `files` (by the path the scenario writes) before the disk.
  public static func decode(
    _ bytes: [UInt8], file: String, defaultName: String, directory: String = ".",
    limits: ScenarioLimits = .standard, files: [String: [UInt8]] = [:]
  ) -> Result<Scenario, ScenarioError> {
    guard bytes.count <= limits.fileSize else {
      return .failure(fileError(file, .invalid, tooLarge(limits.fileSize)))
    }
    let document: JSONDocument
    do {
      document = try JSONParser.parse(bytes)
    } catch {
      return .failure(
        ScenarioError(
          kind: .invalid,
          diagnostics: [
            Diagnostic(file: file, location: error.location, keyPath: "", message: error.message)
          ]))
    }
    var decoder = ScenarioDecoder(
      document: document, file: file, scenarioDirectory: directory, limits: limits,
      loadTouchFile: { path in
        let relative =
          path.hasPrefix(directory + "/") ? String(path.dropFirst(directory.count + 1)) : path
        if let contents = files[relative] ?? files[path] {
          guard contents.count <= limits.fileSize else {
            return .failure(fileError(path, .invalid, tooLarge(limits.fileSize)))
          }
          return .success(contents)
        }
        return readFile(path, limit: limits.fileSize)
      })
    return decoder.decode(defaultName: defaultName)
  }

  /// The file's bytes, or an error saying why they can't be had.
  static func readFile(_ path: String, limit: Int) -> Result<[UInt8], ScenarioError> {
    func failure(_ kind: ScenarioError.Kind, _ message: String) -> Result<[UInt8], ScenarioError> {
      .failure(fileError(path, kind, message))
    }
    switch PlainFile.kind(atPath: path) {
    case .missing: return failure(.unreadable, "no such file")
    case .directory: return failure(.unreadable, "is a directory, not a file")
    case .other:
      // A FIFO, a device or a socket would block the read or never end: refused, not waited on.
      return failure(
        .unreadable, "is not a regular file (a pipe, a device or a socket); give a file")
    case .regular: break
    }
    switch PlainFile.read(path, limit: limit) {
    case .success(let bytes): return .success(bytes)
    case .failure(.tooLarge): return failure(.invalid, tooLarge(limit))
    case .failure(.cantOpen):
      return failure(.unreadable, "can't open the file for reading (permissions?)")
    case .failure(.cantRead(let reason)):
      return failure(.unreadable, "can't read the file: \(reason)")
    }
  }

  /// An error about a whole file, with no place in it.
  static func fileError(_ file: String, _ kind: ScenarioError.Kind, _ message: String)
    -> ScenarioError
  {
    ScenarioError(
      kind: kind,
      diagnostics: [Diagnostic(file: file, location: nil, keyPath: "", message: message)])
  }

  static func tooLarge(_ limit: Int) -> String { "the file is larger than the \(limit) byte limit" }
}
