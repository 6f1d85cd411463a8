import SimGeometry

/// The part of a view the hit-test walk reads, packed into one flat struct so a walk touches one
/// contiguous record per visited view (88 bytes) and nothing else in the common case.
///
/// A point `p` in the superview's coordinates maps into the view as
/// `local = M·(p − center) + offset`, Core Animation's order of operations: subtract the
/// position, undo the transform, add the anchor point's place in the bounds (which includes the
/// bounds origin, i.e. a scroll view's content offset). `M` is the inverse of the transform's
/// linear part; it is the identity for untransformed and translated views, which skip the
/// multiplication (``HitFlags/linear`` unset) and read no other storage.
@usableFromInline
struct HitNode: Sendable {
  @usableFromInline var centerX: Double
  @usableFromInline var centerY: Double
  @usableFromInline var offsetX: Double
  @usableFromInline var offsetY: Double
  /// The inside region in local coordinates: the bounds, inset by a hit area's insets.
  @usableFromInline var minX: Double
  @usableFromInline var minY: Double
  @usableFromInline var maxX: Double
  @usableFromInline var maxY: Double
  @usableFromInline var parent: Int32
  @usableFromInline var firstChild: Int32
  @usableFromInline var lastChild: Int32
  @usableFromInline var prevSibling: Int32
  @usableFromInline var nextSibling: Int32
  @usableFromInline var flags: HitFlags
  @usableFromInline var ineligibility: Ineligibility

  static let detached = HitNode(
    centerX: 0, centerY: 0, offsetX: 0, offsetY: 0, minX: 0, minY: 0, maxX: 0, maxY: 0,
    parent: -1, firstChild: -1, lastChild: -1, prevSibling: -1, nextSibling: -1,
    flags: [], ineligibility: [])

  /// Refreshes everything but the links from `properties`, returning the linear part to store.
  mutating func update(from properties: ViewProperties, minimumAlpha: Double) -> LinearPart {
    let bounds = properties.bounds
    let inverse = properties.transform.inverted ?? .identity
    let anchorX = bounds.minX + properties.anchorPoint.x * bounds.width
    let anchorY = bounds.minY + properties.anchorPoint.y * bounds.height
    centerX = properties.center.x
    centerY = properties.center.y
    offsetX = anchorX + inverse.tx
    offsetY = anchorY + inverse.ty
    let region = bounds.inset(by: properties.hitArea?.insets ?? .zero)
    minX = region.minX
    minY = region.minY
    maxX = region.maxX
    maxY = region.maxY
    flags = []
    if !properties.transform.isTranslationOnly { flags.insert(.linear) }
    if let area = properties.hitArea, !area.isRectangular { flags.insert(.customShape) }
    if properties.passesTouchesThrough { flags.insert(.passThrough) }
    ineligibility = properties.ineligibility(minimumAlpha: minimumAlpha)
    return LinearPart(a: inverse.a, b: inverse.b, c: inverse.c, d: inverse.d)
  }
}

/// Per-view bits the walk branches on.
@usableFromInline
struct HitFlags: OptionSet, Sendable {
  @usableFromInline let rawValue: UInt16

  @inlinable
  init(rawValue: UInt16) {
    self.rawValue = rawValue
  }

  /// The transform rotates, scales or skews: apply ``LinearPart``.
  @usableFromInline static let linear = HitFlags(rawValue: 1 << 0)
  /// The hit area is a circle, an ellipse or has exclusions: ask ``HitArea``.
  @usableFromInline static let customShape = HitFlags(rawValue: 1 << 1)
  /// `hitTest` returns nil where it would return the view itself.
  @usableFromInline static let passThrough = HitFlags(rawValue: 1 << 2)
}

/// The inverse of a transform's linear part, kept apart from ``HitNode`` because few views
/// rotate or scale.
@usableFromInline
struct LinearPart: Sendable {
  @usableFromInline var a: Double
  @usableFromInline var b: Double
  @usableFromInline var c: Double
  @usableFromInline var d: Double

  static let identity = LinearPart(a: 1, b: 0, c: 0, d: 1)
}
