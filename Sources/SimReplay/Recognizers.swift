/// Recognizers the way a UIKit test makes them: `view.addGestureRecognizer(.pan("cardPan",
/// changed: […], ended: […]))`. Each is the engine's ``GestureRecognizer`` with UIKit's
/// defaults for its kind, as a file's `gestures` entry is; `settings` changes the kind's
/// settings, and the modifiers below set what a delegate or `require(toFail:)` would.
extension GestureRecognizer {
  /// A `UITapGestureRecognizer`; its actions run when it recognizes.
  public static func tap(
    _ name: String, taps: Int = 1, touches: Int = 1, perform actions: [Action] = []
  ) -> GestureRecognizer {
    var settings = TapSettings()
    settings.taps = taps
    settings.touches = touches
    return GestureRecognizer(name: name, kind: .tap(settings)).on(.ended, actions)
  }

  /// A `UISwipeGestureRecognizer`; its actions run when it recognizes.
  public static func swipe(
    _ name: String, directions: [Direction] = [.right], perform actions: [Action] = []
  ) -> GestureRecognizer {
    var settings = SwipeSettings()
    settings.directions = directions
    return GestureRecognizer(name: name, kind: .swipe(settings)).on(.ended, actions)
  }

  /// A `UIPanGestureRecognizer`, with actions for each state it announces.
  public static func pan(
    _ name: String, settings: PanSettings = PanSettings(), began: [Action] = [],
    changed: [Action] = [], ended: [Action] = [], cancelled: [Action] = []
  ) -> GestureRecognizer {
    continuous(.pan(settings), name, began, changed, ended, cancelled)
  }

  /// A `UIScreenEdgePanGestureRecognizer` for `edges`.
  public static func screenEdgePan(
    _ name: String, edges: [ScreenEdge] = [.left], began: [Action] = [], changed: [Action] = [],
    ended: [Action] = [], cancelled: [Action] = []
  ) -> GestureRecognizer {
    var edge = ScreenEdgeSettings()
    edge.edges = edges
    return continuous(.screenEdgePan(PanSettings(), edge), name, began, changed, ended, cancelled)
  }

  /// A `UILongPressGestureRecognizer`.
  public static func longPress(
    _ name: String, settings: LongPressSettings = LongPressSettings(), began: [Action] = [],
    changed: [Action] = [], ended: [Action] = [], cancelled: [Action] = []
  ) -> GestureRecognizer {
    continuous(.longPress(settings), name, began, changed, ended, cancelled)
  }

  /// A `UIPinchGestureRecognizer`.
  public static func pinch(
    _ name: String, began: [Action] = [], changed: [Action] = [], ended: [Action] = [],
    cancelled: [Action] = []
  ) -> GestureRecognizer {
    continuous(.pinch(PinchSettings()), name, began, changed, ended, cancelled)
  }

  /// A `UIRotationGestureRecognizer`.
  public static func rotation(
    _ name: String, began: [Action] = [], changed: [Action] = [], ended: [Action] = [],
    cancelled: [Action] = []
  ) -> GestureRecognizer {
    continuous(.rotation(RotationSettings()), name, began, changed, ended, cancelled)
  }

  /// `require(toFail:)`: this recognizer waits for `other` to fail.
  public func requiring(toFail other: String) -> GestureRecognizer {
    var copy = self
    copy.requireToFail.append(other)
    return copy
  }

  /// Its delegate's `shouldRecognizeSimultaneouslyWith` answering true for `other`.
  public func recognizingSimultaneously(with other: String) -> GestureRecognizer {
    var copy = self
    copy.simultaneousWith.append(other)
    return copy
  }

  /// `cancelsTouchesInView`, `delaysTouchesBegan` and `delaysTouchesEnded`, as UIKit's
  /// properties of those names.
  public func delivering(
    cancelsTouchesInView: Bool? = nil, delaysTouchesBegan: Bool? = nil,
    delaysTouchesEnded: Bool? = nil
  ) -> GestureRecognizer {
    var copy = self
    if let cancelsTouchesInView { copy.cancelsTouchesInView = cancelsTouchesInView }
    if let delaysTouchesBegan { copy.delaysTouchesBegan = delaysTouchesBegan }
    if let delaysTouchesEnded { copy.delaysTouchesEnded = delaysTouchesEnded }
    return copy
  }

  /// Adds `actions` for `state` after those it has (none added when empty, as a file that
  /// leaves the state out).
  public func on(_ state: GestureState, _ actions: [Action]) -> GestureRecognizer {
    guard !actions.isEmpty else { return self }
    var copy = self
    copy.actions.append((state, actions))
    return copy
  }

  private static func continuous(
    _ kind: GestureKind, _ name: String, _ began: [Action], _ changed: [Action],
    _ ended: [Action], _ cancelled: [Action]
  ) -> GestureRecognizer {
    GestureRecognizer(name: name, kind: kind).on(.began, began).on(.changed, changed)
      .on(.ended, ended).on(.cancelled, cancelled)
  }
}
