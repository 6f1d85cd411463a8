extension Double {
  /// The shortest text that reads back as the same number, without a trailing ".0" on whole
  /// numbers and without a sign on zero: "300", "0.1", "-2.5", "1e-07".
  ///
  /// Swift's own shortest-round-trip printing is exact and locale-free, so reports print the
  /// same bytes on every machine and in debug and release builds.
  public var compactDescription: String {
    if self == 0 { return "0" }
    if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
    return description
  }
}

extension Point {
  /// "(300, 360)".
  public var compactDescription: String { "(\(x.compactDescription), \(y.compactDescription))" }
}

extension Rect {
  /// "[40, 200, 300, 200]", as a scenario writes a frame.
  public var compactDescription: String {
    "[\([minX, minY, width, height].map(\.compactDescription).joined(separator: ", "))]"
  }
}
