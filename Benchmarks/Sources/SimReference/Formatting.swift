/// Numbers as the benchmark tables print them.

/// `12,345`: digits in groups of three.
public func grouped(_ value: Int) -> String {
  let digits = String(value.magnitude)
  var result = ""
  for (index, digit) in digits.enumerated() {
    if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
    result.append(digit)
  }
  return value < 0 ? "-" + result : result
}

/// Three significant digits, grouped from 1,000 up: `0.412`, `12.3`, `1,234`; `-` when not
/// finite.
public func significant(_ value: Double) -> String {
  guard value.isFinite else { return "-" }
  if value >= 1000 { return grouped(Int(value.rounded())) }
  let places = value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : 3
  let scaled = Int((value * [1.0, 10, 100, 1000][places]).rounded())
  guard places > 0 else { return String(scaled) }
  let digits = String(scaled)
  let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
  return String(padded.dropLast(places)) + "." + String(padded.suffix(places))
}
