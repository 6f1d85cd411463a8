import SimGeometry

/// What one view description prints about hit testing, read from its top-level
///
/// `-[UIView description]` prints a property only when it differs from UIView's default, so a
/// missing `hidden` is NO, a missing `alpha` is 1, and a missing `userInteractionEnabled = NO`
/// means YES, whatever the class (UIKit prints NO on every view where it is NO, labels and image
/// views included). Fields the engine has no use for (`autoresize`, `layer`, `text`, `tag`, …)
/// are skipped without being read, so their odd contents can't cause errors.
struct PrintedFields {
  var className = ""
  /// `0x7f80f2e0f480` as printed; nil for `<Class; …>` descriptions that print none.
  var address: String?
  var frame: Rect?
  var isHidden = false
  var alpha: Double?
  var userInteractionDisabled = false
  var clipsToBounds = false
  var transform: AffineTransform?
  /// Printed by scroll views only, as `contentOffset: {x, y}`: the bounds origin.
  var contentOffset: Point?
  /// Printed for classes outside UIKit: the nearest UIKit superclass.
  var baseClass: String?

  /// A field that can't be read.
  struct Problem: Error {
    var location: SourceLocation
    var message: String
  }

  /// Reads `entry`'s fields, with a problem for each field that can't be read (where the field
  /// starts, and what was expected); such a field keeps its default.
  static func read(_ entry: DescriptionScanner.Entry, in scanner: DescriptionScanner)
    -> (PrintedFields, [Problem])
  {
    var fields = PrintedFields()
    var problems: [Problem] = []
    for (index, field) in entry.fields.enumerated() {
      do {
        try fields.read(field, isFirst: index == 0, in: scanner)
      } catch {
        problems.append(error)
      }
    }
    return (fields, problems)
  }

  private mutating func read(
    _ field: DescriptionScanner.Field, isFirst: Bool, in scanner: DescriptionScanner
  ) throws(Problem) {
    var start = field.range.lowerBound
    while start < field.range.upperBound, Self.isSpace(scanner.bytes[start]) { start += 1 }
    var end = field.range.upperBound
    while end > start, Self.isSpace(scanner.bytes[end - 1]) { end -= 1 }
    let text = String(decoding: scanner.bytes[start..<end], as: UTF8.self)
    func problem(_ message: String) -> Problem {
      Problem(
        location: scanner.location(of: start, line: field.line, lineStart: field.lineStart),
        message: message)
    }
    if isFirst {
      // `<` has been dropped: `UIView: 0x7f8…` or `UIView`.
      let parts = text.split(separator: ":", maxSplits: 1)
      className = String(parts.first ?? "")
      if parts.count == 2 { address = parts[1].trimmingSpaces }
      return
    }
    guard let separator = text.firstIndex(where: { $0 == "=" || $0 == ":" }) else { return }
    let key = text[..<separator].trimmingSpaces
    let value = text[text.index(after: separator)...].trimmingSpaces
    switch key {
    case "frame":
      guard let numbers = Self.numbers(value, open: "(", close: ")", separators: " ;"),
        numbers.count == 4
      else { throw problem("frame: expected (x y; width height), got '\(value)'") }
      frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    case "transform":
      guard let n = Self.numbers(value, open: "[", close: "]", separators: ", "), n.count == 6
      else {
        throw problem("transform: expected [a, b, c, d, tx, ty], got '\(value)'")
      }
      transform = AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    case "contentOffset":
      guard let n = Self.numbers(value, open: "{", close: "}", separators: ", "), n.count == 2
      else {
        throw problem("contentOffset: expected {x, y}, got '\(value)'")
      }
      contentOffset = Point(x: n[0], y: n[1])
    case "alpha":
      // `nan` and `inf` are what %g prints for them; DumpReader decides what they mean.
      guard let number = Double(value) else {
        throw problem("alpha: expected a number, got '\(value)'")
      }
      alpha = number
    case "hidden":
      isHidden = try Self.flag(value, key, problem)
    case "userInteractionEnabled":
      userInteractionDisabled = try !Self.flag(value, key, problem)
    case "clipsToBounds":
      clipsToBounds = try Self.flag(value, key, problem)
    case "baseClass":
      baseClass = value
    default:
      return
    }
  }

  private static func flag(
    _ value: String, _ key: String, _ problem: (String) -> Problem
  ) throws(Problem) -> Bool {
    switch value {
    case "YES": return true
    case "NO": return false
    default: throw problem("\(key): expected YES or NO, got '\(value)'")
    }
  }

  /// The finite numbers between `open` and `close`, separated by any run of `separators`.
  /// `%g` output (`-0`, `1e+03`, `0.333333`) and full precision both read exactly.
  private static func numbers(
    _ value: String, open: Character, close: Character, separators: String
  ) -> [Double]? {
    guard value.first == open, value.last == close, value.count >= 2 else { return nil }
    let inner = value.dropFirst().dropLast()
    var result: [Double] = []
    for word in inner.split(whereSeparator: { separators.contains($0) }) {
      guard let number = Double(word), number.isFinite else { return nil }
      result.append(number)
    }
    return result
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
      || byte == 9
  }
}

extension StringProtocol {
  /// Without leading and trailing spaces, tabs and line breaks.
  fileprivate var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
    guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
    let last = lastIndex(where: { !isSpace($0) })!
    return String(self[first...last])
  }
}
