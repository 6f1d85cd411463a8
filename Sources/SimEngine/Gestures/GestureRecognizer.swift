import SimGeometry

/// A gesture recognizer attached to a view: its kind and settings, UIKit's delivery flags,
/// its relations to other recognizers, and what it does on each state change.
public struct GestureRecognizer: Hashable, Sendable {
  /// Unique among a simulation's recognizers; reports and relations use it.
  public var name: String
  public var kind: GestureKind
  /// When the gesture is recognized, the view's touches are cancelled (UIKit's default: true).
  public var cancelsTouchesInView = true
  /// The view gets no `began` while the recognizer is undecided (default false).
  public var delaysTouchesBegan = false
  /// The view gets no `ended` while the recognizer is undecided (default true).
  public var delaysTouchesEnded = true
  /// Recognizers that must fail before this one may leave `possible` (`require(toFail:)`).
  public var requireToFail: [String] = []
  /// Recognizers this one may recognize together with (either side listing the other is
  /// enough, as either delegate returning true is in UIKit).
  public var simultaneousWith: [String] = []
  /// Actions for state changes, in declaration order.
  public var actions: [(state: GestureState, actions: [Action])] = []
  /// Views inside which a touch that begins is not given to the recognizer (its delegate's
  /// `gestureRecognizer(_:shouldReceive:)` returning false there), while they are in the window
  /// and not hidden: the interactive pop ignores touches on the navigation bar.
  public var ignoresTouchesIn: [String] = []
  /// Its delegate's `gestureRecognizerShouldBegin(_:)` lets it begin only when its translation
  /// along this edge's inward direction is not negative (the interactive pop: `x ≥ 0`).
  public var beginsOnlyMovingAwayFrom: ScreenEdge?
  /// Every other recognizer that shares a touch with it waits for it to fail before it may
  /// recognize (`shouldBeRequiredToFailBy` answering true for all: the interactive pop, so a
  /// back swipe from the edge wins over a horizontal scroll view or pan under the finger).
  public var isRequiredToFailByOthers = false
  /// Every long press (`UILongPressGestureRecognizer`, gesture type 1) that shares a touch with
  /// it waits for it to fail before it may begin: a context menu's failure relationship
  /// recognizer (`-[_UIClickPresentationInteraction gestureRecognizer:
  /// shouldBeRequiredToFailByGestureRecognizer:]`).
  public var isRequiredToFailByLongPresses = false

  /// A recognizer with UIKit's defaults for its kind (a screen-edge pan delays touches began).
  public init(name: String, kind: GestureKind) {
    self.name = name
    self.kind = kind
    if case .screenEdgePan = kind { delaysTouchesBegan = true }
  }

  public var isDiscrete: Bool { kind.isDiscrete }

  /// The actions to run when the recognizer enters `state`.
  public func actions(for state: GestureState) -> [Action] {
    actions.filter { $0.state == state }.flatMap(\.actions)
  }

  public static func == (lhs: GestureRecognizer, rhs: GestureRecognizer) -> Bool {
    lhs.name == rhs.name && lhs.kind == rhs.kind
      && lhs.cancelsTouchesInView == rhs.cancelsTouchesInView
      && lhs.delaysTouchesBegan == rhs.delaysTouchesBegan
      && lhs.delaysTouchesEnded == rhs.delaysTouchesEnded
      && lhs.requireToFail == rhs.requireToFail && lhs.simultaneousWith == rhs.simultaneousWith
      && lhs.ignoresTouchesIn == rhs.ignoresTouchesIn
      && lhs.beginsOnlyMovingAwayFrom == rhs.beginsOnlyMovingAwayFrom
      && lhs.isRequiredToFailByOthers == rhs.isRequiredToFailByOthers
      && lhs.isRequiredToFailByLongPresses == rhs.isRequiredToFailByLongPresses
      && lhs.actions.elementsEqual(rhs.actions) { $0.state == $1.state && $0.actions == $1.actions }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(kind)
  }
}

/// The kinds of recognizer, with their settings.
public enum GestureKind: Hashable, Sendable {
  case tap(TapSettings)
  case longPress(LongPressSettings)
  case pan(PanSettings)
  case swipe(SwipeSettings)
  case pinch(PinchSettings)
  case rotation(RotationSettings)
  /// A pan that only begins from a touch that starts at a screen edge.
  case screenEdgePan(PanSettings, ScreenEdgeSettings)
  /// A scroll view's delay of its content's touches (`delaysContentTouches`): it holds a
  /// touch's `began` back from the content for this long and never recognizes.
  case contentTouchDelay(Interval)
  /// A `_UIRelationshipGestureRecognizer`: decided by the interaction that owns it (a context
  /// menu's `clickPresentationFailure`), it fails by itself only when its touches end or are
  /// cancelled, and recognizes together with every other recognizer.
  case relationship

  /// Discrete recognizers go straight from possible to recognized.
  public var isDiscrete: Bool {
    switch self {
    case .tap, .swipe, .contentTouchDelay, .relationship: true
    case .longPress, .pan, .pinch, .rotation, .screenEdgePan: false
    }
  }

  /// The scenario name of the kind.
  public var typeName: String {
    switch self {
    case .tap: "tap"
    case .longPress: "longPress"
    case .pan: "pan"
    case .swipe: "swipe"
    case .pinch: "pinch"
    case .rotation: "rotation"
    case .screenEdgePan: "screenEdgePan"
    case .contentTouchDelay: "delayedTouchesBegan"
    case .relationship: "relationship"
    }
  }

  /// The states a recognizer of this kind can announce (and so have actions for).
  public var announcedStates: [GestureState] {
    isDiscrete ? [.ended] : [.began, .changed, .ended, .cancelled]
  }
}
