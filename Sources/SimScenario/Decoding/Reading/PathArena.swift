/// Key paths for a view tree of any depth, built in O(1) per view.
///
/// Spelling out `root.children[0].children[0]…` for every view of a 100,000-deep chain would
/// take quadratic time and memory, so each path keeps its first few components and a link to
/// its parent, and long paths render elided: `root.children[0]…(99,990 more)….children[2]`.
struct PathArena {
  private struct Entry {
    var parent: Int
    var component: String
    var depth: Int
    /// The rendered first ``headLength`` components.
    var head: String
  }

  private static let headLength = 4
  private static let tailLength = 5
  private var entries: [Entry] = []

  /// A root path such as `root` or `expect[2].view`.
  mutating func root(_ path: String) -> Int {
    entries.append(Entry(parent: -1, component: path, depth: 1, head: path))
    return entries.count - 1
  }

  /// `parent` followed by `component`, which starts with "." or "[".
  mutating func child(of parent: Int, _ component: String) -> Int {
    let up = entries[parent]
    let head = up.depth < Self.headLength ? up.head + component : up.head
    entries.append(Entry(parent: parent, component: component, depth: up.depth + 1, head: head))
    return entries.count - 1
  }

  func render(_ id: Int) -> String {
    let entry = entries[id]
    guard entry.depth > Self.headLength + Self.tailLength else {
      var components: [String] = []
      var current = id
      while current >= 0 {
        components.append(entries[current].component)
        current = entries[current].parent
      }
      return components.reversed().joined()
    }
    var tail: [String] = []
    var current = id
    for _ in 0..<Self.tailLength {
      tail.append(entries[current].component)
      current = entries[current].parent
    }
    let skipped = entry.depth - Self.headLength - Self.tailLength
    return entry.head + "…(\(skipped) more)…" + tail.reversed().joined()
  }
}
