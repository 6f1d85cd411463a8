import SimGeometry

/// The menu's dismissal animation, from the iOS 18.2 decompilation
/// (docs/uikit-notes/context-menus.md, "The dismissal animation").
/// `-[_UIRapidClickPresentationAssistant _animateDismissalWithReason:actions:completion:]`
/// prepares the dismissal without animation (`-dismissalTransitionWillBegin` turns the platter
/// container's interaction off), runs the alongside actions (the chosen action's handler),
/// then calls the presentation's `-dismiss` inside `-_animateUsingFluidSpringWithType:1` for
/// the reasons in the mask 0xBBA (a background tap, 0 → 3; an action, 1 → 5; the preview, 4):
/// `+[UIView _animateUsingSpringWithDampingRatio:0.85 response:0.35 tracking:NO …]`. There
/// `-[_UIContextMenuPresentationAnimation _actuallyPerformTransition]` lays the preview out at
/// the source view (`-_targetedPreviewForDismissalAnimation`) and the menu at its collapsed
/// layout around it (`-_dismissedMenuLayoutForPresentedLayout:previewLayout:anchor:`).
enum ContextMenuDismissal {
  /// `-_animateUsingFluidSpringWithType:` for type 1, without Reduce Motion.
  static let dampingRatio = 0.85
  static let response = 0.35

  /// `-_targetedPreviewForDismissalAnimation` without the source view in the window: the
  /// platter at its centre, `CGAffineTransformMakeScale(0.35, 0.35)`.
  static let fallbackScale = 0.35

  /// Mass 1, stiffness (2π/0.35)², damping 4π·0.85/0.35, as the appearance's conversion.
  static let spring = Spring.swiftUI(response: response, dampingFraction: dampingRatio)

  /// `-_animateUsingFluidSpringWithType:2`, for the reasons outside the mask: a swipe down
  /// (the UI controller's reason 2, the interaction's 6): damping ratio 0.85, response 0.4
  /// (its target smoothing 0.15 and projection deceleration 0.996 are not modelled).
  static let swipeSpring = Spring.swiftUI(response: 0.4, dampingFraction: 0.85)

  /// Until the spring stays within 0.001 of its end (engine choice, as for the appearance:
  /// the spring animation's own end is in its Swift body, not read).
  static let duration = Interval(seconds: spring.settlingDuration)

  /// The animation of the view `name` to `center`, `size` and `transform`; `completion` runs
  /// when it stops. The menu takes no touches during it because its container's interaction
  /// is off, not because of the animation's options.
  static func animation(
    of name: String, center: Point, size: Size, transform: AffineTransform,
    completion: [Action] = []
  ) -> ViewAnimation {
    var change = ViewChange()
    change.center = center
    change.boundsSize = size
    change.transform = transform
    return ViewAnimation(
      view: name, to: change, duration: duration, timing: .spring(spring),
      allowsUserInteraction: true, completion: completion)
  }
}
