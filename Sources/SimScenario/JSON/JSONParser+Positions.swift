/// Whitespace, line and column bookkeeping, and node creation.
///
/// Node locations are computed incrementally: the reader tracks the current line and caches the
/// column of the last location it computed, so each byte is counted once even on a single-line
/// 10 MB file. Error locations, needed once per parse, are recomputed by a plain rescan instead,
/// because an error may point back at an earlier character (a trailing comma, an opening quote).
extension JSONParser.Reader {
  /// Skips RFC 8259 whitespace, counting `\n`, `\r\n` and a lone `\r` as one line break each.
  mutating func skipWhitespace() {
    while p < end {
      switch bytes[p] {
      case 0x20, 0x09:
        p += 1
      case 0x0A:
        p += 1
        startLine()
      case 0x0D:
        p += 1
        if p < end && bytes[p] == 0x0A { p += 1 }
        startLine()
      default:
        return
      }
    }
  }

  private mutating func startLine() {
    line += 1
    columnMark = p
    columnAtMark = 1
  }

  /// The 1-based column of `offset` on the current line. Offsets must not decrease between
  /// calls on one line, which holds because nodes and keys are created in document order.
  mutating func column(at offset: Int) -> Int32 {
    var column = columnAtMark
    var i = columnMark
    while i < offset {
      // Count scalars by counting the bytes that are not UTF-8 continuation bytes.
      if bytes[i] & 0xC0 != 0x80 { column += 1 }
      i += 1
    }
    columnMark = offset
    columnAtMark = column
    return column
  }

  /// Appends a node for the value whose first character is at `offset` (on the current line).
  @discardableResult
  mutating func addNode(
    _ kind: JSONDocument.Kind, at offset: Int, start: Int32, count: Int32, isDecoded: Bool = false
  ) -> Int32 {
    let index = Int32(nodes.count)
    nodes.append(
      JSONDocument.RawNode(
        offset: Int32(offset), line: line, column: column(at: offset), depth: Int32(frames.count),
        start: start, count: count, kind: kind, isDecoded: isDecoded))
    return index
  }

  /// The location of any offset, found by rescanning the input from its start.
  func location(of offset: Int) -> SourceLocation {
    var line = 0
    var lineStart = bodyStart
    var i = bodyStart
    while i < offset {
      let byte = bytes[i]
      if byte == 0x0A || (byte == 0x0D && !(i + 1 < end && bytes[i + 1] == 0x0A)) {
        line += 1
        lineStart = i + 1
      }
      i += 1
    }
    var column = 1
    for byte in bytes[lineStart..<offset] where byte & 0xC0 != 0x80 { column += 1 }
    return SourceLocation(line: firstLine + line, column: column, offset: offset)
  }

  /// Where an already created node starts, as `line:column` for messages.
  func startOf(_ node: Int32) -> String {
    let raw = nodes[Int(node)]
    return SourceLocation(
      line: firstLine + Int(raw.line), column: Int(raw.column), offset: Int(raw.offset)
    )
    .description
  }

  /// The text of a span, for messages that quote a key.
  func text(_ span: JSONDocument.Span) -> String {
    let start = Int(span.start)
    let end = start + Int(span.count)
    if span.isDecoded { return String(decoding: decoded[start..<end], as: UTF8.self) }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
