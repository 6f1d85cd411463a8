import SimEngine
import SimGeometry

/// Scalars and small arrays: numbers, strings, points, rectangles, times.
///
/// Key paths are taken as autoclosures: a value that reads well never builds its path's text
/// (`root.children[12].frame`), which was a third of loading a large tree.
extension DocumentReader {

  mutating func number(_ node: Node, _ path: @autoclosure () -> String) -> Double? {
    guard let value = document.number(node) else {
      error(node, path(), "expected a number, got \(describe(node))")
      return nil
    }
    guard value.isFinite else {
      error(
        node, path(), "the number \(document.numberLiteral(node) ?? "") is too large to be finite")
      return nil
    }
    return value
  }

  mutating func number(
    _ node: Node, _ path: @autoclosure () -> String, in range: ClosedRange<Double>, what: String
  )
    -> Double?
  {
    guard let value = number(node, path()) else { return nil }
    guard range.contains(value) else {
      error(
        node, path(),
        "\(what) must be between \(format(range.lowerBound)) and \(format(range.upperBound)), got \(format(value))"
      )
      return nil
    }
    return value
  }

  mutating func nonNegative(_ node: Node, _ path: @autoclosure () -> String, what: String)
    -> Double?
  {
    guard let value = number(node, path()) else { return nil }
    guard value >= 0 else {
      error(node, path(), "\(what) can't be negative, got \(format(value))")
      return nil
    }
    return value
  }

  mutating func integer(
    _ node: Node, _ path: @autoclosure () -> String, in range: ClosedRange<Int>, what: String
  )
    -> Int?
  {
    guard let value = number(node, path()) else { return nil }
    guard value == value.rounded(), value >= Double(range.lowerBound),
      value <= Double(range.upperBound)
    else {
      error(
        node, path(),
        "\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \(document.numberLiteral(node) ?? "")"
      )
      return nil
    }
    return Int(value)
  }

  mutating func string(_ node: Node, _ path: @autoclosure () -> String) -> String? {
    guard let value = document.string(node) else {
      error(node, path(), "expected a string, got \(describe(node))")
      return nil
    }
    // Counting characters walks the whole string; a string with no more bytes than the limit has
    // no more characters either.
    guard value.utf8.count <= limits.stringLength || value.count <= limits.stringLength else {
      error(
        node, path(),
        "the string has \(value.count) characters, more than the \(limits.stringLength) limit")
      return nil
    }
    return value
  }

  /// A non-empty string naming something (a view, a log).
  mutating func name(_ node: Node, _ path: @autoclosure () -> String, what: String) -> String? {
    guard let value = string(node, path()) else { return nil }
    guard !value.isEmpty else {
      error(node, path(), "\(what) can't be empty")
      return nil
    }
    guard value.utf8.count <= limits.nameLength || value.count <= limits.nameLength else {
      error(
        node, path(),
        "\(what) has \(value.count) characters, more than the \(limits.nameLength) limit")
      return nil
    }
    return value
  }

  mutating func bool(_ node: Node, _ path: @autoclosure () -> String) -> Bool? {
    guard let value = document.bool(node) else {
      error(node, path(), "expected true or false, got \(describe(node))")
      return nil
    }
    return value
  }

  /// An array of exactly `names.count` finite numbers, described by their names.
  mutating func numbers(_ node: Node, _ path: @autoclosure () -> String, names: [String])
    -> SmallNumbers?
  {
    precondition(names.count <= SmallNumbers.capacity, "at most six numbers")
    // The messages are built only for an error: a valid array of numbers costs no text.
    func expected() -> String { "\(names.count) numbers [\(names.joined(separator: ", "))]" }
    guard document.kind(node) == .array else {
      error(node, path(), "expected \(expected()), got \(describe(node))")
      return nil
    }
    // Read in place: listing the elements would allocate an array for every frame and point.
    let count = document.elementCount(node)
    guard count == names.count else {
      error(node, path(), "expected \(expected()), got \(count)")
      return nil
    }
    var values = SmallNumbers()
    if let packed = document.packedNumbers(node) {
      for value in packed { values.append(value) }
      return values
    }
    for index in 0..<count {
      let element = document.element(node, index)
      if let value = document.number(element), value.isFinite {
        values.append(value)
        continue
      }
      guard let value = number(element, KeyPath.index(path(), index)) else { return nil }
      values.append(value)
    }
    return values
  }

  mutating func point(_ node: Node, _ path: @autoclosure () -> String) -> Point? {
    numbers(node, path(), names: ["x", "y"]).map { Point(x: $0[0], y: $0[1]) }
  }

  /// `[x, y, width, height]` with a non-negative size.
  mutating func rect(_ node: Node, _ path: @autoclosure () -> String) -> Rect? {
    guard let v = numbers(node, path(), names: ["x", "y", "width", "height"]) else { return nil }
    guard v[2] >= 0, v[3] >= 0 else {
      error(
        node, path(),
        "width and height can't be negative, got [\(v.map(format).joined(separator: ", "))]")
      return nil
    }
    return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  mutating func insets(_ node: Node, _ path: @autoclosure () -> String) -> EdgeInsets? {
    numbers(node, path(), names: ["top", "left", "bottom", "right"]).map {
      EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3])
    }
  }

  mutating func transform(_ node: Node, _ path: @autoclosure () -> String) -> AffineTransform? {
    numbers(node, path(), names: ["a", "b", "c", "d", "tx", "ty"]).map {
      AffineTransform(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5])
    }
  }

  /// A time in seconds, read exactly from its decimal text to whole nanoseconds.
  mutating func time(_ node: Node, _ path: @autoclosure () -> String) -> Instant? {
    interval(node, path(), what: "a time").map { Instant(nanoseconds: $0.nanoseconds) }
  }

  mutating func interval(_ node: Node, _ path: @autoclosure () -> String, what: String) -> Interval?
  {
    guard number(node, path()) != nil, let literal = document.numberLiteral(node) else {
      return nil
    }
    let nanoseconds = DecimalLiteral.fixedPoint(literal, scale: 9) ?? Int64.max
    guard nanoseconds >= 0 else {
      error(node, path(), "\(what) can't be negative, got \(literal)")
      return nil
    }
    guard nanoseconds <= limits.seconds * 1_000_000_000 else {
      error(node, path(), "\(what) of \(literal) s is beyond the \(limits.seconds) s limit")
      return nil
    }
    return Interval(nanoseconds: nanoseconds)
  }
}

/// Numbers in messages: integers without ".0", others as Swift prints them.
func format(_ value: Double) -> String { value.compactDescription }
