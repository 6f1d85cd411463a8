/// Objects and arrays: opening, reading member keys, and closing. Children of open containers
/// wait on the `pending` stack and move to `children` when their container closes, so each
/// container owns one contiguous range however deeply its children nest.
extension JSONParser.Reader {
  /// Reads `"key"` and the `:` after it, leaving `p` at the member's value.
  mutating func readKey(afterComma comma: Int?) throws(JSONSyntaxError) {
    guard p < end else { throw endOfInput(expectingKeyAfterComma: comma != nil) }
    let byte = bytes[p]
    guard byte == UInt8(ascii: "\"") else {
      if byte == UInt8(ascii: "}"), let comma {
        throw error(at: comma, "trailing comma before '}'")
      }
      if isWordStart(byte) {
        let word = quoted(wordText(at: p))
        throw error(at: p, "unquoted key \(word); object keys must be strings in double quotes")
      }
      throw unexpected(
        at: p, expected: comma == nil ? "a string key or '}'" : "a string key after ','")
    }
    let offset = p
    let span = try readString()
    push(Int32(keys.count))
    let name =
      span.isDecoded
      ? keyTable.intern(decoded, start: Int(span.start), count: Int(span.count))
      : keyTable.intern(bytes, start: Int(span.start), count: Int(span.count))
    keys.append(JSONDocument.RawKey(name: name, offset: Int32(offset)))
    skipWhitespace()
    guard p < end else {
      throw error(
        at: p, "unexpected end of input: expected ':' after the key \(quoted(text(span)))")
    }
    guard bytes[p] == UInt8(ascii: ":") else {
      throw unexpected(at: p, expected: "':' after the key \(quoted(text(span)))")
    }
    p += 1
    skipWhitespace()
  }

  /// Starts an array or object at `p` and moves past its bracket and any whitespace.
  mutating func open(_ kind: JSONDocument.Kind) {
    let node = addNode(kind, at: p, start: 0, count: 0)
    frames.append(Frame(node: node, isObject: kind == .object, pendingStart: pendingCount))
    p += 1
    skipWhitespace()
  }

  /// Ends the innermost container: moves its children from `pending` into `children`, or
  /// packs an array of numbers.
  mutating func close() -> Int32 {
    let frame = frames.removeLast()
    let count = pendingCount - frame.pendingStart
    if !frame.isObject && packNumbers(of: frame.node, count: count) {
      pendingCount = frame.pendingStart
      return frame.node
    }
    nodes[Int(frame.node)].start = Int32(children.count)
    nodes[Int(frame.node)].count = Int32(frame.isObject ? count / 2 : count)
    for index in frame.pendingStart..<pendingCount { children.append(pending[index]) }
    pendingCount = frame.pendingStart
    return frame.node
  }

  /// Turns a just-closed array whose elements are all numbers the parser converted (a frame, a
  /// point, a transform) into their values, dropping their nodes: 16 bytes of node and 4 of
  /// child index an element became 8 of value. Its elements are then the last nodes made, so
  /// dropping them keeps every other node in document order. Returns false, changing nothing,
  /// for any other array.
  private mutating func packNumbers(of array: Int32, count: Int) -> Bool {
    let first = Int(array) + 1
    guard count > 0, nodes.count - first == count else { return false }
    for index in first..<nodes.count {
      guard nodes[index].kind == .number && nodes[index].isDecoded else { return false }
    }
    nodes[Int(array)].start = Int32(numbers.count)
    nodes[Int(array)].count = Int32(count)
    nodes[Int(array)].isDecoded = true
    for index in first..<nodes.count {
      let raw = nodes[index]
      numbers.append(JSONDocument.convertedValue(start: raw.start, count: raw.count))
    }
    // One at a time: `removeLast(_:)` went through the generic collection path, a third of
    // packing a frame.
    for _ in 0..<count { nodes.removeLast() }
    packedArrays.append(array)
    return true
  }

  /// Puts a child on the `pending` stack, whose storage is kept and overwritten rather than
  /// shrunk as containers close.
  mutating func push(_ child: Int32) {
    if pendingCount < pending.count {
      pending[pendingCount] = child
    } else {
      pending.append(child)
    }
    pendingCount += 1
  }
}
