import SimGeometry

/// A `UINavigationController` a scenario can push onto and pop from by name: its screens (each
/// a view controller with its own view tree), the stack it starts with, and its settings.
///
/// It is built from the same parts a scenario can write: its view (`<name>`), the navigation
/// bar (`<name>.bar`) with a back button (`<name>.bar.back`, a `UIButton` whose tap pops) and a
/// title (`<name>.bar.title`), the dimming view between the two screens of a transition
/// (`<name>.dimming`), the interactive pop recognizer (`<name>.popGesture`, a left screen-edge
/// pan), and a `UIViewPropertyAnimator` per transition (`<name>.transition`).
public struct Navigation: Hashable, Sendable {
  public var name: String
  /// Every screen the controller can show, in the order written.
  public var screens: [NavigationScreen]
  /// The stack at the start, root first.
  public var stack: [String]
  public var settings: NavigationSettings

  public init(
    name: String, screens: [NavigationScreen], stack: [String],
    settings: NavigationSettings = NavigationSettings()
  ) {
    self.name = name
    self.screens = screens
    self.stack = stack
    self.settings = settings
  }

  /// The names of the views and the recognizer the controller makes.
  public static func part(_ navigation: String, _ suffix: String) -> String {
    "\(navigation).\(suffix)"
  }

  /// `interactivePopGestureRecognizer`: a left screen-edge pan of one finger that ignores
  /// touches on the bar and begins only moving right (`_UINavigationInteractiveTransition`).
  /// It is a `_UIParallaxTransitionPanGestureRecognizer`: for a touch it begins after 15 pt
  /// (`_shouldTryToBeginWithEvent:` sets the hysteresis to 15, `_UISEGestureFeatureSettings`'
  /// default too) and takes those 15 pt off its translation (`_removeHysteresisFromTranslation`
  /// when the edge feature recognizes), so the screens follow the finger 15 pt behind it.
  public static func popGesture(of spec: Navigation) -> GestureRecognizer {
    let kind = GestureKind.screenEdgePan(.screenEdge, ScreenEdgeSettings())
    var gesture = GestureRecognizer(name: Navigation.part(spec.name, "popGesture"), kind: kind)
    gesture.actions = kind.announcedStates.map {
      ($0, [.system(.navigation(.popGesture(spec.name, $0)))])
    }
    gesture.ignoresTouchesIn = [Navigation.part(spec.name, "bar")]
    gesture.beginsOnlyMovingAwayFrom = .left
    gesture.isRequiredToFailByOthers = true
    return gesture
  }
}

/// A view controller on a navigation stack: its name (the `viewController` of its view, in the
/// responder chain), its navigation item's title and its view tree.
public struct NavigationScreen: Hashable, Sendable {
  public var name: String
  public var title: String?
  /// Its view and subviews; the root fills the navigation controller's view unless it has a
  /// frame of its own.
  public var content: ViewTemplate

  public init(name: String, title: String? = nil, content: ViewTemplate) {
    self.name = name
    self.title = title
    self.content = content
  }
}

/// How UIKit decides, when the finger lifts, whether an interactive pop completes.
public enum PopDecisionRule: String, Hashable, Sendable, CaseIterable {
  /// `_UINavigationInteractiveTransitionBase`'s augmented procedure (the
  /// `UIUseAugmentedPopGesture` preference): from the last three velocity and acceleration
  /// samples, the progress projected over the transition's duration must pass
  /// min(187.5 pt / width, 0.5).
  case projected
  /// The older rule: it completes unless the finger is moving back (velocity.x < 0).
  case velocity
}

/// `UINavigationController`'s settings and the engine's choices where UIKit's values are not
/// public (docs/semantics.md, "Navigation", gives each source).
public struct NavigationSettings: Hashable, Sendable {
  /// `navigationBar.isHidden` (`isNavigationBarHidden`).
  public var isBarHidden = false
  /// The bar's height below the top safe-area inset.
  public var barHeight = 44.0
  /// The back button's width at the bar's leading edge.
  public var backButtonWidth = 80.0
  /// `interactivePopGestureRecognizer.isEnabled`.
  public var isPopGestureEnabled = true
  /// The pop recognizer's delegate lets it begin while the bar is hidden (UIKit's own delegate
  /// refuses; apps that hide the bar and keep the swipe set a delegate that allows it).
  public var popsWithHiddenBar = false
  public var popDecision = PopDecisionRule.projected
  /// `_UINavigationParallaxTransition.transitionDuration` (`defaultSlidingTransitionDuration`).
  public var duration = 0.35
  /// The curve of a transition that is not interactive.
  public var curve = TimingCurve.easeInOut
  /// The lower screen moves to `round(width × parallax) − width` (`parallaxOffset`).
  public var parallax = 0.7
  /// The dimming view's alpha over the lower screen when the upper one covers it.
  public var dimmingAlpha = 0.1
  /// The delegate's animators (`navigationController(_:animationControllerFor:from:to:)`):
  /// a push or pop with one of these runs it instead of UIKit's parallax transition, and a
  /// custom pop turns the built-in back swipe off, as it does in UIKit.
  public var customPush: CustomTransition?
  public var customPop: CustomTransition?

  public init() {}
}
