/// Numbers and the bare words `true`, `false` and `null`, plus the near misses people write
/// (`NaN`, `Infinity`, `True`, leading zeros) so that they get a precise message.
extension JSONParser.Reader {
  /// Reads `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` at `p`. A short decimal is
  /// converted here (`JSONDocument.fastValue`); any other number is kept as written, for the
  /// caller to convert (`Double`, or exact `DecimalLiteral`).
  mutating func readNumber() throws(JSONSyntaxError) -> Int32 {
    let start = p
    let negative = bytes[p] == UInt8(ascii: "-")
    if negative {
      p += 1
      if p < end, isWordStart(bytes[p]), isNonFinite(wordText(at: p)) {
        throw error(at: start, "'-\(wordText(at: p))' is not a JSON value; use a finite number")
      }
      try expectDigit(after: "'-'")
    }
    // The digits are also read as an integer, so that the usual short decimal is converted
    // here, in the one pass over its bytes (`JSONDocument.fastValue`).
    var mantissa: Int64 = 0
    var digits = 0
    if bytes[p] == UInt8(ascii: "0") {
      if p + 1 < end, isDigit(bytes[p + 1]) {
        var q = p + 1
        while q < end, isDigit(bytes[q]) { q += 1 }
        let digits = String(decoding: bytes[p..<q], as: UTF8.self)
        throw error(at: p, "numbers cannot have leading zeros, found '\(digits)'")
      }
      p += 1
      digits = 1
    } else {
      readDigits(into: &mantissa, count: &digits)
    }
    var fractionDigits = 0
    if p < end, bytes[p] == UInt8(ascii: ".") {
      p += 1
      try expectDigit(after: "the decimal point")
      let before = digits
      readDigits(into: &mantissa, count: &digits)
      fractionDigits = digits - before
    }
    var hasExponent = false
    if p < end, bytes[p] | 0x20 == UInt8(ascii: "e") {
      hasExponent = true
      p += 1
      if p < end, bytes[p] == UInt8(ascii: "+") || bytes[p] == UInt8(ascii: "-") { p += 1 }
      try expectDigit(after: "the exponent")
      skipDigits()
    }
    if !hasExponent,
      let value = JSONDocument.fastValue(
        mantissa: mantissa, digits: digits, fractionDigits: fractionDigits, negative: negative)
    {
      let bits = value.bitPattern
      return addNode(
        .number, at: start, start: Int32(bitPattern: UInt32(truncatingIfNeeded: bits)),
        count: Int32(bitPattern: UInt32(truncatingIfNeeded: bits >> 32)), isDecoded: true)
    }
    return addNode(.number, at: start, start: Int32(start), count: Int32(p - start))
  }

  /// Skips digits at `p`, adding them to `mantissa` while it can hold them (past 17 the fast
  /// conversion declines anyway) and counting them all.
  private mutating func readDigits(into mantissa: inout Int64, count digits: inout Int) {
    while p < end {
      let digit = bytes[p] &- UInt8(ascii: "0")
      guard digit < 10 else { return }
      if digits < 17 { mantissa = mantissa &* 10 &+ Int64(digit) }
      digits += 1
      p += 1
    }
  }

  /// Reads a word at `p`: `true`, `false` or `null`, or throws a message about what was meant.
  mutating func readWord() throws(JSONSyntaxError) -> Int32 {
    let start = p
    let word = wordText(at: p)
    switch word {
    case "true", "false":
      p += word.utf8.count
      return addNode(.bool, at: start, start: word == "true" ? 1 : 0, count: 0)
    case "null":
      p += 4
      return addNode(.null, at: start, start: 0, count: 0)
    default:
      break
    }
    if isNonFinite(word) {
      throw error(at: start, "'\(word)' is not a JSON value; use a finite number")
    }
    let lower = word.lowercased()
    if lower == "true" || lower == "false" || lower == "null" {
      throw error(at: start, "'\(word)' is not a JSON value; use '\(lower)'")
    }
    throw error(at: start, "\(quoted(word)) is not a JSON value; strings must be in double quotes")
  }

  /// The run of identifier characters (ASCII letters, digits, `_`, `$`) at `offset`.
  func wordText(at offset: Int) -> String {
    var q = offset
    while q < end, isWordStart(bytes[q]) || isDigit(bytes[q]) { q += 1 }
    return String(decoding: bytes[offset..<q], as: UTF8.self)
  }

  func isWordStart(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "_"), UInt8(ascii: "$"):
      true
    default:
      false
    }
  }

  func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  private func isNonFinite(_ word: String) -> Bool {
    ["nan", "inf", "infinity"].contains(word.lowercased())
  }

  private mutating func skipDigits() {
    while p < end, isDigit(bytes[p]) { p += 1 }
  }

  private func expectDigit(after what: String) throws(JSONSyntaxError) {
    guard p < end else {
      throw error(at: p, "unexpected end of input: expected a digit after \(what)")
    }
    guard isDigit(bytes[p]) else { throw unexpected(at: p, expected: "a digit after \(what)") }
  }
}
