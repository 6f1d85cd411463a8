/// A `UIScrollView` (or a `UITableView`, `UICollectionView`, `UITextView`: pass the class): its
/// content scrolls under its own pan, with UIKit's rubber band, deceleration and paging. Its
/// settings are UIKit's defaults until one is set, as a file's scroll view keys are.
public class UIScrollView: UIView {
  public override init(
    name: String, class viewClass: ViewClass = .uiScrollView, frame: CGRect = .zero
  ) {
    super.init(name: name, class: viewClass, frame: frame)
  }

  /// Every scroll setting at once.
  public var settings: ScrollSettings {
    get { scrollSettings ?? ScrollSettings() }
    set { scrollSettings = newValue }
  }

  public var contentSize: CGSize {
    get { CGSize(settings.contentSize) }
    set { settings.contentSize = Size(newValue) }
  }
  public var contentOffset: CGPoint {
    get { CGPoint(properties.contentOffset) }
    set { properties.contentOffset = Point(newValue) }
  }
  public var contentInset: EdgeInsets {
    get { settings.contentInset }
    set { settings.contentInset = newValue }
  }
  public var bounces: Bool {
    get { settings.bounces }
    set { settings.bounces = newValue }
  }
  public var alwaysBounceVertical: Bool {
    get { settings.alwaysBounceVertical }
    set { settings.alwaysBounceVertical = newValue }
  }
  public var isPagingEnabled: Bool {
    get { settings.isPagingEnabled }
    set { settings.isPagingEnabled = newValue }
  }
  public var isScrollEnabled: Bool {
    get { settings.isScrollEnabled }
    set { settings.isScrollEnabled = newValue }
  }
  /// Points a millisecond: ``ScrollSettings/normalDeceleration`` or ``ScrollSettings/fastDeceleration``.
  public var decelerationRate: Double {
    get { settings.decelerationRate }
    set { settings.decelerationRate = newValue }
  }
  public var delaysContentTouches: Bool {
    get { settings.delaysContentTouches }
    set { settings.delaysContentTouches = newValue }
  }
  public var canCancelContentTouches: Bool {
    get { settings.canCancelContentTouches }
    set { settings.canCancelContentTouches = newValue }
  }
  public var contentInsetAdjustmentBehavior: ScrollSettings.InsetAdjustment {
    get { settings.contentInsetAdjustmentBehavior }
    set { settings.contentInsetAdjustmentBehavior = newValue }
  }

  /// Runs `actions` at a delegate moment (`scrollViewDidEndDecelerating`, …), as the app's
  /// delegate would.
  public func on(_ moment: String, perform actions: [Action]) {
    settings.delegate.append(ScrollSettings.DelegateHandler(moment: moment, actions: actions))
  }
}
