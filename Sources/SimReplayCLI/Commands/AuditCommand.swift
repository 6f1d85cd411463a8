import Foundation
import SimEngine
import SimGeometry
import SimReport
import SimScenario

/// `simreplay audit <scenario.json | dump.txt>`: every control a finger can't reach, found
/// without a touch (issue 41). The analysis is ``Auditor`` and ``ReachAudit``; this only reads
/// the command line and prints.
struct AuditCommand {
  struct Options {
    var file: String?
    var time: Instant?
    var minimumSize: Double = 44
    var includeModal = false
    var everyFrame = false
    var includeTransient = false
    var suppressions: String?
    var passThrough: [String] = []
    var json = false
    var junit: String?
  }

  let options: Options
  let console: Console

  static let usage =
    "simreplay audit <scenario.json | dump.txt> [--at <seconds> | --every-frame [--include-transient]] [--min-size <pt>] [--include-modal] [--suppressions <file>] [--pass-through <class|<Class: 0x…>> ...] [--json] [--junit <file>]"

  static let flags = [
    "--at", "--every-frame", "--include-transient", "--min-size", "--include-modal",
    "--suppressions", "--pass-through", "--json",
    "--junit", "--help",
  ]

  static func parse(_ arguments: [String], console: Console) throws(UsageError) -> AuditCommand {
    var options = Options()
    var reader = ArgumentReader(arguments, command: "audit")
    while let argument = try reader.next() {
      switch argument {
      case "--at":
        let text = try reader.value(for: "--at", "<seconds>")
        guard let literal = Double(text), literal >= 0, literal.isFinite,
          let nanoseconds = DecimalLiteral.fixedPoint(text, scale: 9)
        else {
          throw UsageError(
            message: "'--at' takes a time in seconds, got '\(text)'", command: "audit")
        }
        options.time = Instant(nanoseconds: nanoseconds)
      case "--min-size":
        let text = try reader.value(for: "--min-size", "<pt>")
        guard let size = Double(text), size.isFinite, size >= 0, size <= 10_000 else {
          throw UsageError(
            message: "'--min-size' takes a size in points from 0 to 10000, got '\(text)'",
            command: "audit")
        }
        options.minimumSize = size
      case "--include-modal": options.includeModal = true
      case "--every-frame": options.everyFrame = true
      case "--include-transient": options.includeTransient = true
      case "--json": options.json = true
      case "--suppressions":
        options.suppressions = try reader.value(for: "--suppressions", "<file>")
      case "--pass-through":
        options.passThrough.append(try reader.value(for: "--pass-through", "<class>"))
      case "--junit": options.junit = try reader.value(for: "--junit", "<file>")
      case _ where argument.hasPrefix("-") && argument.count > 1:
        throw reader.unknownOption(argument, flags: flags)
      default:
        guard options.file == nil else {
          throw UsageError(
            message: "audit takes one file, got '\(options.file!)' and '\(argument)'",
            command: "audit")
        }
        options.file = argument
      }
    }
    guard let file = options.file else {
      throw UsageError(
        message: "missing expected argument '<scenario.json | dump.txt>'", command: "audit")
    }
    let isScenario = file.hasSuffix(".json")
    if isScenario && !options.passThrough.isEmpty {
      throw UsageError(
        message: "'--pass-through' marks views of a dump; a scenario says 'passThrough' itself",
        command: "audit")
    }
    if options.everyFrame && options.time != nil {
      throw UsageError(
        message: "give '--at <seconds>' or '--every-frame', not both", command: "audit")
    }
    if options.includeTransient && !options.everyFrame {
      throw UsageError(message: "'--include-transient' goes with '--every-frame'", command: "audit")
    }
    if !isScenario && (options.time != nil || options.everyFrame) {
      throw UsageError(
        message: "'--at' and '--every-frame' are for a scenario; a dump is one moment",
        command: "audit")
    }
    return AuditCommand(options: options, console: console)
  }

  func execute() -> ExitCode {
    let file = options.file ?? ""
    if let junit = options.junit, let problem = OutputPath.problem(junit) {
      console.err("Error: can't write the JUnit report '\(junit)': \(problem)\n")
      return .cantCreate
    }
    var settings = Auditor.Options(
      minimumSize: options.minimumSize, includeModal: options.includeModal)
    if let path = options.suppressions {
      guard let bytes = InputFiles.read(path, standardInput: { [] }, console: console) else {
        return .noInput
      }
      switch AuditSuppressions.parse(String(decoding: bytes, as: UTF8.self), file: path) {
      case .success(let rules): settings.suppressions = rules
      case .failure(let error):
        console.err(error.messages.map { $0 + "\n" }.joined())
        return .invalidScenario
      }
    }
    let report: AuditReport
    if file.hasSuffix(".json") {
      switch ScenarioLoader.load(path: file) {
      case .failure(let error):
        console.err(TextReportLines.diagnostics(error))
        return error.kind == .unreadable ? .noInput : .invalidScenario
      case .success(let scenario):
        if let time = options.time, let refusal = HitExplainer.refusal(at: time, in: scenario) {
          console.err(
            "Error: '--at': \(refusal)\nUsage: \(Self.usage)\n"
              + "See 'simreplay audit --help' for more information.\n")
          return .usage
        }
        report =
          options.everyFrame
          ? Auditor.everyFrame(
            scenario, options: settings, includeTransient: options.includeTransient)
          : Auditor.audit(AuditSubject.scenario(scenario, at: options.time), options: settings)
      }
    } else {
      let dump: RecursiveDescription
      switch DumpFiles.load(file, standardInput: { [] }, console: console) {
      case .dump(let value): dump = value
      case .failed(let code): return code
      }
      let source = PlainFile.read(file, limit: RecursiveDescription.maximumFileSize)
      let bytes: [UInt8]? = if case .success(let read) = source { read } else { nil }
      let made = AuditSubject.dump(dump, source: bytes, passThrough: options.passThrough)
      for name in made.unmatched {
        console.err("\(file): warning: '--pass-through \(name)' matches no view of the dump\n")
      }
      report = Auditor.audit(made.subject, options: settings)
    }
    console.out(
      options.json ? AuditOutput.json(report) : AuditOutput.text(report, file: file))
    if let junit = options.junit,
      let problem = OutputPath.write(AuditOutput.junit(report, file: file), to: junit)
    {
      console.err("Error: can't write the JUnit report '\(junit)': \(problem)\n")
      return .cantCreate
    }
    return report.findings.isEmpty ? .success : .expectationFailed
  }
}
