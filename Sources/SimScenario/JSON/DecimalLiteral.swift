/// Exact conversion of JSON number literals to fixed-point integers.
///
/// Scenario quantities such as `0.119365483` seconds must become exact integer ticks. Going
/// through `Double` would round twice (once to binary, once to the scale) and can be off by one
/// unit, so this works on the decimal digits themselves.
public enum DecimalLiteral {
  /// Converts a JSON number literal to an exact fixed-point integer: value × 10^scale, rounded half away from zero.
  /// "0.119365483" at scale 9 → 119365483; "1e-3" at scale 9 → 1000000; "2.5e-9" → 3 (half away from zero); "-0.5e-9" → -1.
  /// Returns nil when the result does not fit in Int64. Exact: never goes through Double.
  /// Also returns nil when `literal` is not a JSON number literal.
  public static func fixedPoint(_ literal: String, scale: Int) -> Int64? {
    guard let parts = Parts(literal) else { return nil }
    let digits = parts.significand
    // Digits beyond this are exponent bookkeeping only; clamping keeps the arithmetic in range
    // while any value this large or small still overflows or rounds to zero.
    let limit = 1 << 40
    let shift = max(-limit, min(limit, parts.exponent)) + max(-limit, min(limit, scale))
    guard let first = digits.firstIndex(where: { $0 != 0 }) else { return 0 }
    let significant = digits[first...]

    var magnitude: UInt64 = 0
    var roundUp = false
    let kept: ArraySlice<UInt8>
    if shift >= 0 {
      kept = significant
    } else {
      let dropped = -shift
      if dropped > significant.count { return 0 }
      let cut = significant.endIndex - dropped
      kept = significant[..<cut]
      // Half away from zero: the magnitude rounds up exactly when the first dropped digit is >= 5.
      roundUp = significant[cut] >= 5
    }
    for digit in kept {
      guard let next = times10(magnitude, plus: UInt64(digit)) else { return nil }
      magnitude = next
    }
    for _ in 0..<max(0, shift) {
      guard let next = times10(magnitude, plus: 0) else { return nil }
      magnitude = next
    }
    if roundUp {
      let (next, overflow) = magnitude.addingReportingOverflow(1)
      if overflow { return nil }
      magnitude = next
    }
    return signed(magnitude, negative: parts.isNegative)
  }

  private static func times10(_ value: UInt64, plus digit: UInt64) -> UInt64? {
    let (product, overflow) = value.multipliedReportingOverflow(by: 10)
    let (sum, carry) = product.addingReportingOverflow(digit)
    return overflow || carry ? nil : sum
  }

  private static func signed(_ magnitude: UInt64, negative: Bool) -> Int64? {
    if negative {
      if magnitude == UInt64(Int64.max) + 1 { return Int64.min }
      return magnitude <= UInt64(Int64.max) ? -Int64(magnitude) : nil
    }
    return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
  }

  /// A literal split into sign, all its digits, and the power of ten that the digits are scaled by.
  private struct Parts {
    var isNegative = false
    var significand: [UInt8] = []
    var exponent = 0

    /// Parses `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, or fails.
    init?(_ literal: String) {
      let bytes = Array(literal.utf8)
      var i = 0
      func digitRun() -> ArraySlice<UInt8> {
        let start = i
        while i < bytes.count, bytes[i] &- UInt8(ascii: "0") < 10 { i += 1 }
        return bytes[start..<i]
      }
      if i < bytes.count, bytes[i] == UInt8(ascii: "-") {
        isNegative = true
        i += 1
      }
      let integer = digitRun()
      guard !integer.isEmpty, integer.count == 1 || integer.first != UInt8(ascii: "0") else {
        return nil
      }
      significand = integer.map { $0 - UInt8(ascii: "0") }
      if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
        i += 1
        let fraction = digitRun()
        guard !fraction.isEmpty else { return nil }
        significand += fraction.map { $0 - UInt8(ascii: "0") }
        exponent = -fraction.count
      }
      if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
        i += 1
        var negativeExponent = false
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
          negativeExponent = bytes[i] == UInt8(ascii: "-")
          i += 1
        }
        let run = digitRun()
        guard !run.isEmpty else { return nil }
        // Saturate: an exponent past a trillion means overflow or zero either way.
        var value = 0
        for digit in run { value = min(value * 10 + Int(digit - UInt8(ascii: "0")), 1 << 40) }
        exponent += negativeExponent ? -value : value
      }
      guard i == bytes.count else { return nil }
    }
  }
}
