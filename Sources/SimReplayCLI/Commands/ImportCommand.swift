import Foundation
import SimReport
import SimScenario

/// `simreplay import DUMP.txt [-o scenario.json]`: a pasted `recursiveDescription` dump as a
/// scenario whose `root` is the dump's tree, ready for touches and expectations.
///
/// Without `-o` the scenario goes to standard output, so it can be piped or looked at first.
/// Ids are `ClassName:0xADDRESS`, the way the dump names its views, so an expectation reads
/// `{"t": 0, "point": [160, 284], "hits": "UIButton:0x16d901e0"}`.
struct ImportCommand {
  struct Options {
    var dump: String?
    var output: String?
    var name: String?

    static let flags = ["--output", "--name", "--help"]

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
      var options = Options()
      var reader = ArgumentReader(arguments, command: "import")
      while let argument = try reader.next() {
        switch argument {
        case "-o", "--output": options.output = try reader.value(for: argument, "<file>")
        case "--name": options.name = try reader.value(for: argument, "<name>")
        case _ where argument.hasPrefix("-") && argument.count > 1:
          throw reader.unknownOption(argument, flags: flags)
        default:
          guard options.dump == nil else {
            throw UsageError(
              message: "one dump at a time: got '\(options.dump ?? "")' and '\(argument)'",
              command: "import")
          }
          options.dump = argument
        }
      }
      guard options.dump != nil else {
        throw UsageError(message: "missing expected argument '<dump>'", command: "import")
      }
      return options
    }
  }

  let options: Options
  let console: Console
  /// Standard input, for `-` as the dump; tests pass the text.
  var standardInput: () -> [UInt8] = { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) }

  func execute() -> ExitCode {
    let path = options.dump ?? "-"
    let dump: RecursiveDescription
    switch DumpFiles.load(path, standardInput: standardInput, console: console) {
    case .dump(let value): dump = value
    case .failed(let code): return code
    }
    let name =
      options.name
      ?? (path == "-"
        ? "imported dump"
        : ((path as NSString).lastPathComponent as NSString).deletingPathExtension)
    let text = ImportedScenario.render(dump, name: name)
    guard let output = options.output, output != "-" else {
      console.out(text)
      return .success
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: output))
    } catch {
      console.err(
        "\(output): error: can't write the scenario: \(OutputProblem.reason(for: output, error.localizedDescription))\n"
      )
      return .cantCreate
    }
    return .success
  }
}
