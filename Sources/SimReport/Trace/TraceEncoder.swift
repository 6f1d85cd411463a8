import SimEngine
import SimGeometry

/// The `--trace` format: JSON Lines, one object per rendered frame, with keys in a fixed order
/// and exact times, so two runs of the same scenario give the same bytes.
///
///     {"frame":6,"t":0.1,"touches":[{"touch":1,"finger":1,"phase":"began","x":300,"y":360,
///      "view":"overlay","hit":"overlay","delivery":"delivered"}],"events":[…],"highlighted":[]}
///
/// Lines are written frame by frame into a ``JSONWriter`` (``TraceWriter`` streams them as a
/// run renders them); ``encode(_:)`` writes a kept run's whole trace at once.
public enum TraceEncoder {
  /// The whole trace of a simulation that kept its frames, one line per frame, each ending in
  /// a newline.
  public static func encode(_ simulation: Simulation) -> String {
    var writer = JSONWriter()
    let names = TraceNames(simulation)
    for frame in simulation.frames { write(frame, of: simulation, names, into: &writer) }
    return writer.text
  }

  /// One frame's line, with its newline.
  public static func write(
    _ frame: FrameRecord, of simulation: Simulation, _ names: TraceNames, into w: inout JSONWriter
  ) {
    w.raw("{\"frame\":")
    w.integer(frame.index)
    w.raw(",\"t\":")
    w.time(frame.time)
    w.raw(",\"touches\":[")
    for (index, touch) in frame.touches.enumerated() {
      w.raw(index == 0 ? "{\"touch\":" : ",{\"touch\":")
      w.integer(touch.number)
      w.raw(",\"finger\":")
      w.integer(touch.finger)
      OccurrenceEncoder.place(touch.phase, touch.location, touch.view, names, into: &w)
      w.raw(",\"hit\":")
      names.view(touch.hitNow, into: &w)
      w.raw(",\"delivery\":")
      delivery(touch.delivery, names, into: &w)
      w.byte(UInt8(ascii: "}"))
    }
    w.raw("],\"events\":[")
    var first = true
    for occurrence in simulation.journal[frame.occurrences] {
      if !first { w.byte(UInt8(ascii: ",")) }
      first = false
      OccurrenceEncoder.write(occurrence, names, into: &w)
    }
    w.raw("],\"highlighted\":[")
    for (index, view) in frame.highlighted.enumerated() {
      if index > 0 { w.byte(UInt8(ascii: ",")) }
      names.view(view, into: &w)
    }
    w.byte(UInt8(ascii: "]"))
    if !frame.presentations.isEmpty {
      w.raw(",\"presentation\":[")
      for (index, presented) in frame.presentations.enumerated() {
        w.raw(index == 0 ? "{\"view\":" : ",{\"view\":")
        names.view(presented.view, into: &w)
        w.raw(",\"frame\":")
        w.rect(presented.frame)
        w.raw(",\"alpha\":")
        w.number(presented.alpha)
        w.raw(",\"transform\":")
        w.transform(presented.transform)
        w.byte(UInt8(ascii: "}"))
      }
      w.byte(UInt8(ascii: "]"))
    }
    if !frame.presented.isEmpty {
      w.raw(",\"presentations\":[")
      for (index, snapshot) in frame.presented.enumerated() {
        w.raw(index == 0 ? "{\"presentation\":" : ",{\"presentation\":")
        w.string(snapshot.name)
        w.raw(",\"phase\":")
        w.string(snapshot.phase.rawValue)
        w.raw(",\"detent\":")
        w.optionalString(snapshot.detent)
        w.byte(UInt8(ascii: "}"))
      }
      w.byte(UInt8(ascii: "]"))
    }
    if !frame.scrolls.isEmpty {
      w.raw(",\"scrolls\":[")
      for (index, scroll) in frame.scrolls.enumerated() {
        w.raw(index == 0 ? "{\"view\":" : ",{\"view\":")
        names.view(scroll.view, into: &w)
        w.raw(",\"contentOffset\":")
        w.numbers(scroll.contentOffset.x, scroll.contentOffset.y)
        w.raw(",\"phase\":")
        w.string(scroll.phase)
        w.byte(UInt8(ascii: "}"))
      }
      w.byte(UInt8(ascii: "]"))
    }
    if !frame.gestures.isEmpty {
      w.raw(",\"gestures\":[")
      for (index, gesture) in frame.gestures.enumerated() {
        w.raw(index == 0 ? "{\"gesture\":" : ",{\"gesture\":")
        names.recognizer(gesture.recognizer, into: &w)
        w.raw(",\"state\":")
        names.state(gesture.state, of: gesture.recognizer, into: &w)
        values(of: gesture, into: &w)
        w.byte(UInt8(ascii: "}"))
      }
      w.byte(UInt8(ascii: "]"))
    }
    if !frame.layout.isEmpty {
      w.raw(",\"layout\":[")
      for (index, entry) in frame.layout.enumerated() {
        w.raw(index == 0 ? "{\"view\":" : ",{\"view\":")
        names.view(entry.view, into: &w)
        if entry.inWindow {
          w.raw(",\"frame\":")
          w.rect(entry.frame)
          w.raw(",\"bounds\":")
          w.numbers(entry.boundsOrigin.x, entry.boundsOrigin.y)
          w.raw(",\"alpha\":")
          w.number(entry.alpha)
          w.raw(",\"hidden\":")
          w.bool(entry.isHidden)
          w.raw(",\"interaction\":")
          w.bool(entry.isUserInteractionEnabled)
        } else {
          w.raw(",\"inWindow\":false")
        }
        w.byte(UInt8(ascii: "}"))
      }
      w.byte(UInt8(ascii: "]"))
    }
    w.raw("}\n")
  }

