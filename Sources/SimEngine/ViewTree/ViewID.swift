/// A view's handle in a ``ViewTree``: a dense index into the tree's flat storage.
///
/// IDs are never reused, so an ID taken before a `removeFromSuperview` still names the same view
/// afterwards (a removed view keeps its storage, as a UIView object outlives its superview).
public struct ViewID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let rawValue: Int32

  @inlinable
  public init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  @inlinable
  var index: Int { Int(rawValue) }

  @inlinable
  public static func < (lhs: ViewID, rhs: ViewID) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { "#\(rawValue)" }
}
