import SimGeometry

/// A view's layout as a golden trace records it: its model frame in its superview's
/// coordinates, its bounds origin (a scroll view's offset), and the flags that decide whether
/// it is drawn and touchable. Local coordinates, not window ones: a scroll moves one bounds
/// origin, not every subview's window frame, so the record stays as small as the change.
public struct LayoutEntry: Hashable, Sendable {
  public let view: ViewID
  /// False when the view left the window (then only that is recorded).
  public let inWindow: Bool
  public let frame: Rect
  public let boundsOrigin: Point
  public let alpha: Double
  public let isHidden: Bool
  public let isUserInteractionEnabled: Bool
}

extension Simulation {
  /// The layout entries of the views that changed since the last frame and now differ from
  /// what was last recorded; on the first frame, every view in the window. The work is
  /// proportional to the views changed (a whole-tree walk only when many changed at once).
  mutating func layoutChanges() -> [LayoutEntry] {
    var candidates = tree.takeChanged()
    if layoutNeedsAll {
      layoutNeedsAll = false
      candidates = (0..<tree.nodes.count).map { ViewID(rawValue: Int32($0)) }
    }
    guard !candidates.isEmpty else { return [] }
    if lastLayout.count < tree.nodes.count {
      lastLayout.append(contentsOf: repeatElement(nil, count: tree.nodes.count - lastLayout.count))
    }
    // Membership in the window: one walk for many views, the parent chain for a few.
    var membership: [Bool]?
    if candidates.count > 32 {
      var inWindow = [Bool](repeating: false, count: tree.nodes.count)
      for view in windowPreorder().views { inWindow[view.index] = true }
      membership = inWindow
    }
    var result: [LayoutEntry] = []
    for view in candidates where view != tree.window {
      let inWindow = membership?[view.index] ?? tree.isInWindow(view)
      let entry: LayoutEntry
      if inWindow {
        let p = tree[view]
        entry = LayoutEntry(
          view: view, inWindow: true, frame: p.frame, boundsOrigin: p.bounds.origin, alpha: p.alpha,
          isHidden: p.isHidden, isUserInteractionEnabled: p.isUserInteractionEnabled)
      } else {
        // A view never recorded and still outside the window has nothing to say.
        guard lastLayout[view.index]?.inWindow == true else { continue }
        entry = LayoutEntry(
          view: view, inWindow: false, frame: .zero, boundsOrigin: .zero, alpha: 0,
          isHidden: false, isUserInteractionEnabled: false)
      }
      guard lastLayout[view.index] != entry else { continue }
      lastLayout[view.index] = entry
      result.append(entry)
    }
    return result
  }
}
