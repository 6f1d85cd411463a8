/// A line a converter can't read, with where and why: `line:column: message`.
public struct ConversionError: Error, Hashable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public var message: String

  public init(line: Int, column: Int, _ message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String { "\(line):\(column): \(message)" }
}

/// Reads decimal seconds ("53890.813990", "0.5") exactly, to whole nanoseconds; nil when the
/// text is not such a number or has more than nine decimals.
func nanoseconds(fromDecimal text: Substring) -> Int64? {
  var negative = false
  var rest = text
  if rest.first == "-" {
    negative = true
    rest = rest.dropFirst()
  }
  let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
  guard let whole = parts.first, !whole.isEmpty, whole.count <= 9,
    whole.allSatisfy({ $0.isASCII && $0.isNumber }), let seconds = Int64(whole)
  else { return nil }
  var fraction: Int64 = 0
  if parts.count == 2 {
    let digits = parts[1]
    guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber })
    else { return nil }
    fraction = Int64(digits)! * Int64(pow10(9 - digits.count))
  }
  let value = seconds * 1_000_000_000 + fraction
  return negative ? -value : value
}

private func pow10(_ n: Int) -> Int { (0..<n).reduce(1) { result, _ in result * 10 } }
