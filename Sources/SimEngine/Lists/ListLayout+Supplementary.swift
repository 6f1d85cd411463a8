/// A section's header or footer, as the layout places it: one search for both kinds.
extension ListLayout {
  /// The height of `section`'s `kind` view.
  func height(of kind: ListSupplementaryKind, _ section: Int) -> Double {
    switch kind {
    case .header: sections[section].headerHeight
    case .footer: sections[section].footerHeight
    }
  }

  /// The floating top of `section`'s `kind` view for the visible rectangle
  /// `visibleTop..<visibleBottom`.
  func floatingTop(
    of kind: ListSupplementaryKind, _ section: Int, visibleTop: Double, visibleBottom: Double
  ) -> Double {
    switch kind {
    case .header:
      floatingHeaderTop(section, visibleTop: visibleTop, visibleBottom: visibleBottom)
    case .footer:
      floatingFooterTop(section, visibleTop: visibleTop, visibleBottom: visibleBottom)
    }
  }

  /// The sections whose `kind` view, floating, meets the band `minY..<maxY` with some height,
  /// with its top there, in section order. Only the sections meeting the band are looked at,
  /// found by search: a pinned header's section holds the visible top, inside the band, and a
  /// footer floats up only while its section has come above the visible bottom.
  func supplementaries(
    _ kind: ListSupplementaryKind, from minY: Double, to maxY: Double, visibleTop: Double,
    visibleBottom: Double
  ) -> [(section: Int, top: Double)] {
    guard maxY > minY, !sections.isEmpty else { return [] }
    var found: [(section: Int, top: Double)] = []
    var section = firstSectionInRect(minY)
    while section < sections.count && sectionTop(section) < maxY {
      let height = height(of: kind, section)
      if height > 0 {
        let top = floatingTop(
          of: kind, section, visibleTop: visibleTop, visibleBottom: visibleBottom)
        if top < maxY && top + height > minY { found.append((section, top)) }
      }
      section += 1
    }
    return found
  }
}
