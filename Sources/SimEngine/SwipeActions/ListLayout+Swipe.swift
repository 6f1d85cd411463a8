/// What the swipe actions read of a table's layout.
extension ListLayout {
  /// The row under content y (`indexPathForRowAtPoint:` along y), or nil over a header, a
  /// footer or below the last row.
  func row(at y: Double) -> ListIndexPath? {
    guard y.isFinite else { return nil }
    return rows(from: y, to: y.nextUp).first
  }
}
