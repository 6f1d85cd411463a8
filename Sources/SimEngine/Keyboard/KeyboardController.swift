import SimGeometry

/// The keyboard room: which text field or text view is first responder, and where the keyboard
/// is in its show / hide cycle. Inputs are the app's and UIKit's calls (`becomeFirstResponder`,
/// `resignFirstResponder`, `endEditing`, a drag on an `.onDrag` scroll view, the keyboard's
/// animation ending); out come ``KeyboardStep``s: notifications to post and the keyboard's moves,
/// which the coordinator carries out as ordinary view animations.
///
/// A scenario without a `keyboard` section has none: text fields stay plain controls.
public struct KeyboardController: Sendable {
  /// Where the keyboard is. The "did" notifications come when a move's animation ends.
  public enum Phase: String, Hashable, Sendable {
    case hidden, showing, shown, hiding
  }

  /// The name of the keyboard's view, front-most in the window once it first shows.
  public static let viewName = "UIKeyboard"

  private var settings: KeyboardSettings?
  private var screen = Screen(size: Size(width: 390, height: 844))
  public internal(set) var phase = Phase.hidden
  /// The text field or text view that is first responder.
  public internal(set) var firstResponder: String?
  /// Counts moves, so that the end of one a later move interrupted is told apart.
  var move = 0
  /// A drag on an `.interactive` scroll view that reached the keyboard
  /// (`KeyboardController+Interactive.swift`).
  var dismissal: InteractiveDismissal?
  /// Set while the move under way is a scroll view's dismissal (`.interactive` at the lift,
  /// `.onDrag` at the pan's first update): the frame it left from. UIKit resigns the first
  /// responder when that move completes.
  var dismissedFrom: Rect?
  /// The duration in the move's notification info. UIKit posts the end notifications with the
  /// same `UIInputViewSetNotificationInfo` as the start ones, so the "did" ones carry it too.
  var infoDuration = KeyboardSettings.notifiedDuration

  public init() {}

  /// The scenario's keyboard on `screen`.
  mutating func configure(_ settings: KeyboardSettings, screen: Screen) {
    self.settings = settings
    self.screen = screen
  }

  public var isConfigured: Bool { settings != nil }

  /// The keyboard's height: the scenario's or the screen's default.
  public var height: Double {
    settings?.height ?? KeyboardSettings.defaultHeight(for: screen)
  }

  /// The views constrained to the keyboard layout guide.
  public var followers: [String] { settings?.followers ?? [] }

  /// `keyboardLayoutGuide.keyboardDismissPadding` (0 unless the scenario gives one).
  var dismissPadding: Double { max(settings?.dismissPadding ?? 0, 0) }

  /// The app's observers of `name`.
  func actions(for name: KeyboardNotification.Name) -> [Action] {
    settings?.actions(for: name) ?? []
  }

  /// The keyboard's frame in the window, off screen below it or docked at its bottom.
  public func frame(shown: Bool) -> Rect {
    let size = screen.size
    return Rect(
      x: 0, y: shown ? size.height - height : size.height, width: size.width, height: height)
  }

  /// `becomeFirstResponder` on a text input: the keyboard shows unless it is showing already.
  mutating func become(_ view: String) -> [KeyboardStep] {
    guard settings != nil, firstResponder != view else { return [] }
    firstResponder = view
    var steps: [KeyboardStep] = [.record(.firstResponder(view))]
    switch phase {
    case .showing, .shown:
      break
    case .hidden, .hiding:
      steps += start(show: true)
    }
    return steps
  }

  /// `resignFirstResponder` on `view`, or `endEditing` (nil): the keyboard hides.
  mutating func resign(_ view: String?) -> [KeyboardStep] {
    guard settings != nil, let current = firstResponder, view == nil || view == current else {
      return []
    }
    firstResponder = nil
    var steps: [KeyboardStep] = [.record(.firstResponder(nil))]
    switch phase {
    case .hidden, .hiding:
      break
    case .showing, .shown:
      steps += start(show: false)
    }
    return steps
  }

  /// The keyboard's animation numbered `number` ran to its end.
  mutating func moveEnded(_ number: Int) -> [KeyboardStep] {
    guard number == move else { return [] }
    let shown: Bool
    switch phase {
    case .showing: shown = true
    case .hiding: shown = false
    case .hidden, .shown: return []
    }
    phase = shown ? .shown : .hidden
    let begin = dismissedFrom ?? frame(shown: !shown)
    let end = frame(shown: shown)
    var steps: [KeyboardStep] = []
    // `-[UIScrollToDismissSupport completedPlacementFrom:to:forController:]`: the move from the
    // drag-to-dismiss placement done, UIKit resigns the first responder, inside the move's
    // completion (`didFinishTranslationFromPlacement:to:`) and before that completion posts the
    // end notifications (`moveFromPlacement:…` completion block, then its `postEndNotifications:`).
    if dismissedFrom != nil, firstResponder != nil {
      firstResponder = nil
      steps.append(.record(.firstResponder(nil)))
    }
    steps += [
      notification(.didChangeFrame, begin, end, duration: infoDuration),
      notification(shown ? .didShow : .didHide, begin, end, duration: infoDuration),
    ]
    dismissedFrom = nil
    return steps
  }

  /// The top of the keyboard layout guide for a keyboard whose top is at `keyboardTop`: never
  /// below the bottom of the safe area (`usesBottomSafeArea`, on by default).
  public func guideTop(keyboardTop: Double) -> Double {
    min(keyboardTop, screen.size.height - screen.safeArea.bottom)
  }

  /// UIKit posts `willChangeFrame` before `willShow` / `willHide`
  /// (`-[UIInputWindowController postValidatedStartNotifications:withInfo:]`), then animates.
  private mutating func start(show: Bool) -> [KeyboardStep] {
    move += 1
    phase = show ? .showing : .hiding
    dismissal = nil
    dismissedFrom = nil
    infoDuration = KeyboardSettings.notifiedDuration
    let begin = frame(shown: !show)
    let end = frame(shown: show)
    return [
      notification(.willChangeFrame, begin, end),
      notification(show ? .willShow : .willHide, begin, end),
      .move(show: show, number: move),
    ]
  }

  /// A notification with the user info UIKit builds (`-[UIInputViewSetNotificationInfo
  /// userInfo]`): the frames, the info's duration, and the curve, which is always 7
  /// (`populateWithAnimationStyle:` sets the options to the style's `| 0x70000`).
  func notification(
    _ name: KeyboardNotification.Name, _ begin: Rect, _ end: Rect,
    duration: Double = KeyboardSettings.notifiedDuration
  ) -> KeyboardStep {
    .notify(
      KeyboardNotification(
        name: name, begin: begin, end: end, duration: duration,
        curve: KeyboardSettings.notifiedCurve))
  }
}

/// What the keyboard room asks the coordinator to do, in order.
enum KeyboardStep: Hashable, Sendable {
  case record(KeyboardRecord)
  /// Post the notification: journal it, then run the app's observers.
  case notify(KeyboardNotification)
  /// Animate the keyboard's view (and the guide's followers) to shown or hidden with the
  /// keyboard's spring; the move's `number` comes back with its end.
  case move(show: Bool, number: Int)
  /// Put the keyboard's top at `top` at once, the guide's followers with it (an interactive
  /// dismissal following the touch).
  case track(top: Double)
  /// Animate the keyboard back to docked, ease in and out over `duration` (an interactive
  /// dismissal brought back); `number` comes back with its end.
  case restore(duration: Double, number: Int)
}
