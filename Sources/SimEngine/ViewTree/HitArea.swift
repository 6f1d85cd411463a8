import SimGeometry

/// A custom `point(inside:with:)`: the region of a view's own coordinate space that counts as
/// inside it. It covers what the seed articles write by hand in `point(inside:)` overrides.
///
/// The region is the view's bounds, inset by ``insets`` (negative insets enlarge it, as the
/// seeds' 44 pt area around a 24 pt icon), shaped by ``shape``, minus every ``exclude``
/// rectangle (the seeds' `PassThroughOverlayView.excludedRect`).
public struct HitArea: Hashable, Sendable {
  public enum Shape: String, Hashable, Sendable, CaseIterable {
    /// The whole inset rectangle (UIKit's default `point(inside:)`).
    case rectangle
    /// The circle centred in the inset rectangle with radius min(width, height) / 2; a point
    /// exactly on the circle is inside (the seeds compare distance ≤ radius).
    case circle
    /// The ellipse inscribed in the inset rectangle; a point on it is inside.
    case ellipse
  }

  public var insets: EdgeInsets
  public var shape: Shape
  /// Rectangles in the view's own bounds coordinates that are never inside.
  public var exclude: [Rect]

  public init(insets: EdgeInsets = .zero, shape: Shape = .rectangle, exclude: [Rect] = []) {
    self.insets = insets
    self.shape = shape
    self.exclude = exclude
  }

  /// Whether the area is a plain rectangle, which the hit-test walk checks without looking here.
  var isRectangular: Bool { shape == .rectangle && exclude.isEmpty }

  /// Whether `point` (in the view's bounds coordinates) is inside, given the view's `bounds`.
  public func contains(_ point: Point, bounds: Rect) -> Bool {
    let region = bounds.inset(by: insets)
    switch shape {
    case .rectangle:
      guard region.contains(point) else { return false }
    case .circle:
      let radius = min(region.width, region.height) * 0.5
      let dx = point.x - region.midX
      let dy = point.y - region.midY
      guard radius >= 0, dx * dx + dy * dy <= radius * radius else { return false }
    case .ellipse:
      let rx = region.width * 0.5
      let ry = region.height * 0.5
      guard rx > 0, ry > 0 else { return false }
      let nx = (point.x - region.midX) / rx
      let ny = (point.y - region.midY) / ry
      guard nx * nx + ny * ny <= 1 else { return false }
    }
    for rect in exclude where rect.contains(point) {
      return false
    }
    return true
  }
}
