import SimGeometry

/// Where `scrollToRow(at:at:animated:)` takes a table: the content offset
/// `-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:]` gives for the
/// row's rectangle and `UITableView.ScrollPosition`, inside the visible area the adjusted
/// content inset leaves, then limited to the offsets the content allows
/// (`_validContentOffsetForProposedOffset:`).
enum ListScrolling {
  /// - `top`: the row's top at the top of the visible area;
  /// - `middle`: the row's middle at the visible area's middle;
  /// - `bottom`: the row's bottom at the visible area's bottom;
  /// - `none`: no movement when the row is fully visible; else the least movement that shows
  ///   it (`top` when it is above, `bottom` when below), as Apple's documentation says.
  static func offsetY(
    showing row: (top: Double, height: Double), at position: ListScrollPosition, offsetY: Double,
    height: Double, inset: EdgeInsets, contentHeight: Double
  ) -> Double {
    let visibleTop = offsetY + inset.top
    let visibleBottom = offsetY + height - inset.bottom
    let top = row.top - inset.top
    let bottom = row.top + row.height - height + inset.bottom
    var proposed: Double
    switch position {
    case .top: proposed = top
    case .middle:
      proposed = row.top + row.height / 2 - inset.top - (height - inset.top - inset.bottom) / 2
    case .bottom: proposed = bottom
    case .none:
      if row.top >= visibleTop && row.top + row.height <= visibleBottom {
        proposed = offsetY
      } else if row.top < visibleTop {
        proposed = top
      } else {
        proposed = bottom
      }
    }
    let lowest = -inset.top
    let highest = max(lowest, contentHeight + inset.bottom - height)
    proposed = min(max(proposed, lowest), highest)
    return proposed
  }
}
