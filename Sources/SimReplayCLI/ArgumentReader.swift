import SimScenario

/// A command's arguments, read front to back by the commands' hand-written parsers (the package
/// has no dependencies, so no ArgumentParser). It holds what every parser needs alike, so the
/// commands word a missing value and an unknown option the same way.
struct ArgumentReader {
  let arguments: [String]
  /// The command, for the usage line under an error.
  let command: String
  private var index = 0
  /// The value of the last `--name=value` read, until `value(for:_:)` takes it.
  private var attached: String?
  private var attachedTo = ""
  /// Past a `--`, nothing is split at `=`.
  private var operandsOnly = false

  init(_ arguments: [String], command: String) {
    self.arguments = arguments
    self.command = command
  }

  /// The next argument, or nil after the last. `--name=value` is read as `--name` followed by
  /// its value, for every option alike, as swift-argument-parser reads it; a flag that takes no
  /// value and is given one is an error.
  mutating func next() throws(UsageError) -> String? {
    if attached != nil {
      throw UsageError(message: "'\(attachedTo)' takes no value", command: command)
    }
    guard index < arguments.count else { return nil }
    index += 1
    let argument = arguments[index - 1]
    if argument == "--" { operandsOnly = true }
    guard !operandsOnly, argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=")
    else { return argument }
    let name = String(argument[..<equals])
    attached = String(argument[argument.index(after: equals)...])
    attachedTo = name
    return name
  }

  /// The value after `flag`, written `placeholder` in the message when it is missing. An
  /// argument starting with `--` is the next option, not a value: `--trace --json` is a
  /// mistake, not a trace file named `--json`.
  mutating func value(for flag: String, _ placeholder: String) throws(UsageError) -> String {
    if let value = attached {
      attached = nil
      guard !value.isEmpty else {
        throw UsageError(message: "missing value for '\(flag) \(placeholder)'", command: command)
      }
      return value
    }
    guard index < arguments.count, !arguments[index].hasPrefix("--") else {
      throw UsageError(message: "missing value for '\(flag) \(placeholder)'", command: command)
    }
    index += 1
    return arguments[index - 1]
  }

  /// The value of a flag whose value may be left out: `--flag=value`, or the next argument when
  /// it is one of `choices` (so `--record Scenarios/a.json` still reads the path as a path) or
  /// `isValue` says it is one (a mistyped choice, for the caller to refuse).
  mutating func optionalValue(
    among choices: [String], or isValue: (String) -> Bool = { _ in false }
  ) -> String? {
    if let value = attached {
      attached = nil
      return value
    }
    guard index < arguments.count,
      choices.contains(arguments[index])
        || (!arguments[index].hasPrefix("-") && isValue(arguments[index]))
    else { return nil }
    index += 1
    return arguments[index - 1]
  }

  /// The value after `flag`, even one starting with `-` (a point such as `-4,120`).
  mutating func signedValue(for flag: String) throws(UsageError) -> String {
    if let value = attached {
      attached = nil
      return value
    }
    guard index < arguments.count else {
      throw UsageError(message: "missing value for '\(flag)'", command: command)
    }
    index += 1
    return arguments[index - 1]
  }

  /// Everything after `--`: operands, even those that look like options.
  mutating func remaining() -> ArraySlice<String> {
    operandsOnly = true
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
