/// A width and a height, as `CGSize`.
public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double

  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  @inlinable
  public init(_ width: Double, _ height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)
}
