import SimEngine
import Testing

@testable import SimScenario

/// A table's `footer` view and `sectionHeaderTopPadding`: what a file may say, and the errors.
@Suite("Lists: reading footers and the header top padding")
struct ListFooterDecodingTests {
  private func table(_ dataSource: String) -> String {
    #"{"id": "list", "class": "UITableView", "frame": [0, 0, 390, 844], "dataSource": \#(dataSource)}"#
  }

  private let cell = #""cell": {"id": "cell", "class": "UITableViewCell"}"#
  private let footer =
    #""footer": {"id": "footer", "class": "UITableViewHeaderFooterView", "children": [{"id": "note", "class": "UILabel"}]}"#

  private func source(_ dataSource: String) throws -> ListDataSource {
    try #require(
      try scenario(scenarioText(views: table(dataSource))).root.entries.first { $0.list != nil }?
        .list)
  }

  @Test("The padding is automatic unless given, in points or as \"automatic\"")
  func padding() throws {
    #expect(try source(#"{"sections": [3], \#(cell)}"#).sectionHeaderTopPadding == nil)
    #expect(
      try source(#"{"sections": [3], "sectionHeaderTopPadding": 0, \#(cell)}"#)
        .sectionHeaderTopPadding == 0)
    #expect(
      try source(#"{"sections": [3], "sectionHeaderTopPadding": "automatic", \#(cell)}"#)
        .sectionHeaderTopPadding == nil)
  }

  @Test("A padding that is neither points nor automatic is an error")
  func badPadding() {
    let word = diagnostics(
      scenarioText(views: table(#"{"sections": [3], "sectionHeaderTopPadding": "auto", \#(cell)}"#))
    )
    #expect(
      word.contains { $0.contains("expected a padding in points or \"automatic\"") }, "\(word)")
    let negative = diagnostics(
      scenarioText(views: table(#"{"sections": [3], "sectionHeaderTopPadding": -4, \#(cell)}"#)))
    #expect(negative.contains { $0.contains("sectionHeaderTopPadding") }, "\(negative)")
  }

  @Test("A footer view names footer.S for the sections with a footer height, not the others")
  func footerNames() throws {
    let views = table(
      #"{"sections": [3, {"rows": 2, "footerHeight": 20}], \#(cell), \#(footer)}"#)
    let source = try #require(
      try scenario(scenarioText(views: views)).root.entries.first { $0.list != nil }?.list)
    #expect(source.footer?.entries.map(\.properties.name) == ["footer", "note"])
    #expect(
      diagnostics(scenarioText(views: views, rest: #""touches": [{"tap": "footer.1.note"}]"#))
        == [])
    let none = diagnostics(scenarioText(views: views, rest: #""touches": [{"tap": "footer.0"}]"#))
    #expect(none.contains { $0.contains("no view has the id 'footer.0'") }, "\(none)")
  }

  @Test("A footer view that is a cell is an error")
  func footerClass() {
    let found = diagnostics(
      scenarioText(
        views: table(
          #"{"sections": [2], \#(cell), "footer": {"id": "f", "class": "UITableViewCell"}}"#)))
    #expect(found.contains { $0.contains("a section footer is a view") }, "\(found)")
  }
}
