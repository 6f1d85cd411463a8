import SimScenario

/// JUnit XML, as CI systems read it: one `<testsuite>`, one `<testcase>` per scenario, a
/// `<failure>` per failed expectation (or trace difference), an `<error>` for a scenario that
/// could not be read. Each test case's `time` is how long it took (seconds, to the
/// millisecond; the suite's is their sum), which `run --shard --timings` balances shards with;
/// there is no `timestamp`, and everything else is the same bytes for the same runs.
public enum JUnitReport {
  /// One scenario's outcome.
  public struct Case: Sendable {
    public var file: String
    public var name: String
    /// Each failure: a one-line message and its details.
    public var failures: [(message: String, details: String)]
    /// Set when the scenario could not be loaded.
    public var error: (message: String, details: String)?
    /// Wall-clock seconds, when measured.
    public var time: Double?
    /// The `classname`; nil: the scenario's folder, dotted.
    public var className: String?

    public init(
      file: String, name: String, failures: [(message: String, details: String)],
      error: (message: String, details: String)? = nil, time: Double? = nil
    ) {
      self.file = file
      self.name = name
      self.failures = failures
      self.error = error
      self.time = time
    }
  }

  public static func render(_ cases: [Case], suite: String = "simreplay") -> String {
    let failures = cases.filter { $0.error == nil && !$0.failures.isEmpty }.count
    let errors = cases.filter { $0.error != nil }.count
    // With a case per expectation only a scenario's first case has its time.
    let times = cases.compactMap(\.time)
    let total = !times.isEmpty ? times.reduce(0, +) : nil
    let suiteTime = total.map { #" time="\#(seconds($0))""# } ?? ""
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    xml +=
      #"<testsuites name="\#(escape(suite))" tests="\#(cases.count)" failures="\#(failures)" errors="\#(errors)"\#(suiteTime)>"#
      + "\n"
    xml +=
      #"  <testsuite name="\#(escape(suite))" tests="\#(cases.count)" failures="\#(failures)" errors="\#(errors)" skipped="0"\#(suiteTime)>"#
      + "\n"
    for testCase in cases {
      let attributes =
        #"classname="\#(escape(testCase.className ?? className(testCase.file)))" name="\#(escape(testCase.name))" file="\#(escape(testCase.file))""#
        + (testCase.time.map { #" time="\#(seconds($0))""# } ?? "")
      if testCase.failures.isEmpty && testCase.error == nil {
        xml += "    <testcase \(attributes)/>\n"
        continue
      }
      xml += "    <testcase \(attributes)>\n"
      if let error = testCase.error {
        xml +=
          #"      <error message="\#(escape(error.message))" type="invalid">\#(escape(error.details))</error>"#
          + "\n"
      }
      for failure in testCase.failures {
        xml +=
          #"      <failure message="\#(escape(failure.message))" type="expectation">\#(escape(failure.details))</failure>"#
          + "\n"
      }
      xml += "    </testcase>\n"
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }

  /// Seconds to the millisecond, always three decimals: `0.012`.
  public static func seconds(_ value: Double) -> String {
    let milliseconds = Int((max(0, min(value, 1e9)) * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// The folder, dotted, as JUnit class names are: `Scenarios.gestures`.
  public static func className(_ file: String) -> String {
    let parts = file.split(separator: "/").dropLast()
    return parts.isEmpty ? "scenarios" : parts.joined(separator: ".")
  }

  /// XML text with `&`, `<`, `>`, `"` and `'` escaped, and characters XML 1.0 forbids
  /// (control characters other than tab, newline and return) dropped.
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
