import SimEngine

/// The keyboard's trace events: `{"type":"keyboard","event":"willShow","begin":[x,y,w,h],
/// "end":[…],"duration":0.25,"curve":7}` for a notification, `"event":"firstResponder"` with
/// `"view"` (null: none) when the first responder changes, `"event":"refused"` for a view that
/// cannot become first responder, `"interactiveBegan"` (`"view"`: the scroll view) when a drag
/// reaches the keyboard and `"interactiveReleased"` (`"progress"`, `"velocity"`, `"dismisses"`,
/// `"duration"`) at its lift.
extension OccurrenceEncoder {
  static func writeKeyboard(_ record: KeyboardRecord, into w: inout JSONWriter) {
    w.raw(",\"type\":\"keyboard\",\"event\":")
    switch record {
    case .notification(let n):
      w.string(n.name.rawValue)
      w.raw(",\"begin\":")
      w.numbers(n.begin.origin.x, n.begin.origin.y, n.begin.size.width, n.begin.size.height)
      w.raw(",\"end\":")
      w.numbers(n.end.origin.x, n.end.origin.y, n.end.size.width, n.end.size.height)
      w.raw(",\"duration\":")
      w.number(n.duration)
      w.raw(",\"curve\":")
      w.integer(n.curve)
    case .firstResponder(let name):
      w.string("firstResponder")
      w.raw(",\"view\":")
      w.optionalString(name)
    case .refused(let name):
      w.string("refused")
      w.raw(",\"view\":")
      w.string(name)
    case .interactive(.began(let scrollView)):
      w.string("interactiveBegan")
      w.raw(",\"view\":")
      w.string(scrollView)
    case .interactive(.released(let progress, let velocity, let dismisses, let duration)):
      w.string("interactiveReleased")
      w.raw(",\"progress\":")
      w.number(progress)
      w.raw(",\"velocity\":")
      w.number(velocity)
      w.raw(",\"dismisses\":")
      w.bool(dismisses)
      w.raw(",\"duration\":")
      w.number(duration)
    }
  }
}
