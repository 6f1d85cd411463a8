/// Reads the simplest log any recorder can write: one touch sample a line, `t,finger,phase,x,y`
/// (seconds, a finger number, began/moved/stationary/ended/cancelled, points). A first line
/// naming those columns is a header; blank lines and lines starting with `#` are skipped. Times
/// are moved so the first sample is at `start`; they must not go backwards, and each finger must
/// begin before it moves or lifts and lift before it begins again. Fingers keep their numbers.
/// What it returns is a stream `run` accepts (``StreamLimits``); anything else is an error at
/// the line and column that cause it.
///
/// It reads bytes through their collection's own indices, each byte a bounded number of times
/// (a field's padding is trimmed by walking it once, from both ends), so its time is linear in
/// the input whatever the padding; the tests count the index steps to hold it so.
public struct CSVTouchReader: Sendable {
  public var start: Int64 = 0
  public var limits = StreamLimits()

  public init() {}

  public func read(_ text: String) throws(ConversionError) -> [RecordedTouch] {
    try read(bytes: Array(text.utf8))
  }

  public func read<Bytes: BidirectionalCollection<UInt8>>(bytes: Bytes) throws(ConversionError)
    -> [RecordedTouch]
  {
    var touches: [RecordedTouch] = []
    var check = StreamCheck(limits: limits)
    var origin: Int64?
    var number = 0
    var lineStart = bytes.startIndex
    var more = true
    while more {
      number += 1
      var lineEnd = lineStart
      while lineEnd != bytes.endIndex && bytes[lineEnd] != UInt8(ascii: "\n") {
        lineEnd = bytes.index(after: lineEnd)
      }
      var line = CSVLine(bytes: bytes, start: lineStart, end: lineEnd, number: number)
      more = lineEnd != bytes.endIndex
      if more { lineStart = bytes.index(after: lineEnd) }
      if line.isBlankOrComment || (touches.isEmpty && line.isHeader) { continue }
      let fields = line.fields()
      guard fields.count == 5 else {
        throw line.error(
          at: 1, "expected 5 columns 't,finger,phase,x,y', got \(line.fieldCount)")
      }
      let text = fields.map { line.text($0) }
      guard let time = nanoseconds(fromDecimal: Substring(text[0])), time >= 0 else {
        throw line.error(
          in: fields[0], "'\(text[0])' is not a time in seconds (up to 9 decimals)")
      }
      guard let finger = Int(text[1]), (0...limits.finger).contains(finger) else {
        throw line.error(
          in: fields[1], "'\(text[1])' is not a finger number from 0 to \(limits.finger)")
      }
      guard let phase = RecordedTouch.Phase(rawValue: text[2]) else {
        throw line.error(
          in: fields[2],
          "unknown phase '\(text[2])'; expected began, moved, stationary, ended or cancelled")
      }
      guard let x = Double(text[3]), abs(x) <= limits.coordinate else {
        throw line.error(in: fields[3], "'\(text[3])' is not an x coordinate in points")
      }
      guard let y = Double(text[4]), abs(y) <= limits.coordinate else {
        throw line.error(in: fields[4], "'\(text[4])' is not a y coordinate in points")
      }
      let first = origin ?? time
      origin = first
      let touch = RecordedTouch(
        nanoseconds: start + (time - first), finger: finger, phase: phase, x: x, y: y)
      if let problem = check.problem(touch) {
        let field: Int
        switch problem.field {
        case .time: field = 0
        case .finger: field = 1
        case .x: field = 3
        case .y: field = 4
        }
        throw line.error(in: fields[field], problem.message)
      }
      touches.append(touch)
    }
    return touches
  }
}
