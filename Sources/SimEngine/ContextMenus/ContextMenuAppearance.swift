import SimGeometry

/// The menu's appearance animation, from the iOS 18.2 decompilation
/// (docs/uikit-notes/context-menus.md, "The appearance's spring"). `UIContextMenuInteraction`
/// allows rapid restart, so `-[_UIClickPresentationInteraction _performPresentation]` hands the
/// presentation to a `_UIRapidClickPresentationAssistant`, whose
/// `-_performPresentationAnimationsFromViewController:` calls the presentation's `-present`
/// (the appearance transition) inside `-_animateUsingFluidSpringWithType:0`:
/// `+[UIView _animateUsingSpringWithDampingRatio:0.8 response:0.32 tracking:YES …]`.
/// `-_actuallyPerformTransition` moves the menu there from its collapsed layout
/// (`-_dismissedMenuLayoutForPresentedLayout:previewLayout:anchor:`): the menu's width by
/// min(its height, 110 pt), scaled 0.2, centred on the preview's centre held inside the anchor.
struct ContextMenuAppearance: Hashable, Sendable {
  /// `-_animateUsingFluidSpringWithType:` for type 0 (the presentation), without Reduce
  /// Motion: damping ratio 0.8, response 0.32.
  static let dampingRatio = 0.8
  static let response = 0.32
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

  /// The spring: a damping ratio and response become mass 1, stiffness (2π/response)²,
  /// damping 4π·ratio/response (`+[UISpringTimingParameters
  /// _convertDampingRatio:response:toMass:stiffness:damping:]`, as for the lift's spring).
  static let spring = Spring.swiftUI(response: response, dampingFraction: dampingRatio)

  /// How long the animation runs: until the spring settles (engine choice, as for the lift:
  /// the spring animation's own end was not read; `Spring.settlingDuration`, 0.4316 s).
  static let duration = Interval(seconds: spring.settlingDuration)

  /// The animation to the menu's frame. It allows interaction, so the menu takes touches while
  /// it grows, where it will end up (the model). Engine choice: the options the fluid spring
  /// animation passes were not read (its body is Swift); the container's interaction is turned
  /// off only when the dismissal begins (``ContextMenuDismissal``), and `-presentationControllerForPresentedViewController:…`
  /// sets `_setContainerIgnoresDirectTouchEvents:0`.
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
