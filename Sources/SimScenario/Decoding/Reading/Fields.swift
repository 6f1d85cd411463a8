/// The members of one JSON object being decoded. Every key read is marked, so the keys nobody
/// read can be reported as unknown: nothing a user writes is silently ignored.
struct Fields {
  typealias Node = JSONDocument.Node

  let node: Node
  let path: String
  let members: [JSONDocument.Member]
  private var used: [Bool]

  init(node: Node, path: String, members: [JSONDocument.Member]) {
    self.node = node
    self.path = path
    self.members = members
    self.used = Array(repeating: false, count: members.count)
  }

  /// The value of `key`, marking it read. With duplicates, the first; the reader reports the
  /// rest as errors.
  mutating func take(_ key: String) -> Node? {
    guard let index = members.firstIndex(where: { $0.key == key }) else { return nil }
    used[index] = true
    return members[index].value
  }

  func has(_ key: String) -> Bool { members.contains { $0.key == key } }

  /// The key path of a member: `root.children[0]` + `frame`.
  func path(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  /// The members no one read, in source order.
  var unread: [JSONDocument.Member] {
    zip(members, used).filter { !$0.1 }.map(\.0)
  }
}

/// Key-path helpers.
enum KeyPath {
  static func index(_ path: String, _ index: Int) -> String { "\(path)[\(index)]" }
}
