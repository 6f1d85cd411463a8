/// UTF-8: validating input (RFC 8259 requires it, and `JSONDocument` relies on it to build
/// `String`s without checks), encoding decoded `\u` escapes, and naming characters in messages.
extension JSONParser.Reader {
  /// Appends the UTF-8 encoding of a scalar decoded from a `\u` escape.
  mutating func appendUTF8(_ scalar: UInt32) {
    switch scalar {
    case 0..<0x80:
      decoded.append(UInt8(scalar))
    case 0x80..<0x800:
      decoded.append(0xC0 | UInt8(scalar >> 6))
      decoded.append(0x80 | UInt8(scalar & 0x3F))
    case 0x800..<0x10000:
      decoded.append(0xE0 | UInt8(scalar >> 12))
      decoded.append(0x80 | UInt8(scalar >> 6 & 0x3F))
      decoded.append(0x80 | UInt8(scalar & 0x3F))
    default:
      decoded.append(0xF0 | UInt8(scalar >> 18))
      decoded.append(0x80 | UInt8(scalar >> 12 & 0x3F))
      decoded.append(0x80 | UInt8(scalar >> 6 & 0x3F))
      decoded.append(0x80 | UInt8(scalar & 0x3F))
    }
  }

  /// Checks the multi-byte UTF-8 sequence starting at `offset` and returns the offset after it.
  /// Records the character in the line table, for columns counted in scalars.
  mutating func validUTF8Sequence(at offset: Int) throws(JSONSyntaxError) -> Int {
    guard let length = utf8SequenceLength(at: offset) else { throw invalidUTF8(at: offset) }
    lines.addWideCharacter(at: offset, length: length)
    return offset + length
  }

  /// The length of the well-formed UTF-8 sequence at `offset` (Unicode Table 3-7), or nil.
  func utf8SequenceLength(at offset: Int) -> Int? {
    let lead = bytes[offset]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default: return nil
    }
    guard offset + length <= end, secondRange.contains(bytes[offset + 1]) else { return nil }
    for i in offset + 2..<offset + length where bytes[i] & 0xC0 != 0x80 { return nil }
    return length
  }

  func invalidUTF8(at offset: Int) -> JSONSyntaxError {
    let lead = bytes[offset]
    let byte = "0x" + hex(UInt32(lead), digits: 2)
    if (0x80...0xC1).contains(lead) || lead >= 0xF5 {
      return error(at: offset, "invalid UTF-8: byte \(byte) cannot start a character")
    }
    return error(
      at: offset,
      "invalid UTF-8: the sequence starting with byte \(byte) is incomplete or malformed")
  }

  /// `'x'` for a visible character, `U+XXXX` for an invisible or unusual one.
  func describe(at offset: Int) -> String {
    guard let scalar = scalar(at: offset) else {
      return "byte 0x" + hex(UInt32(bytes[offset]), digits: 2)
    }
    switch scalar.properties.generalCategory {
    case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .unassigned,
      .privateUse, .surrogate, .nonspacingMark, .spacingMark, .enclosingMark:
      return "U+" + hex(scalar.value, digits: 4)
    default:
      return "'\(Character(scalar))'"
    }
  }

  func scalar(at offset: Int) -> Unicode.Scalar? {
    guard let length = utf8SequenceLength(at: offset) else { return nil }
    return String(decoding: bytes[offset..<offset + length], as: UTF8.self).unicodeScalars.first
  }
}
