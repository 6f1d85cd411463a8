import SimEngine
import SimGeometry

/// The keys of a table's data source, declared once.
enum ListKeys {
  static let keys: [KeySpec] = [
    KeySpec("dataSource", .object, "a table's sections, row heights and cell (Lists)")
  ]
  static let dataSource = [
    "sections", "rowHeight", "sectionHeaderHeight", "sectionFooterHeight", "cell", "header",
    "leadingSwipeActions", "trailingSwipeActions", "footer", "sectionHeaderTopPadding",
  ]
  static let section = ["rows", "rowHeight", "rowHeights", "headerHeight", "footerHeight"]
  /// The most rows a section may have, sections a table, and points a row.
  static let maximumRows = 1_000_000
  static let maximumSections = 10_000
  static let heights: ClosedRange<Double> = 0...10_000
  static let positions = ChoiceSet("scroll position", ListScrollPosition.self)
}

/// A `UITableView`'s data source (`"dataSource"`) and `scrollToRow`.
extension ScenarioDecoder {
  mutating func decodeDataSource(
    _ fields: inout Fields, path: @autoclosure () -> String, viewClass: ViewClass, id: String,
    screen: Screen
  ) -> ListDataSource? {
    guard
      let (_, object, path) = listObject(
        &fields, "dataSource", path: path(), viewClass: viewClass, id: id,
        className: "UITableView", other: "UICollectionView", views: "table views")
    else { return nil }
    var source = object
    defer { reader.finish(source, known: ListKeys.dataSource, context: "a data source") }
    let rowHeight = height(&source, "rowHeight", path, default: 44)
    let headerHeight = height(&source, "sectionHeaderHeight", path, default: 0)
    let footerHeight = height(&source, "sectionFooterHeight", path, default: 0)
    let defaults = ListSection(
      rows: 0, rowHeight: rowHeight, headerHeight: headerHeight, footerHeight: footerHeight)
    let sections = listSections(&source, path, counts: "row counts", what: "row counts or objects")
    {
      $0.decodeSection($1, $2, defaults: defaults)
    }
    let cell = decodeCell(&source, path: path, screen: screen)
    let header = decodeHeader(&source, "header", path: path, screen: screen)
    let footer = decodeHeader(&source, "footer", path: path, screen: screen)
    let padding = decodeHeaderTopPadding(&source, path: path)
    let leading = decodeSwipeActions(&source, "leadingSwipeActions", path: path, screen: screen)
    let trailing = decodeSwipeActions(&source, "trailingSwipeActions", path: path, screen: screen)
    guard let cell, sections.count > 0 else { return nil }
    viewNames.listCells.declare(
      rows: sections.map(\.rows), root: cell.entries[0].properties.viewClass,
      children: cell.entries.dropFirst().map { ($0.properties.name, $0.properties.viewClass) }
        + Self.swipeButtonNames(leading: leading, trailing: trailing))
    if let header {
      viewNames.listCells.declareHeaders(
        "header", sections: sections.map { $0.headerHeight > 0 },
        root: header.entries[0].properties.viewClass,
        children: header.entries.dropFirst().map { ($0.properties.name, $0.properties.viewClass) })
    }
    if let footer {
      viewNames.listCells.declareHeaders(
        "footer", sections: sections.map { $0.footerHeight > 0 },
        root: footer.entries[0].properties.viewClass,
        children: footer.entries.dropFirst().map { ($0.properties.name, $0.properties.viewClass) })
    }
    return ListDataSource(
      sections: sections, cell: cell, header: header, leadingSwipeActions: leading,
      trailingSwipeActions: trailing, footer: footer, sectionHeaderTopPadding: padding)
  }

  /// The object under `key` (`dataSource`, `collection`) of a view of the list class it
  /// applies to (`className`, not `other`), with its node and path; nil, with an error, on any
  /// other view or value.
  mutating func listObject(
    _ fields: inout Fields, _ key: String, path: String, viewClass: ViewClass, id: String,
    className: String, other: String, views: String
  ) -> (node: Node, fields: Fields, path: String)? {
    guard let node = fields.take(key) else { return nil }
    let path = path + "." + key
    guard viewClass.cellRole == .list && viewClass.isScrollView && viewClass.name != other else {
      reader.error(
        node, path,
        "'\(key)' applies to \(views), and '\(id)' is a \(viewClass.name) (give \"class\": \"\(className)\")"
      )
      return nil
    }
    guard let object = reader.object(node, path, expected: "an object with 'sections' and 'cell'")
    else { return nil }
    return (node, object, path)
  }

