/// Reads the simplest log any recorder can write: one touch sample a line, `t,finger,phase,x,y`
/// (seconds, a finger number, began/moved/stationary/ended/cancelled, points). A first line
/// naming those columns is a header; blank lines and lines starting with `#` are skipped. Times
/// are moved so the first sample is at `start`; they must not go backwards, and each finger must
/// begin before it moves or lifts and lift before it begins again. Fingers keep their numbers.
public struct CSVTouchReader: Sendable {
  public var start: Int64 = 0

  public init() {}

  public func read(_ text: String) throws(ConversionError) -> [RecordedTouch] {
    var touches: [RecordedTouch] = []
    var origin: Int64?
    var previous: Int64?
    var down: [Int] = []
    var number = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      if touches.isEmpty && trimmed.lowercased().hasPrefix("t,") { continue }
      let fields = line.split(separator: ",", omittingEmptySubsequences: false)
      func column(_ index: Int) -> Int {
        index < fields.count
          ? line.distance(from: line.startIndex, to: fields[index].startIndex) + 1 : line.count + 1
      }
      func text(_ index: Int) -> Substring {
        var field = fields[index]
        while field.first == " " { field = field.dropFirst() }
        while field.last == " " { field = field.dropLast() }
        return field
      }
      guard fields.count == 5 else {
        throw ConversionError(
          line: number, column: 1, "expected 5 columns 't,finger,phase,x,y', got \(fields.count)")
      }
      guard let time = nanoseconds(fromDecimal: text(0)), time >= 0 else {
        throw ConversionError(
          line: number, column: column(0),
          "'\(text(0))' is not a time in seconds (up to 9 decimals)")
      }
      guard let finger = Int(text(1)), (0...10_000).contains(finger) else {
        throw ConversionError(
          line: number, column: column(1), "'\(text(1))' is not a finger number from 0 to 10000")
      }
      guard let phase = RecordedTouch.Phase(rawValue: String(text(2))) else {
        throw ConversionError(
          line: number, column: column(2),
          "unknown phase '\(text(2))'; expected began, moved, stationary, ended or cancelled")
      }
      guard let x = Double(text(3)), x.isFinite, abs(x) <= 1e6 else {
        throw ConversionError(
          line: number, column: column(3), "'\(text(3))' is not an x coordinate in points")
      }
      guard let y = Double(text(4)), y.isFinite, abs(y) <= 1e6 else {
        throw ConversionError(
          line: number, column: column(4), "'\(text(4))' is not a y coordinate in points")
      }
      if let previous, time < previous {
        throw ConversionError(
          line: number, column: column(0),
          "the time goes backwards: \(text(0)) s after a later sample")
      }
      previous = time
      if phase == .began {
        guard !down.contains(finger) else {
          throw ConversionError(
            line: number, column: column(1), "finger \(finger) began while it was already down")
        }
        down.append(finger)
      } else {
        guard down.contains(finger) else {
          throw ConversionError(
            line: number, column: column(1), "finger \(finger) \(phase.rawValue) without a began")
        }
        if phase == .ended || phase == .cancelled { down.removeAll { $0 == finger } }
      }
      let first = origin ?? time
      origin = first
      touches.append(
        RecordedTouch(nanoseconds: start + (time - first), finger: finger, phase: phase, x: x, y: y)
      )
    }
    return touches
  }
}
