/// Whitespace, line and column bookkeeping, and node creation.
///
/// Nodes keep only their offset: the reader records where lines start (here) and where
/// multi-byte characters are (`readString`) in a `LineTable`, which finds any node's line and
/// column when asked. Error locations, needed once per parse, are found by a plain rescan
/// instead, because an error may point past what the table has seen.
extension JSONParser.Reader {
  /// Skips RFC 8259 whitespace, counting `\n`, `\r\n` and a lone `\r` as one line break each.
  /// Most calls find none, or one space after a comma or colon: that is checked inline.
  @inline(__always)
  mutating func skipWhitespace() {
    if p < end && bytes[p] > 0x20 { return }
    if p + 1 < end && bytes[p] == 0x20 && bytes[p + 1] > 0x20 {
      p += 1
      return
    }
    skipWhitespaceRun()
  }

  private mutating func skipWhitespaceRun() {
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
    lines.addLine(at: p)
  }

  /// Appends a node for the value whose first character is at `offset` (on the current line).
  @discardableResult
  mutating func addNode(
    _ kind: JSONDocument.Kind, at offset: Int, start: Int32, count: Int32, isDecoded: Bool = false
  ) -> Int32 {
    let index = Int32(nodes.count)
    nodes.append(
      JSONDocument.RawNode(
        offset: Int32(offset), start: start, count: count, kind: kind, isDecoded: isDecoded))
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
    lines.location(of: Int(nodes[Int(node)].offset)).description
  }

  /// The text of a span, for messages that quote a key.
  func text(_ span: JSONDocument.Span) -> String {
    let start = Int(span.start)
    let end = start + Int(span.count)
    if span.isDecoded { return String(decoding: decoded[start..<end], as: UTF8.self) }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
