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
      guard let (front, back) = branches(winner, candidate.view, in: tree) else {
        return "the point went to '\(tree.name(of: winner))', which holds it, before its subviews"
      }
      let properties = tree[front]
      let alpha = properties.alpha.compactDescription
      let hit = front == winner ? "" : ", its subview '\(tree.name(of: winner))' hit"
      return
        "'\(tree.name(of: front))' is in front of it and took the point (a \(properties.viewClass.name) at alpha \(alpha), which counts from \(tree.minimumAlpha.compactDescription)\(hit); turn off its userInteractionEnabled, make it pass touches through, or bring '\(tree.name(of: back))' in front of it)"
    }
    if tree[candidate.view].passesTouchesThrough { return "it passes touches through" }
    return "a subview or a view in front took the point"
  }

  /// The two views a fix moves: below the deepest view that holds both the winner and the
  /// candidate, the one on the winner's side (in front, the view to change) and the one on the
  /// candidate's (to bring in front of it). Nil when the winner holds the candidate. Linear in
  /// the depth.
  static func branches(_ winner: ViewID, _ candidate: ViewID, in tree: ViewTree)
    -> (front: ViewID, back: ViewID)?
  {
    var winnersPath: [ViewID: ViewID?] = [:]  // each view on the winner's path: its child there
    var child: ViewID? = nil
    var current: ViewID? = winner
    while let id = current {
      winnersPath[id] = child
      child = id
      current = tree.superview(of: id)
    }
    var back = candidate
    current = candidate
    while let id = current {
      if let below = winnersPath[id] {
        guard let front = below else { return nil }
        return (front, back)
      }
      back = id
      current = tree.superview(of: id)
    }
    return nil
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
