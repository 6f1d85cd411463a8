/// Error messages. Each names what was found and what would have been valid there, and the
/// common mistakes of hand-written JSON (comments, single quotes, trailing commas, smart quotes)
/// get a message of their own, because the people reading them are editing scenario files.
extension JSONParser.Reader {
  func error(at offset: Int, _ message: String) -> JSONSyntaxError {
    JSONSyntaxError(location: location(of: offset), message: message)
  }

  /// `expected <what>, found <character>`, unless the character is a known mistake.
  func unexpected(at offset: Int, expected: String) -> JSONSyntaxError {
    if let mistake = knownMistake(at: offset) { return mistake }
    return error(at: offset, "expected \(expected), found \(describe(at: offset))")
  }

  /// Comments, single quotes, typographic quotes and invalid UTF-8, wherever they appear.
  private func knownMistake(at offset: Int) -> JSONSyntaxError? {
    let byte = bytes[offset]
    if byte == UInt8(ascii: "/"), offset + 1 < end,
      bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*")
    {
      return error(at: offset, "comments are not allowed in JSON")
    }
    if byte == UInt8(ascii: "'") {
      return error(at: offset, "strings use double quotes, not single quotes")
    }
    guard byte >= 0x80 else { return nil }
    guard utf8SequenceLength(at: offset) != nil else { return invalidUTF8(at: offset) }
    if let scalar = scalar(at: offset), [0x201C, 0x201D, 0x2018, 0x2019].contains(scalar.value) {
      return error(
        at: offset, "strings use straight double quotes (\"), not '\(Character(scalar))'")
    }
    return nil
  }

  func unexpectedValue(in context: ValueContext) -> JSONSyntaxError {
    switch bytes[p] {
    case UInt8(ascii: "+"): return error(at: p, "numbers cannot start with '+'")
    case UInt8(ascii: "."):
      return error(at: p, "numbers need a digit before the decimal point, e.g. '0.5'")
    default: break
    }
    switch context {
    case .topLevel: return unexpected(at: p, expected: "a JSON value")
    case .arrayFirst: return unexpected(at: p, expected: "a value or ']'")
    case .arrayNext: return unexpected(at: p, expected: "a value after ','")
    case .memberValue: return unexpected(at: p, expected: "a value for the key \(lastKey)")
    }
  }

  func unexpectedSeparator(in frame: Frame) -> JSONSyntaxError {
    let byte = bytes[p]
    if frame.isObject {
      if byte == UInt8(ascii: "\"") { return error(at: p, "missing ',' between object members") }
      return unexpected(at: p, expected: "',' or '}' after an object member")
    }
    let startsValue =
      byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{")
      || byte == UInt8(ascii: "-") || isDigit(byte)
      || ["true", "false", "null"].contains(wordText(at: p))
    if startsValue { return error(at: p, "missing ',' between array elements") }
    return unexpected(at: p, expected: "',' or ']' after an array element")
  }

  func textAfterValue() -> JSONSyntaxError {
    if let mistake = knownMistake(at: p) { return mistake }
    return error(at: p, "unexpected \(describe(at: p)) after the end of the JSON value")
  }

  func endOfInput(expectingValueIn context: ValueContext) -> JSONSyntaxError {
    let container = frames.last.map { startOf($0.node) } ?? ""
    switch context {
    case .topLevel: return error(at: p, "the file is empty: expected a JSON value")
    case .arrayFirst:
      return error(
        at: p,
        "unexpected end of input: expected a value or ']' to close the array that starts at \(container)"
      )
    case .arrayNext:
      return error(
        at: p,
        "unexpected end of input: expected a value after ',' in the array that starts at \(container)"
      )
    case .memberValue:
      return error(at: p, "unexpected end of input: expected a value for the key \(lastKey)")
    }
  }

  func endOfInput(closing frame: Frame) -> JSONSyntaxError {
    let kind = frame.isObject ? "'}' to close the object" : "']' to close the array"
    return error(
      at: p, "unexpected end of input: expected \(kind) that starts at \(startOf(frame.node))")
  }

  func endOfInput(expectingKeyAfterComma afterComma: Bool) -> JSONSyntaxError {
    let object = frames.last.map { startOf($0.node) } ?? ""
    if afterComma {
      return error(
        at: p,
        "unexpected end of input: expected a key after ',' in the object that starts at \(object)")
    }
    return error(
      at: p, "unexpected end of input: expected '}' to close the object that starts at \(object)")
  }

  func unterminatedString(quote: Int) -> JSONSyntaxError {
    error(at: quote, "unterminated string: the input ends before the closing '\"'")
  }

  func controlCharacterInString(quote: Int) -> JSONSyntaxError {
    switch bytes[p] {
    case 0x0A, 0x0D:
      return error(
        at: p,
        "unterminated string: a string cannot contain a line break; close it with '\"' or write '\\n'"
      )
    case 0x09: return error(at: p, "raw tab character in a string; write it as '\\t'")
    default:
      let code = hex(UInt32(bytes[p]), digits: 4)
      return error(at: p, "raw control character U+\(code) in a string; write it as '\\u\(code)'")
    }
  }

  func invalidEscape(at backslash: Int) -> JSONSyntaxError {
    let escaped = backslash + 1
    if bytes[escaped] >= 0x80 && utf8SequenceLength(at: escaped) == nil {
      return invalidUTF8(at: escaped)
    }
    if bytes[escaped] == UInt8(ascii: "'") {
      return error(
        at: backslash, "invalid escape '\\''; a single quote needs no escape in a JSON string")
    }
    let shown = describe(at: escaped)
    let what = shown.hasPrefix("'") ? "'\\\(shown.dropFirst())" : "'\\' followed by \(shown)"
    return error(
      at: backslash,
      "invalid escape \(what); valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
    )
  }

  func invalidUnicodeEscape(at backslash: Int) -> JSONSyntaxError {
    error(
      at: backslash,
      "invalid escape \(escapeText(at: backslash)): '\\u' must be followed by 4 hex digits")
  }

  /// Up to six printable ASCII characters of the escape at `backslash`, quoted.
  func escapeText(at backslash: Int) -> String {
    var q = backslash + 1
    while q < min(end, backslash + 6), (0x21...0x7E).contains(bytes[q]),
      bytes[q] != UInt8(ascii: "\""), bytes[q] != UInt8(ascii: "\\")
    { q += 1 }
    return "'\(String(decoding: bytes[backslash..<q], as: UTF8.self))'"
  }

  /// The most recent object key, quoted, for messages about its missing value.
  var lastKey: String { keys.last.map { quoted(keyTable.names[Int($0.name)]) } ?? "''" }

  /// A user string shown in a message: single-quoted, shortened, control characters escaped.
  func quoted(_ text: String) -> String {
    var result = "'"
    for (i, scalar) in text.unicodeScalars.enumerated() {
      if i == 40 { return result + "…'" }
      result +=
        scalar.value < 0x20 || scalar.value == 0x7F
        ? "\\u" + hex(scalar.value, digits: 4) : String(scalar)
    }
    return result + "'"
  }

  func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
