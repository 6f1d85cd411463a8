import SimGeometry

/// Where a named target is now, and whether a finger there reaches it. The one place a step
/// turns a view's name into a window point and decides whether the finger lands: the scenario
/// format's steps (StepPlayer) and the Swift API's steps (``point(for:expectingMiss:)``) both
/// call ``aim(at:_:)`` and ``reach(_:named:at:)``, and each formats a miss its own way.
extension Simulation {
  /// The named view and `local` (its bounds' centre when nil) in window coordinates as drawn
  /// now (``drawnWindowPoint(_:in:)``), or why there is nothing to aim at.
  public func aim(at name: String, _ local: Point?) -> Result<(ViewID, Point), AimFailure> {
    guard let view = view(named: name) else { return .failure(.noSuchView(name)) }
    guard let point = drawnWindowPoint(local, in: view) else {
      return .failure(.notInWindow(name))
    }
    return .success((view, point))
  }

  /// Whether a finger at `point` reaches `view` (hit testing returns it or a subview of it, as
  /// UIKit binds the touch), and why not: hidden or faded out as drawn, skipped by hit testing
  /// (itself or a superview), off the screen, or covered by the view hit instead.
  public mutating func reach(_ view: ViewID, named name: String, at point: Point) -> Reach {
    let hit = hitTest(point)
    let lands = "the finger lands on \(self.name(of: hit).map { "'\($0)'" } ?? "no view")"
    if let hit, hit == view || tree.isDescendant(hit, of: view) {
      return Reach(hit: hit, miss: nil, why: lands)
    }
    if let reason = untouchableReason(view) ?? skippedReason(view) {
      return Reach(
        hit: hit, miss: .untouchable(reason), why: "\(lands): '\(name)' can't be touched, \(reason)"
      )
    }
    let size = screen.size
    if point.x < 0 || point.y < 0 || point.x >= size.width || point.y >= size.height {
      return Reach(
        hit: hit, miss: .offScreen, why: "\(lands): \(point.compactDescription) is off the screen")
    }
    return Reach(hit: hit, miss: .covered, why: "\(lands), which covers '\(name)' there")
  }

  /// Why hit testing skips the view or a superview as the model has it (not interactive,
  /// hidden, alpha under the minimum), or nil.
  private func skippedReason(_ view: ViewID) -> String? {
    var ancestor: ViewID? = view
    while let current = ancestor {
      let reasons = tree.ineligibility(of: current)
      if !reasons.isEmpty {
        let whose = current == view ? "it" : "its superview '\(tree.name(of: current))'"
        let step = HitStep(view: current, depth: 0, localPoint: nil, verdict: .skipped(reasons))
        let words = tree.describe(step).dropFirst("(no local point): skipped, ".count)
        return "\(whose) is skipped by hit testing: \(words)"
      }
      ancestor = tree.superview(of: current)
    }
    return nil
  }

  /// The window point `target` names now (``aim(at:_:)``). Unless `expectingMiss`, a finger
  /// there must reach the view (``reach(_:named:at:)``); with it, it must miss.
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
    let view: ViewID
    let point: Point
    switch aim(at: name, local) {
    case .success(let found): (view, point) = found
    case .failure(.noSuchView): throw .noSuchView(name)
    case .failure(.notInWindow): throw .notTouchable(name, reason: "it is not in the window")
    }
    let reach = reach(view, named: name, at: point)
    switch (reach.miss, expectingMiss) {
    case (nil, false), (.some, true): return point
    case (nil, true): throw .notMissed(name, at: point, why: reach.why)
    case (.untouchable(let reason), false): throw .notTouchable(name, reason: reason)
    case (.offScreen, false), (.covered, false):
      let walk = tree.explainHitTest(point).map { step in
        String(repeating: "  ", count: step.depth)
          + "\(tree.name(of: step.view)) \(tree.describe(step))"
      }
      throw .covered(name, at: point, hit: self.name(of: reach.hit), walk: walk)
    }
  }
}

/// Why a step has no view to aim at.
public enum AimFailure: Error, Hashable, Sendable {
  /// No view has the name at this moment.
  case noSuchView(String)
  /// The view exists but is not in the window (removed, never added).
  case notInWindow(String)
}

/// Whether a finger reaches the view it was aimed at (``Simulation/reach(_:named:at:)``).
public struct Reach: Hashable, Sendable {
  /// How a finger misses.
  public enum Miss: Hashable, Sendable {
    /// Hidden or faded out as drawn, or skipped by hit testing: the reason.
    case untouchable(String)
    case offScreen
    /// Another view (or none) is hit in front of it.
    case covered
  }

  /// The view hit testing returns at the point.
  public var hit: ViewID?
  /// Nil when the finger reaches the view.
  public var miss: Miss?
  /// "the finger lands on 'cover', which covers 'b' there": what a step's message says.
  public var why: String
}