  /// `"sections"`: 1 to 10,000 elements, each read by `element` (with its node and path);
  /// those it can't read are left out, with their errors.
  mutating func listSections<Section>(
    _ fields: inout Fields, _ path: String, counts: String, what: String,
    _ element: (inout Self, Node, String) -> Section?
  ) -> [Section] {
    guard let list = reader.require("sections", in: &fields, what: "an array of \(counts)") else {
      return []
    }
    let count = reader.document.kind(list) == .array ? reader.document.elementCount(list) : -1
    guard count >= 1 && count <= ListKeys.maximumSections else {
      reader.error(
        list, path + ".sections",
        "expected an array of 1 to \(ListKeys.maximumSections) sections (\(what))")
      return []
    }
    var sections: [Section] = []
    for index in 0..<count {
      let node = reader.document.element(list, index)
      if let section = element(&self, node, path + ".sections[\(index)]") {
        sections.append(section)
      }
    }
    return sections
  }

  private mutating func height(
    _ fields: inout Fields, _ key: String, _ path: String, default value: Double
  ) -> Double {
    guard let node = fields.take(key) else { return value }
    return reader.number(
      node, path + "." + key, in: ListKeys.heights, what: "a height in points") ?? value
  }

  /// A section: its row count, or `{"rows", "rowHeight", "rowHeights", "headerHeight",
  /// "footerHeight"}`.
  private mutating func decodeSection(_ node: Node, _ path: String, defaults: ListSection)
    -> ListSection?
  {
    var section = defaults
    if reader.document.kind(node) != .object {
      guard
        let rows = reader.integer(
          node, path, in: 0...ListKeys.maximumRows, what: "a section's row count")
      else { return nil }
      section.rows = rows
      return section
    }
    guard var fields = reader.object(node, path) else { return nil }
    defer { reader.finish(fields, known: ListKeys.section, context: "a section") }
    guard let rowsNode = reader.require("rows", in: &fields, what: "the section's row count"),
      let rows = reader.integer(
        rowsNode, path + ".rows", in: 0...ListKeys.maximumRows, what: "a section's row count")
    else { return nil }
    section.rows = rows
    section.rowHeight = height(&fields, "rowHeight", path, default: defaults.rowHeight)
    section.headerHeight = height(&fields, "headerHeight", path, default: defaults.headerHeight)
    section.footerHeight = height(&fields, "footerHeight", path, default: defaults.footerHeight)
    if let node = fields.take("rowHeights") {
      let count = reader.document.kind(node) == .array ? reader.document.elementCount(node) : -1
      guard count == rows else {
        reader.error(
          node, path + ".rowHeights", "expected an array of \(rows) heights, one per row")
        return nil
      }
      var heights: [Double] = []
      heights.reserveCapacity(count)
      for index in 0..<count {
        let value = reader.number(
          reader.document.element(node, index), path + ".rowHeights[\(index)]",
          in: ListKeys.heights, what: "a height in points")
        heights.append(value ?? section.rowHeight)
      }
      section.rowHeights = heights
    }
    return section
  }

  /// The cell: a view subtree whose root is a table view cell. Its ids are names inside each
  /// cell (`row.S.R.<id>`), not views of their own, so they are read apart from the tree's.
  mutating func decodeCell(
    _ fields: inout Fields, path: String, screen: Screen, owner: String = "a table",
    cellClass: String = "UITableViewCell"
  ) -> ViewTemplate? {
    guard let node = reader.require("cell", in: &fields, what: "the cell's view subtree") else {
      return nil
    }
    let outer = viewNames
    let outerGestures = gestureNames
    viewNames = ViewNames()
    gestureNames = GestureNames()
    let template = decodeSubtree(node, path: paths.root(path + ".cell"), screen: screen)
    viewNames = outer
    let cellGestures = gestureNames
    gestureNames = outerGestures
    gestureNames.adoptCell(cellGestures)
    guard let template else { return nil }
    guard template.entries[0].properties.viewClass.cellRole == .cell else {
      reader.error(
        node, path + ".cell",
        "\(owner)'s cell is a \(cellClass) (give the cell \"class\": \"\(cellClass)\", or a custom class with it as \"base\")"
      )
      return nil
    }
    // A switch and the template's recognizers are renamed with the cell as it is reused
    // (docs/semantics.md, "Switches and recognizers in a table's cells"); a scroll view's
    // recognizers' actions name it, so not yet.
    guard
      checkBuiltInRecognizers(
        template, node, path + ".cell", in: "\(owner)'s cell", allowingSwitches: true)
    else {
      return nil
    }
    return template
  }

