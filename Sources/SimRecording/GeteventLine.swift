/// One line of `getevent -t` or `getevent -lt`: `[   53890.813990] 0003 0035 000001be`, or
/// `[ 123.456789] EV_ABS ABS_MT_POSITION_X 000001be`, optionally with the device
/// (`/dev/input/event7:`) before or after the time.
enum GeteventLine {
  static let types: [(String, Int)] = [
    ("EV_SYN", 0), ("EV_KEY", 1), ("EV_REL", 2), ("EV_ABS", 3), ("EV_MSC", 4),
  ]
  static let codes: [(String, type: Int, code: Int)] = [
    ("SYN_REPORT", 0, 0), ("SYN_CONFIG", 0, 1), ("SYN_MT_REPORT", 0, 2), ("SYN_DROPPED", 0, 3),
    ("BTN_TOOL_FINGER", 1, 0x145), ("BTN_TOUCH", 1, 0x14a), ("ABS_X", 3, 0), ("ABS_Y", 3, 1),
    ("ABS_PRESSURE", 3, 0x18), ("ABS_MT_SLOT", 3, 0x2f), ("ABS_MT_TOUCH_MAJOR", 3, 0x30),
    ("ABS_MT_TOUCH_MINOR", 3, 0x31), ("ABS_MT_WIDTH_MAJOR", 3, 0x32),
    ("ABS_MT_WIDTH_MINOR", 3, 0x33), ("ABS_MT_ORIENTATION", 3, 0x34),
    ("ABS_MT_POSITION_X", 3, 0x35), ("ABS_MT_POSITION_Y", 3, 0x36), ("ABS_MT_TOOL_TYPE", 3, 0x37),
    ("ABS_MT_BLOB_ID", 3, 0x38), ("ABS_MT_TRACKING_ID", 3, 0x39), ("ABS_MT_PRESSURE", 3, 0x3a),
    ("ABS_MT_DISTANCE", 3, 0x3b), ("MSC_SCAN", 4, 4), ("MSC_TIMESTAMP", 4, 5),
  ]

  static func parse(_ line: Substring, number: Int) throws(ConversionError)
    -> (GeteventReader.Event, device: String?)
  {
    var rest = line[...]
    var device: String?
    var time: Int64?
    var timeColumn = 1
    func column(_ index: Substring.Index) -> Int {
      line.distance(from: line.startIndex, to: index) + 1
    }
    func skipSpaces() { while rest.first == " " || rest.first == "\t" { rest = rest.dropFirst() } }
    func takeDevice() {
      skipSpaces()
      guard rest.hasPrefix("/dev/"), let colon = rest.firstIndex(of: ":") else { return }
      device = String(rest[..<colon])
      rest = rest[rest.index(after: colon)...]
    }
    takeDevice()
    skipSpaces()
    if rest.first == "[" {
      guard let close = rest.firstIndex(of: "]") else {
        throw ConversionError(
          line: number, column: column(rest.startIndex), "a '[' timestamp without its ']'")
      }
      let text = rest[rest.index(after: rest.startIndex)..<close].drop { $0 == " " }
      guard let value = nanoseconds(fromDecimal: text) else {
        throw ConversionError(
          line: number, column: column(rest.startIndex), "'\(text)' is not a timestamp in seconds")
      }
      time = value
      timeColumn = column(rest.startIndex)
      rest = rest[rest.index(after: close)...]
    }
    takeDevice()
    skipSpaces()
    guard let time else {
      throw ConversionError(
        line: number, column: column(rest.startIndex),
        "no timestamp: record with 'getevent -t' or 'getevent -lt' so the events have times")
    }
    let fieldsStart = rest.startIndex
    let fields = rest.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard fields.count == 3 else {
      throw ConversionError(
        line: number, column: column(fieldsStart),
        "expected an event 'type code value' (as '0003 0035 000001be' or 'EV_ABS ABS_MT_POSITION_X 000001be'), got '\(rest)'"
      )
    }
    let type: Int
    if let hex = Int(fields[0], radix: 16) {
      type = hex
    } else if let named = types.first(where: { $0.0 == fields[0] }) {
      type = named.1
    } else {
      throw ConversionError(
        line: number, column: column(fields[0].startIndex), "unknown event type '\(fields[0])'")
    }
    var code = -1
    var name = String(fields[1])
    if let hex = Int(fields[1], radix: 16) {
      code = hex
      let typeName = types.first { $0.1 == type }?.0 ?? String(fields[0])
      name = codes.first { $0.type == type && $0.code == hex }?.0 ?? "\(typeName) \(fields[1])"
    } else if let named = codes.first(where: { $0.0 == fields[1] }) {
      code = named.code
    }
    let value: Int64
    switch fields[2] {
    case "DOWN": value = 1
    case "UP": value = 0
    case "REPEAT": value = 2
    default:
      guard fields[2].count <= 8, let raw = UInt32(fields[2], radix: 16) else {
        throw ConversionError(
          line: number, column: column(fields[2].startIndex),
          "'\(fields[2])' is not a value (8 hex digits, DOWN or UP)")
      }
      value = Int64(Int32(bitPattern: raw))
    }
    return (
      GeteventReader.Event(
        line: number, timeColumn: timeColumn, valueColumn: column(fields[2].startIndex),
        nanoseconds: time, type: type, code: code, value: value, name: name),
      device
    )
  }
}
