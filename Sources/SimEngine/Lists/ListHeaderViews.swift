import SimGeometry

/// A table's section header views, or its footer views: those on screen, where each is drawn,
/// and those waiting to be reused (`dequeueReusableHeaderFooterViewWithIdentifier:`).
///
/// `-[UITableView _updateVisibleHeadersAndFootersNow:]` keeps a header view for each section
/// whose floating rectangle (``ListLayout/floatingHeaderTop(_:visibleTop:visibleBottom:)``)
/// meets the bounds, and sets its frame to that rectangle at every layout, so a pinned header
/// moves with the bounds. Header views are added in front of the cells
/// (`_addContentSubview:atBack:NO`, as `UITableViewSupport`'s header animations add them), so a
/// touch on a pinned header hits the header, not the row scrolled under it. Footers are kept
/// alike at their floating place (``ListLayout/floatingFooterTop(_:visibleTop:visibleBottom:)``).
struct ListHeaderViews: Sendable {
  struct Header: Hashable, Sendable {
    /// Whether it is a header or a footer view.
    var kind: ListSupplementaryKind = .header
    /// The header's root; its views are `count` from it in template order.
    var first: ViewID
    var count: Int32
    /// Its number among the headers made for its table, for its name while it waits.
    var slot: Int32
    var section: Int
    /// The top it was last placed at.
    var top: Double
  }

  /// The headers shown, in section order.
  private(set) var visible: [Header] = []
  /// The reuse queue, last in first out.
  private var queue: [Header] = []
  private var made: Int32 = 0
  /// Header views (`header.S`) or footer views (`footer.S`).
  let kind: ListSupplementaryKind

  init(kind: ListSupplementaryKind = .header) { self.kind = kind }

  /// The headers shown and queued.
  var all: [Header] { visible + queue }

  /// What the headers become for `wanted` (sections with their floating tops, in order):
  /// headers of sections that left go to the queue, kept ones move to their new top, new
  /// sections take a queued header or a new one. (The table brings its headers in front again,
  /// in section order, when anything came in: a later section's header slides over the pinned
  /// one.)
  mutating func update(
    _ list: ViewID, listName: String, wanted: [(section: Int, top: Double)], width: Double,
    height: (Int) -> Double, names: (String) -> [String]
  ) -> [ListStep] {
    var steps: [ListStep] = []
    var kept: [Header] = []
    var wantedIndex = 0
    for header in visible {
      while wantedIndex < wanted.count && wanted[wantedIndex].section < header.section {
        wantedIndex += 1
      }
      if wantedIndex < wanted.count && wanted[wantedIndex].section == header.section {
        kept.append(header)
      } else {
        steps.append(
          .enqueueHeader(
            header.first, names: names(listName + kind.reuseInfix + String(header.slot))))
        queue.append(header)
      }
    }
    var next: [Header] = []
    next.reserveCapacity(wanted.count)
    var keptIndex = 0
    for (section, top) in wanted {
      while keptIndex < kept.count && kept[keptIndex].section < section { keptIndex += 1 }
      let frame = Rect(x: 0, y: top, width: width, height: height(section))
      if keptIndex < kept.count && kept[keptIndex].section == section {
        var header = kept[keptIndex]
        if header.top != top {
          header.top = top
          steps.append(.moveHeader(header.first, frame: frame))
        }
        next.append(header)
        continue
      }
      let headerNames = names(kind.name(section))
      if var header = queue.popLast() {
        header.section = section
        header.top = top
        next.append(header)
        steps.append(.dequeueHeader(list: list, header: header, names: headerNames, frame: frame))
      } else {
        steps.append(
          .makeHeader(
            list: list, kind: kind, slot: made, section: section, names: headerNames, frame: frame
          ))
        made += 1
      }
    }
    visible = next
    return steps
  }

  /// The simulation made the header a ``ListStep/makeHeader`` asked for.
  mutating func adopt(_ header: Header) {
    let at = visible.firstIndex { $0.section > header.section } ?? visible.count
    visible.insert(header, at: at)
  }

  /// A header the simulation could not show (a view of the app has its name).
  mutating func drop(section: Int, header: Header?) {
    visible.removeAll { $0.section == section }
    if let header { queue.append(header) }
  }
}
