import SimEngine
import SimGeometry

/// The keys of a collection view's flow layout and data source, declared once.
enum CollectionKeys {
  static let keys: [KeySpec] = [
    KeySpec("collection", .object, "a collection view's sections, flow layout and cell")
  ]
  static let collection = ObjectKeys(
    "a collection", docs: "Collection views",
    [
      KeySpec("sections", .array, default: "required", "item counts, or {\"items\": N}"),
      KeySpec("itemSize", .other("[w, h]"), default: "[50, 50]", "every item's size"),
      KeySpec("minimumInteritemSpacing", .number, default: "10", range: lengths),
      KeySpec("minimumLineSpacing", .number, default: "10", range: lengths),
      KeySpec("sectionInset", .insets, default: "[0, 0, 0, 0]"),
      KeySpec("headerReferenceSize", .other("[w, h]"), default: "[0, 0]"),
      KeySpec("footerReferenceSize", .other("[w, h]"), default: "[0, 0]"),
      KeySpec("scrollDirection", .choice(directions), default: "vertical"),
      KeySpec("cell", .object, default: "required", "the cell's view subtree"),
      KeySpec("allowsSelection", .bool, default: "true", "a tap selects the item"),
      KeySpec(
        "allowsMultipleSelection", .bool, default: "false",
        "a tap adds the item to the selection, or removes a selected one"),
    ])
  /// Points for sizes, spacings and insets.
  static let lengths: ClosedRange<Double> = 0...10_000
  static let directions = ChoiceSet("scroll direction", FlowScrollDirection.self)
}

/// A `UICollectionView` with a `UICollectionViewFlowLayout` (`"collection"`): its sections'
/// item counts, the layout's settings and the cell, read into the same data source a table
/// has, with the flow layout's settings.
extension ScenarioDecoder {
  mutating func decodeCollection(
    _ fields: inout Fields, path: @autoclosure () -> String, viewClass: ViewClass, id: String,
    screen: Screen
  ) -> ListDataSource? {
    guard
      let (node, object, path) = listObject(
        &fields, "collection", path: path(), viewClass: viewClass, id: id,
        className: "UICollectionView", other: "UITableView", views: "collection views")
    else { return nil }
    var source = object
    defer { reader.finish(source, CollectionKeys.collection) }
    var flow = FlowLayoutSettings()
    if let size = size(&source, "itemSize", path, minimum: 1) { flow.itemSize = size }
    flow.minimumInteritemSpacing = length(&source, "minimumInteritemSpacing", path) ?? 10
    flow.minimumLineSpacing = length(&source, "minimumLineSpacing", path) ?? 10
    if let n = source.take("sectionInset"), let insets = reader.insets(n, path + ".sectionInset") {
      let values = [insets.top, insets.left, insets.bottom, insets.right]
      if values.allSatisfy(CollectionKeys.lengths.contains) {
        flow.sectionInset = insets
      } else {
        reader.error(n, path + ".sectionInset", "each inset must be between 0 and 10000 points")
      }
    }
    if let size = size(&source, "headerReferenceSize", path, minimum: 0) {
      flow.headerReferenceSize = size
    }
    if let size = size(&source, "footerReferenceSize", path, minimum: 0) {
      flow.footerReferenceSize = size
    }
    if let n = source.take("scrollDirection"),
      let value = reader.choice(
        n, path + ".scrollDirection", CollectionKeys.directions, as: FlowScrollDirection.self)
    {
      flow.scrollDirection = value
    }
    let selection = itemSelection(&source, path)
    let counts = listSections(
      &source, path, counts: "item counts", what: "item counts or {\"items\": N}"
    ) { $0.itemCount($1, $2) }
    let cell = decodeCell(
      &source, path: path, screen: screen, owner: "a collection view",
      cellClass: "UICollectionViewCell")
    guard let cell, !counts.isEmpty else { return nil }
    guard cell.entries[0].properties.viewClass.name != "UITableViewCell" else {
      reader.error(
        node, path + ".cell",
        "a collection view's cell is a UICollectionViewCell, not a UITableViewCell (give the cell \"class\": \"UICollectionViewCell\")"
      )
      return nil
    }
    viewNames.listCells.declare(
      rows: counts, root: cell.entries[0].properties.viewClass,
      children: cell.entries.dropFirst().map { ($0.properties.name, $0.properties.viewClass) },
      prefix: "item")
    return ListDataSource(
      sections: counts.map { ListSection(rows: $0, rowHeight: 0) }, cell: cell, flow: flow,
      selection: selection)
  }

  /// `allowsSelection` and `allowsMultipleSelection`. `-setAllowsMultipleSelection:YES` turns
  /// selection on and `-setAllowsSelection:NO` multiple selection off, so asking for both
  /// multiple selection and no selection is an error.
  private mutating func itemSelection(_ source: inout Fields, _ path: String)
    -> ItemSelectionSettings
  {
    let single = source.take("allowsSelection")
    let allows = single.flatMap { reader.bool($0, path + ".allowsSelection") }
    let multiple = source.take("allowsMultipleSelection").flatMap {
      reader.bool($0, path + ".allowsMultipleSelection")
    }
    if let single, allows == false, multiple == true {
      reader.error(
        single, path + ".allowsSelection",
        "allowsMultipleSelection true turns selection on (UICollectionView's setAllowsMultipleSelection: sets allowsSelection); remove one of them"
      )
    }
    return ItemSelectionSettings(
      allowsSelection: allows ?? true, allowsMultipleSelection: multiple ?? false)
  }

  /// A section: its item count, or `{"items": N}`.
  private mutating func itemCount(_ node: Node, _ path: String) -> Int? {
    var element = node
    var elementPath = path
    if reader.document.kind(node) == .object {
      guard var section = reader.object(node, path) else { return nil }
      defer { reader.finish(section, known: ["items"], context: "a section") }
      guard let items = reader.require("items", in: &section, what: "the section's item count")
      else { return nil }
      element = items
      elementPath += ".items"
    }
    return reader.integer(
      element, elementPath, in: 0...ListKeys.maximumRows, what: "a section's item count")
  }

  private mutating func length(_ fields: inout Fields, _ key: String, _ path: String) -> Double? {
    guard let node = fields.take(key) else { return nil }
    return reader.number(
      node, path + "." + key, in: CollectionKeys.lengths, what: "a length in points")
  }

  /// `[width, height]`, each from `minimum` to 10,000 points.
  private mutating func size(
    _ fields: inout Fields, _ key: String, _ path: String, minimum: Double
  ) -> Size? {
    guard let node = fields.take(key),
      let values = reader.numbers(node, path + "." + key, names: ["width", "height"])
    else { return nil }
    guard values[0] >= minimum, values[1] >= minimum, values[0] <= 10_000, values[1] <= 10_000
    else {
      reader.error(
        node, path + "." + key,
        "width and height must be between \(minimum == 0 ? "0" : "1") and 10000 points, got [\(values[0].compactDescription), \(values[1].compactDescription)]"
      )
      return nil
    }
    return Size(width: values[0], height: values[1])
  }
}
