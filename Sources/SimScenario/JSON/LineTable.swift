/// Where a document's lines start and where its multi-byte characters are, recorded by the
/// parser as it meets them, so that any offset's line and column are found on demand by two
/// binary searches.
///
/// Nodes used to carry their line and column, computed for every value while parsing; nearly
/// all of them are never asked for (only messages and touch origins want a place), and on a
/// 100,000-view file counting columns was a tenth of the parse and 8 of every node's 28 bytes.
/// JSON allows line breaks only in whitespace and multi-byte characters only in strings, so the
/// parser sees every one of them where it already looks at the byte.
struct LineTable: Sendable {
  /// The offset of each line's first byte; the first line starts after a byte order mark.
  private var lineStarts: [Int32]
  /// The offset of each multi-byte character's lead byte, in document order.
  private var wideStarts: [Int32] = []
  /// How many continuation bytes the document has up to and including each of those characters.
  private var continuationTotals: [Int32] = []
  /// The 1-based number of the document's first line (a JSON Lines file parses one line at a
  /// time and still reports file lines).
  let firstLine: Int

  init(bodyStart: Int, firstLine: Int) {
    self.lineStarts = [Int32(bodyStart)]
    self.firstLine = firstLine
  }

  /// A line starts at `offset` (just after a line break).
  mutating func addLine(at offset: Int) {
    lineStarts.append(Int32(offset))
  }

  /// A character of `length` bytes (2 to 4) starts at `offset`.
  mutating func addWideCharacter(at offset: Int, length: Int) {
    let before = continuationTotals.last ?? 0
    wideStarts.append(Int32(offset))
    continuationTotals.append(before + Int32(length - 1))
  }

  /// The line and column of a character's first byte: the column counts Unicode scalars from
  /// the line's start, as editors do.
  /// - Precondition: `offset` is the start of a character the parser has passed.
  func location(of offset: Int) -> SourceLocation {
    let target = Int32(offset)
    let line = Self.lastIndex(in: lineStarts, atMost: target)
    let lineStart = lineStarts[line]
    let wideBytes = continuations(before: target) - continuations(before: lineStart)
    let column = Int(target - lineStart - wideBytes) + 1
    return SourceLocation(line: firstLine + line, column: column, offset: offset)
  }

  /// Continuation bytes before `offset`, which is the start of a character.
  private func continuations(before offset: Int32) -> Int32 {
    guard let first = wideStarts.first, first < offset else { return 0 }
    return continuationTotals[Self.lastIndex(in: wideStarts, atMost: offset - 1)]
  }

  /// The index of the last element of an ascending array that is at most `value`.
  /// - Precondition: the first element is at most `value`.
  private static func lastIndex(in sorted: [Int32], atMost value: Int32) -> Int {
    var low = 0
    var high = sorted.count  // the answer is in low..<high
    while high - low > 1 {
      let middle = (low + high) / 2
      if sorted[middle] <= value { low = middle } else { high = middle }
    }
    return low
  }
}
