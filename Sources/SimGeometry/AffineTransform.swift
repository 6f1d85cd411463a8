/// A 2-D affine transform, as `CGAffineTransform`: `[a b c d tx ty]` maps `(x, y)` to
/// `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct AffineTransform: Hashable, Sendable {
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double
  public var tx: Double
  public var ty: Double

  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A rotation by `angle` radians, as `CGAffineTransform(rotationAngle:)`.
  public init(rotationAngle angle: Double) {
    let (sine, cosine) = PortableMath.sinCos(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// A scale, as `CGAffineTransform(scaleX:y:)`.
  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A translation, as `CGAffineTransform(translationX:y:)`.
  public init(translationX tx: Double, y ty: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  @inlinable
  public var isIdentity: Bool { self == .identity }

  /// Whether the linear part is the identity (the transform at most translates).
  @inlinable
  public var isTranslationOnly: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

  @inlinable
  public var determinant: Double { a * d - b * c }

  @inlinable
  public func apply(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// The inverse, or nil when the transform is singular (a scale of 0 squashes the view to a
  /// line, and UIKit's conversions then produce no usable point).
  public var inverted: AffineTransform? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return AffineTransform(
      a: ia, b: ib, c: ic, d: id,
      tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
  }

  /// `self` followed by `other`, as `self.concatenating(other)`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }
}
