/// Strict RFC 8259 JSON parsing that remembers where every value came from.
///
/// The parser is a loop over an explicit stack of open containers rather than recursive descent,
/// so nesting depth is bounded by memory, not by the thread's stack: a hostile or generated
/// scenario file cannot crash the tool by being deep. It makes one forward pass and does constant
/// work per byte, so time is linear in the input.
public enum JSONParser {
  /// Parses UTF-8 bytes; a leading UTF-8 byte order mark is skipped.
  /// `firstLine` lets a caller parse one line of a JSON Lines file and still report file line numbers.
  public static func parse(
    _ bytes: [UInt8], firstLine: Int = 1
  ) throws(JSONSyntaxError) -> JSONDocument {
    var reader = Reader(bytes: bytes, firstLine: firstLine)
    return try reader.parseDocument()
  }

  /// Parses text; the same as parsing its UTF-8 bytes.
  /// `firstLine` lets a caller parse one line of a JSON Lines file and still report file line numbers.
  public static func parse(
    _ text: String, firstLine: Int = 1
  ) throws(JSONSyntaxError) -> JSONDocument {
    try parse(Array(text.utf8), firstLine: firstLine)
  }
}

extension JSONParser {
  /// The state of one parse, split over files by concern: this one holds the loop over values;
  /// containers, strings, literals, positions, UTF-8 and diagnostics live in extensions.
  struct Reader {
    /// What the parser was doing when it started looking for a value, for end-of-input messages.
    enum ValueContext { case topLevel, arrayFirst, arrayNext, memberValue }

    /// An open container: its node and where its children start on the `pending` stack.
    struct Frame {
      let node: Int32
      let isObject: Bool
      let pendingStart: Int
    }

    let bytes: [UInt8]
    let end: Int
    let firstLine: Int
    /// Where the JSON text starts: 3 when a BOM was skipped, else 0.
    let bodyStart: Int
    var p: Int
    /// Where lines and multi-byte characters start, for the document's locations.
    var lines: LineTable

    var nodes: [JSONDocument.RawNode] = []
    var children: [Int32] = []
    var keys: [JSONDocument.RawKey] = []
    var keyTable = KeyTable()
    var decoded: [UInt8] = []
    /// The values of arrays made only of converted numbers, which keep no node per element.
    var numbers: [Double] = []
    /// Those arrays' nodes, in the order their numbers start.
    var packedArrays: [Int32] = []
    var frames: [Frame] = []
    /// Children of all open containers, innermost last; moved to `children` when one closes so
    /// that each container's children end up contiguous.
    var pending: [Int32] = []
    /// How many of `pending`'s elements are in use.
    var pendingCount = 0

    init(bytes: [UInt8], firstLine: Int) {
      self.bytes = bytes
      self.end = bytes.count
      self.firstLine = firstLine
      let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
      self.bodyStart = hasBOM ? 3 : 0
      self.p = bodyStart
      self.lines = LineTable(bodyStart: bodyStart, firstLine: firstLine)
      // Room for a document as dense as a typical scenario (a value every 4 bytes or more, a
      // key every 8) from the start. Grown by doubling instead, each array left its earlier
      // buffers free in the heap, a quarter more memory than the document held; capacity that
      // is never written is never made resident. A denser file still grows by doubling.
      nodes.reserveCapacity(bytes.count / 4)
      children.reserveCapacity(bytes.count / 4)
      keys.reserveCapacity(bytes.count / 8)
      numbers.reserveCapacity(bytes.count / 8)
      packedArrays.reserveCapacity(bytes.count / 16)
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONDocument {
      guard bytes.count < Int(Int32.max) else {
        throw error(at: bodyStart, "the input is too large: JSON over 2 GB is not supported")
      }
      skipWhitespace()
      guard p < end else { throw error(at: p, "the file is empty: expected a JSON value") }
      var context = ValueContext.topLevel
      nextValue: while true {
        // Read the value starting at `p`; an opened non-empty container goes on to its first child.
        guard p < end else { throw endOfInput(expectingValueIn: context) }
        var value: Int32
        switch bytes[p] {
        case UInt8(ascii: "["):
          open(.array)
          guard p < end, bytes[p] == UInt8(ascii: "]") else {
            context = .arrayFirst
            continue nextValue
          }
          p += 1
          value = close()
        case UInt8(ascii: "{"):
          open(.object)
          guard p < end, bytes[p] == UInt8(ascii: "}") else {
            try readKey(afterComma: nil)
            context = .memberValue
            continue nextValue
          }
          p += 1
          value = close()
        case UInt8(ascii: "\""): value = try readStringValue()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try readNumber()
        case let b where isWordStart(b): value = try readWord()
        default: throw unexpectedValue(in: context)
        }
        // Attach the finished value to its container; keep closing containers while the input does.
        while let frame = frames.last {
          push(value)
          skipWhitespace()
          guard p < end else { throw endOfInput(closing: frame) }
          let byte = bytes[p]
          if byte == UInt8(ascii: ",") {
            let comma = p
            p += 1
            skipWhitespace()
            if frame.isObject {
              try readKey(afterComma: comma)
              context = .memberValue
            } else {
              if p < end && bytes[p] == UInt8(ascii: "]") {
                throw error(at: comma, "trailing comma before ']'")
              }
              context = .arrayNext
            }
            continue nextValue
          }
          guard byte == UInt8(ascii: frame.isObject ? "}" : "]") else {
            throw unexpectedSeparator(in: frame)
          }
          p += 1
          value = close()
        }
        skipWhitespace()
        guard p >= end else { throw textAfterValue() }
        return JSONDocument(
          input: bytes, nodes: nodes, children: children, keys: keys, keyNames: keyTable.names,
          decoded: decoded, numbers: numbers, packedArrays: packedArrays, lines: lines)
      }
    }
  }
}
