/// One line of a CSV recording, read through the bytes' own indices: every walk over it is
/// written out here, so none hides a second pass (a `dropLast` on a collection that is not
/// random-access counts the whole line each time, and made trimming padding quadratic).
struct CSVLine<Bytes: BidirectionalCollection<UInt8>> {
  let bytes: Bytes
  /// The line without its `\n`; a `\r` before it is left to ``text(_:)``'s trimming.
  let start: Bytes.Index
  let end: Bytes.Index
  let number: Int
  /// How many comma-separated fields the line has, after ``fields()``.
  private(set) var fieldCount = 0

  init(bytes: Bytes, start: Bytes.Index, end: Bytes.Index, number: Int) {
    self.bytes = bytes
    self.start = start
    self.end = end
    self.number = number
  }

  /// Where the text starts after spaces and tabs.
  private var firstNonBlank: Bytes.Index {
    var index = start
    while index != end && (bytes[index] == 0x20 || bytes[index] == 0x09) {
      index = bytes.index(after: index)
    }
    return index
  }

  var isBlankOrComment: Bool {
    let index = firstNonBlank
    return index == end || bytes[index] == UInt8(ascii: "#") || bytes[index] == 0x0D
  }

  /// `t,finger,...`: a header names the time column first.
  var isHeader: Bool {
    let index = firstNonBlank
    guard index != end, bytes[index] | 0x20 == UInt8(ascii: "t") else { return false }
    let next = bytes.index(after: index)
    return next != end && bytes[next] == UInt8(ascii: ",")
  }

  /// The fields' ranges, up to six (a sixth is already one too many); counts them all.
  mutating func fields() -> [Range<Bytes.Index>] {
    var ranges: [Range<Bytes.Index>] = []
    var fieldStart = start
    var index = start
    fieldCount = 1
    while index != end {
      if bytes[index] == UInt8(ascii: ",") {
        if ranges.count < 6 { ranges.append(fieldStart..<index) }
        fieldCount += 1
        fieldStart = bytes.index(after: index)
      }
      index = bytes.index(after: index)
    }
    if ranges.count < 6 { ranges.append(fieldStart..<end) }
    return ranges
  }

  /// A field's text without the spaces around it (and a line's final `\r`).
  func text(_ field: Range<Bytes.Index>) -> String {
    var lower = field.lowerBound
    var upper = field.upperBound
    while lower != upper && bytes[lower] == 0x20 { lower = bytes.index(after: lower) }
    while lower != upper {
      let last = bytes.index(before: upper)
      guard bytes[last] == 0x20 || (upper == end && bytes[last] == 0x0D) else { break }
      upper = last
    }
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }

  /// An error at `field`'s first character.
  func error(in field: Range<Bytes.Index>, _ message: String) -> ConversionError {
    error(at: column(of: field.lowerBound), message)
  }

  func error(at column: Int, _ message: String) -> ConversionError {
    ConversionError(line: number, column: column, message)
  }

  /// The 1-based column of `index`, in characters as an editor counts them (UTF-8 lead bytes).
  private func column(of index: Bytes.Index) -> Int {
    var column = 1
    var walk = start
    while walk != index {
      if bytes[walk] & 0xC0 != 0x80 { column += 1 }
      walk = bytes.index(after: walk)
    }
    return column
  }
}
