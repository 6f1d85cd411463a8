/// A dump pasted as one escaped string: `po` of an `NSString` or a Swift `String` prints
/// `@"<UIWindow: …>\n   | <UIView: …>\n"` or `"<UIWindow: …>\n   | …"` on one line, with
/// literal `\n` between the views. Read as it is, only the first view would be found; so when
/// no real line of the text goes deeper than the first and the escaped form holds a view line
/// (`\n` then bars then `<`), the escapes are undone first (`\n`, `\t`, `\"`, `\\`, and the
/// quotes around the string) and the reader says so.
enum EscapedDump {
  /// The unescaped bytes, or nil when the text is not an escaped dump.
  static func unescape(_ bytes: [UInt8]) -> [UInt8]? {
    let backslash = UInt8(ascii: "\\")
    let newline = UInt8(ascii: "\n")
    let bar = UInt8(ascii: "|")
    // A real line that starts with bars (after spaces) is a dump laid out as UIKit prints it.
    var atLineStart = true
    for byte in bytes {
      if byte == newline {
        atLineStart = true
      } else if atLineStart && byte == bar {
        return nil
      } else if byte != 0x20 && byte != 0x09 {
        atLineStart = false
      }
    }
    guard hasEscapedViewLine(bytes) else { return nil }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == backslash && index + 1 < bytes.count {
        switch bytes[index + 1] {
        case UInt8(ascii: "n"): result.append(newline)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "\""): result.append(UInt8(ascii: "\""))
        case backslash: result.append(backslash)
        default:
          result.append(byte)
          index += 1
          continue
        }
        index += 2
        continue
      }
      result.append(byte)
      index += 1
    }
    return stripQuotes(result)
  }

  /// `\n`, then spaces and at least one `|`, then `<`.
  private static func hasEscapedViewLine(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while index + 1 < bytes.count {
      defer { index += 1 }
      guard bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "n") else {
        continue
      }
      var next = index + 2
      var bars = 0
      while next < bytes.count, bytes[next] == 0x20 || bytes[next] == UInt8(ascii: "|") {
        if bytes[next] == UInt8(ascii: "|") { bars += 1 }
        next += 1
      }
      if bars > 0 && next < bytes.count && bytes[next] == UInt8(ascii: "<") { return true }
    }
    return false
  }

  /// Drops the `@"` or `"` before the first view and the `"` after the last, on their lines.
  private static func stripQuotes(_ bytes: [UInt8]) -> [UInt8] {
    var text = bytes
    if let first = text.firstIndex(of: UInt8(ascii: "<")) {
      let head = text[..<first]
      if let quote = head.lastIndex(of: UInt8(ascii: "\"")),
        !head[quote...].contains(UInt8(ascii: "\n"))
      {
        text.remove(at: quote)
        if quote > 0 && text[quote - 1] == UInt8(ascii: "@") { text.remove(at: quote - 1) }
      }
    }
    if let last = text.lastIndex(of: UInt8(ascii: ">")),
      let quote = text[last...].firstIndex(of: UInt8(ascii: "\""))
    {
      text.remove(at: quote)
    }
    return text
  }
}
