import SimGeometry

/// One finger's touch from began to ended or cancelled, as `UITouch`.
public struct Touch: Hashable, Sendable {
  /// 1, 2, 3… in the order of their began events.
  public let number: Int
  public let finger: Int
  public let beganAt: Instant
  public let beganLocation: Point
  /// The hit-test view, fixed at began: later events go to it even after the finger leaves it.
  public let view: ViewID?
  /// As `UITouch.tapCount`; see ``UIKitParameters/tapCountInterval``.
  public let tapCount: Int
  public internal(set) var phase: TouchPhase
  public internal(set) var location: Point
  public internal(set) var timestamp: Instant
  /// Whether the view receives this touch's events.
  public internal(set) var delivery: Delivery
  /// The recognizers that see this touch: those on its view and the view's superviews, hit
  /// view first, each view's in the order they were added.
  public internal(set) var recognizers: [RecognizerID] = []
  /// The control's tracking, when ``view`` is a control tracking this touch.
  var tracking: ControlTracking?
  /// What a valued control tracking this touch remembers of it: where it holds a slider's
  /// thumb, or the segment it highlights.
  var valueTracking: ValueTracking?
  /// Events held back from the view while a recognizer that delays touches is undecided.
  var heldEvents: [TouchInput] = []
  /// Whether the view has received this touch's `began`, and its `ended` or `cancelled`.
  var viewHasBegan = false
  var viewHasEnded = false

  var isDelivered: Bool { delivery == .delivered }
}

/// Whether a touch, or one of its events, reaches its view.
public enum Delivery: Hashable, Sendable, CustomStringConvertible {
  case delivered
  /// The touch hit no view (it is outside the window).
  case noView
  /// UIKit holds the touch back from its view.
  case withheld(WithholdReason)
  /// A `moved` to the same place, or a `stationary` event: UIKit calls no `touchesMoved`.
  case unchanged
  /// Held back from the view while this recognizer, which delays touches, is undecided.
  case held(RecognizerID)

  public var description: String {
    switch self {
    case .delivered: "delivered"
    case .noView: "no view"
    case .withheld(let reason): "withheld: \(reason)"
    case .unchanged: "not delivered: the location did not change"
    case .held: "held back while a gesture recognizer decides"
    }
  }
}

/// Why UIKit holds a touch back from its hit-test view.
public enum WithholdReason: Hashable, Sendable, CustomStringConvertible {
  /// The view already has a touch and `isMultipleTouchEnabled` is false.
  case multipleTouchDisabled
  /// An exclusive-touch view is tracking a touch, or this view is exclusive and another view is
  /// tracking one.
  case exclusiveTouch(ViewID)
  /// The view (or a superview) left the window while the touch was down.
  case viewLeftWindow
  /// A recognizer that cancels touches in its view recognized a gesture with this touch.
  case cancelledByGesture(RecognizerID)
  /// A context menu opened on the press: the touch belongs to the menu from then on.
  case contextMenu

  public var description: String {
    switch self {
    case .multipleTouchDisabled: "the view already has a touch and multipleTouchEnabled is false"
    case .exclusiveTouch: "another view's exclusiveTouch"
    case .viewLeftWindow: "the view left the window"
    case .cancelledByGesture: "a gesture recognizer took the touch"
    case .contextMenu: "a context menu opened and took the touch"
    }
  }
}
