extension ViewTree {
  /// The views in the window in preorder, back to front, with their depths, following first
  /// child, next sibling and parent links.
  func windowPreorder() -> (views: [ViewID], depths: [Int]) {
    var views: [ViewID] = []
    var depths: [Int] = []
    let root = window.rawValue
    var current = root
    var depth = 0
    while true {
      views.append(ViewID(rawValue: current))
      depths.append(depth)
      let node = nodes[Int(current)]
      if node.firstChild >= 0 {
        current = node.firstChild
        depth += 1
        continue
      }
      // Up until a view has a next sibling; done when the walk is back at the window.
      var climbing = current
      while climbing != root && nodes[Int(climbing)].nextSibling < 0 {
        climbing = nodes[Int(climbing)].parent
        depth -= 1
      }
      if climbing == root { break }
      current = nodes[Int(climbing)].nextSibling
    }
    return (views, depths)
  }
}
