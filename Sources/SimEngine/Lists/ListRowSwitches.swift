/// The app's model of a table's switches: each row's `isOn`, kept by index path, as a Settings
/// list keeps its model and sets each reused cell's switch from it in
/// `tableView(_:cellForRowAt:)` (`cell.switch.setOn(model[indexPath], animated: false)`). A
/// reused cell then shows the value of the row it shows, not of the row it showed before.
///
/// Engine choice (the app's code, which UIKit does not fix): the value a switch has when its
/// cell leaves the visible rows is its row's (what a `valueChanged` handler writing the model,
/// and any `setOn` the app made, leave), and a row never left keeps the template's value.
/// Only rows whose values differ from the template's are stored, so the model holds what was
/// changed, not every row scrolled past.
struct ListRowSwitches: Hashable, Sendable {
  /// The template's switches, as offsets from the cell's root in template order.
  let offsets: [Int32]
  /// Their values in the template (`isOn`).
  let defaults: [Bool]
  private var rows: [ListIndexPath: [Bool]] = [:]

  init(template: ViewTemplate) {
    var offsets: [Int32] = []
    var defaults: [Bool] = []
    for index in template.entries.indices {
      guard case .toggle(let value)? = template.entries[index].properties.controlValue else {
        if template.entries[index].properties.viewClass.valueKind == .toggle {
          offsets.append(Int32(index))
          defaults.append(false)
        }
        continue
      }
      offsets.append(Int32(index))
      defaults.append(value.isOn)
    }
    self.offsets = offsets
    self.defaults = defaults
  }

  var isEmpty: Bool { offsets.isEmpty }

  /// The row's switches had `values` when its cell left.
  mutating func keep(_ values: [Bool], for row: ListIndexPath) {
    rows[row] = values == defaults ? nil : values
  }

  /// The values the row's switches are given when a cell shows it.
  func values(for row: ListIndexPath) -> [Bool] { rows[row] ?? defaults }
}
