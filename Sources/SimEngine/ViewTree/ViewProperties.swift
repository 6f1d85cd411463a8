import SimGeometry

/// Everything a scenario can say about one view, in UIKit's terms.
///
/// Geometry is stored the way UIKit stores it: `center`, `bounds` and `transform` about
/// `anchorPoint`; ``frame`` is derived. Setting ``frame`` sets `center` and the bounds size as
/// UIKit does under an identity transform, and leaves the bounds origin alone.
public struct ViewProperties: Hashable, Sendable {
  // The values a frame samples come first and together (two cache lines), so sampling many
  // views reads no more of each than it needs.
  /// The position of the anchor point in the superview's coordinates (`layer.position`).
  public var center: Point
  /// The view's own coordinate space: the origin is the scroll position (a scroll view's
  /// `contentOffset`), the size is the view's untransformed size.
  public var bounds: Rect
  public var alpha: Double
  /// Applied about the anchor point, as `UIView.transform`.
  public var transform: AffineTransform
  /// In unit coordinates of the bounds; (0.5, 0.5) is the centre.
  public var anchorPoint: Point
  /// The view's identifier: unique in a simulation, used in every report.
  public var name: String
  public var viewClass: ViewClass
  public var isHidden: Bool
  public var isUserInteractionEnabled: Bool
  /// Only meaningful for controls: a disabled control is transparent to hit testing.
  public var isEnabled: Bool
  /// Draws only inside the bounds. It plays no part in hit testing: the bounds gate applies to
  /// children either way.
  public var clipsToBounds: Bool
  public var isMultipleTouchEnabled: Bool
  public var isExclusiveTouch: Bool
  /// The seeds' `PassThroughView`: `hitTest` returns nil wherever it would return the view
  /// itself, so touches fall through to views behind it while its subviews stay touchable.
  public var passesTouchesThrough: Bool
  /// What few views have (a hit area, a view controller, a `touchesShouldCancel` answer), out
  /// of line and shared between copies: inline, every view of a 100,000-view tree paid 65
  /// bytes for them, in the template and again in the tree.
  @usableFromInline var rare: RareViewProperties?

  /// A custom `point(inside:)`; nil means the bounds.
  public var hitArea: HitArea? {
    get { rare?.values.hitArea }
    set { updateRare { $0.hitArea = newValue } }
  }
  /// The name of the view controller whose root view this is, for the responder chain.
  public var viewController: String? {
    get { rare?.values.viewController }
    set { updateRare { $0.viewController = newValue } }
  }
  /// What an enclosing scroll view's `touchesShouldCancel(in:)` answers for this view: nil for
  /// UIKit's default (false for a UIControl, true for any other view).
  public var touchesShouldCancel: Bool? {
    get { rare?.values.touchesShouldCancel }
    set { updateRare { $0.touchesShouldCancel = newValue } }
  }

  /// A valued control's value (a slider's value, range and `isContinuous`); nil for views
  /// without one.
  public var controlValue: ControlValue? {
    get { rare?.values.controlValue }
    set { updateRare { $0.controlValue = newValue } }
  }

  /// Replaces the rare values (never changes them in place: copies share the storage); none
  /// set is no storage at all, so equal values are stored alike.
  private mutating func updateRare(_ change: (inout RareViewProperties.Values) -> Void) {
    var values = rare?.values ?? RareViewProperties.Values()
    change(&values)
    rare = values == RareViewProperties.Values() ? nil : RareViewProperties(values)
  }

  /// A view of `viewClass` with UIKit's initial values and the given frame. Inlinable, so that
  /// a caller builds the value in place (a call returned it through a whole copy).
  @inlinable
  public init(name: String, class viewClass: ViewClass = .uiView, frame: Rect = .zero) {
    self.name = name
    self.viewClass = viewClass
    self.transform = .identity
    self.anchorPoint = Point(x: 0.5, y: 0.5)
    self.isHidden = false
    self.alpha = 1
    self.isUserInteractionEnabled = viewClass.userInteractionEnabledByDefault
    self.isEnabled = true
    self.clipsToBounds = false
    self.isMultipleTouchEnabled = false
    self.isExclusiveTouch = false
    self.passesTouchesThrough = false
    self.rare = nil
    // What the `frame` setter does with the anchor at the middle, written out: calling the
    // setter from here copied the whole value.
    self.bounds = Rect(origin: .zero, size: frame.size)
    self.center = Point(x: frame.minX + 0.5 * frame.width, y: frame.minY + 0.5 * frame.height)
  }

  /// The smallest rectangle in the superview's coordinates that contains the transformed
  /// bounds, as `UIView.frame`.
  public var frame: Rect {
    get {
      Self.frame(center: center, bounds: bounds, anchorPoint: anchorPoint, transform: transform)
    }
    set {
      bounds.size = newValue.size
      center = Point(
        x: newValue.minX + anchorPoint.x * newValue.width,
        y: newValue.minY + anchorPoint.y * newValue.height)
    }
  }

  /// The frame these values make: the bounds around the anchor point, transformed, boxed and
  /// moved to the position (shared with ``DrawnValues``).
  static func frame(
    center: Point, bounds: Rect, anchorPoint: Point, transform: AffineTransform
  ) -> Rect {
    let local = Rect(
      x: -anchorPoint.x * bounds.width, y: -anchorPoint.y * bounds.height,
      width: bounds.width, height: bounds.height)
    let box = transform.isIdentity ? local : local.applying(transform)
    return Rect(
      x: box.minX + center.x, y: box.minY + center.y, width: box.width, height: box.height)
  }

  /// A scroll view's `contentOffset`, which is its bounds origin.
  public var contentOffset: Point {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  /// Why the hit-test walk skips this view (and so its whole subtree), before looking at the
  /// point at all; empty when it is eligible.
  public func ineligibility(minimumAlpha: Double) -> Ineligibility {
    var reasons: Ineligibility = []
    if isHidden { reasons.insert(.hidden) }
    if !(alpha >= minimumAlpha) { reasons.insert(.transparent) }
    if !isUserInteractionEnabled { reasons.insert(.userInteractionDisabled) }
    if viewClass.isControl && !isEnabled { reasons.insert(.disabledControl) }
    if transform.inverted == nil { reasons.insert(.singularTransform) }
    return reasons
  }
}
