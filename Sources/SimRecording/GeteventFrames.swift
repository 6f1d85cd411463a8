/// Turns getevent's events into touches, one `SYN_REPORT` frame at a time (the rules are on
/// ``GeteventReader``), checking each against what `run` accepts as it is made.
///
/// Its work per frame is the frame's own: slots are found by number in a dictionary and only
/// the slots the frame touched are visited at its `SYN_REPORT` (visiting every slot ever used
/// made taps each in a new slot quadratic), and protocol A's contacts are matched by sets.
/// ``work`` counts the slots and contacts visited, for the tests that hold it linear.
struct GeteventFrames {
  let reader: GeteventReader
  let protocolA: Bool
  var touches: [RecordedTouch] = []
  var unused: [(name: String, count: Int)] = []
  var unusedIndex: [String: Int] = [:]
  var origin: Int64?
  var lastEvent: Int64?
  var fingers = FingerNumbers()
  var check: StreamCheck
  var work = 0
  // Protocol A: the contacts of the frame being read, and those of the last frame.
  var contact: (tracking: Int?, x: Double?, y: Double?) = (nil, nil, nil)
  var frame: [(key: Int, x: Double, y: Double)] = []
  var down: [(key: Int, x: Double, y: Double)] = []
  var downKeys: Set<Int> = []
  // Protocol B: the slots, where each is in `slots`, and those this frame touched.
  var slot = 0
  var slots: [Slot] = []
  var slotIndexes: [Int: Int] = [:]
  var touched: [Int] = []

  /// Keys of protocol A contacts without a tracking id, above every tracking id (32 bits).
  private static let untracked = 1 << 40

  struct Slot {
    var number: Int
    var active = false
    var began = false
    /// The contact that lifts at this frame, when one does.
    var ending: Int?
    var changed = false
    var touched = false
    var key = 0
    var x: Double?
    var y: Double?
    /// Where the contact was at the last frame: a lifted contact ends there.
    var last: (x: Double, y: Double)?
  }

  init(reader: GeteventReader, protocolA: Bool) {
    self.reader = reader
    self.protocolA = protocolA
    self.check = StreamCheck(limits: reader.limits)
  }

  /// Heap steps of the finger numbers and slots and contacts visited.
  var totalWork: Int { work + fingers.steps }

  mutating func take(_ event: GeteventReader.Event) throws(ConversionError) {
    origin = origin ?? event.nanoseconds
    if let lastEvent, event.nanoseconds < lastEvent {
      throw ConversionError(
        line: event.line, column: event.timeColumn,
        "the clock goes backwards: \(RecordedTouch.seconds(event.nanoseconds)) s after an event at \(RecordedTouch.seconds(lastEvent)) s"
      )
    }
    lastEvent = event.nanoseconds
    switch (event.type, event.code) {
    case (0, 0): try report(at: event)
    case (0, 2): endContact()
    case (0, 3):
      throw ConversionError(
        line: event.line, column: 1, "the kernel dropped events here (SYN_DROPPED): record again")
    case (3, 0x35): set(x: try point(reader.points(x: Double(event.value)), "x", event))
    case (3, 0x36): set(y: try point(reader.points(y: Double(event.value)), "y", event))
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
      if let index = unusedIndex[event.name] {
        unused[index].count += 1
      } else {
        unusedIndex[event.name] = unused.count
        unused.append((event.name, 1))
      }
    }
  }

  /// A coordinate in points, refused at its value when `run` would refuse it.
  private func point(_ value: Double, _ axis: String, _ event: GeteventReader.Event)
    throws(ConversionError) -> Double
  {
    guard abs(value) <= reader.limits.coordinate else {
      throw ConversionError(
        line: event.line, column: event.valueColumn,
        "\(axis) would be \(value) points, not within ±\(RecordedTouch.number(reader.limits.coordinate)) points; check --scale, or --x-range, --y-range and --size"
      )
    }
    return value
  }

  /// The slot being written, marked as touched by this frame.
  private mutating func slotIndex() -> Int {
    let index: Int
    if let known = slotIndexes[slot] {
      index = known
    } else {
      index = slots.count
      slotIndexes[slot] = index
      slots.append(Slot(number: slot))
    }
    if !slots[index].touched {
      slots[index].touched = true
      touched.append(index)
    }
    return index
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

  mutating func endContact() {
    if let x = contact.x, let y = contact.y {
      frame.append((contact.tracking ?? Self.untracked + frame.count, x, y))
    }
    contact = (nil, nil, nil)
  }
}
