/// The members of one JSON object being decoded. Every key read is marked, so the keys nobody
/// read can be reported as unknown: nothing a user writes is silently ignored.
struct Fields {
  typealias Node = JSONDocument.Node

  let node: Node
  let members: [JSONDocument.Member]
  /// Which members were read: a bit each for the first 64 (no allocation for an object of
  /// ordinary size), a flag each for the rest.
  private var usedBits: UInt64 = 0
  private var usedBeyond: [Bool]
  /// Bit n set when a member's key is n bytes long (n < 63; bit 63 for longer): most keys a
  /// decoder asks for are of a length no member has, and are turned down without a scan.
  private let lengths: UInt64
  /// The object's key path as text, or where to render it from (a view's, rendered only for a
  /// message).
  private let pathText: String?
  private let pathArena: PathArena?
  private let pathID: Int
  /// Members looked at by `take` and `takeEach`: what the reader adds up for the linearity
  /// tests (a key looked for by a scan of a large object each time grows with its square).
  private(set) var membersLooked = 0

  init(node: Node, path: String, members: [JSONDocument.Member]) {
    self.init(node: node, members: members, text: path, arena: nil, id: -1)
  }

  init(node: Node, path id: Int, in arena: PathArena, members: [JSONDocument.Member]) {
    self.init(node: node, members: members, text: nil, arena: arena, id: id)
  }

  private init(
    node: Node, members: [JSONDocument.Member], text: String?, arena: PathArena?, id: Int
  ) {
    self.node = node
    self.members = members
    self.usedBeyond = members.count > 64 ? Array(repeating: false, count: members.count - 64) : []
    self.lengths = Self.lengths(of: members)
    self.pathText = text
    self.pathArena = arena
    self.pathID = id
  }

  private static func lengths(of members: [JSONDocument.Member]) -> UInt64 {
    members.reduce(0) { $0 | bit($1.key.utf8.count) }
  }

  @inline(__always)
  static func bit(_ length: Int) -> UInt64 { 1 << UInt64(min(length, 63)) }

  /// The key-length bits of a group of keys, for `mayHaveAny(of:)`.
  static func lengths(of keys: [String]) -> UInt64 {
    keys.reduce(0) { $0 | bit($1.utf8.count) }
  }

  /// False when no member's key is as long as any key of a group (given by its `lengths`), so
  /// none of them can be present: a view without scroll keys skips asking for all fifteen.
  func mayHaveAny(ofLengths group: UInt64) -> Bool { lengths & group != 0 }

  /// The object's key path: `root.children[0]`.
  var path: String { pathText ?? pathArena?.render(pathID) ?? "" }

  /// The value of `key`, marking it read. With duplicates, the first; the reader reports the
  /// rest as errors.
  @inline(__always)
  mutating func take(_ key: String) -> Node? {
    // Keys of another length differ: checking the length first skips most string comparisons.
    let length = key.utf8.count
    guard lengths & Self.bit(length) != 0 else { return nil }
    guard
      let index = members.firstIndex(where: { $0.key.utf8.count == length && $0.key == key })
    else {
      membersLooked += members.count
      return nil
    }
    membersLooked += index + 1
    if index < 64 { usedBits |= 1 << UInt64(index) } else { usedBeyond[index - 64] = true }
    return members[index].value
  }

  /// Every member, each marked read, for objects whose keys are the user's own names (screens,
  /// presentations, control events): taking each by its key scanned the members again for
  /// each, the count squared (issue 36: a navigation controller of 8,000 screens).
  mutating func takeEach() -> [JSONDocument.Member] {
    let count = members.count
    usedBits = count >= 64 ? .max : (1 << UInt64(count)) - 1
    usedBeyond = Array(repeating: true, count: usedBeyond.count)
    membersLooked += count
    return members
  }

  @inline(__always)
  func has(_ key: String) -> Bool {
    let length = key.utf8.count
    return lengths & Self.bit(length) != 0
      && members.contains { $0.key.utf8.count == length && $0.key == key }
  }

  /// The key path of a member: `root.children[0]` + `frame`.
  func path(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  private func isRead(_ index: Int) -> Bool {
    index < 64 ? usedBits & (1 << UInt64(index)) != 0 : usedBeyond[index - 64]
  }

  /// Whether every member was read (the common case, checked without listing anything).
  var allRead: Bool {
    let count = members.count
    let low = count >= 64 ? UInt64.max : (1 << UInt64(count)) - 1
    return usedBits == low && !usedBeyond.contains(false)
  }

  /// The members no one read, in source order.
  var unread: [JSONDocument.Member] {
    members.indices.filter { !isRead($0) }.map { members[$0] }
  }
}

/// Key-path helpers.
enum KeyPath {
  static func index(_ path: String, _ index: Int) -> String { "\(path)[\(index)]" }
}
