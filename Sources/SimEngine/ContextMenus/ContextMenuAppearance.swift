import SimGeometry

/// The menu's appearance animation, from the iOS 18.2 decompilation
/// (docs/uikit-notes/context-menus.md, "The appearance"): `_UIClickPresentationAssistant`
/// runs the appearance transition inside a `UIViewPropertyAnimator` of 0.4 s with damping ratio
/// 0.85 (`-_createPropertyAnimatorIfNecessaryForTransition:isAppearing:` when the transition
/// has no `customAnimator`, which `_UIContextMenuPresentationAnimation` does not implement),
/// and `-_actuallyPerformTransition` moves the menu there from its collapsed layout
/// (`-_dismissedMenuLayoutForPresentedLayout:previewLayout:anchor:`): the menu's width by
/// min(its height, 110 pt), scaled 0.2, centred on the preview's centre held inside the anchor.
struct ContextMenuAppearance: Hashable, Sendable {
  /// The appearing property animator's duration.
  static let duration = Interval(nanoseconds: 400_000_000)
  /// Its damping ratio.
  static let dampingRatio = 0.85
  /// `CGAffineTransformMakeScale(0.2, 0.2)` of the collapsed menu.
  static let collapsedScale = 0.2
  /// `fmin(height, 110.0)` of the collapsed menu.
  static let collapsedMaximumHeight = 110.0

  /// Where the menu starts: its centre, its bounds' size and its transform.
  let center: Point
  let size: Size
  let transform: AffineTransform

  /// The collapsed menu for a menu at `menu` beside a preview at `preview` (window
  /// coordinates). Engine choice: the anchor's frame (`_UIContextMenuItemFrameFromLayout` of
  /// the layout's anchor, not read) is taken to be the menu's own frame.
  init(menu: Rect, preview: Rect) {
    center = Point(
      x: max(menu.minX, min(preview.midX, menu.maxX)),
      y: max(menu.minY, min(preview.midY, menu.maxY)))
    size = Size(width: menu.width, height: min(menu.height, Self.collapsedMaximumHeight))
    transform = AffineTransform(scaleX: Self.collapsedScale, y: Self.collapsedScale)
  }

  /// The spring the animator runs: a damping-ratio animator's spring is solved from its
  /// duration as `UIView`'s spring animations are (mass 1, settling to 0.001 by the duration).
  static var spring: Spring {
    Spring.uikit(duration: duration.seconds, dampingRatio: dampingRatio, initialVelocity: 0)
  }

  /// The animation to the menu's frame: the animator's `isUserInteractionEnabled` is YES by
  /// default, so the menu takes touches while it grows, where it will end up (the model).
  static func animation(of name: String, to menu: Rect) -> ViewAnimation {
    var change = ViewChange()
    change.center = Point(x: menu.midX, y: menu.midY)
    change.boundsSize = menu.size
    change.transform = .identity
    return ViewAnimation(
      view: name, to: change, duration: duration, timing: .spring(spring),
      allowsUserInteraction: true)
  }
}
