import SimGeometry

/// `UICollectionViewFlowLayout.scrollDirection`.
public enum FlowScrollDirection: String, Hashable, Sendable, CaseIterable {
  /// Rows fill the width, one under the other (the default).
  case vertical
  /// Columns fill the height, one beside the other.
  case horizontal
}

/// A `UICollectionViewFlowLayout`'s settings, the same for every section and item (no
/// `UICollectionViewDelegateFlowLayout` answers). The defaults are
/// `UICollectionViewFlowLayoutCommonInit`'s: items 50 by 50, both spacings 10.
public struct FlowLayoutSettings: Hashable, Sendable {
  public var itemSize: Size
  /// Between items in a row (vertical) or a column (horizontal).
  public var minimumInteritemSpacing: Double
  /// Between rows (vertical) or columns (horizontal).
  public var minimumLineSpacing: Double
  public var sectionInset: EdgeInsets
  /// A section header's height (vertical) or width (horizontal); 0: none.
  public var headerReferenceSize: Size
  public var footerReferenceSize: Size
  public var scrollDirection: FlowScrollDirection

  public init(
    itemSize: Size = Size(width: 50, height: 50), minimumInteritemSpacing: Double = 10,
    minimumLineSpacing: Double = 10, sectionInset: EdgeInsets = .zero,
    headerReferenceSize: Size = Size(width: 0, height: 0),
    footerReferenceSize: Size = Size(width: 0, height: 0),
    scrollDirection: FlowScrollDirection = .vertical
  ) {
    self.itemSize = itemSize
    self.minimumInteritemSpacing = minimumInteritemSpacing
    self.minimumLineSpacing = minimumLineSpacing
    self.sectionInset = sectionInset
    self.headerReferenceSize = headerReferenceSize
    self.footerReferenceSize = footerReferenceSize
    self.scrollDirection = scrollDirection
  }
}
