import SimGeometry
import Testing

@testable import SimEngine

/// Switches and recognizers in a data source's cell template (a Settings list): each cell has
/// its own, named after its row (`row.S.R.toggle`, `row.S.R.toggle.longPress`,
/// `row.S.R.tap`), renamed with the cell as it is reused; a switch shows its row's value from
/// the app's model (``ListRowSwitches``).
///
/// The table is 390 × 400, 100 rows of 44. The switch is 51 × 31 at (323, 6) in its cell, so
/// row R's switch centre is at window (348.5, 44 R + 21.5 − offset). At offset 440 the rows
/// 0–9 have left (queued in order) and rows 10–19 took their cells last in first out: row
/// 10 + (9 − R) shows the cell row R showed.
@Suite("Lists: switches and recognizers in cells")
struct ListCellSwitchTests {
  static let rowHeight = 44.0
  static let switchCentre = Point(323 + 51 / 2, 6 + 31 / 2)
  static let scrolled = 440.0

  /// The row that takes row `row`'s cell after scrolling to 440 (rows 0–9 → 10–19, LIFO).
  static func reusedRow(of row: Int) -> Int { 10 + (9 - row) }

  /// The window point of `offset` in row `row`'s cell at content offset `contentOffset`.
  static func point(row: Int, _ offset: Point, contentOffset: Double = 0) -> Point {
    Point(offset.x, Double(row) * rowHeight + offset.y - contentOffset)
  }

  /// The table; `isOn` is the template switch's value; the cell's `info` view (30 × 30 at
  /// (240, 7)) has a tap `tap` that requires `doubleTap`, a two-tap recognizer on it, to fail.
  static func table(
    isOn: Bool = false, recognizers: Bool = false, before: (inout Simulation) -> Void = { _ in }
  ) -> Simulation {
    var toggle = ViewTemplate.Entry(
      properties: ViewProperties(
        name: "toggle", class: ViewClass.known(named: "UISwitch")!,
        frame: Rect(x: 323, y: 6, width: 51, height: 31)),
      parent: 0)
    toggle.properties.controlValue = .toggle(SwitchValue(isOn: isOn))
    toggle.handlers.on(.valueChanged, perform: [.log("toggled")])
    guard recognizers else { return ListTestTable.simulation(children: [toggle], before: before) }
    var info = ViewTemplate.Entry(
      properties: ViewProperties(name: "info", frame: Rect(x: 240, y: 7, width: 30, height: 30)),
      parent: 0)
    var tap = GestureRecognizer(name: "tap", kind: .tap(TapSettings()))
    tap.requireToFail = ["doubleTap"]
    var two = TapSettings()
    two.taps = 2
    info.gestures = [tap, GestureRecognizer(name: "doubleTap", kind: .tap(two))]
    return ListTestTable.simulation(children: [toggle, info], before: before)
  }

  /// A tap on row `row`'s switch at `time` (offset 0), then the clock to `time` + 0.4.
  static func tapSwitch(_ sim: inout Simulation, row: Int, at time: Double) throws {
    let centre = point(row: row, switchCentre)
    try sim.tap(centre.x, centre.y, at: time)
    sim.advance(to: Instant(seconds: time + 0.4))
  }

  func isOn(_ sim: Simulation, _ name: String) -> Bool? {
    guard let view = sim.view(named: name), case .toggle(let value)? = sim.tree[view].controlValue
    else { return nil }
    return value.isOn
  }

  static func scroll(_ sim: inout Simulation, to y: Double, at time: Double) {
    sim.perform([.setContentOffset(view: "list", Point(0, y), animated: false)])
    sim.advance(to: Instant(seconds: time))
  }

  @Test("A row's switch toggles at the lift, and its valueChanged counts for its row")
  func tapTogglesTheRow() throws {
    var sim = Self.table()
    try Self.tapSwitch(&sim, row: 2, at: 0.1)
    #expect(isOn(sim, "row.0.2.toggle") == true)
    #expect(isOn(sim, "row.0.3.toggle") == false)
    #expect(sim.count(.valueChanged, named: "row.0.2.toggle") == 1)
    #expect(sim.count(log: "toggled") == 1)
  }

  @Test("A reused cell's switch shows the value of the row it shows, from the app's model")
  func reuseShowsTheRowsValue() throws {
    var sim = Self.table()
    try Self.tapSwitch(&sim, row: 2, at: 0.1)
    let view = sim.id("row.0.2.toggle")
    Self.scroll(&sim, to: Self.scrolled, at: 0.6)
    let row = Self.reusedRow(of: 2)
    // The same switch view now shows row 17, which was never turned on.
    #expect(sim.id("row.0.\(row).toggle") == view)
    #expect(isOn(sim, "row.0.\(row).toggle") == false)
    Self.scroll(&sim, to: 0, at: 0.7)
    #expect(isOn(sim, "row.0.2.toggle") == true)
    #expect(isOn(sim, "row.0.3.toggle") == false)
  }

