/// Moving views between superviews, with `UIView`'s semantics.
extension ViewTree {
  /// Adds `child` as the front-most subview of `parent`, as `addSubview(_:)`: a view that
  /// already has a superview is moved, and adding a view to its own superview brings it to the
  /// front.
  /// - Precondition: `parent` is not `child` or one of its subviews, and `child` is not the window.
  /// - Complexity: O(1) for a view without subviews; otherwise O(depth of `parent`), to check
  ///   that `parent` is not inside `child`.
  public mutating func addSubview(_ child: ViewID, to parent: ViewID) {
    link(child, into: parent, before: -1)
  }

  /// Inserts `child` among `parent`'s subviews at `index` (clamped to the subview count), as
  /// `insertSubview(_:at:)`; index 0 is the back-most.
  /// - Complexity: O(index), plus ``addSubview(_:to:)``'s check.
  public mutating func insertSubview(_ child: ViewID, into parent: ViewID, at index: Int) {
    var before: Int32 = nodes[parent.index].firstChild
    var position = 0
    while before >= 0 && position < index {
      if before == child.rawValue { position -= 1 }  // `child` moves out of the way first
      before = nodes[Int(before)].nextSibling
      position += 1
    }
    if before == child.rawValue { before = nodes[child.index].nextSibling }
    link(child, into: parent, before: before)
  }

  /// Makes `child` the subview of `parent` just behind `before` (-1: the front-most).
  private mutating func link(_ child: ViewID, into parent: ViewID, before: Int32) {
    precondition(child != window, "the window cannot be a subview")
    // A view with no subviews can only contain `parent` by being it; skipping the walk up keeps
    // building a 100,000-deep chain linear.
    let mayContainParent = nodes[child.index].firstChild >= 0
    precondition(
      parent != child && !(mayContainParent && isDescendant(parent, of: child)),
      "adding a view inside itself")
    detach(child)
    let c = child.rawValue
    nodes[child.index].parent = parent.rawValue
    if before < 0 {
      let last = nodes[parent.index].lastChild
      nodes[child.index].prevSibling = last
      nodes[child.index].nextSibling = -1
      if last >= 0 { nodes[Int(last)].nextSibling = c } else { nodes[parent.index].firstChild = c }
      nodes[parent.index].lastChild = c
    } else {
      let prev = nodes[Int(before)].prevSibling
      nodes[child.index].prevSibling = prev
      nodes[child.index].nextSibling = before
      nodes[Int(before)].prevSibling = c
      if prev >= 0 { nodes[Int(prev)].nextSibling = c } else { nodes[parent.index].firstChild = c }
    }
    noteChange(of: child)
    didChange()
  }

  /// Takes `view` out of its superview, as `removeFromSuperview()`. Its subviews go with it;
  /// its ID and properties stay valid.
  public mutating func removeFromSuperview(_ view: ViewID) {
    detach(view)
    noteChange(of: view)
    didChange()
  }

  private mutating func detach(_ view: ViewID) {
    let node = nodes[view.index]
    guard node.parent >= 0 else { return }
    let parent = Int(node.parent)
    if node.prevSibling >= 0 {
      nodes[Int(node.prevSibling)].nextSibling = node.nextSibling
    } else {
      nodes[parent].firstChild = node.nextSibling
    }
    if node.nextSibling >= 0 {
      nodes[Int(node.nextSibling)].prevSibling = node.prevSibling
    } else {
      nodes[parent].lastChild = node.prevSibling
    }
    nodes[view.index].parent = -1
    nodes[view.index].prevSibling = -1
    nodes[view.index].nextSibling = -1
  }
}
