/// String literals: the hot path copies nothing, escapes are decoded once at parse time, and the
/// UTF-8 is validated here so the document can later build `String`s without checks.
extension JSONParser.Reader {
  mutating func readStringValue() throws(JSONSyntaxError) -> Int32 {
    let offset = p
    let span = try readString()
    return addNode(
      .string, at: offset, start: span.start, count: span.count, isDecoded: span.isDecoded)
  }

  /// Reads the string whose opening quote is at `p` and leaves `p` after the closing quote.
  /// Strings without escapes are returned as a span of the input.
  mutating func readString() throws(JSONSyntaxError) -> JSONDocument.Span {
    let quote = p
    p += 1
    let contentStart = p
    while p < end {
      let byte = bytes[p]
      if byte == UInt8(ascii: "\"") {
        p += 1
        return JSONDocument.Span(
          start: Int32(contentStart), count: Int32(p - 1 - contentStart), isDecoded: false)
      }
      if byte == UInt8(ascii: "\\") {
        return try readEscapedString(quote: quote, contentStart: contentStart)
      }
      if byte < 0x20 { throw controlCharacterInString(quote: quote) }
      p = byte < 0x80 ? p + 1 : try validUTF8Sequence(at: p)
    }
    throw unterminatedString(quote: quote)
  }

  /// The slow path, entered at the first backslash: copies into `decoded`, resolving escapes.
  private mutating func readEscapedString(quote: Int, contentStart: Int) throws(JSONSyntaxError)
    -> JSONDocument.Span
  {
    let start = decoded.count
    decoded.append(contentsOf: bytes[contentStart..<p])
    while p < end {
      let byte = bytes[p]
      if byte == UInt8(ascii: "\"") {
        p += 1
        return JSONDocument.Span(
          start: Int32(start), count: Int32(decoded.count - start), isDecoded: true)
      }
      if byte == UInt8(ascii: "\\") {
        try readEscape(quote: quote)
      } else if byte < 0x20 {
        throw controlCharacterInString(quote: quote)
      } else if byte < 0x80 {
        decoded.append(byte)
        p += 1
      } else {
        let next = try validUTF8Sequence(at: p)
        decoded.append(contentsOf: bytes[p..<next])
        p = next
      }
    }
    throw unterminatedString(quote: quote)
  }

  /// Decodes the escape at `p` (a backslash) into `decoded`.
  private mutating func readEscape(quote: Int) throws(JSONSyntaxError) {
    let backslash = p
    guard p + 1 < end else { throw unterminatedString(quote: quote) }
    let simple: UInt8
    switch bytes[p + 1] {
    case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
    case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
    case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
    case UInt8(ascii: "b"): simple = 0x08
    case UInt8(ascii: "f"): simple = 0x0C
    case UInt8(ascii: "n"): simple = 0x0A
    case UInt8(ascii: "r"): simple = 0x0D
    case UInt8(ascii: "t"): simple = 0x09
    case UInt8(ascii: "u"):
      appendUTF8(try readUnicodeEscape(at: backslash))
      return
    default:
      throw invalidEscape(at: backslash)
    }
    decoded.append(simple)
    p += 2
  }

  /// Reads `\uXXXX`, or a `\uD8xx\uDCxx` surrogate pair, and returns the scalar it stands for.
  private mutating func readUnicodeEscape(at backslash: Int) throws(JSONSyntaxError) -> UInt32 {
    guard let unit = hexQuad(at: backslash + 2) else { throw invalidUnicodeEscape(at: backslash) }
    p = backslash + 6
    switch unit {
    case 0xD800...0xDBFF:
      guard p + 1 < end, bytes[p] == UInt8(ascii: "\\"), bytes[p + 1] == UInt8(ascii: "u"),
        let low = hexQuad(at: p + 2), (0xDC00...0xDFFF).contains(low)
      else {
        throw error(
          at: backslash,
          "lone surrogate \(escapeText(at: backslash)): a high surrogate must be followed by a '\\u' low surrogate (DC00-DFFF)"
        )
      }
      p += 6
      return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
    case 0xDC00...0xDFFF:
      throw error(
        at: backslash,
        "lone surrogate \(escapeText(at: backslash)): a low surrogate must follow a '\\u' high surrogate (D800-DBFF)"
      )
    default:
      return unit
    }
  }

  /// The value of four hex digits at `offset`, or nil if there are not four.
  private func hexQuad(at offset: Int) -> UInt32? {
    guard offset + 4 <= end else { return nil }
    var value: UInt32 = 0
    for i in offset..<offset + 4 {
      let byte = bytes[i]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }
}
