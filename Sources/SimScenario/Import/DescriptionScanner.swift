/// Finds the view descriptions in pasted `recursiveDescription` text, one pass over the bytes.
///
/// People paste the dump with whatever surrounds it (`(lldb) po …`, `(id) $2 = 0x… `, Cycript's
/// backticks, a PSPDFKit `'Controller:0x…' 1 child[…]` prefix, ` - (null)` after it), so the
/// scanner does not expect a grammar for whole lines. A line's description is the first
/// `<Identifier: 0x…` (or `<Identifier;`) on it, up to the `>` that balances it; the line's
/// depth is the number of `|` before it, whatever the spacing between bars. Everything else on
/// the line is ignored, and so is every line without a description.
///
/// A description ends only at its balancing `>`, so it may run over several lines (a label's
/// text with real newlines). Quoted values (`= '…'`, closed by `'` before `;` or `>`) are
/// skipped, so `text = 'Example User <example@me…'` does not unbalance it. Each byte is looked
/// at a bounded number of times: linear time, no recursion.
struct DescriptionScanner {
  /// One description as found, before its fields are read.
  struct Entry {
    var depth: Int
    var location: SourceLocation
    /// The byte range from `<` to the balancing `>`, both included.
    var range: Range<Int>
    /// Top-level `key = value` items (split at `;` outside quotes, brackets and nested `<…>`),
    /// the first being `Class: 0xADDRESS`, untrimmed.
    var fields: [Field]
    /// Followed by ` (layer)`: a sublayer, not a view.
    var isLayer: Bool
    /// Wrapped as `XX (<…>)` by PSPDFKit's description swizzle, which marks invisible views.
    var isMarkedInvisible: Bool
  }

  /// A top-level item of a description, with the line it starts on (columns are only counted
  /// when a message needs one, so that long lines stay linear).
  struct Field {
    var range: Range<Int>
    var line: Int
    var lineStart: Int
  }

  /// A description that never ends.
  struct Failure: Error {
    var location: SourceLocation
    var message: String
  }

  let bytes: [UInt8]
  private var lineStart = 0
  private var line = 1

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The next description, nil at the end of the text.
  mutating func next() throws(Failure) -> Entry? {
    while lineStart < bytes.count {
      let lineEnd = endOfLine(from: lineStart)
      guard let start = firstDescriptionStart(in: lineStart..<lineEnd) else {
        advanceLine(past: lineEnd)
        continue
      }
      var depth = 0
      for index in lineStart..<start where bytes[index] == UInt8(ascii: "|") { depth += 1 }
      let marked = start >= 4 && bytes[(start - 4)..<start].elementsEqual("XX (".utf8)
      var entry = try scanDescription(from: start)
      entry.depth = depth
      entry.isMarkedInvisible = marked
      // The rest of the line after the description: ` (layer)` or junk to ignore.
      var after = entry.range.upperBound
      while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
      entry.isLayer = bytes[after..<min(after + 7, bytes.count)].elementsEqual("(layer)".utf8)
      advanceLine(past: endOfLine(from: entry.range.upperBound))
      return entry
    }
    return nil
  }

  private mutating func advanceLine(past lineEnd: Int) {
    lineStart = lineEnd + 1
    line += 1
  }

  private func endOfLine(from index: Int) -> Int {
    var end = index
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    return end
  }

  /// `<` + identifier + `: 0x` hex digit, or `<` + identifier + `;`.
  func descriptionStart(at index: Int, limit: Int) -> Bool {
    guard bytes[index] == UInt8(ascii: "<"), index + 1 < limit,
      Self.isIdentifierHead(bytes[index + 1])
    else { return false }
    var cursor = index + 2
    while cursor < limit, Self.isIdentifierBody(bytes[cursor]) { cursor += 1 }
    guard cursor < limit else { return false }
    if bytes[cursor] == UInt8(ascii: ";") { return true }
    return cursor + 4 < limit && bytes[cursor] == UInt8(ascii: ":")
      && bytes[cursor + 1] == UInt8(ascii: " ") && bytes[cursor + 2] == UInt8(ascii: "0")
      && bytes[cursor + 3] == UInt8(ascii: "x") && Self.isHexDigit(bytes[cursor + 4])
  }

