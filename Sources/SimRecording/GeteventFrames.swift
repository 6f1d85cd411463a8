/// Turns getevent's events into touches, one `SYN_REPORT` frame at a time (the rules are on
/// ``GeteventReader``).
struct GeteventFrames {
  let reader: GeteventReader
  let protocolA: Bool
  private(set) var touches: [RecordedTouch] = []
  private(set) var unused: [(name: String, count: Int)] = []
  private var origin: Int64?
  private var fingers = FingerNumbers()
  // Protocol A: the contacts of the frame being read, and those of the last frame.
  private var contact: (tracking: Int?, x: Double?, y: Double?) = (nil, nil, nil)
  private var frame: [(key: Int, x: Double, y: Double)] = []
  private var down: [(key: Int, x: Double, y: Double)] = []
  // Protocol B: the slots.
  private var slot = 0
  private var slots: [Slot] = []

  private struct Slot {
    var number: Int
    var active = false
    var began = false
    /// The contact that lifts at this frame, when one does.
    var ending: Int?
    var changed = false
    var key = 0
    var x: Double?
    var y: Double?
    /// Where the contact was at the last frame: a lifted contact ends there.
    var last: (x: Double, y: Double)?
  }

  init(reader: GeteventReader, protocolA: Bool) {
    self.reader = reader
    self.protocolA = protocolA
  }

  mutating func take(_ event: GeteventReader.Event) throws(ConversionError) {
    origin = origin ?? event.nanoseconds
    switch (event.type, event.code) {
    case (0, 0): try report(at: event)
    case (0, 2): endContact()
    case (0, 3):
      throw ConversionError(
        line: event.line, column: 1, "the kernel dropped events here (SYN_DROPPED): record again")
    case (3, 0x35): set(x: reader.points(x: Double(event.value)))
    case (3, 0x36): set(y: reader.points(y: Double(event.value)))
    case (3, 0x2f) where !protocolA:
      slot = Int(event.value)
    case (3, 0x39):
      if protocolA {
        contact.tracking = Int(event.value)
      } else {
        let index = slotIndex()
        if slots[index].active && slots[index].ending == nil {
          slots[index].ending = slots[index].key
        }
        if event.value != -1 {
          slots[index].began = true
          slots[index].key = Int(event.value)
        }
      }
    default:
      if let index = unused.firstIndex(where: { $0.name == event.name }) {
        unused[index].count += 1
      } else {
        unused.append((event.name, 1))
      }
    }
  }

  private mutating func slotIndex() -> Int {
    if let index = slots.firstIndex(where: { $0.number == slot }) { return index }
    slots.append(Slot(number: slot))
    return slots.count - 1
  }

  private mutating func set(x: Double? = nil, y: Double? = nil) {
    if protocolA {
      if let x { contact.x = x }
      if let y { contact.y = y }
    } else {
      let index = slotIndex()
      if let x { slots[index].x = x }
      if let y { slots[index].y = y }
      slots[index].changed = true
    }
  }

  private mutating func endContact() {
    if let x = contact.x, let y = contact.y {
      frame.append((contact.tracking ?? 1_000_000 + frame.count, x, y))
    }
    contact = (nil, nil, nil)
  }

  private mutating func report(at event: GeteventReader.Event) throws(ConversionError) {
    let time = reader.start + (event.nanoseconds - origin!)
    func emit(_ key: Int, _ phase: RecordedTouch.Phase, _ x: Double, _ y: Double) {
      let finger: Int
      if phase == .began {
        finger = fingers.begin(key)
      } else {
        finger = fingers.finger(of: key) ?? 0
        if phase == .ended { fingers.end(key) }
      }
      touches.append(RecordedTouch(nanoseconds: time, finger: finger, phase: phase, x: x, y: y))
    }
    if protocolA {
      endContact()
      for old in down where !frame.contains(where: { $0.key == old.key }) {
        emit(old.key, .ended, old.x, old.y)
      }
      for new in frame where down.contains(where: { $0.key == new.key }) {
        emit(new.key, .moved, new.x, new.y)
      }
      for new in frame where !down.contains(where: { $0.key == new.key }) {
        emit(new.key, .began, new.x, new.y)
      }
      down = frame
      frame = []
      return
    }
    for index in slots.indices.sorted(by: { slots[$0].number < slots[$1].number }) {
      var s = slots[index]
      if let ending = s.ending, let last = s.last ?? s.x.flatMap({ x in s.y.map { (x, $0) } }) {
        emit(ending, .ended, last.x, last.y)
        s.active = false
      }
      if s.began {
        guard let x = s.x, let y = s.y else {
          throw ConversionError(
            line: event.line, column: 1, "a contact began in slot \(s.number) without a position")
        }
        s.active = true
        emit(s.key, .began, x, y)
      } else if s.active && s.changed, let x = s.x, let y = s.y {
        emit(s.key, .moved, x, y)
      }
      s.began = false
      s.ending = nil
      s.changed = false
      if s.active, let x = s.x, let y = s.y { s.last = (x, y) }
      slots[index] = s
    }
  }
}
