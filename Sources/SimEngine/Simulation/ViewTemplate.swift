/// A subtree of views to create, flat in preorder so that no depth of nesting can overflow the
/// stack when it is built, copied or freed.
public struct ViewTemplate: Hashable, Sendable {
  /// Preorder: each entry's parent comes before it; the first entry is the root.
  public var entries: [Entry]

  public init(entries: [Entry]) {
    precondition(!entries.isEmpty && entries[0].parent == nil, "a template starts with its root")
    self.entries = entries
  }

  public var rootName: String { entries[0].properties.name }
}
