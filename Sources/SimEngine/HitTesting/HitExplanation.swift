import SimGeometry

/// One view the hit-test walk looked at, and what it decided there.
///
/// "Why doesn't my button get the touch?" is answered by the walk, not by its result: the
/// button was never reached because a sibling in front of it took the point, or its superview
/// was hidden, or the point fell outside the superview's bounds. A list of steps shows that.
public struct HitStep: Hashable, Sendable {
  /// What `hitTest(_:with:)` decided for a view.
  public enum Verdict: Hashable, Sendable {
    /// Skipped with its whole subtree before the point was looked at, for these reasons.
    case skipped(Ineligibility)
    /// `point(inside:)` is false at the local point: skipped with its subtree.
    case outside
    /// Inside, and one of its subviews is the answer.
    case subviewHit
    /// Inside and no subview took the point, but the view passes touches through: nil.
    case passThrough
    /// Inside and no subview took the point: the answer.
    case hit
  }

  public var view: ViewID
  /// Superviews between the view and where the walk started (0 for the start itself).
  public var depth: Int
  /// The point in the view's own coordinates; nil when its transform can't be inverted.
  public var localPoint: Point?
  public var verdict: Verdict

  public init(view: ViewID, depth: Int, localPoint: Point?, verdict: Verdict) {
    self.view = view
    self.depth = depth
    self.localPoint = localPoint
    self.verdict = verdict
  }
}

extension ViewTree {
  /// The hit-test walk for `point`, every view it visited in the order UIKit visits them
  /// (subviews front to back), each with its local point and verdict.
  ///
  /// It follows ``HitTester`` rule for rule, so the step whose verdict is ``HitStep/Verdict/hit``
  /// names the view ``hitTest(_:)`` returns (and there is none when that is nil). Views behind
  /// the answer are never visited, as in UIKit. Iterative, like the tester: any depth works.
  /// - Parameters:
  ///   - point: in the coordinates of `start`'s superview (window coordinates for the window).
  ///   - start: where the walk begins; the window by default.
  public func explainHitTest(_ point: Point, from start: ViewID? = nil) -> [HitStep] {
    let start = start ?? window
    var steps: [HitStep] = []
    // The views the walk is inside of, with their step and the point in their coordinates.
    var open: [(view: Int32, step: Int, point: Point)] = []
    var child = start.rawValue
    var parentPoint = point
    var isStart = true
    while true {
      while child >= 0 {
        let (step, local) = examine(child, at: parentPoint, depth: open.count)
        steps.append(step)
        if step.verdict == .subviewHit, let local {
          open.append((child, steps.count - 1, local))
          parentPoint = local
          child = nodes[Int(child)].lastChild
        } else {
          child = isStart ? -1 : nodes[Int(child)].prevSibling
        }
        isStart = false
      }
      // Every subview of the innermost open view answered nil (or the start was refused).
      guard let innermost = open.popLast() else { return steps }
      if !nodes[Int(innermost.view)].flags.contains(.passThrough) {
        steps[innermost.step].verdict = .hit
        return steps
      }
      steps[innermost.step].verdict = .passThrough
      guard let outer = open.last else { return steps }
      parentPoint = outer.point
      child = nodes[Int(innermost.view)].prevSibling
    }
  }

  /// The step for `view` given the point in its superview's coordinates; an eligible view with
  /// the point inside is provisionally ``HitStep/Verdict/subviewHit`` until its subviews answer.
  private func examine(_ view: Int32, at point: Point, depth: Int) -> (HitStep, Point?) {
    let id = ViewID(rawValue: view)
    let reasons = nodes[Int(view)].ineligibility
    let local = convert(point, intoSubview: id)
    let verdict: HitStep.Verdict
    if !reasons.isEmpty {
      verdict = .skipped(reasons)
    } else if let local, self.point(local, isInside: id) {
      verdict = .subviewHit
    } else {
      verdict = .outside
    }
    return (HitStep(view: id, depth: depth, localPoint: local, verdict: verdict), local)
  }

  /// The step in words, without the view's name: "at (12, 9): hit", "at (3, 4): hidden,
  /// userInteractionEnabled false", "at (400, 9): outside its bounds".
  public func describe(_ step: HitStep) -> String {
    let properties = self[step.view]
    let place = step.localPoint.map { "at \($0.compactDescription)" } ?? "(no local point)"
    switch step.verdict {
    case .skipped(let reasons):
      var words: [String] = []
      if reasons.contains(.hidden) { words.append("hidden") }
      if reasons.contains(.transparent) {
        let alpha = properties.alpha.compactDescription
        words.append("alpha \(alpha) below \(minimumAlpha.compactDescription)")
      }
      if reasons.contains(.userInteractionDisabled) { words.append("userInteractionEnabled false") }
      if reasons.contains(.disabledControl) { words.append("disabled control") }
      if reasons.contains(.singularTransform) { words.append("transform can't be inverted") }
      if reasons.contains(.animating) { words.append("animating") }
      return "\(place): skipped, \(words.joined(separator: ", "))"
    case .outside:
      let region = properties.hitArea == nil ? "bounds" : "hit area"
      return "\(place): outside its \(region) \(properties.bounds.compactDescription)"
    case .subviewHit: return "\(place): inside, a subview takes it"
    case .passThrough: return "\(place): inside, passes the touch through"
    case .hit: return "\(place): hit"
    }
  }
}
