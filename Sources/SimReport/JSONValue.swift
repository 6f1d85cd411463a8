import SimGeometry

/// A JSON value to print, with object keys in the order they were given: reports control their
/// key order instead of inheriting a dictionary's, so the same run prints the same bytes.
public enum JSONValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral
{
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  /// A number already printed, such as an exact time "0.119365483".
  case literal(String)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .integer(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }

  /// A string, or null when absent.
  public static func optional(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }

  /// Compact JSON on one line.
  public var rendered: String {
    var output = ""
    render(into: &output)
    return output
  }

  public func render(into output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .integer(let value): output += String(value)
    case .number(let value): output += value.isFinite ? value.compactDescription : "null"
    case .literal(let text): output += text
    case .string(let value): Self.quote(value, into: &output)
    case .array(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        element.render(into: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output += "," }
        Self.quote(key, into: &output)
        output += ":"
        value.render(into: &output)
      }
      output += "}"
    }
  }

  static func quote(_ text: String, into output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered == rhs.rendered }
  public func hash(into hasher: inout Hasher) { hasher.combine(rendered) }
}