  @Test("A template switch that is on gives every row on, until a row is turned off")
  func templateValueIsTheDefault() throws {
    var sim = Self.table(isOn: true)
    try Self.tapSwitch(&sim, row: 4, at: 0.1)
    #expect(isOn(sim, "row.0.4.toggle") == false)
    Self.scroll(&sim, to: Self.scrolled, at: 0.6)
    #expect(isOn(sim, "row.0.\(Self.reusedRow(of: 4)).toggle") == true)
    Self.scroll(&sim, to: 0, at: 0.7)
    #expect(isOn(sim, "row.0.4.toggle") == false)
    #expect(isOn(sim, "row.0.5.toggle") == true)
  }

  @Test("A reused cell's switch recognizers take the new row's name and toggle it, counted by row")
  func switchRecognizersRenamed() throws {
    var sim = Self.table()
    let press = try #require(sim.recognizer(named: "row.0.2.toggle.longPress"))
    let pan = try #require(sim.recognizer(named: "row.0.2.toggle.pan"))
    Self.scroll(&sim, to: Self.scrolled, at: 0.2)
    let row = Self.reusedRow(of: 2)
    #expect(sim.recognizer(named: "row.0.\(row).toggle.longPress") == press)
    #expect(sim.recognizer(named: "row.0.2.toggle.longPress") == nil)
    #expect(sim.configuration(of: press).simultaneousWith == ["row.0.\(row).toggle.pan"])
    #expect(sim.configuration(of: pan).simultaneousWith == ["row.0.\(row).toggle.longPress"])
    let centre = Self.point(row: row, Self.switchCentre, contentOffset: Self.scrolled)
    try sim.tap(centre.x, centre.y, at: 0.5)
    sim.advance(to: Instant(seconds: 0.8))
    #expect(isOn(sim, "row.0.\(row).toggle") == true)
    #expect(sim.count(.valueChanged, named: "row.0.\(row).toggle") == 1)
    #expect(sim.count(.valueChanged, named: "row.0.2.toggle") == 0)
    #expect(sim.count(.ended, named: "row.0.\(row).toggle.longPress") == 1)
  }

  @Test("A template's recognizers are one per cell, renamed on reuse with their relations")
  func templateRecognizersRenamed() throws {
    var sim = Self.table(recognizers: true)
    let tap = try #require(sim.recognizer(named: "row.0.2.tap"))
    #expect(sim.configuration(of: tap).requireToFail == ["row.0.2.doubleTap"])
    #expect(sim.recognizer(named: "row.0.3.tap") != tap)
    let info = Point(255, 22)
    let first = Self.point(row: 2, info)
    try sim.tap(first.x, first.y, at: 0.1)
    sim.advance(to: Instant(seconds: 1))
    Self.scroll(&sim, to: Self.scrolled, at: 1.1)
    let row = Self.reusedRow(of: 2)
    #expect(sim.recognizer(named: "row.0.\(row).tap") == tap)
    #expect(sim.configuration(of: tap).requireToFail == ["row.0.\(row).doubleTap"])
    // The tap still waits for its double tap, by the new name, and recognizes once it fails.
    let second = Self.point(row: row, info, contentOffset: Self.scrolled)
    try sim.tap(second.x, second.y, at: 1.5)
    sim.advance(to: Instant(seconds: 2.5))
    #expect(sim.count(.ended, named: "row.0.2.tap") == 1)
    #expect(sim.count(.ended, named: "row.0.\(row).tap") == 1)
    #expect(sim.count(.ended, of: tap) == 2)
  }

  @Test("A row whose recognizer's name an app's recognizer has is not shown; the action fails")
  func recognizerNameTaken() throws {
    let sim = Self.table(recognizers: true) { sim in
      var other = ViewTemplate.Entry(
        properties: ViewProperties(name: "other", frame: Rect(x: 0, y: 500, width: 10, height: 10)),
        parent: nil)
      other.gestures = [GestureRecognizer(name: "row.0.3.tap", kind: .tap(TapSettings()))]
      sim.instantiate(ViewTemplate(entries: [other]), in: sim.window)
    }
    #expect(sim.cell(at: ListIndexPath(section: 0, row: 3), in: sim.id("list")) == nil)
    #expect(sim.cell(at: ListIndexPath(section: 0, row: 4), in: sim.id("list")) != nil)
    #expect(sim.recognizer(named: "row.0.3.tap").map { sim.name(of: sim.view(of: $0)) } == "other")
    let failures = sim.journal.compactMap {
      if case .actionFailed(let message) = $0.kind { return message }
      return nil
    }
    #expect(failures.contains { $0.contains("can't be named 'row.0.3.tap'") }, "\(failures)")
  }

  @Test("The model keeps only rows whose switches differ from the template")
  func modelIsSparse() {
    var cell = ViewTemplate(entries: [
      ViewTemplate.Entry(
        properties: ViewProperties(name: "cell", class: ViewClass.known(named: "UITableViewCell")!),
        parent: nil)
    ])
    var toggle = ViewTemplate.Entry(
      properties: ViewProperties(name: "toggle", class: ViewClass.known(named: "UISwitch")!),
      parent: 0)
    toggle.properties.controlValue = .toggle(SwitchValue(isOn: true))
    cell.entries.append(toggle)
    var model = ListRowSwitches(template: cell)
    #expect(model.offsets == [1])
    let row = ListIndexPath(section: 0, row: 7)
    model.keep([false], for: row)
    #expect(model.values(for: row) == [false])
    model.keep([true], for: row)
    #expect(model == ListRowSwitches(template: cell))
  }
}
