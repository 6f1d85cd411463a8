import SimGeometry

/// A scenario's keyboard: its height, the views constrained to `keyboardLayoutGuide`, and what
/// the app does on each keyboard notification.
///
/// The numbers UIKit uses for the keyboard's motion are constants here, each with where it was
/// read (docs/semantics.md, "The keyboard"; docs/uikit-notes/keyboard.md).
public struct KeyboardSettings: Hashable, Sendable {
  /// The keyboard's height in points, the home-indicator area included; nil: the default for
  /// the screen (``defaultHeight(for:)``).
  public var height: Double?
  /// Views whose bottom is constrained to `keyboardLayoutGuide.topAnchor`: they move with the
  /// guide's top, by the same animation as the keyboard. Their frames as written are the
  /// layout with the keyboard hidden.
  public var followers: [String]
  /// The app's observers: each notification's actions, in the order declared.
  public var handlers: [(notification: KeyboardNotification.Name, actions: [Action])]
  /// `keyboardLayoutGuide.keyboardDismissPadding`: how far above the keyboard's top a drag on an
  /// `.interactive` scroll view starts moving it (the window's
  /// `keyboardLayoutGuideScrollViewOffset`, which `-[UIScrollToDismissSupport
  /// addPaddingToFrame:inView:]` adds above the keyboard's frame).
  public var dismissPadding = 0.0

  public init(
    height: Double? = nil, followers: [String] = [],
    handlers: [(notification: KeyboardNotification.Name, actions: [Action])] = [],
    dismissPadding: Double = 0
  ) {
    self.height = height
    self.followers = followers
    self.handlers = handlers
    self.dismissPadding = dismissPadding
  }

  /// The actions observing `name`, in declaration order.
  public func actions(for name: KeyboardNotification.Name) -> [Action] {
    handlers.filter { $0.notification == name }.flatMap(\.actions)
  }

  /// What `UIKeyboardAnimationDurationUserInfoKey` says: 0.25 s, the duration of
  /// `+[UIInputViewAnimationStyle animationStyleDefault]` that the notification info is
  /// populated with (and what apps log); the animation itself runs for ``animationDuration``.
  public static let notifiedDuration = 0.25
  /// What `UIKeyboardAnimationCurveUserInfoKey` says: 7, the private curve that
  /// `-[UIViewAnimationState animationForLayer:forKey:forView:]` turns into a
  /// `CASpringAnimation` with the default spring (``DefaultSpring``);
  /// `+[UIInputViewAnimationStyle animationStyleAnimated:duration:]` sets it as
  /// `extraOptions` 7 << 16.
  public static let notifiedCurve = 7
  /// How long the keyboard's move runs: curve 7's default duration, not the 0.25 s notified.
  public static let animationDuration = DefaultSpring.duration

  /// The keyboard's spring: curve 7 in a `UIView` animation (``DefaultSpring/viewAnimationSpring``),
  /// critically damped at ω₀ = √(1000 / 3). Read as overdamped (ratio 4.56) it would be 37 %
  /// short of the target when its 0.5 s end snaps it there, which no recording of the keyboard
  /// shows (docs/semantics.md).
  public static let spring = DefaultSpring.viewAnimationSpring

  /// The height used when a scenario gives none (engine choice, docs/semantics.md): 346 pt on
  /// a 414 pt wide screen, 336 pt on a screen with a home indicator (a bottom safe-area
  /// inset), else 260 pt; the English keyboard with its predictive bar, portrait.
  public static func defaultHeight(for screen: Screen) -> Double {
    if screen.size.width == 414 { return 346 }
    return screen.safeArea.bottom > 0 ? 336 : 260
  }

  public static func == (lhs: KeyboardSettings, rhs: KeyboardSettings) -> Bool {
    lhs.height == rhs.height && lhs.followers == rhs.followers
      && lhs.dismissPadding == rhs.dismissPadding
      && lhs.handlers.elementsEqual(rhs.handlers) {
        $0.notification == $1.notification && $0.actions == $1.actions
      }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(height)
    hasher.combine(followers)
    hasher.combine(dismissPadding)
    for (name, actions) in handlers {
      hasher.combine(name)
      hasher.combine(actions)
    }
  }
}
