/// Where the actions' buttons are for a row offset, as `-[UISwipeActionPullView
/// moveToOffset:extraOffset:animator:usingSpringWithStiffness:initialVelocity:]` places them in
/// the plain style (no padding, no content inset, buttons that size to their titles).
///
/// The pull view is as wide as the offset, against the table's edge. The visible width, held
/// to three times the confirmation distance, is shared among the buttons in proportion to
/// their widths (one button takes at most its own width); a button keeps its own width and is
/// placed by the sum of its share and the shares of the buttons outside it, so the buttons
/// overlap and the outer one, added last, is in front. Past the confirmation (the pull view's
/// state not 0) the primary (first) action is placed by the whole visible width.
struct SwipeLayout: Hashable, Sendable {
  /// The pull view's width.
  let width: Double
  /// Each action's button in the pull view's coordinates, in the configuration's order:
  /// its left edge and its width.
  let buttons: [(x: Double, width: Double)]

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.width == rhs.width && lhs.buttons.elementsEqual(rhs.buttons) { $0 == $1 }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    for button in buttons {
      hasher.combine(button.x)
      hasher.combine(button.width)
    }
  }

  init(
    offset: Double, widths: [Double], confirmationThreshold: Double, confirmed: Bool,
    edge: SwipeEdge
  ) {
    let width = edge == .trailing ? -min(offset, 0) : max(offset, 0)
    self.width = width
    let count = widths.count
    let visible = min(width, abs(confirmationThreshold) * 3)
    let total = widths.reduce(0, +)
    // `_buttons` are the actions reversed: share[k] is action k's (k = 0 the primary).
    var shares = [Double](repeating: 0, count: count)
    if count == 1 {
      shares[0] = min(visible, widths[0])
    } else if total > 0 {
      for k in 0..<count { shares[k] = visible * widths[k] / total }
    }
    var placed: [(x: Double, width: Double)] = []
    placed.reserveCapacity(count)
    var outer = 0.0
    for k in 0..<count {
      // The sum of this button's share and those outside it (actions 0..<k).
      outer += shares[k]
      let reach = (k == 0 && confirmed && width >= 2.22044605e-16) ? visible : outer
      switch edge {
      // Anchored at its left edge, placed `reach` in from the pull view's right edge.
      case .trailing: placed.append((width - reach, widths[k]))
      // Anchored at its right edge, `reach` from the pull view's left edge.
      case .leading: placed.append((reach - widths[k], widths[k]))
      }
    }
    self.buttons = placed
  }
}
