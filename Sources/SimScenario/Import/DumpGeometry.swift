import SimGeometry

/// Undoes what `frame` hides: a dump prints the frame, which for a transformed view is the
/// bounding box of its transformed bounds, while the engine (like UIKit) stores the centre and
/// the untransformed bounds size. Hit testing needs the latter: a point in a rotated view's
/// bounding box but outside the view itself must miss it.
enum DumpGeometry {
  /// How well the bounds size could be recovered.
  enum Recovery: Equatable {
    /// Solved from the bounding box (or no transform).
    case exact
    /// The transform's bounding box does not determine the size (a rotation by 45°, say):
    /// the view is taken to be square.
    case assumedSquare
    /// The printed numbers admit no size (rounding in a nearly degenerate case): a negative
    /// side was set to 0.
    case inconsistent
  }

  /// The centre and bounds size of a view whose frame prints as `frame` under `transform`,
  /// with the anchor point in the middle (`anchorPoint` is not printed, and (0.5, 0.5) is
  /// UIKit's default).
  ///
  /// The centre is the box's centre less the translation. Each corner (±w/2, ±h/2) goes to
  /// (a·x + c·y, b·x + d·y), so the box is |a|·w + |c|·h wide and |b|·w + |d|·h tall: two
  /// linear equations in w and h, solved directly.
  static func untransform(frame: Rect, transform t: AffineTransform)
    -> (center: Point, size: Size, recovery: Recovery)
  {
    let center = Point(x: frame.midX - t.tx, y: frame.midY - t.ty)
    if t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 {
      return (center, frame.size, .exact)
    }
    let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
    let (width, height) = (frame.width, frame.height)
    // A singular transform flattens the view; it can never be hit, and its size is moot.
    guard t.a * t.d - t.b * t.c != 0 else { return (center, frame.size, .exact) }
    let det = a * d - c * b
    let scale = max(a, b, c, d)
    guard abs(det) > 1e-9 * scale * scale else {
      let side = a + c > 0 ? width / (a + c) : height / (b + d)
      return (center, Size(width: side, height: side), .assumedSquare)
    }
    var w = (width * d - c * height) / det
    var h = (a * height - b * width) / det
    // `%g` printed six significant digits; the rounding, carried through the solution, bounds
    // how far off each value may be. Within that, the simplest number is as likely as any and
    // is what the code that set the view most probably said (100, not 99.99977).
    let (dW, dH) = (halfDigit(width), halfDigit(height))
    let (dX, dY) = (halfDigit(frame.minX) + dW / 2, halfDigit(frame.minY) + dH / 2)
    let simpleCenter = Point(x: simplest(center.x, within: dX), y: simplest(center.y, within: dY))
    let tolerance = (d * dW + c * dH, b * dW + a * dH)
    if w < -tolerance.0 || h < -tolerance.1 {
      return (simpleCenter, Size(width: max(w, 0), height: max(h, 0)), .inconsistent)
    }
    w = simplest(max(w, 0), within: tolerance.0 / abs(det))
    h = simplest(max(h, 0), within: tolerance.1 / abs(det))
    return (simpleCenter, Size(width: w, height: h), .exact)
  }

  /// Half a unit in the sixth significant digit of `value`: how far `%g` may have moved it.
  static func halfDigit(_ value: Double) -> Double {
    var magnitude = abs(value)
    guard magnitude > 0, magnitude.isFinite else { return 0 }
    var unit = 1.0
    while magnitude >= 10 {
      magnitude /= 10
      unit *= 10
    }
    while magnitude < 1 {
      magnitude *= 10
      unit /= 10
    }
    return 0.5 * unit / 100_000
  }

  /// The number with the fewest decimals (at most 6) within `tolerance` of `value`.
  static func simplest(_ value: Double, within tolerance: Double) -> Double {
    var scale = 1.0
    for _ in 0...6 {
      let candidate = (value * scale).rounded() / scale
      if abs(candidate - value) <= tolerance { return candidate }
      scale *= 10
    }
    return value
  }
}
