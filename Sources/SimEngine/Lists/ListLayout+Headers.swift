import SimGeometry

/// Where a plain table's section headers are drawn: floating, as
/// `-[UITableViewRowData floatingRectForHeaderInSection:visibleRect:heightCanBeGuessed:
/// outIsFloating:]` places them (iOS 18.2).
///
/// The header's own rectangle (`rectForHeaderInSection:`: the section's top, the header's
/// height) is kept when the visible rectangle contains it. Otherwise it is moved down by how far
/// its top is above the visible rectangle's top, so it stays pinned there while its section is
/// on screen. With the plain style's pinning behaviour on the iOS 15 and later SDK
/// (`-[UITableConstants_IOS defaultHeaderFooterPinningBehaviorForTableStyle:]` returns
/// `useChromelessSectionHeadersAndFootersForTableStyle:`, 1 for plain), the move is dropped
/// once the next section's header has reached the visible top: the next header slides up over
/// the pinned one (they overlap, `_pinnedSupplementariesShouldOverlap`), and when it reaches
/// the top the old one returns to its own place, above the screen. (Behaviour 0, iOS 14's,
/// would instead stop the header's bottom at its section's footer.)
extension ListLayout {
  /// The header's own rectangle's top and height (`rectForHeaderInSection:`: the section's
  /// offset plus its header offset, the padding above it).
  func header(_ section: Int) -> (top: Double, height: Double) {
    (sectionTop(section) + headerPadding(section), sections[section].headerHeight)
  }

  /// The floating header's top for a visible rectangle `visibleTop..<visibleBottom` (the
  /// table's bounds less its content inset).
  func floatingHeaderTop(_ section: Int, visibleTop: Double, visibleBottom: Double) -> Double {
    let (top, height) = header(section)
    // No header (`hasHeaderForSection:`: height > 0), or the visible rectangle holds it
    // (`CGRectContainsRect`): its own place.
    guard height > 0, !(top >= visibleTop && top + height <= visibleBottom) else { return top }
    var displacement = top < visibleTop ? visibleTop - top : 0
    // Pinning behaviour 1: the next section's header (`rectForHeaderInSection:`, below its
    // padding) at or above the visible top ends it.
    if section + 1 < sections.count && header(section + 1).top <= visibleTop { displacement = 0 }
    return top + max(displacement, 0)
  }

  /// The sections whose header, floating, meets the band `minY..<maxY` with some height, with
  /// the header's top there, in section order.
  func headers(from minY: Double, to maxY: Double, visibleTop: Double, visibleBottom: Double)
    -> [(section: Int, top: Double)]
  {
    supplementaries(
      .header, from: minY, to: maxY, visibleTop: visibleTop, visibleBottom: visibleBottom)
  }
}

extension ListLayout {
  /// The first section a rectangle from `minY` down is looked at for, as
  /// `-[UITableViewRowData sectionsInRect:]` finds it with pinning behaviour 1 or 2: the section
  /// holding `minY`, or, when that section has padding above its header, the section holding
  /// `minY` less that padding, so a header still pinned while the top is in the next section's
  /// padding keeps its view.
  func firstSectionInRect(_ minY: Double) -> Int {
    let section = firstSection(endingBelow: minY)
    guard section < sections.count else { return section }
    let padding = headerPadding(section)
    return padding > 0 ? firstSection(endingBelow: minY - padding) : section
  }
}