  /// A recognizer's values after its name and state: `,"translation":[x,y],"velocity":[vx,vy]`
  /// for a pan, `,"scale":s,"scaleVelocity":v` for a pinch, `,"rotation":r,"rotationVelocity":v`
  /// (radians) for a rotation.
  static func values(of gesture: GestureSnapshot, into w: inout JSONWriter) {
    if let t = gesture.translation {
      w.raw(",\"translation\":")
      w.numbers(t.x, t.y)
    }
    if let v = gesture.velocity {
      w.raw(",\"velocity\":")
      w.numbers(v.x, v.y)
    }
    if let scale = gesture.scale {
      w.raw(",\"scale\":")
      w.number(scale)
    }
    if let v = gesture.scaleVelocity {
      w.raw(",\"scaleVelocity\":")
      w.number(v)
    }
    if let rotation = gesture.rotation {
      w.raw(",\"rotation\":")
      w.number(rotation)
    }
    if let v = gesture.rotationVelocity {
      w.raw(",\"rotationVelocity\":")
      w.number(v)
    }
  }

  /// "delivered", "noView", "unchanged", "held:<recognizer>", or why a touch is withheld.
  static func delivery(_ delivery: Delivery, _ names: TraceNames, into w: inout JSONWriter) {
    switch delivery {
    case .delivered: w.raw("\"delivered\"")
    case .noView: w.raw("\"noView\"")
    case .unchanged: w.raw("\"unchanged\"")
    case .held(let recognizer):
      w.raw("\"held:")
      names.recognizerContent(recognizer, into: &w)
      w.byte(UInt8(ascii: "\""))
    case .withheld(let reason):
      w.byte(UInt8(ascii: "\""))
      reasonCode(reason, names, into: &w)
      w.byte(UInt8(ascii: "\""))
    }
  }

  /// The delivery code as text, for reports that print it.
  static func deliveryCode(_ delivery: Delivery, _ names: TraceNames) -> String {
    var writer = JSONWriter()
    self.delivery(delivery, names, into: &writer)
    return String(decoding: writer.bytes.dropFirst().dropLast(), as: UTF8.self)
  }

  static func reasonCode(_ reason: WithholdReason, _ names: TraceNames, into w: inout JSONWriter) {
    switch reason {
    case .multipleTouchDisabled: w.raw("multipleTouchDisabled")
    case .exclusiveTouch(let view):
      w.raw("exclusiveTouch:")
      names.viewContent(view, into: &w)
    case .viewLeftWindow: w.raw("viewLeftWindow")
    case .cancelledByGesture(let recognizer):
      w.raw("cancelledByGesture:")
      names.recognizerContent(recognizer, into: &w)
    case .contextMenu: w.raw("contextMenu")
    }
  }

  /// The reason code as text.
  static func reasonCode(_ reason: WithholdReason, _ names: TraceNames) -> String {
    var writer = JSONWriter()
    reasonCode(reason, names, into: &writer)
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}
