import SimGeometry

/// Where a named target is now. The one place a step turns a view's name into a window point:
/// the scenario format's steps resolve names the same way.
extension Simulation {
  /// The window point `target` names now: a point as it is; a view's centre, or a point in its
  /// bounds coordinates, carried to the window through the presentation values of the view and
  /// its superviews (where it is drawn at this moment, mid-animation included). Unless
  /// `expectingMiss`, a view must be touchable and a touch there must land on it or inside it,
  /// as a real finger aimed at it would.
  public mutating func point(for target: TouchTarget, expectingMiss: Bool = false)
    throws(StepError) -> Point
  {
    let name: String
    let local: Point?
    switch target {
    case .point(let point): return point
    case .view(let view): (name, local) = (view, nil)
    case .inView(let view, let point): (name, local) = (view, point)
    }
    guard let view = tree.view(named: name) else { throw .noSuchView(name) }
    guard tree.isInWindow(view) else {
      throw .notTouchable(name, reason: "it is not in the window")
    }
    let point = drawnPoint(local, in: view)
    guard !expectingMiss else { return point }
    var ancestor: ViewID? = view
    while let current = ancestor {
      let reasons = tree.ineligibility(of: current)
      if !reasons.isEmpty {
        let whose = current == view ? "it" : "its superview '\(tree.name(of: current))'"
        let step = HitStep(view: current, depth: 0, localPoint: nil, verdict: .skipped(reasons))
        let words = tree.describe(step).dropFirst("(no local point): skipped, ".count)
        throw .notTouchable(name, reason: "\(whose) is skipped by hit testing: \(words)")
      }
      ancestor = tree.superview(of: current)
    }
    let hit = hitTest(point)
    guard let hit, hit == view || tree.isDescendant(hit, of: view) else {
      let walk = tree.explainHitTest(point).map { step in
        String(repeating: "  ", count: step.depth)
          + "\(tree.name(of: step.view)) \(tree.describe(step))"
      }
      throw .covered(name, at: point, hit: self.name(of: hit), walk: walk)
    }
    return point
  }

  /// `local` (the bounds' centre when nil) in window coordinates, as drawn now.
  public func drawnPoint(_ local: Point?, in view: ViewID) -> Point {
    var chain: [ViewID] = []
    var current: ViewID? = view
    while let next = current, next != window {
      chain.append(next)
      current = tree.superview(of: next)
    }
    let drawn = presentations(of: chain)
    var toWindow = AffineTransform.identity
    for properties in drawn { toWindow = toWindow.concatenating(Self.toSuperview(properties)) }
    let bounds = drawn.first?.bounds ?? tree[view].bounds
    return toWindow.apply(to: local ?? Point(x: bounds.midX, y: bounds.midY))
  }
}
