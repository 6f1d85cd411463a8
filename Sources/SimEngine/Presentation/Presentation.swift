import SimGeometry

/// A view controller presentation a scenario can present and dismiss by name: a sheet
/// (`UISheetPresentationController`), seed 001's custom bottom presentation, or seed 003's
/// popup wrapper.
public struct Presentation: Hashable, Sendable {
  public var name: String
  public var style: Style
  /// The presented content: its root goes inside the sheet, the custom presented view or the
  /// popup wrapper.
  public var content: ViewTemplate

  public init(name: String, style: Style, content: ViewTemplate) {
    self.name = name
    self.style = style
    self.content = content
  }

  public enum Style: Hashable, Sendable {
    case sheet(SheetStyle)
    case custom(CustomStyle)
    case popup(PopupStyle)
    /// A `.custom` presentation whose transitioning delegate vends animators: the content in a
    /// full-screen container, brought in and out by the app's own animations, and dismissible
    /// interactively through an interaction controller.
    case animated(AnimatedStyle)
  }

  /// The names of the views the engine makes for the presentation, which scenarios may use in
  /// expectations: `<name>.container` (the transition container above the presenting views),
  /// `<name>.dimming`, `<name>.sheet`, `<name>.grabber`, `<name>.backdrop`, `<name>.presented`.
  public static func viewName(_ presentation: String, _ part: String) -> String {
    "\(presentation).\(part)"
  }
}

/// Where a presentation is in its life.
public enum PresentationPhase: String, Hashable, Sendable, CaseIterable {
  case dismissed
  case presenting
  case presented
  case dismissing
}

/// A motion: how long, and with what curve or spring.
public struct Motion: Hashable, Sendable {
  public var duration: Interval
  public var timing: AnimationTiming

  public init(duration: Interval, timing: AnimationTiming) {
    self.duration = duration
    self.timing = timing
  }
}

/// `UISheetPresentationController`'s settings.
public struct SheetStyle: Hashable, Sendable {
  public enum Detent: Hashable, Sendable {
    case medium
    case large
    /// A custom detent: its height in the sheet's safe area (the bottom inset excluded), as
    /// `.custom(identifier:resolver:)` returns it.
    case custom(id: String, height: Double)

    public var id: String {
      switch self {
      case .medium: "medium"
      case .large: "large"
      case .custom(let id, _): id
      }
    }
  }

  public var detents: [Detent] = [.large]
  /// nil: the smallest detent, as UIKit does.
  public var selectedDetent: String?
  /// At and below this detent there is no dimming and touches reach the presenting views;
  /// nil: dimmed at every detent.
  public var largestUndimmedDetent: String?
  public var grabber = false
  public var isModalInPresentation = false
  /// Dragging its scroll view up at a smaller detent grows the sheet first
  /// (`prefersScrollingExpandsWhenScrolledToEdge`, default true).
  public var prefersScrollingExpandsWhenScrolledToEdge = true
  /// The release projection's deceleration rate per millisecond (UIKit's sheets use 0.99).
  public var decelerationRate = 0.99
  /// The rubber band's coefficient past the largest detent (UIScrollView's 0.55).
  public var rubberBand = 0.55
  /// The gap between the large sheet's top and the top safe-area inset.
  public var largeTopGap = 10.0
  /// The medium detent's height as a fraction of the large one's.
  public var mediumFraction = 0.5
  /// Presenting, dismissing and settling on a detent: a critically damped UIKit spring.
  public var motion = Motion(
    duration: Interval(nanoseconds: 500_000_000),
    timing: .spring(.uikit(duration: 0.5, dampingRatio: 1, initialVelocity: 0)))

  public init() {}
}

/// Seed 001's custom bottom presentation: a blur backdrop whose tap dismisses, and the presented
/// view in the bottom part of the container, sliding in with a spring and out with a curve.
public struct CustomStyle: Hashable, Sendable {
  /// The presented view's height as a fraction of the container's (the seed's 2/3).
  public var heightRatio = 2.0 / 3.0
  public var tapBackdropToDismiss = true
  /// The seed's `animateWithDuration:0.35 … usingSpringWithDamping:0.8 initialSpringVelocity:0.8`.
  public var present = Motion(
    duration: Interval(nanoseconds: 350_000_000),
    timing: .spring(.uikit(duration: 0.35, dampingRatio: 0.8, initialVelocity: 0.8)))
  /// The seed's `animateWithDuration:0.35`: the default curve.
  public var dismiss = Motion(duration: Interval(nanoseconds: 350_000_000), timing: .default)

  public init() {}
}

/// Seed 003's popup wrapper: a full-screen backdrop button with the content on it; a tap on the
/// backdrop hides both and runs `onHide`.
public struct PopupStyle: Hashable, Sendable {
  /// The backdrop's colour alpha (the seed's `bgColor`); nil: transparent. A transparent
  /// backdrop still takes touches: it is a button of alpha 1 with a clear colour.
  public var backgroundAlpha: Double?
  /// The content's values before the show animation, and the show animation to the content's
  /// own values; nil: it appears at once (KKPopupView's default `show:`).
  public var showFrom: ViewChange?
  public var show: Motion?
  /// The content's values at the end of the hide animation; nil: it goes at once.
  public var hideTo: ViewChange?
  public var hide: Motion?
  /// The seed's `hideHandler`.
  public var onHide: [Action] = []

  public init() {}
}

/// A presentation with the delegate's own animators (`animationController(forPresented:…)`,
/// `animationController(forDismissed:)`), run by the transition's property animator
/// `NAME.transition`.
public struct AnimatedStyle: Hashable, Sendable {
  public var present: CustomTransition
  public var dismiss: CustomTransition

  public init(present: CustomTransition, dismiss: CustomTransition) {
    self.present = present
    self.dismiss = dismiss
  }
}