  private func firstDescriptionStart(in range: Range<Int>) -> Int? {
    range.first { descriptionStart(at: $0, limit: range.upperBound) }
  }

  /// Whether the line starting at `index` looks like the next line of a tree: optional spaces,
  /// then `|` or a description. Used to tell a cut-off description from one that continues.
  private func looksLikeTreeLine(at index: Int) -> Bool {
    var cursor = index
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == 9 {
      cursor += 1
    }
    guard cursor < bytes.count else { return false }
    return bytes[cursor] == UInt8(ascii: "|")
      || descriptionStart(at: cursor, limit: endOfLine(from: cursor))
  }

  private mutating func scanDescription(from start: Int) throws(Failure) -> Entry {
    let first = SourceLocation(
      line: line, column: column(of: start, lineStart: lineStart), offset: start)
    var entry = Entry(
      depth: 0, location: first, range: start..<start, fields: [], isLayer: false,
      isMarkedInvisible: false)
    var angle = 0
    var brackets: [UInt8] = []  // open `(`, `[`, `{` of top-level values
    var quoteStart: Field?  // where an open quoted value starts
    var field = Field(range: (start + 1)..<(start + 1), line: line, lineStart: lineStart)
    var currentLine = line
    var currentLineStart = lineStart
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        let next = index + 1
        if let quote = quoteStart, looksLikeTreeLine(at: next) {
          throw Failure(
            location: location(
              of: quote.range.lowerBound, line: quote.line, lineStart: quote.lineStart),
            message: "the quoted value that starts here is not closed before the next view's line")
        }
        if quoteStart == nil, looksLikeTreeLine(at: next) {
          throw Failure(location: first, message: Self.unclosed(entry: start, bytes: bytes))
        }
        currentLine += 1
        currentLineStart = next
      } else if quoteStart != nil {
        let following = index + 1 < bytes.count ? bytes[index + 1] : 0
        if byte == UInt8(ascii: "'"),
          following == UInt8(ascii: ";") || following == UInt8(ascii: ">")
        {
          quoteStart = nil
        }
      } else if byte == UInt8(ascii: "'"), index >= 1,
        bytes[index - 1] == UInt8(ascii: "=")
          || (index >= 2 && bytes[index - 1] == UInt8(ascii: " ")
            && bytes[index - 2] == UInt8(ascii: "="))
      {
        quoteStart = Field(range: index..<index, line: currentLine, lineStart: currentLineStart)
      } else if byte == UInt8(ascii: "<") {
        angle += 1
      } else if byte == UInt8(ascii: ">") {
        angle -= 1
        if angle == 0 {
          field.range = field.range.lowerBound..<index
          entry.fields.append(field)
          entry.range = start..<(index + 1)
          line = currentLine
          lineStart = currentLineStart
          return entry
        }
      } else if angle == 1 {
        if let open = Self.opener(closing: byte) {
          if brackets.last == open { brackets.removeLast() }
        } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[")
          || byte == UInt8(ascii: "{")
        {
          if !brackets.isEmpty || Self.startsValue(bytes, at: index) { brackets.append(byte) }
        } else if byte == UInt8(ascii: ";"), brackets.isEmpty {
          field.range = field.range.lowerBound..<index
          entry.fields.append(field)
          field = Field(
            range: (index + 1)..<(index + 1), line: currentLine, lineStart: currentLineStart)
        }
      }
      index += 1
    }
    if let quote = quoteStart {
      throw Failure(
        location: location(
          of: quote.range.lowerBound, line: quote.line, lineStart: quote.lineStart),
        message: "the quoted value that starts here is never closed")
    }
    throw Failure(location: first, message: Self.unclosed(entry: start, bytes: bytes))
  }
}
