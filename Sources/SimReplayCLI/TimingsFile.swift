import Foundation
import SimReport

/// Reads `run --timings`, an earlier run's JUnit report, for balancing shards: the times by
/// scenario file, or the exit code after saying on standard error what is wrong, a problem in
/// the report at its line and column as the compiler gives them.
enum TimingsFile {
  struct Failed: Error {
    let exitCode: ExitCode
  }

  static func load(_ path: String, console: Console) -> Result<[String: Double], Failed> {
    guard let data = FileManager.default.contents(atPath: path) else {
      console.err("\(path): error: can't read the timings (a JUnit report from an earlier run)\n")
      return .failure(Failed(exitCode: .noInput))
    }
    return read(Array(data), path: path, console: console)
  }

  /// The report's bytes read as `load(_:console:)` reads the file at `path`.
  static func read(_ bytes: [UInt8], path: String, console: Console) -> Result<
    [String: Double], Failed
  > {
    let text = String(decoding: bytes, as: UTF8.self)
    do {
      return .success(try JUnitTimings.parse(text))
    } catch {
      let (line, column) = position(of: error.offset, in: text)
      console.err(
        "\(path):\(line):\(column): error: not a JUnit report with times: \(error.message)\n")
      return .failure(Failed(exitCode: .invalidScenario))
    }
  }

  /// The 1-based line and column (in Unicode scalars, as editors count) of a UTF-8 offset.
  static func position(of offset: Int, in text: String) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in text.utf8.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}
