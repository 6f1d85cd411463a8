import SimGeometry

/// A keyboard notification as UIKit posts it: its name and user info.
public struct KeyboardNotification: Hashable, Sendable {
  /// `UIResponder.keyboard…Notification`, without the prefix and suffix.
  public enum Name: String, Hashable, Sendable, CaseIterable {
    case willShow, didShow, willHide, didHide, willChangeFrame, didChangeFrame
  }

  public var name: Name
  /// `UIKeyboardFrameBeginUserInfoKey`, in window (screen) coordinates.
  public var begin: Rect
  /// `UIKeyboardFrameEndUserInfoKey`.
  public var end: Rect
  /// `UIKeyboardAnimationDurationUserInfoKey`; Apple's header gives the animation keys to the
  /// "will" notifications only, so the "did" ones carry 0.
  public var duration: Double
  /// `UIKeyboardAnimationCurveUserInfoKey`; 0 on the "did" notifications.
  public var curve: Int

  public init(name: Name, begin: Rect, end: Rect, duration: Double, curve: Int) {
    self.name = name
    self.begin = begin
    self.end = end
    self.duration = duration
    self.curve = curve
  }
}

/// What the keyboard room records: a notification posted, or the first responder changing.
public enum KeyboardRecord: Hashable, Sendable {
  case notification(KeyboardNotification)
  /// The text field or text view that became first responder; nil: none is.
  case firstResponder(String?)
  /// `becomeFirstResponder` on a view that is not a text input: UIKit answers false.
  case refused(String)
  /// An interactive dismissal began or was released.
  case interactive(InteractiveDismissalEvent)
}
