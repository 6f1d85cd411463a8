/// A view as a test builds it, with UIKit's names: `UIView(name: "card", frame: CGRect(…))`,
/// `addSubview`, `addGestureRecognizer`, `isHidden`, `alpha`. A class, as UIKit's is, so a view
/// kept in a `let` can be configured after it was added.
///
/// It only describes: ``template`` turns the tree into the engine's ``ViewTemplate``, the same
/// value the scenario reader builds from a file's views, and a ``Scenario`` made from it runs
/// exactly as the file would. `name` is what reports, expectations and steps call the view
/// (a file's `id`).
public class UIView {
  /// UIKit's values for the view, kept as the engine keeps them.
  public var properties: ViewProperties
  public private(set) var subviews: [UIView] = []
  public private(set) var gestureRecognizers: [GestureRecognizer] = []
  /// What the view does for each control event (controls only; see ``UIControl``).
  var handlers = ControlHandlers()
  /// A scroll view's settings, once one is set (see ``UIScrollView``).
  var scrollSettings: ScrollSettings?
  /// Its `UIContextMenuInteraction`, once one is added.
  public private(set) var contextMenu: ContextMenu?

  /// A view of `viewClass` (a UIKit class, or a custom one such as
  /// `ViewClass(name: "CardView", kind: .view)`) with UIKit's initial values.
  public init(name: String, class viewClass: ViewClass = .uiView, frame: CGRect = .zero) {
    properties = ViewProperties(name: name, class: viewClass, frame: Rect(frame))
  }

  public var name: String { properties.name }

  /// A table's or collection view's data source, which ``template`` gives the view's entry
  /// (``UICollectionView``); nil for other views.
  var dataSource: ListDataSource? { nil }

  public var frame: CGRect {
    get { CGRect(properties.frame) }
    set { properties.frame = Rect(newValue) }
  }
  public var center: CGPoint {
    get { CGPoint(properties.center) }
    set { properties.center = Point(newValue) }
  }
  public var bounds: CGRect {
    get { CGRect(properties.bounds) }
    set { properties.bounds = Rect(newValue) }
  }
  public var alpha: CGFloat {
    get { CGFloat(properties.alpha) }
    set { properties.alpha = Double(newValue) }
  }
  public var transform: AffineTransform {
    get { properties.transform }
    set { properties.transform = newValue }
  }
  public var anchorPoint: CGPoint {
    get { CGPoint(properties.anchorPoint) }
    set { properties.anchorPoint = Point(newValue) }
  }
  public var isHidden: Bool {
    get { properties.isHidden }
    set { properties.isHidden = newValue }
  }
  public var isUserInteractionEnabled: Bool {
    get { properties.isUserInteractionEnabled }
    set { properties.isUserInteractionEnabled = newValue }
  }
  public var clipsToBounds: Bool {
    get { properties.clipsToBounds }
    set { properties.clipsToBounds = newValue }
  }
  public var isMultipleTouchEnabled: Bool {
    get { properties.isMultipleTouchEnabled }
    set { properties.isMultipleTouchEnabled = newValue }
  }
  public var isExclusiveTouch: Bool {
    get { properties.isExclusiveTouch }
    set { properties.isExclusiveTouch = newValue }
  }
  /// The seeds' `PassThroughView`: touches on the view itself fall through to what is behind.
  public var passesTouchesThrough: Bool {
    get { properties.passesTouchesThrough }
    set { properties.passesTouchesThrough = newValue }
  }
  /// A custom `point(inside:with:)`.
  public var hitArea: HitArea? {
    get { properties.hitArea }
    set { properties.hitArea = newValue }
  }
  /// The view controller whose root view this is, for the responder chain.
  public var viewController: String? {
    get { properties.viewController }
    set { properties.viewController = newValue }
  }

  /// Adds `view` as the front-most subview, as `addSubview(_:)`.
  public func addSubview(_ view: UIView) {
    subviews.append(view)
  }

  /// Attaches a recognizer after those the view has, as `addGestureRecognizer(_:)`.
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    gestureRecognizers.append(recognizer)
  }

  /// Gives the view a context menu, as `addInteraction(UIContextMenuInteraction(delegate:))`
  /// with a delegate that returns this menu (docs/semantics.md, "Context menus").
  public func addInteraction(_ menu: ContextMenu) {
    contextMenu = menu
  }

  /// The engine's template of the view and its subtree: preorder, each entry naming its
  /// parent, built with an explicit stack so any depth works.
  public var template: ViewTemplate {
    var entries: [ViewTemplate.Entry] = []
    var pending: [(view: UIView, parent: Int?)] = [(self, nil)]
    while let (view, parent) = pending.popLast() {
      let index = entries.count
      entries.append(
        ViewTemplate.Entry(
          properties: view.properties, parent: parent, handlers: view.handlers,
          gestures: view.gestureRecognizers, scroll: view.scrollSettings))
      if let menu = view.contextMenu { entries[index].contextMenu = menu }
      if let list = view.dataSource { entries[index].list = list }
      // Reversed onto the stack, so the first subview comes out first.
      for subview in view.subviews.reversed() { pending.append((subview, index)) }
    }
    return ViewTemplate(entries: entries)
  }
}

/// A `UIControl`: tracks its touch and sends control events, each running its actions.
public class UIControl: UIView {
  public override init(name: String, class viewClass: ViewClass = .uiControl, frame: CGRect = .zero)
  {
    super.init(name: name, class: viewClass, frame: frame)
  }

  public var isEnabled: Bool {
    get { properties.isEnabled }
    set { properties.isEnabled = newValue }
  }

  /// Runs `actions` when the control sends `event`, as `addAction(_:for:)`.
  public func addAction(_ actions: [Action], for event: ControlEvent) {
    handlers.on(event, perform: actions)
  }
}

/// A `UIButton`: its own tap wins over a superview's tap recognizer.
public final class UIButton: UIControl {
  public init(name: String, frame: CGRect = .zero) {
    super.init(name: name, class: .uiButton, frame: frame)
  }
}

/// A `UILabel`: not user-interaction enabled unless told.
public final class UILabel: UIView {
  public init(name: String, frame: CGRect = .zero) {
    super.init(name: name, class: .uiLabel, frame: frame)
  }
}

/// A `UIImageView`: not user-interaction enabled unless told.
public final class UIImageView: UIView {
  public init(name: String, frame: CGRect = .zero) {
    super.init(name: name, class: .uiImageView, frame: frame)
  }
}
