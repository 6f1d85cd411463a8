import Foundation

/// This benchmark run again as a process of its own, for figures that are sound only from a
/// fresh start: a resident peak, or a first load that finds the allocator empty as `simreplay
/// run FILE` does.
enum ChildProcess {
  /// Runs this program with `arguments` and returns what it printed; stops the benchmark if it
  /// can't start or fails.
  static func run(_ arguments: [String]) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { fatalError("can't run \(arguments): \(error)") }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    check(process.terminationStatus == 0, "\(arguments) exited \(process.terminationStatus)")
    return output
  }

  /// The integer printed right after `label` in `output`.
  static func figure(after label: String, in output: String) -> Int {
    guard let line = output.split(separator: "\n").first(where: { $0.contains(label) }),
      let value = line.components(separatedBy: label).last?.split(separator: " ").first
        .flatMap({ Int($0) })
    else { fatalError("no figure after '\(label)' in: \(output)") }
    return value
  }
}
