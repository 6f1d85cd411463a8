import SimGeometry

/// A set of view properties to change at once, as a `set` action writes them. Nil fields are
/// left alone.
///
/// Applied in a fixed order so a change is the same whatever order a file lists its keys in:
/// anchor point, frame, bounds, center, content offset, transform, then the flags.
public struct ViewChange: Hashable, Sendable {
  public var anchorPoint: Point?
  public var frame: Rect?
  /// The bounds origin, and the size when given.
  public var boundsOrigin: Point?
  public var boundsSize: Size?
  public var center: Point?
  public var contentOffset: Point?
  public var transform: AffineTransform?
  public var isHidden: Bool?
  public var alpha: Double?
  public var isUserInteractionEnabled: Bool?
  public var isEnabled: Bool?
  public var clipsToBounds: Bool?
  public var isMultipleTouchEnabled: Bool?
  public var isExclusiveTouch: Bool?
  public var passesTouchesThrough: Bool?
  /// `.some(nil)` removes a custom hit area.
  public var hitArea: HitArea??
  /// Numbers computed when the action runs, written over the literal ones above (which hold
  /// the rest of each property). Empty once the simulation has resolved the change.
  public var computed: [ComputedProperty] = []

  // Inlinable, so that the decoder builds and applies a change in place: across the module
  // boundary each view paid for copying the whole (mostly empty) change.
  @inlinable public init() {}

  @inlinable
  public func apply(to view: inout ViewProperties) {
    if let anchorPoint { view.anchorPoint = anchorPoint }
    if let frame { view.frame = frame }
    if let boundsOrigin { view.bounds.origin = boundsOrigin }
    if let boundsSize { view.bounds.size = boundsSize }
    if let center { view.center = center }
    if let contentOffset { view.contentOffset = contentOffset }
    if let transform { view.transform = transform }
    if let isHidden { view.isHidden = isHidden }
    if let alpha { view.alpha = alpha }
    if let isUserInteractionEnabled { view.isUserInteractionEnabled = isUserInteractionEnabled }
    if let isEnabled { view.isEnabled = isEnabled }
    if let clipsToBounds { view.clipsToBounds = clipsToBounds }
    if let isMultipleTouchEnabled { view.isMultipleTouchEnabled = isMultipleTouchEnabled }
    if let isExclusiveTouch { view.isExclusiveTouch = isExclusiveTouch }
    if let passesTouchesThrough { view.passesTouchesThrough = passesTouchesThrough }
    if let hitArea { view.hitArea = hitArea }
  }
}
