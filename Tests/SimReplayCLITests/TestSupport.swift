import Foundation
import SimReplayCLI

/// Paths in the repository, found from this file's location so tests run from any directory.
enum Repository {
  static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
  }()

  static func path(_ relative: String) -> String { root + "/" + relative }

  static let fixtures = path("Tests/SimReplayCLITests/Fixtures")
  static let scenarios = path("Scenarios")

  /// Every scenario file in Scenarios/, sorted.
  static var scenarioFiles: [String] {
    let names = (try? FileManager.default.subpathsOfDirectory(atPath: scenarios)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { scenarios + "/" + $0 }
  }
}

/// Collects what a command prints.
final class CapturedOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var outText = ""
  private var errText = ""

  var out: String { lock.withLock { outText } }
  var err: String { lock.withLock { errText } }

  var console: Console { console(Environment()) }

  func console(_ environment: Environment) -> Console {
    Console(
      out: { text in self.lock.withLock { self.outText += text } },
      err: { text in self.lock.withLock { self.errText += text } },
      environment: environment)
  }
}

/// Runs `simreplay` in-process and returns its exit code and output.
func simreplay(_ arguments: String...) -> (code: ExitCode, out: String, err: String) {
  simreplay(arguments, environment: Environment())
}

/// Runs `simreplay` in-process as if in `environment` (a terminal, NO_COLOR, CI).
func simreplay(_ arguments: [String], environment: Environment) -> (
  code: ExitCode, out: String, err: String
) {
  let output = CapturedOutput()
  let code = SimReplay.main(arguments: arguments, console: output.console(environment))
  return (code, output.out, output.err)
}

/// A fresh temporary folder holding copies of `files` (paths relative to the repository),
/// keeping their relative layout under the folder.
func temporaryCopy(of files: [String]) throws -> String {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("simreplay-tests-\(UUID().uuidString)").path
  for file in files {
    let target = directory + "/" + file
    try FileManager.default.createDirectory(
      atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Repository.path(file), toPath: target)
  }
  return directory
}

/// A temporary file with `contents`, removed by the caller.
func temporaryFile(_ contents: String, name: String = "scenario.json") throws -> String {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("simreplay-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let path = directory.appendingPathComponent(name).path
  try contents.write(toFile: path, atomically: true, encoding: .utf8)
  return path
}

/// Runs the program at `path` with `arguments` (and `environment`, when given, instead of this
/// process's) and returns its exit status and output.
func runProcess(_ path: String, _ arguments: [String], environment: [String: String]? = nil)
  throws -> (status: Int32, out: String, err: String)
{
  let process = Process()
  process.executableURL = URL(fileURLWithPath: path)
  process.arguments = arguments
  if let environment { process.environment = environment }
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  let errData = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: outData, as: UTF8.self),
    String(decoding: errData, as: UTF8.self)
  )
}
