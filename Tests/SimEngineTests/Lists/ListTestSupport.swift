import SimGeometry

@testable import SimEngine

/// The tables the list tests build: a 390 × 400 `UITableView` named `list` at the window's
/// top, one section of 100 rows of 44, showing cells made from a template whose root is a
/// `UITableViewCell` named `cell` with `children` below it; `before` runs on the simulation
/// before the table is made. With `flow`, a `UICollectionView` of 100 items laid out by it, its
/// cells `UICollectionViewCell`s.
enum ListTestTable {
  static func simulation(
    children: [ViewTemplate.Entry], flow: FlowLayoutSettings? = nil,
    before: (inout Simulation) -> Void = { _ in }
  ) -> Simulation {
    let (cellClass, listClass) =
      flow == nil
      ? ("UITableViewCell", "UITableView") : ("UICollectionViewCell", "UICollectionView")
    var cell = ViewTemplate(entries: [
      ViewTemplate.Entry(
        properties: ViewProperties(name: "cell", class: ViewClass.known(named: cellClass)!),
        parent: nil)
    ])
    cell.entries += children
    var entry = ViewTemplate.Entry(
      properties: ViewProperties(
        name: "list", class: ViewClass.known(named: listClass)!,
        frame: Rect(x: 0, y: 0, width: 390, height: 400)),
      parent: nil)
    entry.list = ListDataSource(
      sections: [ListSection(rows: 100, rowHeight: 44)], cell: cell, flow: flow)
    var sim = Simulation(screen: Screen(size: Size(width: 390, height: 844)))
    before(&sim)
    sim.instantiate(ViewTemplate(entries: [entry]), in: sim.window)
    return sim
  }
}

extension Simulation {
  /// Sets the table `list`'s offset to (0, `y`) without animation and runs one frame.
  mutating func scrollList(to y: Double) {
    perform([.setContentOffset(view: "list", Point(0, y), animated: false)])
    advance(to: Instant(nanoseconds: now.nanoseconds + 16_666_667))
  }

  /// The top of the view called `name` in its superview; nil when no view has that name.
  func top(of name: String) -> Double? {
    view(named: name).map { tree[$0].frame.minY }
  }
}
