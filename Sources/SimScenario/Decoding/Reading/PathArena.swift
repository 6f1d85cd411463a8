/// Key paths for a view tree of any depth, built in O(1) per view and rendered only when a
/// message needs one.
///
/// Spelling out `root.children[0].children[0]…` for every view of a 100,000-deep chain would
/// take quadratic time and memory, so each path keeps a link to its parent and to its ancestor
/// at the head's depth, and long paths render elided: `root.children[0]…(99,990 more)…
/// .children[2]`. A child stores its array index, not text: a valid view never has its path
/// spelled out at all. A class, so the ``Fields`` of a view can hold its path unrendered.
final class PathArena {
  /// Sixteen bytes and nothing to retain: a view's path is its parent's and an index in its
  /// `children`; only roots have text, kept apart.
  private struct Entry {
    var parent: Int32
    /// Its ancestor (or itself) at depth ``headLength`` or less: where the head ends.
    var headEnd: Int32
    var depth: Int32
    /// A child's index in its parent's `children`; for a root, -1 - its number in `roots`.
    var index: Int32
  }

  private static let headLength: Int32 = 4
  private static let tailLength: Int32 = 5
  // Unchecked: the arena is the decoder's alone and no access overlaps another; checked, each
  // view's path paid three runtime exclusivity checks, half of what adding it cost.
  @exclusivity(unchecked) private var entries: [Entry] = []
  @exclusivity(unchecked) private var roots: [String] = []

  /// A root path such as `root` or `expect[2].view`.
  func root(_ path: String) -> Int {
    let id = Int32(entries.count)
    entries.append(Entry(parent: -1, headEnd: id, depth: 1, index: -1 - Int32(roots.count)))
    roots.append(path)
    return Int(id)
  }

  /// `parent` followed by `.children[index]`.
  func child(of parent: Int, index: Int) -> Int {
    let up = entries[parent]
    let id = Int32(entries.count)
    let depth = up.depth + 1
    entries.append(
      Entry(
        parent: Int32(parent), headEnd: depth <= Self.headLength ? id : up.headEnd, depth: depth,
        index: Int32(clamping: index)))
    return Int(id)
  }

  /// How many paths are kept.
  var count: Int { entries.count }

  /// Forgets `id` if it is the newest child path, so that the next takes its place: a view
  /// without children is done with its path once read, and a wide tree keeps as many paths as
  /// it has views with children, not one for every view. Any other path is kept.
  func discard(_ id: Int) {
    guard id == entries.count - 1, entries[id].index >= 0 else { return }
    entries.removeLast()
  }

  func render(_ id: Int) -> String {
    let entry = entries[id]
    guard entry.depth > Self.headLength + Self.tailLength else { return text(from: Int32(id)) }
    var tail: [String] = []
    var current = Int32(id)
    for _ in 0..<Self.tailLength {
      tail.append(component(current))
      current = entries[Int(current)].parent
    }
    let skipped = entry.depth - Self.headLength - Self.tailLength
    return text(from: entry.headEnd) + "…(\(skipped) more)…" + tail.reversed().joined()
  }

  /// The whole path from the root to `id` (a short one).
  private func text(from id: Int32) -> String {
    var components: [String] = []
    var current = id
    while current >= 0 {
      components.append(component(current))
      current = entries[Int(current)].parent
    }
    return components.reversed().joined()
  }

  private func component(_ id: Int32) -> String {
    let index = entries[Int(id)].index
    return index < 0 ? roots[Int(-1 - index)] : ".children[\(index)]"
  }
}
