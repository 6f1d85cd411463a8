import SimEngine

/// Which UIKit behaviour a class in a dump gets: the engine models views, controls, buttons and
/// scroll views, and a dump names private and app classes it has never heard of.
///
/// For hit testing the answer rarely matters: what a dump prints (hidden, alpha, user
/// interaction, the scroll position as `contentOffset`) decides, and controls are taken to be
/// enabled because `enabled` is never printed. It matters for what an imported scenario does
/// with touches: a button tracks its touch and sends control events, a label does not.
///
/// The rules, first match wins (docs/recursive-description.md has the reasons):
/// 1. a class the engine knows by name (`UIButton`, `UILabel`, …; `UIWindow` is a view);
/// 2. the `baseClass = …` UIKit prints for classes outside UIKit, itself mapped by 1, 3 and 5
///    (and a plain view when none applies: the class's own name is then not consulted);
/// 3. private UIKit classes seen in real dumps whose superclass is known from UIKit's headers,
///    such as `UINavigationButton` (a UIButton) and `UIButtonLabel` (a UILabel);
/// 4. a view that prints `contentOffset` is a scroll view (only UIScrollView prints it): if
///    rules 2, 3 and 5 don't make it one, it becomes a UIScrollView;
/// 5. UIKit's naming habit: a name ending in `Button` is a button, `Label` a label,
///    `ImageView` an image view, `TextField` a text field, `ScrollView` a scroll view;
/// 6. otherwise a plain view.
enum DumpClassMapping {
  /// The class to give the view, and the UIKit class it behaves as when that is not its own
  /// name (an imported scenario writes it as `base`).
  static func resolve(
    className: String, baseClass: String?, printsContentOffset: Bool
  ) -> (viewClass: ViewClass, base: String?) {
    // A class known by name keeps its behaviour (a printed contentOffset is still its bounds
    // origin), so an imported scenario can name it without a `base`.
    if let known = ViewClass.known(named: className) { return (known, nil) }
    if className == ViewClass.uiWindow.name { return subclass(className, of: .uiView) }
    // A printed base is UIKit's own word, so the class's name is not consulted after it.
    var base: ViewClass
    if let printed = baseClass {
      base = ViewClass.known(named: printed) ?? byRule(printed) ?? .uiView
    } else {
      base = byRule(className) ?? .uiView
    }
    if printsContentOffset && !base.isScrollView { base = .uiScrollView }
    return subclass(className, of: base)
  }

  /// `name` as a subclass of `base`: its behaviour and defaults, its own name.
  private static func subclass(_ name: String, of base: ViewClass) -> (ViewClass, String?) {
    let viewClass = ViewClass(
      name: name, kind: base.kind,
      userInteractionEnabledByDefault: base.userInteractionEnabledByDefault,
      winsSingleTaps: base.winsSingleTaps)
    return (viewClass, base.name)
  }

  /// Private UIKit classes and their nearest public superclass, from UIKit's class dumps.
  /// `_UIButtonBarButton` and `UITabBarButton` derive from UIControl, not UIButton, which is
  /// why they are listed rather than left to the name rule.
  static let privateClasses: [String: ViewClass] = [
    "UINavigationButton": .uiButton,
    "UITableViewCellDeleteConfirmationButton": .uiButton,
    "_UIModernBarButton": .uiButton,
    "_UIButtonBarButton": .uiControl,
    "UITabBarButton": .uiControl,
    "UIButtonLabel": .uiLabel,
    "UITableViewLabel": .uiLabel,
    "UITextFieldLabel": .uiLabel,
    "UITableViewCellScrollView": .uiScrollView,
  ]

  /// Name endings and the class they stand for, tried in order.
  static let suffixes: [(suffix: String, base: String)] = [
    ("Button", "UIButton"),
    ("Label", "UILabel"),
    ("ImageView", "UIImageView"),
    ("TextField", "UITextField"),
    ("TableView", "UITableView"),
    ("CollectionView", "UICollectionView"),
    ("TextView", "UITextView"),
    ("ScrollView", "UIScrollView"),
  ]

  private static func byRule(_ name: String) -> ViewClass? {
    if let listed = privateClasses[name] { return listed }
    guard let match = suffixes.first(where: { name.hasSuffix($0.suffix) }) else { return nil }
    return ViewClass.known(named: match.base)
  }
}
