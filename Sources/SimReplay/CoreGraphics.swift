/// CoreGraphics' geometry to the engine's: a test writes `CGRect(x: 20, y: 300, width: 350,
/// height: 400)` as it would for UIKit, and the engine keeps `Double`s (``Rect``), exactly: a
/// `CGFloat` is a `Double` on 64-bit platforms.
extension Point {
  public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension Size {
  public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension Rect {
  public init(_ rect: CGRect) { self.init(origin: Point(rect.origin), size: Size(rect.size)) }
}

extension CGPoint {
  public init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension CGSize {
  public init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

extension CGRect {
  public init(_ rect: Rect) { self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size)) }
}

extension TouchTarget {
  /// A point in window coordinates.
  public static func point(_ point: CGPoint) -> TouchTarget { .point(Point(point)) }
  /// A point in the named view's bounds coordinates, as drawn when the finger comes down.
  public static func view(_ name: String, at point: CGPoint) -> TouchTarget {
    .inView(name, Point(point))
  }
}

/// The steps with CoreGraphics values and seconds, as a UIKit test writes them.
extension Simulation {
  /// Taps the window point `point`.
  public mutating func tap(at point: CGPoint, taps: Int = 1, fingers: Int = 1) throws(StepError) {
    try tap(.point(Point(point)), taps: taps, fingers: fingers)
  }

  /// Drags from `from` by `offset` over `duration` seconds (see ``drag(from:by:duration:expectingMiss:)``).
  public mutating func drag(
    from target: TouchTarget, by offset: CGPoint, duration: Double, expectingMiss: Bool = false
  ) throws(StepError) {
    try drag(
      from: target, by: Point(offset), duration: Interval(seconds: duration),
      expectingMiss: expectingMiss)
  }

  /// Flings from `from` by `offset`, lifted at `velocity` pt/s.
  public mutating func fling(
    from target: TouchTarget, by offset: CGPoint, velocity: Double, expectingMiss: Bool = false
  ) throws(StepError) {
    try fling(from: target, by: Point(offset), velocity: velocity, expectingMiss: expectingMiss)
  }

  /// Moves the clock on by `seconds`.
  public mutating func advance(by seconds: Double) {
    advance(by: Interval(seconds: seconds))
  }

  /// Waits `.settled` for at most `limit` seconds.
  public mutating func wait(_ wait: Wait, limit seconds: Double) throws(StepError) {
    try self.wait(wait, limit: Interval(seconds: seconds))
  }

  /// Where the named view is drawn now, in window coordinates (its frame's box, transforms
  /// included), or nil when there is no such view or it is not in the window.
  public func drawnFrame(of name: String) -> CGRect? {
    guard let view = view(named: name) else { return nil }
    let bounds = presentations(of: [view])[0].bounds
    let corners = [
      Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
      Point(x: bounds.maxX, y: bounds.maxY), Point(x: bounds.minX, y: bounds.maxY),
    ].compactMap { drawnWindowPoint(Point(x: $0.x, y: $0.y), in: view) }
    guard corners.count == 4 else { return nil }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }

  /// The name of the view touch `number` (1 for the first) landed on.
  public func hit(touch number: Int) -> String? {
    guard number >= 1, number <= touches.count else { return nil }
    return name(of: touches[number - 1].view)
  }
}

/// What a test reads back by name.
extension Simulation {
  /// A scroll view's `contentOffset` now (its model value), or nil when there is no such view.
  public func contentOffset(of name: String) -> CGPoint? {
    view(named: name).map { CGPoint(tree[$0].contentOffset) }
  }
}
