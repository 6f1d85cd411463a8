/// A `UICollectionViewFlowLayout`'s settings, with UIKit's names and defaults
/// (`UICollectionViewFlowLayoutCommonInit`: items 50 × 50, both spacings 10). Set it on a
/// ``UICollectionView`` as UIKit's `collectionViewLayout`.
public final class UICollectionViewFlowLayout {
  public var itemSize = CGSize(width: 50, height: 50)
  public var minimumInteritemSpacing: CGFloat = 10
  public var minimumLineSpacing: CGFloat = 10
  public var sectionInset: EdgeInsets = .zero
  public var headerReferenceSize = CGSize.zero
  public var footerReferenceSize = CGSize.zero
  public var scrollDirection: FlowScrollDirection = .vertical

  public init() {}

  /// The engine's settings: the value the reader builds from a file's `collection` keys.
  public var settings: FlowLayoutSettings {
    FlowLayoutSettings(
      itemSize: Size(itemSize), minimumInteritemSpacing: Double(minimumInteritemSpacing),
      minimumLineSpacing: Double(minimumLineSpacing), sectionInset: sectionInset,
      headerReferenceSize: Size(headerReferenceSize),
      footerReferenceSize: Size(footerReferenceSize), scrollDirection: scrollDirection)
  }
}

/// A `UICollectionViewCell`: the cell a ``UICollectionView`` makes for each item on screen, a
/// subtree described once (`register(_:forCellWithReuseIdentifier:)` and the data source's
/// `cellForItemAt` in one). Its frame is the item's; its subviews are named `item.S.I.<name>`.
public class UICollectionViewCell: UIView {
  public init(name: String = "cell", frame: CGRect = .zero) {
    super.init(name: name, class: ViewClass.known(named: "UICollectionViewCell")!, frame: frame)
  }
}

/// A `UICollectionView` with a flow layout and a data source of sections of items, each shown
/// by a cell made from ``cell``: what a file's `collection` says (docs/scenario-format.md,
/// "Collection views"). Cells exist only for the items on screen, named `item.S.I`.
public class UICollectionView: UIScrollView {
  public let collectionViewLayout: UICollectionViewFlowLayout
  /// `numberOfItemsInSection` for each section (`numberOfSections` is the count).
  public var numberOfItemsInSections: [Int] = []
  /// The cell every item shows.
  public var cell = UICollectionViewCell()
  public var allowsSelection = true
  public var allowsMultipleSelection = false

  public init(
    name: String, frame: CGRect = .zero,
    collectionViewLayout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()
  ) {
    self.collectionViewLayout = collectionViewLayout
    super.init(name: name, class: ViewClass.known(named: "UICollectionView")!, frame: frame)
  }

  override var dataSource: ListDataSource? {
    ListDataSource(
      sections: numberOfItemsInSections.map { ListSection(rows: $0, rowHeight: 0) },
      cell: cell.template, flow: collectionViewLayout.settings,
      selection: ItemSelectionSettings(
        allowsSelection: allowsSelection, allowsMultipleSelection: allowsMultipleSelection))
  }
}
