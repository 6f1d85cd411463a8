/// A JSON value with its object keys in the order given, for the schema `simreplay schema`
/// prints: the same bytes on every run, no dictionary order reaching output.
public indirect enum SchemaJSON: Sendable, Equatable {
  case object([(String, SchemaJSON)])
  case array([SchemaJSON])
  case string(String)
  case number(Double)
  case bool(Bool)

  public static func == (lhs: SchemaJSON, rhs: SchemaJSON) -> Bool {
    lhs.text() == rhs.text()
  }

  /// Pretty-printed with two-space indentation, one key or element a line.
  public func text(indent: String = "") -> String {
    let inner = indent + "  "
    switch self {
    case .object(let members):
      if members.isEmpty { return "{}" }
      let lines = members.map { "\(inner)\(Self.quoted($0.0)): \($0.1.text(indent: inner))" }
      return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
    case .array(let items):
      if items.isEmpty { return "[]" }
      if items.allSatisfy(\.isScalar) {
        return "[" + items.map { $0.text() }.joined(separator: ", ") + "]"
      }
      return "[\n" + items.map { inner + $0.text(indent: inner) }.joined(separator: ",\n")
        + "\n\(indent)]"
    case .string(let text): return Self.quoted(text)
    case .number(let value):
      return value == value.rounded(.towardZero) && abs(value) < 1e15
        ? String(Int64(value)) : "\(value)"
    case .bool(let value): return value ? "true" : "false"
    }
  }

  var isScalar: Bool {
    switch self {
    case .object, .array: false
    case .string, .number, .bool: true
    }
  }

  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
