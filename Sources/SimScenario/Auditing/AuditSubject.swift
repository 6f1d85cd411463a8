import SimEngine
import SimGeometry

/// A view tree to audit, whatever it came from: the controls in it, what to call each view in
/// findings, and which views are a presentation's or a transition's blockers.
public struct AuditSubject: Sendable {
  public var tree: ViewTree
  /// The views a finger is meant to reach, in preorder (back to front).
  public var controls: [ViewID]
  /// What findings call each view (by raw ID): a scenario's id, or a dump's `<Class: 0x…>`.
  public var labels: [String]
  /// Views whose subtree blocks what is behind on purpose (a presentation's container, a
  /// dimming view, a transition view): a control covered only by views inside one that doesn't
  /// hold it is behind a modal blocker, not covered by a bug.
  public var modalRoots: [ViewID]
  /// The moment audited (nil for a dump).
  public var time: Instant?
  /// What the audit can't see, said once at the top of its output.
  public var notes: [String]

  public func label(of view: ViewID?) -> String {
    guard let view else { return "no view" }
    return labels.indices.contains(view.slot) ? labels[view.slot] : tree.name(of: view)
  }

  /// A tree built in code, its controls by class alone (UIControls, cells): for benchmarks and
  /// tests.
  public static func tree(_ tree: ViewTree) -> AuditSubject {
    AuditSubject(
      tree: tree, controls: shownViews(tree) { isControlByClass(tree[$0]) }, labels: [],
      modalRoots: [], time: nil, notes: [])
  }

  /// Whether `view` is a control by UIKit's kinds alone: a UIControl subclass, or a table or
  /// collection cell.
  static func isControlByClass(_ properties: ViewProperties) -> Bool {
    properties.viewClass.isControl || properties.viewClass.cellRole == .cell
  }

  /// The views in the window in preorder whose chain is shown (nothing hidden, no alpha below
  /// the hit-test minimum) and that are themselves eligible: a hidden, faint, disabled or
  /// non-interactive control is so on purpose, and not audited. A view inside a UIControl
  /// counts for it (a label in a button, a switch's private visual element), so it is not
  /// audited on its own.
  static func shownViews(_ tree: ViewTree, where isCandidate: (ViewID) -> Bool) -> [ViewID] {
    var result: [ViewID] = []
    var shown = Array(repeating: false, count: tree.count)
    var inControl = Array(repeating: false, count: tree.count)
    var pending: [ViewID] = [tree.window]
    while let view = pending.popLast() {
      let properties = tree[view]
      let parent = tree.superview(of: view)
      let parentShown = parent.map { shown[$0.slot] } ?? true
      let parentInControl = parent.map { inControl[$0.slot] } ?? false
      shown[view.slot] =
        parentShown && !properties.isHidden && properties.alpha >= tree.minimumAlpha
      inControl[view.slot] = parentInControl || properties.viewClass.isControl
      guard shown[view.slot] else { continue }
      if view != tree.window && !parentInControl && tree.ineligibility(of: view).isEmpty
        && isCandidate(view)
      {
        result.append(view)
      }
      pending += tree.subviews(of: view).reversed()
    }
    return result
  }
}

extension ViewID {
  /// The view's place in per-view arrays here (its raw value).
  var slot: Int { Int(rawValue) }
}
