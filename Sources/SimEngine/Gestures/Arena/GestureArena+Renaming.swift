/// Renaming the recognizers of a table's reused cell: a cell's recognizers are named after its
/// views (`row.S.R.<id>.longPress`, `row.S.R.<gesture>`), so when the cell shows another row, or
/// waits in the reuse queue, they take the new prefix with its views. Relations between them
/// (`requireToFail`, `simultaneousWith`) name one another and are renamed alike; relations to
/// recognizers outside the cell (the table's pan) keep their names.
extension GestureArena {
  /// Renames each of `ids` whose name starts with `old` followed by a dot to start with `new`
  /// instead, and every relation of theirs naming such a name. The names freed are free before
  /// any is taken, so two cells may trade prefixes in one call.
  mutating func rename(_ ids: [RecognizerID], prefix old: String, to new: String) {
    guard old != new else { return }
    let from = old + "."
    func renamed(_ name: String) -> String? {
      name.hasPrefix(from) ? new + "." + name.dropFirst(from.count) : nil
    }
    var moved: [(id: RecognizerID, name: String)] = []
    for id in ids {
      let configuration = recognizers[id.index].configuration
      if let name = renamed(configuration.name) {
        if names[configuration.name] == id { names[configuration.name] = nil }
        moved.append((id, name))
      }
      for required in configuration.requireToFail {
        guard let name = renamed(required) else { continue }
        let index = Int(id.rawValue)
        dependents[required]?.removeAll { $0 == index }
        if dependents[required]?.isEmpty == true { dependents[required] = nil }
        var list = dependents[name, default: []]
        guard !list.contains(index) else { continue }
        list.insert(index, at: list.firstIndex { $0 > index } ?? list.count)
        dependents[name] = list
      }
      recognizers[id.index].configuration.requireToFail =
        configuration.requireToFail.map { renamed($0) ?? $0 }
      recognizers[id.index].configuration.simultaneousWith =
        configuration.simultaneousWith.map { renamed($0) ?? $0 }
    }
    // A name another recognizer has (an app's recognizer called `row.0.3.tap`) stays its.
    for (id, name) in moved {
      recognizers[id.index].configuration.name = name
      if names[name] == nil { names[name] = id }
    }
  }
}
