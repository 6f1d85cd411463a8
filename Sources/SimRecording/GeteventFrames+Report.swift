/// What a `SYN_REPORT` makes of the frame it closes: the touches that begin, move and end.
extension GeteventFrames {
  mutating func report(at event: GeteventReader.Event) throws(ConversionError) {
    let time = reader.start + (event.nanoseconds - origin!)
    if protocolA {
      try reportContacts(at: event, time: time)
      return
    }
    work += touched.count
    for index in touched.sorted(by: { slots[$0].number < slots[$1].number }) {
      var s = slots[index]
      if let ending = s.ending, let last = s.last ?? s.x.flatMap({ x in s.y.map { (x, $0) } }) {
        try emit(ending, .ended, last.x, last.y, time, event)
        s.active = false
      }
      if s.began {
        guard let x = s.x, let y = s.y else {
          throw ConversionError(
            line: event.line, column: 1, "a contact began in slot \(s.number) without a position")
        }
        s.active = true
        try emit(s.key, .began, x, y, time, event)
      } else if s.active && s.changed, let x = s.x, let y = s.y {
        try emit(s.key, .moved, x, y, time, event)
      }
      s.began = false
      s.ending = nil
      s.changed = false
      s.touched = false
      if s.active, let x = s.x, let y = s.y { s.last = (x, y) }
      slots[index] = s
    }
    touched.removeAll(keepingCapacity: true)
  }

  /// Protocol A: contacts gone from the frame end, those still there move, new ones begin.
  private mutating func reportContacts(at event: GeteventReader.Event, time: Int64)
    throws(ConversionError)
  {
    endContact()
    work += frame.count + down.count
    var frameKeys = Set<Int>(minimumCapacity: frame.count)
    for new in frame where !frameKeys.insert(new.key).inserted {
      throw ConversionError(
        line: event.line, column: 1,
        "tracking id \(new.key) is in this frame twice: a contact's id must be its own")
    }
    for old in down where !frameKeys.contains(old.key) {
      try emit(old.key, .ended, old.x, old.y, time, event)
    }
    for new in frame where downKeys.contains(new.key) {
      try emit(new.key, .moved, new.x, new.y, time, event)
    }
    for new in frame where !downKeys.contains(new.key) {
      try emit(new.key, .began, new.x, new.y, time, event)
    }
    down = frame
    downKeys = frameKeys
    frame = []
  }

  private mutating func emit(
    _ key: Int, _ phase: RecordedTouch.Phase, _ x: Double, _ y: Double, _ time: Int64,
    _ event: GeteventReader.Event
  ) throws(ConversionError) {
    let finger: Int
    if phase == .began {
      finger = fingers.begin(key)
    } else {
      finger = fingers.finger(of: key) ?? 0
      if phase == .ended { fingers.end(key) }
    }
    let touch = RecordedTouch(nanoseconds: time, finger: finger, phase: phase, x: x, y: y)
    if let problem = check.problem(touch) {
      throw ConversionError(
        line: event.line, column: problem.field == .time ? event.timeColumn : 1, problem.message)
    }
    touches.append(touch)
  }
}
