import SimGeometry

extension ViewTemplate {
  /// One view to create: its properties, its parent, its control handlers, recognizers and
  /// scroll settings.
  ///
  /// Kept as what most views of a large tree differ in (name, class, position, size, flags,
  /// parent) inline, and everything else in one shared box that exists only when something
  /// differs from UIKit's defaults: 88 bytes an entry where the whole ``ViewProperties`` and
  /// the lists made 216, and a 100,000-view scenario holds its template for the whole run.
  /// Reading ``properties`` rebuilds the full value; writing it stores it the same way, so two
  /// entries with equal values are stored alike and compare equal.
  public struct Entry: Hashable, Sendable {
    @usableFromInline var name: String
    @usableFromInline var center: Point
    @usableFromInline var size: Size
    @usableFromInline var viewClass: ViewClass
    @usableFromInline var isHidden: Bool
    @usableFromInline var isUserInteractionEnabled: Bool
    @usableFromInline var isEnabled: Bool
    @usableFromInline var clipsToBounds: Bool
    @usableFromInline var isMultipleTouchEnabled: Bool
    @usableFromInline var isExclusiveTouch: Bool
    @usableFromInline var passesTouchesThrough: Bool
    /// The parent entry's index; -1 for the template's root.
    @usableFromInline var parentIndex: Int32
    @usableFromInline var extras: ViewTemplateExtras?

    @inlinable @inline(__always)
    public init(
      properties: ViewProperties, parent: Int?, handlers: ControlHandlers = .init(),
      gestures: [GestureRecognizer] = [], scroll: ScrollSettings? = nil
    ) {
      // Most views have nothing out of line: checked field by field, without building the box;
      // every stored value assigned once.
      let plain = ViewTemplateExtras.Values.areDefaults(
        alpha: properties.alpha, transform: properties.transform,
        anchorPoint: properties.anchorPoint, boundsOrigin: properties.bounds.origin,
        rare: properties.rare)
      if plain && handlers.isEmpty && gestures.isEmpty && scroll == nil {
        extras = nil
      } else {
        extras = ViewTemplateExtras.storing(properties, handlers, gestures, scroll)
      }
      name = properties.name
      center = properties.center
      size = properties.bounds.size
      viewClass = properties.viewClass
      isHidden = properties.isHidden
      isUserInteractionEnabled = properties.isUserInteractionEnabled
      isEnabled = properties.isEnabled
      clipsToBounds = properties.clipsToBounds
      isMultipleTouchEnabled = properties.isMultipleTouchEnabled
      isExclusiveTouch = properties.isExclusiveTouch
      passesTouchesThrough = properties.passesTouchesThrough
      parentIndex = Int32(parent ?? -1)
    }

    public var properties: ViewProperties {
      get {
        let values = extras?.values
        return ViewProperties(
          name: name, viewClass: viewClass, center: center,
          bounds: Rect(origin: values?.boundsOrigin ?? .zero, size: size),
          alpha: values?.alpha ?? 1, transform: values?.transform ?? .identity,
          anchorPoint: values?.anchorPoint ?? Point(x: 0.5, y: 0.5), isHidden: isHidden,
          isUserInteractionEnabled: isUserInteractionEnabled, isEnabled: isEnabled,
          clipsToBounds: clipsToBounds, isMultipleTouchEnabled: isMultipleTouchEnabled,
          isExclusiveTouch: isExclusiveTouch, passesTouchesThrough: passesTouchesThrough,
          rare: values?.rare)
      }
      set {
        let menu = contextMenu
        let list = self.list
        self = Entry(
          properties: newValue, parent: parent, handlers: handlers, gestures: gestures,
          scroll: scroll)
        if menu != nil { contextMenu = menu }
        if list != nil { self.list = list }
      }
    }

    /// The index of the parent entry; nil for the template's root (the first entry).
    public var parent: Int? {
      get { parentIndex < 0 ? nil : Int(parentIndex) }
      set { parentIndex = Int32(newValue ?? -1) }
    }

    public var handlers: ControlHandlers {
      get { extras?.values.handlers ?? ControlHandlers() }
      set { updateExtras { $0.handlers = newValue } }
    }

    /// Recognizers attached to the view, in order.
    public var gestures: [GestureRecognizer] {
      get { extras?.values.gestures ?? [] }
      set { updateExtras { $0.gestures = newValue } }
    }

    /// A scroll view's settings (UIKit's defaults when nil).
    public var scroll: ScrollSettings? {
      get { extras?.values.scroll }
      set { updateExtras { $0.scroll = newValue } }
    }

    /// A context menu interaction on the view.
    public var contextMenu: ContextMenu? {
      get { extras?.values.contextMenu }
      set { updateExtras { $0.contextMenu = newValue } }
    }

    /// A table's data source: its rows get cells as they come into view (`Lists/`).
    public var list: ListDataSource? {
      get { extras?.values.list }
      set { updateExtras { $0.list = newValue } }
    }

    private mutating func updateExtras(_ change: (inout ViewTemplateExtras.Values) -> Void) {
      var values = extras?.values ?? ViewTemplateExtras.Values()
      change(&values)
      extras = ViewTemplateExtras.storing(values)
    }
  }
}

extension ViewProperties {
  /// Every stored value at once, for an entry rebuilding a view's properties: setting them one
  /// by one after the public initialiser wrote each twice.
  init(
    name: String, viewClass: ViewClass, center: Point, bounds: Rect, alpha: Double,
    transform: AffineTransform, anchorPoint: Point, isHidden: Bool,
    isUserInteractionEnabled: Bool, isEnabled: Bool, clipsToBounds: Bool,
    isMultipleTouchEnabled: Bool, isExclusiveTouch: Bool, passesTouchesThrough: Bool,
    rare: RareViewProperties?
  ) {
    self.center = center
    self.bounds = bounds
    self.alpha = alpha
    self.transform = transform
    self.anchorPoint = anchorPoint
    self.name = name
    self.viewClass = viewClass
    self.isHidden = isHidden
    self.isUserInteractionEnabled = isUserInteractionEnabled
    self.isEnabled = isEnabled
    self.clipsToBounds = clipsToBounds
    self.isMultipleTouchEnabled = isMultipleTouchEnabled
    self.isExclusiveTouch = isExclusiveTouch
    self.passesTouchesThrough = passesTouchesThrough
    self.rare = rare
  }
}
