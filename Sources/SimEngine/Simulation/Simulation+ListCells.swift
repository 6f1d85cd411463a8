import SimGeometry

/// What a table's reused cells carry besides their views: the switches the app's model sets
/// per row (``ListRowSwitches``), and the recognizers the cell template declares, named after
/// the cell (`row.S.R.<gesture>`) as its views are.
extension Simulation {
  /// The recognizers attached to `view`, in the order added (a reused cell's are renamed with
  /// it: a reader keeping their names learns them again when ``listRenames`` changes).
  public func recognizers(on view: ViewID) -> [RecognizerID] { arena.ids(on: view) }

  /// The cell leaves its row: the app's model keeps its switches' values for the row.
  mutating func keepSwitches(of cell: ListController.Cell) {
    let offsets = lists.switchOffsets(ofCell: cell.first)
    guard !offsets.isEmpty else { return }
    var values: [Bool] = []
    values.reserveCapacity(offsets.count)
    for offset in offsets {
      let view = ViewID(rawValue: cell.first.rawValue + offset)
      guard case .toggle(let value)? = tree[view].controlValue else { return }
      values.append(value.isOn)
    }
    lists.keepSwitches(values, ofCell: cell.first, row: cell.indexPath)
  }

  /// A cell shows `row`: `tableView(_:cellForRowAt:)` sets each switch from the app's model
  /// (`setOn(_:animated: false)`), and the switch starts afresh, not pressed, nothing pending.
  mutating func configureSwitches(of root: ViewID, in list: ViewID, row: ListIndexPath) {
    let offsets = lists.switchOffsets(of: list)
    guard !offsets.isEmpty else { return }
    let values = lists.switchValues(of: list, row: row)
    for (offset, on) in zip(offsets, values) {
      let view = ViewID(rawValue: root.rawValue + offset)
      guard case .toggle(let value)? = tree[view].controlValue,
        value.isOn != on || value.displayedOn != on || value.isPressed
      else { continue }
      tree.setControlValue(.toggle(SwitchValue(isOn: on)), of: view)
    }
  }

  /// Whether no recognizer has a name the cell's would take (a recognizer of the app named
  /// `row.0.3.tap`): otherwise the row is not shown, and a failed action says so.
  mutating func recognizerNamesAreFree(in cell: ViewTemplate, list: ViewID) -> Bool {
    for entry in cell.entries {
      var names = entry.gestures.map(\.name)
      if entry.properties.viewClass.valueKind == .toggle {
        names += [entry.name + ".longPress", entry.name + ".pan"]
      }
      for name in names where arena.id(named: name) != nil {
        record(
          .actionFailed(
            "table '\(tree.name(of: list))': the cell's recognizer can't be named '\(name)', a recognizer already has that name"
          ))
        return false
      }
    }
    return true
  }

  /// Names the recognizers of a cell made from `template` after its root, `prefix`: each
  /// recognizer the template declares, `<gesture>`, becomes `<prefix>.<gesture>`, and so does
  /// each relation naming one of the template's recognizers (its own or a switch's,
  /// `<id>.longPress`, `<id>.pan`); relations to recognizers outside the cell stay.
  static func prefixGestures(
    of copy: inout ViewTemplate, template: ViewTemplate, with prefix: String
  ) {
    var local: Set<String> = []
    for entry in template.entries {
      for gesture in entry.gestures { local.insert(gesture.name) }
    }
    guard !local.isEmpty else { return }
    for entry in template.entries where entry.properties.viewClass.valueKind == .toggle {
      local.insert(entry.name + ".longPress")
      local.insert(entry.name + ".pan")
    }
    func renamed(_ name: String) -> String { local.contains(name) ? prefix + "." + name : name }
    for index in copy.entries.indices where !copy.entries[index].gestures.isEmpty {
      copy.entries[index].gestures = copy.entries[index].gestures.map { gesture in
        var gesture = gesture
        gesture.name = prefix + "." + gesture.name
        gesture.requireToFail = gesture.requireToFail.map(renamed)
        gesture.simultaneousWith = gesture.simultaneousWith.map(renamed)
        return gesture
      }
    }
  }
}

extension Simulation {
  /// A recognizer's change, with the row its cell shows when the recognizer is in a table's
  /// data-source cell (so it is counted by the row, as a control's events are).
  func rowed(_ kind: Occurrence.Kind) -> Occurrence.Kind {
    guard !lists.isEmpty, case .gesture(var change) = kind,
      let row = cellRow(of: arena[change.recognizer].view)
    else { return kind }
    change.row = row
    return .gesture(change)
  }

  /// How many times the recognizer named `name` entered `state`; a recognizer in a table's
  /// cell counted by the row its cell showed then (`row.S.R.<gesture>`), whichever recognizer
  /// has the name now.
  public func count(_ state: GestureState, named name: String) -> Int {
    journal.reduce(0) { count, entry in
      guard case .gesture(let change) = entry.kind, change.state == state, !change.isReset
      else { return count }
      return self.name(ofRecognizerIn: change) == name ? count + 1 : count
    }
  }

  /// The name the recognizer had when `change` happened: a recognizer in a table's cell is
  /// named by the row its cell showed then (`row.S.R.<gesture>`).
  public func name(ofRecognizerIn change: GestureChange) -> String {
    let recognizer = arena[change.recognizer]
    guard let row = change.row else { return recognizer.name }
    return name(recognizer.name, of: recognizer.view, sentIn: row)
  }
}
