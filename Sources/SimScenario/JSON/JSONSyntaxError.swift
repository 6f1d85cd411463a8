/// A JSON input that is not strict RFC 8259 JSON, with the place to fix it.
///
/// The message is a lower-case sentence without a trailing period, so a CLI can print
/// `file:line:column: error: message` without any rewriting. It names what was found and what
/// was expected, because users of a scenario tool mostly hand-edit their files.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Where the offending character is (or where input ended, for truncated files).
  public let location: SourceLocation
  /// What is wrong, e.g. `expected ',' or '}' after an object member, found 'x'`.
  public let message: String

  public init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }

  /// `line:column: message`.
  public var description: String { "\(location): \(message)" }
}
