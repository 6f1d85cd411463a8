import Foundation
import SimEngine
import SimGeometry
import SimReport
import SimScenario

/// `simreplay hit --tree DUMP.txt (--point X,Y ... | --points FILE) [--explain]`: which view of
/// a pasted `recursiveDescription` dump a touch at each point lands on, and optionally why.
///
/// One answer a line, in the order the points were given, `<ClassName: 0xADDRESS>` as UIKit
/// prints the view, or `none`, so the output can be compared with a list of expected answers.
struct HitCommand {
  struct Options {
    var tree: String?
    var points: [Point] = []
    var pointsFile: String?
    var explain = false
    var partial = false

    static let flags = ["--tree", "--point", "--points", "--explain", "--partial", "--help"]

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
      var options = Options()
      var reader = ArgumentReader(arguments, command: "hit")
      func point(_ text: String) throws(UsageError) -> Point {
        guard let point = HitCommand.point(text) else {
          throw UsageError(
            message: "'--point' takes X,Y in the dump's coordinates (say 160,284), got '\(text)'",
            command: "hit")
        }
        return point
      }
      while let argument = try reader.next() {
        switch argument {
        case "--explain": options.explain = true
        case "--partial": options.partial = true
        case "--tree": options.tree = try reader.value(for: "--tree", "<file>")
        case "--point": options.points.append(try point(try reader.value(for: "--point", "<x,y>")))
        case "--points": options.pointsFile = try reader.value(for: "--points", "<file>")
        case _ where argument.hasPrefix("-") && argument.count > 1:
          throw reader.unknownOption(argument, flags: flags)
        default:
          throw UsageError(
            message: "unexpected argument '\(argument)'; the dump is given with '--tree <file>'",
            command: "hit")
        }
      }
      guard options.tree != nil else {
        throw UsageError(
          message: "missing '--tree <file>', the recursiveDescription dump", command: "hit")
      }
      guard options.points.isEmpty != (options.pointsFile == nil) else {
        throw UsageError(
          message:
            "give the points with '--point <x,y>' (repeatable) or '--points <file>', not both",
          command: "hit")
      }
      if options.tree == "-" && options.pointsFile == "-" {
        throw UsageError(
          message: "'--tree -' and '--points -' can't both read standard input", command: "hit")
      }
      return options
    }
  }

  let options: Options
  let console: Console
  /// Standard input, for `-` as a file name; tests pass the text.
  var standardInput: () -> [UInt8] = { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) }

  func execute() -> ExitCode {
    let dump: RecursiveDescription
    switch DumpFiles.load(
      options.tree ?? "", partial: options.partial, standardInput: standardInput,
      console: console)
    {
    case .dump(let value): dump = value
    case .failed(let code): return code
    }
    var points = options.points
    if let file = options.pointsFile {
      let (read, failure) = readPoints(file)
      if let failure { return failure }
      points = read
    }
    var tree = dump.makeTree()
    for point in points {
      let answer = tree.hitTest(point).map { dump.views[$0].label } ?? "none"
      guard options.explain else {
        console.out(answer + "\n")
        continue
      }
      var text = "\(point.compactDescription):\n"
      for step in tree.explainHitTest(point) {
        let label = tree.index(of: step.view).map { dump.views[$0].label } ?? "window"
        text += String(repeating: "  ", count: step.depth + 1)
        text += "\(label) \(tree.tree.describe(step))\n"
      }
      console.out(text + "  => \(answer)\n")
    }
    return .success
  }

  /// The points of a `--points` file, one `X,Y` a line; blank lines and `#` comments skipped.
  private func readPoints(_ file: String) -> (points: [Point], failure: ExitCode?) {
    guard let bytes = InputFiles.read(file, standardInput: standardInput, console: console)
    else { return ([], .noInput) }
    let name = InputFiles.displayName(file)
    var points: [Point] = []
    var problems = ""
    for (number, line) in String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).enumerated() {
      let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !text.isEmpty, !text.hasPrefix("#") else { continue }
      guard let point = Self.point(text) else {
        problems +=
          "\(name):\(number + 1):1: error: expected a point X,Y (say 160,284), got '\(text)'\n"
        continue
      }
      points.append(point)
    }
    guard problems.isEmpty else {
      console.err(problems)
      return ([], .invalidScenario)
    }
    return (points, nil)
  }

  /// `160,284`, `160, 284`, `(160, 284)` or `160 284`: two finite numbers.
  static func point(_ text: String) -> Point? {
    var inner = text.trimmingCharacters(in: .whitespaces)
    if inner.hasPrefix("(") && inner.hasSuffix(")") { inner = String(inner.dropFirst().dropLast()) }
    let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" })
    guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite,
      y.isFinite
    else { return nil }
    return Point(x: x, y: y)
  }
}
