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
  /// Set while the move under way is an interactive dismissal's: the frame it left from at the
  /// lift. UIKit resigns the first responder when that move completes.
  var dismissedFrom: Rect?

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
    var steps = [
      notification(.didChangeFrame, begin, end, animated: false),
      notification(shown ? .didShow : .didHide, begin, end, animated: false),
    ]
    // `-[UIScrollToDismissSupport completedPlacementFrom:to:forController:]`: the move from the
    // drag-to-dismiss placement done, UIKit resigns the first responder.
    if dismissedFrom != nil, firstResponder != nil {
      firstResponder = nil
      steps.append(.record(.firstResponder(nil)))
    }
    dismissedFrom = nil
    return steps
  }

  /// The top of the keyboard layout guide for a keyboard whose top is at `keyboardTop`: never
  /// below the bottom of the safe area (`usesBottomSafeArea`, on by default).
  public func guideTop(keyboardTop: Double) -> Double {
    min(keyboardTop, screen.size.height - screen.safeArea.bottom)
  }

  /// UIKit posts `willChangeFrame` before `willShow` / `willHide` (engine choice on the order,
  /// docs/semantics.md), then animates.
  private mutating func start(show: Bool) -> [KeyboardStep] {
    move += 1
    phase = show ? .showing : .hiding
    dismissal = nil
    dismissedFrom = nil
    let begin = frame(shown: !show)
    let end = frame(shown: show)
    return [
      notification(.willChangeFrame, begin, end, animated: true),
      notification(show ? .willShow : .willHide, begin, end, animated: true),
      .move(show: show, number: move),
    ]
  }

  func notification(
    _ name: KeyboardNotification.Name, _ begin: Rect, _ end: Rect, animated: Bool,
    duration: Double = KeyboardSettings.notifiedDuration
  ) -> KeyboardStep {
    .notify(
      KeyboardNotification(
        name: name, begin: begin, end: end,
        duration: animated ? duration : 0,
        curve: animated ? KeyboardSettings.notifiedCurve : 0))
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
