import SimEngine

/// The names the cells of tables from a data source will have (`row.S.R`, `row.S.R.<id>`), so
/// that steps and expectations can name a row before it exists, and a row the table doesn't
/// have (`row.0.99` in a section of 20) is an error at load, not a miss at run time.
struct ListCellNames {
  private struct List {
    /// `row` for a table's cells, `item` for a collection view's.
    var prefix: Substring
    var rows: [Int]
    var root: ViewClass
    var children: [String: ViewClass]
  }

  private var lists: [List] = []
  /// Tables with header (or footer) views: the names' first part (`header`, `footer`), which
  /// sections have one, and its classes.
  private var headers:
    [(kind: String, sections: [Bool], root: ViewClass, children: [String: ViewClass])] = []

  mutating func declare(
    rows: [Int], root: ViewClass, children: [(String, ViewClass)], prefix: Substring = "row"
  ) {
    var byName: [String: ViewClass] = [:]
    for (name, viewClass) in children where byName[name] == nil { byName[name] = viewClass }
    lists.append(List(prefix: prefix, rows: rows, root: root, children: byName))
  }

  mutating func declareHeaders(
    _ kind: String, sections: [Bool], root: ViewClass, children: [(String, ViewClass)]
  ) {
    var byName: [String: ViewClass] = [:]
    for (name, viewClass) in children where byName[name] == nil { byName[name] = viewClass }
    headers.append((kind, sections, root, byName))
  }

  /// The class of the header or footer view `name` names (`header.S`, `footer.S.<id>`), if a
  /// table declares one for section S.
  private func headerClass(of name: String) -> ViewClass? {
    let parts = name.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count >= 2, let section = Int(parts[1]), String(section) == parts[1] else {
      return nil
    }
    for table in headers
    where table.kind == parts[0] && section >= 0 && section < table.sections.count {
      guard table.sections[section] else { continue }
      if parts.count == 2 { return table.root }
      if let child = table.children[String(parts[2])] { return child }
    }
    return nil
  }

  /// The class of the cell view `name` names, if a table declares such a row.
  func viewClass(of name: String) -> ViewClass? {
    if !headers.isEmpty, name.hasPrefix("header.") || name.hasPrefix("footer.") {
      return headerClass(of: name)
    }
    guard !lists.isEmpty, name.hasPrefix("row.") || name.hasPrefix("item.") else { return nil }
    let parts = name.split(separator: ".", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count >= 3, let section = Int(parts[1]), let row = Int(parts[2]),
      String(section) == parts[1], String(row) == parts[2]
    else { return nil }
    for list in lists
    where list.prefix == parts[0] && section >= 0 && section < list.rows.count && row >= 0
      && row < list.rows[section]
    {
      if parts.count == 3 { return list.root }
      if let child = list.children[String(parts[3])] { return child }
    }
    return nil
  }
}
