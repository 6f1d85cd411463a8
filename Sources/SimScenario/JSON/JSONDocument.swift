/// A parsed JSON value stored flat, so that depth never costs stack.
///
/// Every value is one entry of a single node array (an arena) and containers refer to their
/// children by a range of a shared child-index array. Nothing is recursive: building, walking,
/// copying and freeing a 200,000-deep document all take constant stack, which a tree of nested
/// enums or arrays could not promise (their deinit recurses). Strings and number literals are
/// byte ranges into the original input; only strings with escapes are copied (decoded). An
/// array of numbers the parser converted keeps their values instead of a node each (`numbers`);
/// its elements' handles count on from the last node.
public struct JSONDocument: Sendable {
  /// An opaque handle to one value of this document. Handles of one document mean nothing in
  /// another.
  public struct Node: Hashable, Sendable {
    public let index: Int32
  }

  /// The six kinds of JSON value.
  public enum Kind: UInt8, Sendable {
    case null, bool, number, string, array, object
  }

  /// One `"key": value` pair of an object. Where its key is, for messages such as "unknown key
  /// 'spead'", is `location(ofKey:)`: found only when a message needs it.
  public struct Member: Hashable, Sendable {
    public let key: String
    /// The key's index in the document's key list.
    let keyIndex: Int32
    public let value: Node
  }

  /// A byte range holding string or number text: in `input`, or in `decoded` for strings that
  /// contained escapes.
  struct Span: Sendable {
    var start: Int32
    var count: Int32
    var isDecoded: Bool
  }

  /// One value. 32-bit fields keep it at 16 bytes; the parser refuses inputs over 2 GB. Its
  /// line and column are found from `offset` when asked (`LineTable`). A number the parser
  /// converted (`isDecoded`) keeps its value's bits in `start` and `count`; a packed array
  /// (`isDecoded`) its first index into `numbers` and its count.
  struct RawNode: Sendable {
    var offset: Int32
    /// Scalars: the text span (bool: 0 or 1). Containers: the first index into `children`.
    var start: Int32
    /// Scalars: the span's length. Containers: the element or member count.
    var count: Int32
    var kind: Kind
    var isDecoded: Bool
  }

  /// An object key: which of the document's distinct keys it is, and where its opening quote is.
  struct RawKey: Sendable {
    var name: Int32
    var offset: Int32
  }

  let input: [UInt8]
  let nodes: [RawNode]
  /// Arrays own `count` node indices from `start`; objects own `2 * count`: key index, value index.
  let children: [Int32]
  let keys: [RawKey]
  /// Each distinct key once (`KeyTable`), by `RawKey.name`.
  let keyNames: [String]
  let decoded: [UInt8]
  /// The elements of packed arrays; element `i` has the handle `nodes.count + i`.
  let numbers: [Double]
  /// The packed arrays' nodes, in the order of their first index into `numbers`.
  let packedArrays: [Int32]
  let lines: LineTable

  /// The top-level value; always the first node because nodes are created in document order.
  public var root: Node { Node(index: 0) }

  /// The number of values in the document (object keys are not counted).
  public var nodeCount: Int { nodes.count + numbers.count }

  public func kind(_ node: Node) -> Kind {
    packed(node) == nil ? nodes[Int(node.index)].kind : .number
  }

  /// Where the value's first character is (`"`, `[`, `{`, `-`, a digit or a letter).
  public func location(_ node: Node) -> SourceLocation {
    lines.location(of: offset(node))
  }

  /// Where a member's key is: its opening quote.
  public func location(ofKey member: Member) -> SourceLocation {
    lines.location(of: Int(keys[Int(member.keyIndex)].offset))
  }

  public func bool(_ node: Node) -> Bool? {
    guard packed(node) == nil else { return nil }
    let raw = nodes[Int(node.index)]
    return raw.kind == .bool ? raw.start != 0 : nil
  }

  /// The literal's nearest `Double`; `±infinity` when it overflows (`1e999`), which JSON allows
  /// to be written even though it cannot be represented.
  public func number(_ node: Node) -> Double? {
    if let index = packed(node) { return numbers[index] }
    let raw = nodes[Int(node.index)]
    guard raw.kind == .number else { return nil }
    // Converted while parsing (`fastValue`): the value's bits are where the span would be.
    if raw.isDecoded { return Self.convertedValue(start: raw.start, count: raw.count) }
    return numberLiteral(node).flatMap { Double($0) }
  }

