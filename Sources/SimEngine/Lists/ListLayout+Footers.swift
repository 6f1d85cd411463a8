import SimGeometry

/// Where a plain table's section footers are drawn: floating at the bottom, as
/// `-[UITableViewRowData floatingRectForFooterInSection:visibleRect:heightCanBeGuessed:
/// outIsFloating:]` places them (iOS 18.2), the headers' rule turned upside down.
///
/// The footer's own rectangle (`rectForFooterInSection:`: the section's end less the footer's
/// height) is kept when the footer has no height or the visible rectangle contains it.
/// Otherwise it is moved up by how far its bottom is below the visible rectangle's bottom, so
/// it stays pinned there while its section is on screen. With pinning behaviour 1 (the plain
/// style's on the iOS 15 SDK and later) the move is dropped while the previous section's
/// footer rectangle still reaches the visible bottom (its maxY ≥ the visible maxY): the
/// section has not come on screen yet. (Behaviour 0 would instead stop the footer's top at its
/// own section's header's bottom.)
extension ListLayout {
  /// The footer's own rectangle's top and height (`rectForFooterInSection:`).
  func footer(_ section: Int) -> (top: Double, height: Double) {
    let height = sections[section].footerHeight
    return (sectionTop(section + 1) - height, height)
  }

  /// The floating footer's top for a visible rectangle `visibleTop..<visibleBottom` (the
  /// table's bounds less its content inset).
  func floatingFooterTop(_ section: Int, visibleTop: Double, visibleBottom: Double) -> Double {
    let (top, height) = footer(section)
    // No footer (height ≤ 0), or the visible rectangle holds it (`CGRectContainsRect`).
    guard height > 0, !(top >= visibleTop && top + height <= visibleBottom) else { return top }
    var displacement = top + height > visibleBottom ? top + height - visibleBottom : 0
    // Pinning behaviour 1: the previous section's footer (its maxY is this section's top)
    // at or below the visible bottom ends it.
    if section >= 1 {
      let previous = footer(section - 1)
      if previous.top + previous.height >= visibleBottom { displacement = 0 }
    }
    return top - max(displacement, 0)
  }

  /// The sections whose footer, floating, meets the band `minY..<maxY` with some height, with
  /// the footer's top there, in section order.
  func footers(from minY: Double, to maxY: Double, visibleTop: Double, visibleBottom: Double)
    -> [(section: Int, top: Double)]
  {
    supplementaries(
      .footer, from: minY, to: maxY, visibleTop: visibleTop, visibleBottom: visibleBottom)
  }
}
