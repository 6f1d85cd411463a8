import SimScenario

/// A command's arguments, read front to back by the commands' hand-written parsers (the package
/// has no dependencies, so no ArgumentParser). It holds what every parser needs alike, so the
/// commands word a missing value and an unknown option the same way.
struct ArgumentReader {
  let arguments: [String]
  /// The command, for the usage line under an error.
  let command: String
  private var index = 0

  init(_ arguments: [String], command: String) {
    self.arguments = arguments
    self.command = command
  }

  /// The next argument, or nil after the last.
  mutating func next() -> String? {
    guard index < arguments.count else { return nil }
    index += 1
    return arguments[index - 1]
  }

  /// The value after `flag`, written `placeholder` in the message when it is missing. An
  /// argument starting with `--` is the next option, not a value: `--trace --json` is a
  /// mistake, not a trace file named `--json`.
  mutating func value(for flag: String, _ placeholder: String) throws(UsageError) -> String {
    guard index < arguments.count, !arguments[index].hasPrefix("--") else {
      throw UsageError(message: "missing value for '\(flag) \(placeholder)'", command: command)
    }
    return next()!
  }

  /// Everything after `--`: operands, even those that look like options.
  mutating func remaining() -> ArraySlice<String> {
    defer { index = arguments.count }
    return arguments[index...]
  }

  /// The error for `option`, which no flag matched, naming the nearest of `flags`.
  func unknownOption(_ option: String, flags: [String]) -> UsageError {
    var message = "unknown option '\(option)'"
    if let match = Suggestions.bestMatch(for: option, in: flags) {
      message += ". Did you mean '\(match)'?"
    }
    return UsageError(message: message, command: command)
  }
}
