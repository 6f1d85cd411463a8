/// A `UIControl`'s tracking of one touch, as UIKitCore's `touchesBegan/Moved/Ended/Cancelled`
/// do it (read from a decompilation of iOS 18.2's UIControl.m).
///
/// Each input returns the control events to send, in order; the simulation sends them and runs
/// their actions. "Inside" is `pointMostlyInside`: the bounds grown by the tracking margin, or
/// `point(inside:)`.
enum ControlTracking: Hashable, Sendable {
  /// Tracking: whether the touch was last mostly inside, and whether the control is highlighted.
  case tracking(inside: Bool, highlighted: Bool)
  /// The touch ended or was cancelled; nothing more is sent.
  case finished

  /// Touch down: `beginTracking`, highlight, `touchDown`, and `touchDownRepeat` when the
  /// touch's tap count is 2 or more.
  static func begin(tapCount: Int, isEnabled: Bool) -> (ControlTracking, [ControlEvent]) {
    let events: [ControlEvent] = tapCount >= 2 ? [.touchDown, .touchDownRepeat] : [.touchDown]
    return (.tracking(inside: true, highlighted: isEnabled), events)
  }

  /// A move: drag enter or exit first when "inside" flips, then drag inside or outside on every
  /// move. The highlight follows "inside", but `setHighlighted:` refuses to turn it on while the
  /// control is disabled (it can still turn it off).
  mutating func move(inside: Bool, isEnabled: Bool) -> [ControlEvent] {
    switch self {
    case .tracking(let wasInside, let highlighted):
      var events: [ControlEvent] = []
      if inside != wasInside { events.append(inside ? .touchDragEnter : .touchDragExit) }
      events.append(inside ? .touchDragInside : .touchDragOutside)
      self = .tracking(inside: inside, highlighted: inside ? (highlighted || isEnabled) : false)
      return events
    case .finished:
      return []
    }
  }

  /// The lift: enter or exit if "inside" changed since the last move, then `endTracking`, and
  /// `touchUpInside` or `touchUpOutside`. Tracking stops before the up event is sent, so a view
  /// removed by a `touchUpInside` action gets no `touchCancel`. A button adds
  /// `primaryActionTriggered` after `touchUpInside`. `ending` is what the control's
  /// `endTrackingWithTouch:` sends (a slider's `valueChanged`), between the two.
  mutating func end(inside: Bool, isButton: Bool, ending: [ControlEvent] = []) -> [ControlEvent] {
    switch self {
    case .tracking(let wasInside, _):
      var events: [ControlEvent] = []
      if inside != wasInside { events.append(inside ? .touchDragEnter : .touchDragExit) }
      events += ending
      events.append(inside ? .touchUpInside : .touchUpOutside)
      if inside && isButton { events.append(.primaryActionTriggered) }
      self = .finished
      return events
    case .finished:
      return []
    }
  }

  /// `cancelTrackingWithEvent:`: unhighlight and send `touchCancel`.
  mutating func cancel() -> [ControlEvent] {
    switch self {
    case .tracking:
      self = .finished
      return [.touchCancel]
    case .finished:
      return []
    }
  }

  var isHighlighted: Bool {
    switch self {
    case .tracking(_, let highlighted): highlighted
    case .finished: false
    }
  }

  var isTracking: Bool {
    switch self {
    case .tracking: true
    case .finished: false
    }
  }
}
