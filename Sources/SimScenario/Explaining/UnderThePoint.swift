import SimEngine
import SimGeometry

/// The views whose own area contains a point, whether or not hit testing can reach them, and
/// why each one didn't get it.
enum UnderThePoint {
  struct Candidate {
    var view: ViewID
    var local: Point
    /// Preorder position: later is in front.
    var order: Int
  }

  /// Every view in the window whose own region (bounds or hit area) contains `point`, the one
  /// most likely meant first: controls before other views, then the front-most.
  static func views(at point: Point, in tree: ViewTree, excluding winner: ViewID?) -> [Candidate] {
    // The winner's superviews are under the point by definition: they are its path, not rivals.
    // Collected once, so the walk stays linear however deep the winner is.
    var winnersPath = Set<ViewID>()
    var current = winner
    while let id = current {
      winnersPath.insert(id)
      current = tree.superview(of: id)
    }
    var found: [Candidate] = []
    var order = 0
    var pending: [(ViewID, Point)] = []
    for child in tree.subviews(of: tree.window).reversed() { pending.append((child, point)) }
    while let (view, parentPoint) = pending.popLast() {
      order += 1
      guard let local = tree.convert(parentPoint, intoSubview: view) else { continue }
      if !winnersPath.contains(view), tree.point(local, isInside: view) {
        found.append(Candidate(view: view, local: local, order: order))
      }
      for child in tree.subviews(of: view).reversed() { pending.append((child, local)) }
    }
    return found.sorted {
      let a = tree[$0.view].viewClass.isControl
      let b = tree[$1.view].viewClass.isControl
      return a != b ? a : $0.order > $1.order
    }
  }

  /// Why hit testing didn't return `candidate`: the candidate's own state, an ancestor that
  /// skipped its subtree or whose bounds don't hold the point, or a view in front that took it.
  static func reason(
    for candidate: Candidate, winner: ViewID?, visited: Set<ViewID>, in tree: ViewTree
  ) -> String {
    let own = tree.ineligibility(of: candidate.view)
    if !own.isEmpty { return "it is " + words(own, tree[candidate.view], tree) }
    var ancestors: [ViewID] = []
    var current = tree.superview(of: candidate.view)
    while let id = current, id != tree.window {
      ancestors.append(id)
      current = tree.superview(of: id)
    }
    // Down from the window, carrying the point into each ancestor in turn: one conversion a
    // level, so the reason costs what the candidate's depth costs, not its square.
    var point: Point? = tree.convert(toWindow: candidate.local, from: candidate.view)
    for ancestor in ancestors.reversed() {
      let reasons = tree.ineligibility(of: ancestor)
      if !reasons.isEmpty {
        return
          "its superview '\(tree.name(of: ancestor))' is \(words(reasons, tree[ancestor], tree)), which skips its whole subtree"
      }
      point = point.flatMap { tree.convert($0, intoSubview: ancestor) }
      if !(point.map { tree.point($0, isInside: ancestor) } ?? false) {
        return
          "it hangs outside its superview '\(tree.name(of: ancestor))', whose bounds don't hold the point (clipsToBounds or not)"
      }
    }
    if let winner, !visited.contains(candidate.view) {
      let properties = tree[winner]
      let alpha = properties.alpha.compactDescription
      return
        "'\(tree.name(of: winner))' is in front of it and took the point (a \(properties.viewClass.name) at alpha \(alpha), which counts from \(tree.minimumAlpha.compactDescription); turn off its userInteractionEnabled, make it pass touches through, or bring '\(tree.name(of: candidate.view))' in front)"
    }
    if tree[candidate.view].passesTouchesThrough { return "it passes touches through" }
    return "a subview or a view in front took the point"
  }

  static func words(_ reasons: Ineligibility, _ view: ViewProperties, _ tree: ViewTree) -> String {
    var words: [String] = []
    if reasons.contains(.hidden) { words.append("hidden") }
    if reasons.contains(.transparent) {
      words.append(
        "at alpha \(view.alpha.compactDescription), below \(tree.minimumAlpha.compactDescription)")
    }
    if reasons.contains(.userInteractionDisabled) { words.append("not user-interaction enabled") }
    if reasons.contains(.disabledControl) { words.append("a disabled control") }
    if reasons.contains(.singularTransform) {
      words.append("scaled to nothing (its transform can't be inverted)")
    }
    if reasons.contains(.animating) { words.append("animating without allowUserInteraction") }
    return words.joined(separator: ", ")
  }
}
