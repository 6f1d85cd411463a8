import SimEngine
import SimGeometry
import Testing

@testable import SimScenario

/// `collection` on a collection view: what a file may say, and the errors it gets.
@Suite("Lists: reading a collection view's flow layout")
struct CollectionDecodingTests {
  private func grid(_ collection: String, cls: String = "UICollectionView") -> String {
    #"{"id": "grid", "class": "\#(cls)", "frame": [0, 0, 390, 844], "collection": \#(collection)}"#
  }

  private let cell =
    #""cell": {"id": "cell", "class": "UICollectionViewCell", "children": [{"id": "photo", "class": "UIImageView"}]}"#

  @Test("The sections and the flow layout's settings become the data source, defaults UIKit's")
  func reads() throws {
    let text = scenarioText(
      views: grid(
        #"{"sections": [3, {"items": 2}], "itemSize": [90, 80], "minimumLineSpacing": 4, "sectionInset": [1, 2, 3, 4], "scrollDirection": "horizontal", \#(cell)}"#
      ))
    let entry = try #require(try scenario(text).root.entries.first { $0.list != nil })
    let source = try #require(entry.list)
    #expect(source.sections.map(\.rows) == [3, 2])
    let flow = try #require(source.flow)
    #expect(flow.itemSize == Size(width: 90, height: 80))
    #expect(flow.minimumLineSpacing == 4)
    // Not given: UICollectionViewFlowLayoutCommonInit's 10.
    #expect(flow.minimumInteritemSpacing == 10)
    #expect(flow.sectionInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(flow.scrollDirection == .horizontal)
    #expect(source.cellName(ListIndexPath(section: 1, row: 1)) == "item.1.1")
  }

  @Test("A step may name an item the collection has, not one it lacks or a row")
  func itemNames() {
    let views = grid(#"{"sections": [20], \#(cell)}"#)
    #expect(
      diagnostics(scenarioText(views: views, rest: #""touches": [{"tap": "item.0.19.photo"}]"#))
        == [])
    let missing = diagnostics(
      scenarioText(views: views, rest: #""touches": [{"tap": "item.0.20"}]"#))
    #expect(missing.contains { $0.contains("no view has the id 'item.0.20'") }, "\(missing)")
    let row = diagnostics(scenarioText(views: views, rest: #""touches": [{"tap": "row.0.3"}]"#))
    #expect(row.contains { $0.contains("no view has the id 'row.0.3'") }, "\(row)")
  }

  @Test("Bad values are load errors with their key paths")
  func badValues() {
    let zero = diagnostics(
      scenarioText(views: grid(#"{"sections": [5], "itemSize": [0, 50], \#(cell)}"#)))
    #expect(
      zero.contains { $0.contains("itemSize") && $0.contains("between 1 and 10000") }, "\(zero)")
    let spacing = diagnostics(
      scenarioText(views: grid(#"{"sections": [5], "minimumLineSpacing": -1, \#(cell)}"#)))
    #expect(spacing.contains { $0.contains("minimumLineSpacing") }, "\(spacing)")
    let direction = diagnostics(
      scenarioText(views: grid(#"{"sections": [5], "scrollDirection": "diagonal", \#(cell)}"#)))
    #expect(direction.contains { $0.contains("scrollDirection") }, "\(direction)")
    let noSections = diagnostics(scenarioText(views: grid(#"{"sections": [], \#(cell)}"#)))
    #expect(noSections.contains { $0.contains("1 to 10000 sections") }, "\(noSections)")
    let tableCell = diagnostics(
      scenarioText(
        views: grid(#"{"sections": [5], "cell": {"id": "cell", "class": "UITableViewCell"}}"#)))
    #expect(tableCell.contains { $0.contains("UICollectionViewCell") }, "\(tableCell)")
    let onTable = diagnostics(
      scenarioText(views: grid(#"{"sections": [5], \#(cell)}"#, cls: "UITableView")))
    #expect(onTable.contains { $0.contains("'collection' applies to collection views") })
    let unknown = diagnostics(
      scenarioText(views: grid(#"{"sections": [5], "itemSiz": [5, 5], \#(cell)}"#)))
    #expect(unknown.contains { $0.contains("itemSiz") }, "\(unknown)")
  }

  @Test("Multiple selection with selection off is refused: setAllowsMultipleSelection: turns it on")
  func contradictorySelection() {
    let both = diagnostics(
      scenarioText(
        views: grid(
          #"{"sections": [5], "allowsSelection": false, "allowsMultipleSelection": true, \#(cell)}"#
        )))
    #expect(
      both.contains { $0.contains("allowsSelection") && $0.contains("turns selection on") },
      "\(both)")
    let off = diagnostics(
      scenarioText(views: grid(#"{"sections": [5], "allowsSelection": false, \#(cell)}"#)))
    #expect(off.isEmpty, "\(off)")
  }
}
