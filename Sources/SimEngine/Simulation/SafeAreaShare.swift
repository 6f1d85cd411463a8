import SimGeometry

/// The part of the window's safe area a scroll view covers (its `adjustedContentInset` starts
/// from it), from where its corners land in the window.
///
/// The corners go to the superview as `convert(_:to:)` takes them (anchor, transform, centre),
/// then to the window through the superview's transform to the window, composed once per view
/// from the top down (`TemplateWindowMatrices`): converting each scroll view's corners up the
/// whole chain cost the depth for each, the depth squared for scroll views nested in scroll
/// views (issue 36).
enum SafeAreaShare {
  static func covered(
    by properties: ViewProperties, superviewToWindow: AffineTransform, screen: Screen
  ) -> EdgeInsets {
    let safe = screen.safeArea
    guard safe != .zero else { return .zero }
    let bounds = properties.bounds
    let anchor = Point(
      x: bounds.minX + properties.anchorPoint.x * bounds.width,
      y: bounds.minY + properties.anchorPoint.y * bounds.height)
    let size = bounds.size
    let corners = [
      Point.zero, Point(x: size.width, y: 0), Point(x: 0, y: size.height),
      Point(x: size.width, y: size.height),
    ].map {
      superviewToWindow.apply(
        to: properties.transform.apply(to: $0 + bounds.origin - anchor) + properties.center)
    }
    let minX = corners.map(\.x).min()!
    let maxX = corners.map(\.x).max()!
    let minY = corners.map(\.y).min()!
    let maxY = corners.map(\.y).max()!
    let screen = screen.size
    return EdgeInsets(
      top: max(0, min(safe.top - minY, maxY - minY)),
      left: max(0, min(safe.left - minX, maxX - minX)),
      bottom: max(0, min(maxY - (screen.height - safe.bottom), maxY - minY)),
      right: max(0, min(maxX - (screen.width - safe.right), maxX - minX)))
  }
}

/// The transforms from a template's views to the window while it is created, each composed
/// once from its superview's: only the superviews of scroll views are asked for, so a template
/// without scroll views keeps none.
struct TemplateWindowMatrices {
  /// The coordinates of the view the template goes under, to the window's.
  let base: AffineTransform
  private var known: [Int: AffineTransform] = [:]
  /// Matrices composed: what a test counts.
  private(set) var steps = 0

  init(base: AffineTransform) {
    self.base = base
  }

  /// The matrix of the view the template goes under: its chain composed once.
  static func base(of view: ViewID, in tree: ViewTree) -> (AffineTransform, steps: Int) {
    var matrix = AffineTransform.identity
    var steps = 0
    var current: ViewID? = view
    while let id = current, id != tree.window {
      matrix = matrix.concatenating(Simulation.toSuperview(tree[id]))
      steps += 1
      current = tree.superview(of: id)
    }
    return (matrix, steps)
  }

  /// Entry `index`'s coordinates to the window's (nil: the view the template goes under),
  /// each entry's composed once from its parent's; `parent` and `toSuperview` read the
  /// template and the views created so far.
  mutating func matrix(
    ofEntry index: Int?, parent: (Int) -> Int?, toSuperview: (Int) -> AffineTransform
  ) -> AffineTransform {
    guard let index else { return base }
    if let matrix = known[index] { return matrix }
    // The entries up to the first known one (or the template's root), then down again.
    var chain = [index]
    var above = parent(index)
    while let entry = above, known[entry] == nil {
      chain.append(entry)
      above = parent(entry)
    }
    var matrix = above.flatMap { known[$0] } ?? base
    for entry in chain.reversed() {
      matrix = toSuperview(entry).concatenating(matrix)
      known[entry] = matrix
      steps += 1
    }
    return matrix
  }
}
