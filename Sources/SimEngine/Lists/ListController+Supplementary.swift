import SimGeometry

/// A table's header and footer views for its bounds (none for a collection view): each kind kept by its own
/// ``ListHeaderViews`` at the floating places the layout gives, then brought in front of the
/// cells if anything came into the table.
extension ListController {
  mutating func supplementarySteps(
    _ list: ViewID, at position: Int, bounds: Rect, band: [Double], cellSteps: [ListStep]
  ) -> [ListStep] {
    var came = cellSteps.contains {
      switch $0 {
      case .dequeue, .make: return true
      default: return false
      }
    }
    var steps: [ListStep] = []
    let entry = entries[position]
    // A collection view's headers and footers are space only (docs/semantics.md).
    guard let layout = entry.geometry.table else { return [] }
    var anyShown = false
    for kind in [ListSupplementaryKind.header, .footer] {
      guard let template = entry.source.template(kind) else { continue }
      let wanted = layout.supplementaries(
        kind, from: bounds.minY, to: bounds.maxY, visibleTop: band[0], visibleBottom: band[1])
      let height = { (section: Int) in layout.height(of: kind, section) }
      let names = { (prefix: String) in Self.names(prefix: prefix, template: template) }
      let kindSteps: [ListStep]
      switch kind {
      case .header:
        kindSteps = entries[position].headers.update(
          list, listName: entry.name, wanted: wanted, width: bounds.width, height: height,
          names: names)
      case .footer:
        kindSteps = entries[position].footers.update(
          list, listName: entry.name, wanted: wanted, width: bounds.width, height: height,
          names: names)
      }
      steps += kindSteps
      came = came || kindSteps.contains(where: \.brings)
      anyShown = anyShown || !wanted.isEmpty
    }
    if came && anyShown { steps.append(.frontHeaders(list: list)) }
    return steps
  }
}

extension ListStep {
  /// Whether carrying it out adds a view to the table (one that may cover a header).
  var brings: Bool {
    switch self {
    case .dequeue, .make, .dequeueHeader, .makeHeader: true
    case .enqueue, .enqueueHeader, .moveHeader, .frontHeaders: false
    }
  }
}