  /// `-12.375` and the like without a string or `strtod`, from the digits the parser read as an
  /// integer m and the number k of them after the point: at most 15 significant digits and no
  /// exponent, m / 10^k, which is correctly rounded because both are exact doubles (m < 2^53,
  /// k ≤ 15) and IEEE division rounds correctly (Clinger's fast path). Anything else is nil,
  /// for the general conversion.
  static func fastValue(mantissa: Int64, digits: Int, fractionDigits: Int, negative: Bool)
    -> Double?
  {
    guard digits > 0, digits <= 15 else { return nil }
    let value = Double(mantissa) / Self.powerOfTen(fractionDigits)
    return negative ? -value : value
  }

  /// 10^k for k from 0 to 15, each exact. A switch (which the compiler makes a table) rather
  /// than an array in a global, whose lazy initialisation every number read paid to check.
  @inline(__always)
  private static func powerOfTen(_ k: Int) -> Double {
    switch k {
    case 0: 1
    case 1: 1e1
    case 2: 1e2
    case 3: 1e3
    case 4: 1e4
    case 5: 1e5
    case 6: 1e6
    case 7: 1e7
    case 8: 1e8
    case 9: 1e9
    case 10: 1e10
    case 11: 1e11
    case 12: 1e12
    case 13: 1e13
    case 14: 1e14
    default: 1e15
    }
  }

  /// The number exactly as written, for callers that must not lose precision (see
  /// `DecimalLiteral`).
  public func numberLiteral(_ node: Node) -> String? {
    if packed(node) == nil {
      let raw = nodes[Int(node.index)]
      guard raw.kind == .number else { return nil }
      guard raw.isDecoded else {
        return text(Span(start: raw.start, count: raw.count, isDecoded: false))
      }
    }
    // A converted number keeps its value instead of its length: the literal runs from its
    // first character to the first byte that can't be part of a number.
    let start = offset(node)
    var end = start
    while end < input.count, Self.isNumberByte(input[end]) { end += 1 }
    return String(decoding: input[start..<end], as: UTF8.self)
  }

  /// The decoded string: escapes resolved, `\u` surrogate pairs combined.
  public func string(_ node: Node) -> String? {
    guard packed(node) == nil else { return nil }
    let raw = nodes[Int(node.index)]
    guard raw.kind == .string else { return nil }
    return text(Span(start: raw.start, count: raw.count, isDecoded: raw.isDecoded))
  }

  /// How many elements an array has (0 for any other kind), without listing them.
  public func elementCount(_ node: Node) -> Int {
    guard packed(node) == nil else { return 0 }
    let raw = nodes[Int(node.index)]
    return raw.kind == .array ? Int(raw.count) : 0
  }

  /// Element `index` of an array.
  /// - Precondition: `index < elementCount(node)`.
  public func element(_ node: Node, _ index: Int) -> Node {
    precondition(packed(node) == nil, "no element \(index)")
    let raw = nodes[Int(node.index)]
    precondition(raw.kind == .array && index < Int(raw.count), "no element \(index)")
    if raw.isDecoded { return Node(index: Int32(nodes.count + Int(raw.start) + index)) }
    return Node(index: children[Int(raw.start) + index])
  }

  /// The array's elements in order; `[]` for any other kind.
  public func elements(_ node: Node) -> [Node] {
    guard packed(node) == nil else { return [] }
    let raw = nodes[Int(node.index)]
    guard raw.kind == .array else { return [] }
    let start = Int(raw.start)
    if raw.isDecoded {
      let first = nodes.count + start
      return (first..<first + Int(raw.count)).map { Node(index: Int32($0)) }
    }
    return children[start..<start + Int(raw.count)].map { Node(index: $0) }
  }

  /// The object's members in source order. Duplicate keys are all kept so that a caller can
  /// report them (RFC 8259 leaves their meaning open). `[]` for any other kind.
  public func members(_ node: Node) -> [Member] {
    guard packed(node) == nil else { return [] }
    let raw = nodes[Int(node.index)]
    guard raw.kind == .object else { return [] }
    var result: [Member] = []
    result.reserveCapacity(Int(raw.count))
    var i = Int(raw.start)
    for _ in 0..<Int(raw.count) {
      let keyIndex = children[i]
      result.append(
        Member(
          key: keyNames[Int(keys[Int(keyIndex)].name)], keyIndex: keyIndex,
          value: Node(index: children[i + 1])))
      i += 2
    }
    return result
  }

  private func text(_ span: Span) -> String {
    let start = Int(span.start)
    let end = start + Int(span.count)
    // The parser validated the UTF-8, so decoding never substitutes replacement characters.
    if span.isDecoded { return String(decoding: decoded[start..<end], as: UTF8.self) }
    return String(decoding: input[start..<end], as: UTF8.self)
  }
}
