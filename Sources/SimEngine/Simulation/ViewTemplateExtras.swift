import SimGeometry

/// What a ``ViewTemplate/Entry`` keeps out of line: the properties most views leave at UIKit's
/// defaults, and the view's handlers, recognizers and scroll settings. Immutable, shared
/// between copies, compared and hashed by value.
@usableFromInline
final class ViewTemplateExtras: Hashable, Sendable {
  @usableFromInline
  struct Values: Hashable, Sendable {
    var alpha: Double = 1
    var transform: AffineTransform = .identity
    var anchorPoint = Point(x: 0.5, y: 0.5)
    var boundsOrigin = Point.zero
    var rare: RareViewProperties?
    var handlers = ControlHandlers()
    var gestures: [GestureRecognizer] = []
    var scroll: ScrollSettings?
    /// A `UIContextMenuInteraction` on the view.
    var contextMenu: ContextMenu?
    /// A table's data source (`Lists/`).
    var list: ListDataSource?

    /// Whether these are the defaults.
    var isDefault: Bool {
      Self.areDefaults(
        alpha: alpha, transform: transform, anchorPoint: anchorPoint, boundsOrigin: boundsOrigin,
        rare: rare) && handlers.isEmpty && gestures.isEmpty && scroll == nil
        && contextMenu == nil && list == nil
    }

    /// Whether these are UIKit's alpha, transform, anchor point and bounds origin, and no rare
    /// values, bit for bit: a `-0` or a NaN is kept, not replaced by the default it compares
    /// equal or unequal to.
    @inlinable
    static func areDefaults(
      alpha: Double, transform t: AffineTransform, anchorPoint: Point, boundsOrigin: Point,
      rare: RareViewProperties?
    ) -> Bool {
      let one = Double(1).bitPattern
      let half = Double(0.5).bitPattern
      return alpha.bitPattern == one && t.a.bitPattern == one && t.b.bitPattern == 0
        && t.c.bitPattern == 0 && t.d.bitPattern == one && t.tx.bitPattern == 0
        && t.ty.bitPattern == 0 && anchorPoint.x.bitPattern == half
        && anchorPoint.y.bitPattern == half && boundsOrigin.x.bitPattern == 0
        && boundsOrigin.y.bitPattern == 0 && rare == nil
    }
  }

  let values: Values

  private init(_ values: Values) { self.values = values }

  /// Storage for what `properties` and the lists hold beyond the defaults, or none.
  @usableFromInline
  static func storing(
    _ properties: ViewProperties, _ handlers: ControlHandlers, _ gestures: [GestureRecognizer],
    _ scroll: ScrollSettings?
  ) -> ViewTemplateExtras? {
    storing(
      Values(
        alpha: properties.alpha, transform: properties.transform,
        anchorPoint: properties.anchorPoint, boundsOrigin: properties.bounds.origin,
        rare: properties.rare, handlers: handlers, gestures: gestures, scroll: scroll))
  }

  /// Storage for `values`, or none when they are all defaults.
  static func storing(_ values: Values) -> ViewTemplateExtras? {
    values.isDefault ? nil : ViewTemplateExtras(values)
  }

  @usableFromInline
  static func == (lhs: ViewTemplateExtras, rhs: ViewTemplateExtras) -> Bool {
    lhs.values == rhs.values
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