  /// A switch and a scroll view install recognizers named after the view (`<id>.longPress`,
  /// `<id>.pan`): a cell's switch's are renamed with the cell as it is reused; a scroll view's
  /// actions name it, and a header's switch has no model by row: not supported yet.
  private mutating func checkBuiltInRecognizers(
    _ template: ViewTemplate, _ node: Node, _ path: String, in place: String,
    allowingSwitches: Bool = false
  ) -> Bool {
    guard
      let entry = template.entries.first(where: {
        $0.properties.viewClass.isScrollView
          || (!allowingSwitches && $0.properties.viewClass.valueKind == .toggle)
      })
    else { return true }
    reader.error(
      node, path,
      "a \(entry.properties.viewClass.name) in \(place) is not supported yet ('\(entry.properties.name)': its own recognizers would have to be renamed with the cell as it is reused)"
    )
    return false
  }

  /// The section header (`key` "header") or footer ("footer") view: a view subtree (a
  /// `UITableViewHeaderFooterView`), made for each section with a header (footer) height; its
  /// ids are names inside each (`header.S.<id>`, `footer.S.<id>`).
  private mutating func decodeHeader(
    _ fields: inout Fields, _ key: String, path: String, screen: Screen
  ) -> ViewTemplate? {
    guard let node = fields.take(key) else { return nil }
    let outer = viewNames
    viewNames = ViewNames()
    let template = decodeSubtree(node, path: paths.root(path + "." + key), screen: screen)
    viewNames = outer
    guard let template else { return nil }
    let root = template.entries[0].properties.viewClass
    guard root.cellRole == nil, root.kind == .view else {
      reader.error(
        node, path + "." + key,
        "a section \(key) is a view (give the \(key) \"class\": \"UITableViewHeaderFooterView\"), not a \(root.name)"
      )
      return nil
    }
    if let entry = template.entries.first(where: { !$0.gestures.isEmpty }) {
      reader.error(
        node, path + "." + key,
        "gesture recognizers in a section \(key) are not supported yet ('\(entry.properties.name)' has some)"
      )
      return nil
    }
    guard checkBuiltInRecognizers(template, node, path + "." + key, in: "a section \(key)")
    else { return nil }
    return template
  }

  /// `"sectionHeaderTopPadding"`: points (0 to 10,000) or `"automatic"`
  /// (`UITableViewAutomaticDimension`, the default); nil for automatic.
  private mutating func decodeHeaderTopPadding(_ fields: inout Fields, path: String) -> Double? {
    guard let node = fields.take("sectionHeaderTopPadding") else { return nil }
    let path = path + ".sectionHeaderTopPadding"
    if reader.document.kind(node) == .string {
      guard reader.string(node, path) == "automatic" else {
        reader.error(node, path, "expected a padding in points or \"automatic\"")
        return nil
      }
      return nil
    }
    return reader.number(
      node, path, in: ListKeys.heights, what: "a padding in points or \"automatic\"")
  }

  /// `{"scrollToRow": {"view": "list", "section": 0, "row": 40, "position": "middle",
  /// "animated": true}}`.
  mutating func decodeScrollToRow(_ node: Node, path: String) -> Action? {
    guard var fields = reader.object(node, path, expected: "an object with 'view' and 'row'")
    else { return nil }
    defer {
      reader.finish(
        fields, known: ["view", "section", "row", "position", "animated"],
        context: "a 'scrollToRow' action")
    }
    let viewNode = reader.require("view", in: &fields, what: "the id of the table view")
    let name = viewNode.flatMap { reader.name($0, path + ".view", what: "a view id") }
    if let name, let viewNode {
      viewNames.refer(
        ViewReference(
          name: name, node: viewNode, path: path + ".view", requirement: .scrollView,
          requirementReason: "'scrollToRow' applies to table views"))
    }
    var section = 0
    if let n = fields.take("section") {
      section =
        reader.integer(
          n, path + ".section", in: 0...ListKeys.maximumSections, what: "a section") ?? 0
    }
    let rowNode = reader.require("row", in: &fields, what: "the row's number in its section")
    let row = rowNode.flatMap {
      reader.integer($0, path + ".row", in: 0...ListKeys.maximumRows, what: "a row")
    }
    var position = ListScrollPosition.none
    if let n = fields.take("position"),
      let value = reader.choice(
        n, path + ".position", ListKeys.positions, as: ListScrollPosition.self)
    {
      position = value
    }
    var animated = false
    if let n = fields.take("animated") { animated = reader.bool(n, path + ".animated") ?? false }
    guard let name, let row else { return nil }
    return .scrollToRow(
      view: name, ListIndexPath(section: section, row: row), position, animated: animated)
  }
}
