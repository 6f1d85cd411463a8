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
    var partial = false

    static let flags = ["--output", "--name", "--partial", "--help"]

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
      var options = Options()
      var reader = ArgumentReader(arguments, command: "import")
      while let argument = try reader.next() {
        switch argument {
        case "-o", "--output": options.output = try reader.value(for: argument, "<file>")
        case "--name": options.name = try reader.value(for: argument, "<name>")
        case "--partial": options.partial = true
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

  /// Why the dump can't become a scenario that `run` accepts, naming the limit; nil if it can.
  static func overLimit(_ dump: RecursiveDescription, limits: ScenarioLimits = .standard)
    -> Diagnostic?
  {
    if dump.views.count > limits.views {
      return Diagnostic(
        file: dump.file, location: dump.views[limits.views].location, keyPath: "",
        message:
          "the dump has \(dump.views.count) views, more than the \(limits.views) a scenario may hold (ScenarioLimits.views); 'simreplay hit' reads it whole"
      )
    }
    if let long = dump.views.first(where: { $0.id.count > limits.nameLength }) {
      return Diagnostic(
        file: dump.file, location: long.location, keyPath: "",
        message:
          "this view's id would be \(long.id.count) characters, more than the \(limits.nameLength) a scenario's names may have (ScenarioLimits.nameLength)"
      )
    }
    return nil
  }

  func execute() -> ExitCode {
    let path = options.dump ?? "-"
    if let output = options.output, output != "-", let problem = OutputPath.problem(output) {
      console.err("\(output): error: can't write the scenario: \(problem)\n")
      return .cantCreate
    }
    let dump: RecursiveDescription
    switch DumpFiles.load(
      path, partial: options.partial, standardInput: standardInput, console: console)
    {
    case .dump(let value): dump = value
    case .failed(let code): return code
    }
    let name =
      options.name
      ?? (path == "-"
        ? "imported dump"
        : ((path as NSString).lastPathComponent as NSString).deletingPathExtension)
    if let problem = Self.overLimit(dump) {
      console.err(TextReport.render(diagnostics: [problem]))
      return .invalidScenario
    }
    let text = ImportedScenario.render(dump, name: name)
    let limits = ScenarioLimits.standard
    guard text.utf8.count <= limits.fileSize else {
      console.err(
        "\(path == "-" ? "<stdin>" : path): error: the scenario would be \(text.utf8.count) bytes, more than the \(limits.fileSize)-byte limit on a scenario file (ScenarioLimits.fileSize); 'simreplay hit' reads the dump whole\n"
      )
      return .invalidScenario
    }
    guard let output = options.output, output != "-" else {
      console.out(text)
      return .success
    }
    if let problem = OutputPath.write(text, to: output) {
      console.err("\(output): error: can't write the scenario: \(problem)\n")
      return .cantCreate
    }
    return .success
  }
}
