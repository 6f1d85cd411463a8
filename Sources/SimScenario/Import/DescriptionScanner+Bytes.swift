/// The byte-level pieces of ``DescriptionScanner``: what starts a description, where a value
/// opens, and turning offsets into the line and column a message shows.
extension DescriptionScanner {
  /// "the description of <UIView: 0x1> is not closed by '>' (is the dump cut off?)"
  static func unclosed(entry start: Int, bytes: [UInt8]) -> String {
    var end = start + 1
    while end < bytes.count, bytes[end] != UInt8(ascii: ";"), bytes[end] != UInt8(ascii: ">"),
      bytes[end] != UInt8(ascii: "\n"), end - start < 120
    {
      end += 1
    }
    let head = String(decoding: bytes[start..<end], as: UTF8.self)
    return "the description of \(head)> is not closed by '>' (is the dump cut off?)"
  }

  /// A bracket right after `= ` or `: ` opens a value such as `frame = (0 0; 10 10)`; one in
  /// free text does not, so a stray `(` can't swallow the fields after it.
  static func startsValue(_ bytes: [UInt8], at index: Int) -> Bool {
    guard index >= 2 else { return false }
    let before = bytes[index - 1]
    let sign = before == UInt8(ascii: " ") ? bytes[index - 2] : before
    return sign == UInt8(ascii: "=") || sign == UInt8(ascii: ":")
  }

  static func opener(closing byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: ")"): UInt8(ascii: "(")
    case UInt8(ascii: "]"): UInt8(ascii: "[")
    case UInt8(ascii: "}"): UInt8(ascii: "{")
    default: nil
    }
  }

  /// Where `offset` is, given a line it is on or after (newlines in between are counted).
  func location(of offset: Int, line: Int, lineStart: Int) -> SourceLocation {
    var line = line
    var lineStart = lineStart
    for index in lineStart..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    return SourceLocation(
      line: line, column: column(of: offset, lineStart: lineStart), offset: offset)
  }

  /// 1-based, in Unicode scalars (UTF-8 continuation bytes don't count), as editors count.
  func column(of index: Int, lineStart: Int) -> Int {
    var column = 1
    for cursor in lineStart..<index where bytes[cursor] & 0xC0 != 0x80 { column += 1 }
    return column
  }

  static func isIdentifierHead(_ byte: UInt8) -> Bool {
    (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == UInt8(ascii: "_")
  }

  static func isIdentifierBody(_ byte: UInt8) -> Bool {
    isIdentifierHead(byte) || (byte >= 48 && byte <= 57) || byte == UInt8(ascii: ".")
      || byte == UInt8(ascii: "$")
  }

  static func isHexDigit(_ byte: UInt8) -> Bool {
    (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 70) || (byte >= 97 && byte <= 102)
  }
}
