/// Arrays of numbers the parser converted (a frame, a point, a transform) keep their values in
/// `numbers` instead of a value and a child index each; their elements' handles count on from
/// the last node. Nothing about an element is lost: its value is read in place, its literal and
/// place are found again from the array's text when a message asks.
extension JSONDocument {
  /// The value of a packed array's element, by its index in `numbers`; nil for a node.
  @inline(__always)
  func packed(_ node: Node) -> Int? {
    let index = Int(node.index) - nodes.count
    return index >= 0 ? index : nil
  }

  /// A packed array's values (an array of numbers the parser converted, all finite), read in
  /// place; nil for any other value.
  public func packedNumbers(_ node: Node) -> ArraySlice<Double>? {
    guard packed(node) == nil else { return nil }
    let raw = nodes[Int(node.index)]
    guard raw.kind == .array && raw.isDecoded else { return nil }
    return numbers[Int(raw.start)..<Int(raw.start) + Int(raw.count)]
  }

  /// The value's first byte. A packed element's is found by reading its array's text again
  /// from the `[` (only for a message).
  func offset(_ node: Node) -> Int {
    guard let index = packed(node) else { return Int(nodes[Int(node.index)].offset) }
    // The last packed array whose numbers start at or before `index`.
    var low = 0
    var high = packedArrays.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if Int(nodes[Int(packedArrays[middle])].start) <= index {
        low = middle
      } else {
        high = middle
      }
    }
    let array = nodes[Int(packedArrays[low])]
    var p = Int(array.offset) + 1
    func skipSpace() {
      while p < input.count,
        input[p] == 0x20 || input[p] == 0x09 || input[p] == 0x0A
          || input[p] == 0x0D
      {
        p += 1
      }
    }
    skipSpace()
    for _ in 0..<(index - Int(array.start)) {
      while p < input.count, Self.isNumberByte(input[p]) { p += 1 }
      skipSpace()
      p += 1  // the comma
      skipSpace()
    }
    return p
  }

  /// The value of a number the parser converted, from the bits it kept in `start` and `count`.
  static func convertedValue(start: Int32, count: Int32) -> Double {
    Double(
      bitPattern: UInt64(UInt32(bitPattern: start)) | UInt64(UInt32(bitPattern: count)) << 32)
  }

  static func isNumberByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
      true
    default: false
    }
  }
}
