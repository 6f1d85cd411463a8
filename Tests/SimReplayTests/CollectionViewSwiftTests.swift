import SimReplay
import Testing

/// A collection view built with the Swift API (`UICollectionView`, `UICollectionViewFlowLayout`,
/// `UICollectionViewCell`) is the value the reader builds from a file's `collection`.
@Suite("Swift builders: collection views")
struct CollectionViewSwiftTests {
  @Test("A collection view built in Swift equals the file's, layout, sections, cell and selection")
  func sameAsTheFile() throws {
    let file = try ScenarioLoader.decode(
      Array(
        #"""
        {"root": {"id": "root", "children": [
          {"id": "grid", "class": "UICollectionView", "frame": [0, 44, 390, 800],
           "delegate": {"didSelectRow": [{"log": "selected"}]},
           "collection": {"sections": [200, 7], "itemSize": [90, 90],
             "minimumInteritemSpacing": 2, "minimumLineSpacing": 10, "sectionInset": [4, 0, 8, 0],
             "allowsMultipleSelection": true,
             "cell": {"id": "cell", "class": "UICollectionViewCell", "children": [
               {"id": "photo", "class": "UIImageView", "frame": [0, 0, 90, 90]}]}}}]}}
        """#.utf8), file: "inline.json", defaultName: "inline"
    ).get()
    let root = UIView(name: "root", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 90)
    layout.minimumInteritemSpacing = 2
    layout.minimumLineSpacing = 10
    layout.sectionInset = EdgeInsets(top: 4, left: 0, bottom: 8, right: 0)
    let grid = UICollectionView(
      name: "grid", frame: CGRect(x: 0, y: 44, width: 390, height: 800),
      collectionViewLayout: layout)
    grid.numberOfItemsInSections = [200, 7]
    grid.allowsMultipleSelection = true
    grid.cell.addSubview(
      UIView(name: "photo", class: .uiImageView, frame: CGRect(x: 0, y: 0, width: 90, height: 90)))
    grid.on("didSelectRow", perform: [.log("selected")])
    root.addSubview(grid)
    #expect(root.template == file.root)
  }

  @Test("The flow layout's defaults are UIKit's: items 50 × 50, both spacings 10, vertical")
  func layoutDefaults() {
    #expect(UICollectionViewFlowLayout().settings == FlowLayoutSettings())
    #expect(FlowLayoutSettings().itemSize == Size(width: 50, height: 50))
  }
}
