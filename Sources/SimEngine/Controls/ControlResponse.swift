/// What a control does with one touch event: the value its tracking set first (a slider's
/// `beginTrackingWithTouch:` and `continueTrackingWithTouch:` set it before any event of that
/// touch event is sent), then the control events, in order.
struct ControlResponse: Hashable, Sendable {
  var value: ControlValue?
  var events: [ControlEvent]
  /// A stepper's repeat timer: when it fires next, in seconds from now.
  var repeatAfter: Double?

  init(value: ControlValue? = nil, events: [ControlEvent] = []) {
    self.value = value
    self.events = events
  }

  static let none = ControlResponse()
}
